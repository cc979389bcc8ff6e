import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryOptions } from '~/i18n/choices';
import { useMessage } from '~/i18n/messages';
import { LocalizedLink } from '~/i18n/link';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { Field, FieldError } from '~/components/ui/field';
import { Honeypot } from '~/components/ui/honeypot';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { Textarea } from '~/components/ui/textarea';
import { UploadProgress } from '~/components/ui/upload-progress';
import { bodyMessage } from '~/lib/api-error';
import {
  APPLY_FALLBACK_MESSAGE,
  APPLY_SUCCESS_MESSAGE,
  APPLY_UNCONFIRMED_MESSAGE,
  CONSENT_REQUIRED_MESSAGE,
  LANDING_FIELDS,
  RESUME_ACCEPT,
  RESUME_SIZE_MESSAGE,
  type ScreeningQuestion,
} from '@agency/contract';
import { CodeOptions } from '~/components/ui/code-options';
import { newIdempotencyKey } from '~/features/applications/idempotency-key';
import { useStoredLanding } from '~/features/applications/landing';
import type { ApplicationForm as ApplicationValues } from '~/features/applications/application-schema';
import { useLazyValidation, type FieldConstraints, type Validate } from '~/lib/lazy-validation';
import { isPersonSubmit } from '~/lib/form-submit';
import { revealMessage } from '~/lib/reveal-message';
import { postWithProgress } from '~/lib/upload.client';
import { APPLY_STATUS_ID, type ApplyResponse } from '~/features/applications/apply-status';
import { messageOf, ScreeningAnswers } from './screening-answers';

/**
 * The form's check (its schema, zod and Conform's zod adapter) with the job's screening `questions`, fetched when a
 * visitor first touches the form.
 */
async function importApplicationValidation(
  questions: readonly ScreeningQuestion[],
): Promise<Validate<ApplicationValues>> {
  const { parseApplication } = await import('~/features/applications/application-schema');
  return (formData) => parseApplication(formData, questions);
}

const UPLOAD_URL = '/resources/job-applications';

function isApplyResponse(value: unknown): value is ApplyResponse {
  return Boolean(value && typeof value === 'object' && 'result' in value && 'success' in value);
}

const failed = (message: string): ApplyResponse => ({
  success: false,
  result: { status: 'error', error: { '': [message] } },
});

/**
 * What the upload endpoint's answer means for the applicant when it is not the form's own answer: a 413 from the
 * body limit (nothing kept), an error page of a proxy or no answer at all (nobody knows whether it arrived).
 */
function answerOf(status: number | null, body: unknown): ApplyResponse {
  if (status !== null && isApplyResponse(body)) return body;
  if (status === 413) return failed(bodyMessage(body) ?? RESUME_SIZE_MESSAGE);
  if (status === null || status >= 500) return failed(APPLY_UNCONFIRMED_MESSAGE);
  return failed(bodyMessage(body) ?? APPLY_FALLBACK_MESSAGE);
}

/** The key a failed answer sent back (the form repeats that submission), else `fallback`. */
function submittedKey(response: ApplyResponse | undefined, fallback: string): string {
  const key =
    response && !response.success
      ? (response.result.initialValue as Record<string, unknown> | undefined)?.idempotencyKey
      : undefined;
  return typeof key === 'string' ? key : fallback;
}

/**
 * The apply form of a job page (docs/000-product.md §2, §4, §5). Without JavaScript it posts to the page's action; with
 * JavaScript it validates with the same schema first, uploads with a progress percentage, shows
 * 'Submitting...', and clears every field and the agreement (`consent`) on success.
 * With JavaScript it also carries where the visit came from, in hidden fields (../landing.ts `useStoredLanding`;
 * without, the job page's action reads the page's URL).
 * Every submission carries an idempotency key (docs/007-honest-application-intake.md): `applicationKey` from the page,
 * the same again after a failure (sending again cannot store the application twice), a new one after a success.
 * The schema is loaded when the visitor first touches the form (docs/008-public-pages-at-static-speed.md); a submit
 * that comes first waits for it.
 * `constraint` comes from the page's loader (`applicationConstraint`), and so does `poolMonths`, the period of the
 * optional, unticked talent-pool box (the contract's `talentPoolConsentText`, docs/023-talent-pool.md), and the job's
 * screening `questions`, asked after the cover letter (`ScreeningAnswers`, docs/024-employers.md).
 * After every submit the answer's message takes the focus and is scrolled into view below the sticky header
 * (docs/007-honest-application-intake.md "Where the applicant reads the answer"): with JavaScript through
 * `revealMessage`; without, the form posts to `#apply-form-status` and a message that came with the page
 * (`actionResult`) has `autofocus`.
 * Its words are the catalog's (`apply`; the English agreement is the contract's `APPLICATION_CONSENT_TEXT`, which the
 * CMS stores), its messages are kept in English and said in the page's language (`useMessage`), and the countries are
 * named in it with their codes as values (docs/026-languages.md "The job board and apply form in Arabic").
 */
export function ApplyForm({
  jobDocumentId,
  applicationKey,
  actionResult,
  constraint,
  poolMonths,
  questions = [],
}: {
  jobDocumentId: string;
  applicationKey: string;
  actionResult?: ApplyResponse;
  constraint: FieldConstraints;
  /** The talent pool's period in months (`TALENT_POOL_MONTHS`), for the optional box's words. */
  poolMonths: number;
  questions?: readonly ScreeningQuestion[];
}) {
  const { t } = useTranslation();
  const say = useMessage();
  const countries = useCountryOptions();
  const importValidation = useCallback(() => importApplicationValidation(questions), [questions]);
  const { validate, load } = useLazyValidation(importValidation);
  const [clientResult, setClientResult] = useState<ApplyResponse>();
  const [idempotencyKey, setIdempotencyKey] = useState(() => submittedKey(actionResult, applicationKey));
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const landing = useStoredLanding();
  const response = clientResult ?? actionResult;
  const statusRef = useRef<HTMLDivElement>(null);
  // Set when the applicant's submit fails the check in the browser (the form's `onSubmit` below, which also asks for
  // a render: a second failed check may change nothing else), and when the server's answer is in; never by Conform's
  // checks as they type. The message is revealed at the first render that shows it, once; typing clears the flag, so
  // that it never moves the focus.
  const revealPending = useRef(false);
  const [, requestReveal] = useState(0);
  // Set when Conform hands a submit on to `onSubmit` (its check passed, or it has none yet).
  const handedOn = useRef(false);

  const [form, fields] = useForm<ApplicationValues>({
    id: 'apply-form',
    lastResult: response?.result,
    constraint,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Conform calls it as the form's submit handler and ignores the result, like a JSX onSubmit
    async onSubmit(event, { formData, submission }) {
      event.preventDefault();
      handedOn.current = true;
      if (!submission) {
        // Sent before the check arrived: wait for it, then check as Conform would have.
        const checked = (await load())(formData);
        if (checked.status !== 'success') {
          revealPending.current = true;
          setClientResult({ success: false, result: checked.reply() });
          return;
        }
      } else if (submission.status !== 'success') return;
      setSubmitting(true);
      setProgress(0);
      setClientResult(undefined);
      try {
        const answer = await postWithProgress(UPLOAD_URL, formData, setProgress);
        const result = answerOf(answer.status, answer.body);
        revealPending.current = true;
        setClientResult(result);
        if (result.success) setIdempotencyKey(newIdempotencyKey());
      } catch {
        revealPending.current = true;
        setClientResult(answerOf(null, null));
      } finally {
        setSubmitting(false);
        setProgress(null);
      }
    },
  });

  useEffect(() => {
    if (!revealPending.current || !statusRef.current) return;
    revealPending.current = false;
    revealMessage(statusRef.current);
  });

  // Every missing field carries the same spec message: the summary shows each message once.
  const messages = [...new Set(Object.values(form.allErrors).flat())];
  // A required field's own message is short; the summary above says what to do.
  const fieldOf = (field: { id: string; errorId: string; errors?: string[] }) => ({
    id: field.id,
    errorId: field.errorId,
    error: say(messageOf(field)),
    required: true,
  });

  const formProps = getFormProps(form);
  const statusProps = { id: APPLY_STATUS_ID, ref: statusRef, tabIndex: -1, className: 'scroll-mt-24' };
  // The answer to a submit without JavaScript came with the page, which then opens with the focus on it (a script's
  // answer is revealed by the effect above).
  const landed = response !== undefined && response === actionResult;

  return (
    <form
      {...formProps}
      method="post"
      action={`#${APPLY_STATUS_ID}`}
      encType="multipart/form-data"
      aria-describedby={messages.length > 0 ? APPLY_STATUS_ID : undefined}
      className="space-y-4"
      onSubmit={(event) => {
        // Conform's check first: it moves the focus to the first invalid field; the summary, which lists every
        // problem, takes it after that.
        handedOn.current = false;
        formProps.onSubmit(event);
        if (handedOn.current || !isPersonSubmit(event)) return;
        revealPending.current = true;
        requestReveal((count) => count + 1);
      }}
      onInput={() => {
        revealPending.current = false;
      }}
      onFocus={() => void load()}
      onPointerDown={() => void load()}
    >
      <input type="hidden" name="job" value={jobDocumentId} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {/* Where the visit came from, as this tab noted it (docs/023-talent-pool.md "Sources"); the CMS classifies it. */}
      {LANDING_FIELDS.map((field) =>
        landing[field] ? <input key={field} type="hidden" name={field} value={landing[field]} /> : null,
      )}

      {response?.success ? (
        <Alert tone="success" {...statusProps} autoFocus={landed}>
          {say(APPLY_SUCCESS_MESSAGE)}
        </Alert>
      ) : messages.length > 0 ? (
        <Alert tone="error" {...statusProps} autoFocus={landed}>
          <ul className="space-y-1">
            {messages.map((message) => (
              <li key={message}>{say(message)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}

      <Field {...fieldOf(fields.fullName)} label={t('apply.fullName')}>
        <Input {...getInputProps(fields.fullName, { type: 'text' })} autoComplete="name" />
      </Field>
      <Field {...fieldOf(fields.email)} label={t('apply.email')}>
        <Input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" />
      </Field>
      <Field {...fieldOf(fields.phone)} label={t('apply.phone')}>
        <Input {...getInputProps(fields.phone, { type: 'tel' })} autoComplete="tel" />
      </Field>
      <Field {...fieldOf(fields.country)} label={t('apply.country')}>
        <Select {...getSelectProps(fields.country)} autoComplete="country" placeholder={t('apply.countryPlaceholder')}>
          <CodeOptions options={countries} />
        </Select>
      </Field>
      <Field {...fieldOf(fields.coverLetter)} label={t('apply.coverLetter')}>
        <Textarea {...getTextareaProps(fields.coverLetter)} rows={5} />
      </Field>
      <ScreeningAnswers questions={questions} fields={fields.screening.getFieldset()} />
      <Field {...fieldOf(fields.resume)} label={t('apply.resume')}>
        <Input {...getInputProps(fields.resume, { type: 'file' })} accept={RESUME_ACCEPT} />
      </Field>

      <Honeypot id="apply-website" />

      <div>
        <div className="flex items-start gap-3">
          <Checkbox {...getInputProps(fields.consent, { type: 'checkbox' })} />
          <label htmlFor={fields.consent.id} className="pt-0.5 text-sm text-slate-700">
            {t('apply.consentBefore')}
            <LocalizedLink to="/privacy" className="font-medium text-brand-700 underline hover:text-brand-900">
              {t('apply.consentLink')}
            </LocalizedLink>
            {t('apply.consentAfter')}{' '}
            <span aria-hidden="true" className="text-red-600">
              *
            </span>
          </label>
        </div>
        {/* The box's own message, which `aria-describedby` (Conform's `errorId`) ties to it. */}
        <FieldError
          id={fields.consent.errorId}
          message={fields.consent.errors ? say(CONSENT_REQUIRED_MESSAGE) : null}
        />
      </div>

      <div className="flex items-start gap-3">
        <Checkbox {...getInputProps(fields.poolConsent, { type: 'checkbox' })} />
        <label htmlFor={fields.poolConsent.id} className="pt-0.5 text-sm text-slate-700">
          {t('apply.poolConsent', { count: poolMonths })}
        </label>
      </div>

      {submitting && progress !== null ? (
        <UploadProgress id="upload-progress-label" label={t('apply.uploading')} percent={progress} />
      ) : null}

      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? t('apply.submitting') : t('apply.submit')}
      </Button>
    </form>
  );
}
