import type { ScreeningQuestion } from '@agency/contract';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <aside id="apply" aria-labelledby="apply-heading" className="scroll-mt-24 lg:sticky lg:top-24 lg:self-start">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="apply-heading" className="text-xl font-semibold text-slate-900">
          {job.open ? t('apply.heading') : t('apply.closedHeading')}
        </h2>
        {job.open ? (
          <>
            <p className="mt-1 mb-5 text-sm text-slate-600">{t('apply.replyPromise')}</p>
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
            {t('apply.closedBefore')}{' '}
            <LocalizedLink to="/blog" className="font-medium text-brand-700 underline">
              {t('apply.closedLink')}
            </LocalizedLink>
            {t('jobs.board.noMatchHintAfter')}
          </p>
        )}
      </div>
    </aside>
  );
}
