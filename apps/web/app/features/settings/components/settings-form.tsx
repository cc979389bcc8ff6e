import {
  CANDIDATE_UPDATE_DELAY_MAX_MINUTES,
  CANDIDATE_UPDATE_DELAY_MIN_MINUTES,
  type AgencySettings,
} from '@agency/contract';
import { useFetcher } from 'react-router';
import { useActionToast, type ActionAnswer } from '~/components/admin/admin-list';
import { AdminPageHeader } from '~/components/admin/page-header';
import { Alert } from '~/components/ui/alert';
import { busyButtonProps, buttonClasses } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';

/**
 * The agency's settings (docs/025-placements.md "What the candidate is told"): how many minutes the candidate's news
 * of a stage move waits before it is sent, so that a mistaken move can be undone before anyone is told.
 */
export function SettingsForm({ settings, error }: { settings: AgencySettings | null; error: string | null }) {
  const fetcher = useFetcher<ActionAnswer>();
  useActionToast(fetcher, () => undefined);
  const busy = fetcher.state !== 'idle';
  const fieldError = busy ? undefined : fetcher.data?.fieldErrors?.candidateUpdateDelayMinutes?.[0];
  return (
    <>
      <AdminPageHeader title="Settings" subtitle="How the agency works with candidates" />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {settings ? (
        <fetcher.Form method="post" className="max-w-xl space-y-5 rounded-xl border border-slate-200 bg-white p-6">
          <Field
            id="settings-candidateUpdateDelayMinutes"
            label="Minutes before a candidate is told of a move"
            description={`A candidate is e-mailed when their application is shared with the employer, when an interview, an offer or a placement comes, and when it ends. The e-mail waits this long (${CANDIDATE_UPDATE_DELAY_MIN_MINUTES} to ${CANDIDATE_UPDATE_DELAY_MAX_MINUTES} minutes), and a later move before it goes replaces it.`}
            error={fieldError}
          >
            <Input
              name="candidateUpdateDelayMinutes"
              type="number"
              inputMode="numeric"
              min={CANDIDATE_UPDATE_DELAY_MIN_MINUTES}
              max={CANDIDATE_UPDATE_DELAY_MAX_MINUTES}
              step={1}
              required
              defaultValue={settings.candidateUpdateDelayMinutes}
            />
          </Field>
          <button type="submit" {...busyButtonProps(busy)} className={buttonClasses({ size: 'sm' })}>
            {busy ? 'Saving...' : 'Save settings'}
          </button>
        </fetcher.Form>
      ) : null}
    </>
  );
}
