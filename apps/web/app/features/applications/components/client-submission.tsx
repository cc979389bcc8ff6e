import {
  clientAnswerLabel,
  nextInterviewRound,
  nextStageOptions,
  notAFitReasonLabel,
  outcomeOptions,
  STAGE_COMMENT_MAX,
  stageLabel,
  SUBMISSION_SUMMARY_MAX,
  type StageState,
} from '@agency/contract';
import { useRef } from 'react';
import { useFetcher } from 'react-router';
import { useActionToast, type ActionAnswer } from '~/components/admin/admin-list';
import { AnswerMessage } from '~/components/admin/answer-message';
import { LocalDate } from '~/components/admin/local-date';
import { busyButtonProps, buttonClasses } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Select } from '~/components/ui/select';
import { Textarea } from '~/components/ui/textarea';
import type { AdminApplication, ApplicationSubmission } from '../api.server';

/**
 * The application's submission to its job's client (docs/024-employers.md "Submissions and the client portal"): when
 * it is submitted, when and by whom, the summary the client read, the client's answers (Interview, Not a fit with its
 * reason, Offer), its stage in plain words with the form that moves it (docs/025-placements.md "Stages":
 * `StageMoveForm`) and Withdraw; else the form that submits it with a summary. The CMS decides who may be submitted (the
 * job's client; a sourced candidate only with recorded consent) and which move is allowed, and says why not; the
 * answer takes the focus.
 */
export function ClientSubmission({
  application,
  submissions,
}: {
  application: AdminApplication;
  submissions: ApplicationSubmission[];
}) {
  const fetcher = useFetcher<ActionAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  useActionToast(fetcher, () => form.current?.reset());
  const current = submissions.find((submission) => !submission.withdrawnAt);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const stage: StageState | null = current
    ? {
        stage: current.stage,
        round: current.round,
        outcome: (current.outcomeReason ?? null) as StageState['outcome'],
      }
    : null;
  return (
    <section aria-labelledby="application-client" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="application-client" className="text-sm font-medium text-slate-800">
        Client
      </h3>
      {current ? (
        <div className="mt-2 space-y-2 text-sm text-slate-700">
          <p>
            Submitted to {application.job?.company ?? 'the client'} on{' '}
            <LocalDate value={current.submittedAt} withTime /> by {current.submittedBy ?? 'unknown'}.
          </p>
          <p className="rounded-lg bg-slate-50 p-3 whitespace-pre-wrap text-slate-900">{current.summary}</p>
          {current.answers.length === 0 ? (
            <p>The client has not answered yet.</p>
          ) : (
            <ul aria-label="The client’s answers" className="space-y-1">
              {current.answers.map((given) => (
                <li key={given.answeredAt}>
                  <span className="font-medium text-slate-900">{clientAnswerLabel(given.answer)}</span>
                  {given.reason ? `: ${notAFitReasonLabel(given.reason)}` : ''}
                  {given.comment ? ` — “${given.comment}”` : ''} ({given.contactName ?? 'a client contact'},{' '}
                  <LocalDate value={given.answeredAt} withTime />)
                </li>
              ))}
            </ul>
          )}
          <p>
            Stage: <span className="font-medium text-slate-900">{stageLabel(stage!)}</span>
            {current.outcomeComment ? ` — “${current.outcomeComment}”` : ''}
          </p>
          <StageMoveForm
            applicationDocumentId={application.documentId}
            submission={current.documentId}
            stage={stage!}
            fetcher={fetcher}
          />
          {stage!.stage === 'placed' ? null : (
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="withdraw-submission" />
              <input type="hidden" name="documentId" value={application.documentId} />
              <input type="hidden" name="submission" value={current.documentId} />
              <button
                type="submit"
                {...busyButtonProps(busy)}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
              >
                Withdraw from the client
              </button>
            </fetcher.Form>
          )}
        </div>
      ) : (
        <fetcher.Form ref={form} method="post" className="mt-2">
          <input type="hidden" name="intent" value="submit" />
          <input type="hidden" name="documentId" value={application.documentId} />
          <Field
            id={`submission-${application.documentId}`}
            label="Summary for the client"
            description="The client reads it with the candidate’s name, screening answers and resume; never your notes."
          >
            <Textarea name="summary" rows={4} required maxLength={SUBMISSION_SUMMARY_MAX} />
          </Field>
          <button
            type="submit"
            {...busyButtonProps(busy)}
            className={buttonClasses({ variant: 'outline', size: 'sm' }, 'mt-2')}
          >
            Submit to client
          </button>
        </fetcher.Form>
      )}
      <AnswerMessage answer={answer ?? null} />
    </section>
  );
}

/**
 * The form that moves a submission to another stage (docs/025-placements.md "Stages"): the moves the contract allows
 * from where it stands (`nextStageOptions`: the next interview round, Offered, Placed, Ended), the reason of a final
 * outcome (`outcomeOptions`, staff's only: never shown to the candidate) and an optional comment. Sent with the
 * application's other submission forms (one fetcher), so that its answer takes the focus as theirs does; the server
 * checks it with the contract and the CMS with its rules. Nothing is shown once the submission has ended.
 */
function StageMoveForm({
  applicationDocumentId,
  submission,
  stage,
  fetcher,
}: {
  applicationDocumentId: string;
  submission: string;
  stage: StageState;
  fetcher: ReturnType<typeof useFetcher<ActionAnswer>>;
}) {
  const moves = nextStageOptions(stage);
  if (moves.length === 0) return null;
  const busy = fetcher.state !== 'idle';
  const id = `stage-${submission}`;
  return (
    <fetcher.Form
      method="post"
      aria-labelledby={`${id}-heading`}
      className="space-y-2 rounded-lg border border-slate-200 p-3"
    >
      <h4 id={`${id}-heading`} className="text-sm font-medium text-slate-800">
        Move the stage
      </h4>
      <input type="hidden" name="intent" value="move-submission" />
      <input type="hidden" name="documentId" value={applicationDocumentId} />
      <input type="hidden" name="submission" value={submission} />
      <input type="hidden" name="round" value={nextInterviewRound(stage)} />
      <div className="grid gap-2 sm:grid-cols-2">
        <Field id={`${id}-to`} label="Move to">
          <Select name="to" required options={moves} />
        </Field>
        <Field
          id={`${id}-reason`}
          label="Reason, for a final outcome"
          description="Staff only: never shown to the candidate."
        >
          <Select name="reason" placeholder="—" options={outcomeOptions(stage)} />
        </Field>
      </div>
      <Field id={`${id}-comment`} label="Comment (optional)">
        <Textarea name="comment" rows={2} maxLength={STAGE_COMMENT_MAX} />
      </Field>
      <button type="submit" {...busyButtonProps(busy)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        Move
      </button>
    </fetcher.Form>
  );
}
