import { DECISION_EMAIL_LIMITS, type DecisionEmail, type Language } from '@agency/contract';
import { Field } from '~/components/ui/field';
import { Checkbox } from '~/components/ui/checkbox';
import { Input } from '~/components/ui/input';
import { Textarea } from '~/components/ui/textarea';

/** The decision email as the confirmation holds it: whether to send it, its words, and the language they are in. */
export type DecisionEmailDraft = DecisionEmail & { send: boolean; language: Language };

/**
 * The part of the Accepted / Rejected confirmation that may email the applicant (docs/015-recruiter-workflow.md): a
 * checkbox (ticked as the contract's DECISION_EMAIL_TICKED says) and, while it is ticked, the subject and message to
 * edit, prefilled with the contract's draft in the applicant's language (said under the checkbox when it is Arabic;
 * the fields take the direction of what is typed). Controlled: `draft` and `onChange`.
 */
export function DecisionEmailFields({
  draft,
  onChange,
}: {
  draft: DecisionEmailDraft;
  onChange: (draft: DecisionEmailDraft) => void;
}) {
  return (
    <div className="mt-4 space-y-3">
      <div className="flex items-center gap-2">
        <Checkbox
          id="decision-send"
          checked={draft.send}
          onChange={(event) => onChange({ ...draft, send: event.target.checked })}
        />
        <label htmlFor="decision-send" className="text-sm font-medium text-slate-800">
          Email the applicant
        </label>
      </div>
      {draft.send ? (
        <>
          {draft.language === 'ar' ? (
            <p className="text-sm text-slate-600">Drafted in Arabic: they applied on the Arabic site.</p>
          ) : null}
          <Field id="decision-subject" label="Subject">
            <Input
              dir="auto"
              value={draft.subject}
              maxLength={DECISION_EMAIL_LIMITS.subject}
              onChange={(event) => onChange({ ...draft, subject: event.target.value })}
            />
          </Field>
          <Field id="decision-message" label="Message">
            <Textarea
              dir="auto"
              rows={8}
              value={draft.message}
              maxLength={DECISION_EMAIL_LIMITS.message}
              onChange={(event) => onChange({ ...draft, message: event.target.value })}
            />
          </Field>
        </>
      ) : null}
    </div>
  );
}
