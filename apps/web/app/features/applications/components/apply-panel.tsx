import { APPLICATION_REPLY_PROMISE, type ScreeningQuestion } from '@agency/contract';
import { LocalizedLink } from '~/i18n/link';
import { hydrateLater } from '~/lib/hydrate-later';
import type { FieldConstraints } from '~/lib/lazy-validation';
import type { ApplyResponse } from '../apply-status';

/** The apply form, hydrated after the rest of the job page (`hydrateLater`): its code and Conform's come later. */
const ApplyForm = hydrateLater(async () => (await import('./apply-form')).ApplyForm);

/**
 * The sticky side panel of a job page: the apply form while the job is open, else a note that applications are
 * closed with a link to the open positions. `#apply` leads to it (the phone's Apply link, `ApplyShortcut`).
 */
export function ApplyPanel({
  job,
  actionResult,
}: {
  job: {
    open: boolean;
    documentId: string;
    applicationKey: string;
    applicationConstraint: FieldConstraints;
    poolMonths: number;
    screeningQuestions: ScreeningQuestion[];
  };
  actionResult?: ApplyResponse;
}) {
  return (
    <aside id="apply" aria-labelledby="apply-heading" className="scroll-mt-24 lg:sticky lg:top-24 lg:self-start">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="apply-heading" className="text-xl font-semibold text-slate-900">
          {job.open ? 'Apply for this job' : 'Applications closed'}
        </h2>
        {job.open ? (
          <>
            <p className="mt-1 mb-5 text-sm text-slate-600">{APPLICATION_REPLY_PROMISE}</p>
            <ApplyForm
              jobDocumentId={job.documentId}
              applicationKey={job.applicationKey}
              constraint={job.applicationConstraint}
              poolMonths={job.poolMonths}
              questions={job.screeningQuestions}
              actionResult={actionResult}
            />
          </>
        ) : (
          <p className="mt-3 text-sm text-slate-700">
            This position is closed and no longer accepts applications.{' '}
            <LocalizedLink to="/blog" className="font-medium text-brand-700 underline">
              See the open positions
            </LocalizedLink>
            .
          </p>
        )}
      </div>
    </aside>
  );
}
