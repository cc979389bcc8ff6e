import { useFetcher } from 'react-router';
import { useActionToast, type ActionAnswer } from '~/components/admin/admin-list';
import { AnswerMessage } from '~/components/admin/answer-message';
import { busyButtonProps, buttonClasses } from '~/components/ui/button';

/**
 * The candidate's page link in an application's dialog (docs/025-placements.md "The candidate's page"): "Send the
 * candidate's link again" (a new link e-mailed) and "Revoke the candidate's link" (every link stops at once, for a
 * leaked one). The answer is said below the buttons and takes the focus.
 */
export function CandidateLinkActions({ documentId }: { documentId: string }) {
  const fetcher = useFetcher<ActionAnswer>();
  const busy = fetcher.state !== 'idle';
  useActionToast(fetcher, () => undefined);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  return (
    <section aria-labelledby={`candidate-link-${documentId}`} className="mt-6 border-t border-slate-200 pt-4">
      <h3 id={`candidate-link-${documentId}`} className="text-sm font-medium text-slate-800">
        Candidate’s page
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        The candidate follows this application on their own page, through the link of their confirmation e-mail.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {(
          [
            ['candidate-link-send', 'Send the candidate’s link again'],
            ['candidate-link-revoke', 'Revoke the candidate’s link'],
          ] as const
        ).map(([intent, label]) => (
          <fetcher.Form key={intent} method="post">
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name="documentId" value={documentId} />
            <button
              type="submit"
              {...busyButtonProps(busy)}
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              {label}
            </button>
          </fetcher.Form>
        ))}
      </div>
      <AnswerMessage answer={answer} />
    </section>
  );
}
