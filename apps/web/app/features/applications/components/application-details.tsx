import { Copy, Download } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useActionToast, type ActionAnswer } from '~/components/admin/admin-list';
import { Detail, Details } from '~/components/admin/details';
import { Alert } from '~/components/ui/alert';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { busyButtonProps, buttonClasses, MIN_TARGET } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import type { FocusTarget } from '~/components/ui/return-focus';
import { useHydrated } from '~/components/ui/use-hydrated';
import { Field } from '~/components/ui/field';
import { Textarea } from '~/components/ui/textarea';
import { LocalDate } from '~/components/admin/local-date';
import type { AdminApplication, ApplicationSubmission } from '../api.server';
import {
  APPLICATION_NOTE_MAX,
  DECISION_EMAIL_TICKED,
  decisionEmailDraft,
  languageOf,
  isFinalStatus,
  nextStatuses,
  screeningAnswerText,
  type ApplicationStatus,
  type DecisionStatus,
} from '@agency/contract';
import { jobTitle } from '~/features/jobs';
import { APPLICATIONS_PATH, applicationFilterParams } from '../rules';
import { ApplicationSource } from './application-source';
import { CandidateLinkActions } from '~/features/candidate-page';
import { ClientSubmission } from './client-submission';
import { SubmissionInterviewsOf } from './submission-interviews';
import { SubmissionOffersOf } from './submission-offers-of';
import { historyEntries } from '../history';
import { DecisionEmailFields, type DecisionEmailDraft } from './decision-email-fields';
import { StatusBadge } from './status-badge';

/** The resume's download link (through this site, as an attachment), or "No resume". */
function ResumeLink({ application }: { application: AdminApplication }) {
  if (!application.resume) return <>No resume</>;
  return (
    <a
      href={`/admin/applications/${application.documentId}/resume`}
      className={`${MIN_TARGET} gap-1 font-medium text-brand-700 underline`}
      download
    >
      <Download aria-hidden="true" className="size-4" /> {application.resume.name ?? 'Download resume'}
    </a>
  );
}

/**
 * The flag of a duplicate (an earlier application with the same e-mail to the same job), with a link to
 * the list showing both; nothing for a first application.
 */
function DuplicateFlag({ application }: { application: AdminApplication }) {
  const earlier = application.duplicateOf;
  if (!earlier) return null;
  const both = applicationFilterParams({
    status: 'all',
    q: application.email ?? '',
    job: application.job?.documentId ?? null,
    owner: null,
  });
  return (
    <Alert tone="warning" className="mb-4">
      <span className="inline-flex items-center gap-1 font-medium">
        <Copy aria-hidden="true" className="size-4" /> Duplicate
      </span>{' '}
      — this e-mail applied to this job before (<LocalDate value={earlier.appliedAt} fallback="earlier" />
      ).{' '}
      <Link className="font-medium underline" to={`${APPLICATIONS_PATH}?${both.toString()}`}>
        See the earlier application
      </Link>
    </Alert>
  );
}

/**
 * The answers to the job's screening questions (docs/024-employers.md "Screening questions"), each under the question as
 * it was asked; a knockout answer outside the client's requirements is marked, and the section opens with whether the
 * application meets them. Nothing for a job without questions.
 */
function ScreeningAnswers({ application }: { application: AdminApplication }) {
  const answers = application.screeningAnswers ?? [];
  if (answers.length === 0) return null;
  const met = application.meetsRequirements;
  return (
    <section aria-labelledby="application-screening" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="application-screening" className="text-sm font-medium text-slate-800">
        Screening answers
      </h3>
      {met === false ? (
        <p className="mt-1 text-sm font-medium text-red-800">Does not meet requirements</p>
      ) : met === true ? (
        <p className="mt-1 text-sm font-medium text-green-800">Meets requirements</p>
      ) : null}
      <dl className="mt-2 space-y-2 text-sm">
        {answers.map((answer) => (
          <div key={answer.id}>
            <dt className="text-slate-600">{answer.label}</dt>
            <dd className="text-slate-900">
              {screeningAnswerText(answer) || 'Not answered'}
              {answer.meets === false ? (
                <span className="ms-2 font-medium text-red-800">(outside the requirements)</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * What happened to the application, oldest first: its status changes and its submission to the client with the
 * client's answers (`historyEntries`).
 */
function History({
  application,
  submissions,
}: {
  application: AdminApplication;
  submissions: ApplicationSubmission[];
}) {
  const entries = historyEntries(application, submissions);
  return (
    <section aria-labelledby="application-history" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="application-history" className="text-sm font-medium text-slate-800">
        History
      </h3>
      {entries.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No status change yet.</p>
      ) : (
        <ol className="mt-2 space-y-1 text-sm text-slate-700">
          {entries.map((entry) => (
            <li key={entry.key}>
              {entry.text}, <LocalDate value={entry.at} withTime />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The staff notes, newest first, and the form that adds one (the length rule is the contract's). After
 * "Add note" the focus is back in the note field, emptied once the note is saved, so that the next one is typed
 * straight away (docs/018-forms-and-focus.md).
 */
function Notes({ application }: { application: AdminApplication }) {
  const fetcher = useFetcher<ActionAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  const field = () => form.current?.elements.namedItem('text') as HTMLTextAreaElement | null;
  useActionToast(
    fetcher,
    () => {
      form.current?.reset();
      field()?.focus();
    },
    () => field()?.focus(),
  );
  const notes = application.notes ?? [];
  const refused = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <section aria-labelledby="application-notes" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="application-notes" className="text-sm font-medium text-slate-800">
        Notes
      </h3>
      <fetcher.Form ref={form} method="post" className="mt-2">
        <input type="hidden" name="intent" value="note" />
        <input type="hidden" name="documentId" value={application.documentId} />
        <Field id={`note-${application.documentId}`} label="Add a note" error={refused}>
          <Textarea name="text" rows={3} required maxLength={APPLICATION_NOTE_MAX} />
        </Field>
        <button
          type="submit"
          {...busyButtonProps(busy)}
          className={buttonClasses({ variant: 'outline', size: 'sm' }, 'mt-2')}
        >
          Add note
        </button>
      </fetcher.Form>
      {notes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No notes yet.</p>
      ) : (
        <ul aria-label="Notes, newest first" className="mt-3 space-y-3">
          {notes.map((note) => (
            <li key={note.documentId} className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="whitespace-pre-wrap text-slate-900">{note.text}</p>
              <p className="mt-1 text-xs text-slate-500">
                {note.author ?? 'unknown'} · <LocalDate value={note.writtenAt} withTime />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The status moves docs/000-product.md §4 allows from the current status, one button each (a final status says so); a
 * move to a final status (Accepted, Rejected) asks first. The CMS's refusal is shown above them; a move is toasted, the
 * dialog stays open (its status and history change in place) and the focus goes to the section's heading, whose buttons
 * have changed (docs/018-forms-and-focus.md); so does the focus after a confirmed final move.
 */
function StatusMoves({ application }: { application: AdminApplication }) {
  const fetcher = useFetcher<ActionAnswer>();
  const busy = fetcher.state !== 'idle';
  const [confirming, setConfirming] = useState<DecisionStatus | null>(null);
  const [email, setEmail] = useState<DecisionEmailDraft | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = () => heading.current?.focus();
  useActionToast(fetcher, focusHeading, focusHeading);
  const moves = nextStatuses(application.job_status);
  const confirm = (status: DecisionStatus) => {
    const facts = {
      fullName: application.fullName ?? '',
      jobTitle: application.job?.title ?? 'the role',
      company: application.job?.company,
    };
    // Drafted in the language they applied in: an Arabic applicant gets an Arabic draft (docs/026-languages.md).
    const language = languageOf(application.language);
    setEmail({ send: DECISION_EMAIL_TICKED[status], language, ...decisionEmailDraft(status, facts, language) });
    setConfirming(status);
  };
  const move = (status: ApplicationStatus) =>
    fetcher.submit(
      {
        intent: 'status',
        documentId: application.documentId,
        status,
        ...(email?.send ? { notify: 'on', subject: email.subject, message: email.message } : {}),
      },
      { method: 'post' },
    );
  return (
    <>
      {fetcher.data && !fetcher.data.ok ? (
        <Alert tone="error" className="mt-4">
          {fetcher.data.message}
        </Alert>
      ) : null}
      <section aria-labelledby="application-moves" className="mt-6 border-t border-slate-200 pt-4">
        <h3
          id="application-moves"
          ref={heading}
          tabIndex={-1}
          className="rounded-sm text-sm font-medium text-slate-800 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Change status
        </h3>
        {moves.length > 0 ? (
          <fetcher.Form method="post" className="mt-2 flex flex-wrap gap-2">
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="documentId" value={application.documentId} />
            {moves.map((status) =>
              isFinalStatus(status) ? (
                <button
                  key={status}
                  type="button"
                  onClick={() => confirm(status as DecisionStatus)}
                  // Disabled while a move is sent: the confirmation that closes then hands the focus to the heading.
                  disabled={busy}
                  className={buttonClasses({ variant: 'outline', size: 'sm' })}
                >
                  Mark as {status}
                </button>
              ) : (
                <button
                  key={status}
                  type="submit"
                  name="status"
                  value={status}
                  // Keeps the focus while the move is sent; it then goes to the heading, as this button is gone.
                  {...busyButtonProps(busy)}
                  className={buttonClasses({ variant: 'outline', size: 'sm' })}
                >
                  Mark as {status}
                </button>
              ),
            )}
          </fetcher.Form>
        ) : (
          <p className="mt-1 text-sm text-slate-600">
            {application.job_status} is final: the status cannot change any more.
          </p>
        )}
      </section>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={`Mark as ${confirming ?? ''}?`}
        description={`${confirming ?? ''} is final: the application of ${application.fullName ?? 'this applicant'} cannot change status afterwards.`}
        confirmLabel={`Mark as ${confirming ?? ''}`}
        busyLabel="Saving..."
        busy={busy}
        returnFocus={() => heading.current}
        onConfirm={() => {
          // Closed as the move starts: a refusal is shown in the details dialog, under it.
          if (confirming) void move(confirming);
          setConfirming(null);
        }}
      >
        {email ? <DecisionEmailFields draft={email} onChange={setEmail} /> : null}
      </ConfirmDialog>
    </>
  );
}

/**
 * What the dialog shows of one application: the duplicate flag, every field, the resume, the screening answers, moves,
 * its submission to the client, history and notes.
 */
function DetailsBody({
  application,
  submissions,
}: {
  application: AdminApplication;
  submissions: ApplicationSubmission[];
}) {
  return (
    <>
      <DuplicateFlag application={application} />
      <Details className="gap-4">
        <Detail label="Status">
          <StatusBadge status={application.job_status} />
        </Detail>
        <Detail label="Applied">
          <LocalDate value={application.appliedAt} />
        </Detail>
        <Detail label="Email">
          <a className={`${MIN_TARGET} text-brand-700 underline`} href={`mailto:${application.email}`}>
            {application.email}
          </a>
        </Detail>
        <Detail label="Phone">{application.phone}</Detail>
        <Detail label="Job">
          {application.job ? (
            jobTitle(application.job)
          ) : application.jobDeletedAt ? (
            <>
              Job deleted on <LocalDate value={application.jobDeletedAt} />
            </>
          ) : (
            'Job no longer available'
          )}
        </Detail>
        <Detail label="Company">{application.job?.company ?? '–'}</Detail>
        <Detail label="Cover letter" className="sm:col-span-2">
          <span className="whitespace-pre-wrap">{application.coverLetter}</span>
        </Detail>
        <Detail label="Resume">
          <ResumeLink application={application} />
        </Detail>
        <Detail label="Source">
          <ApplicationSource application={application} />
        </Detail>
        <Detail label="Consent" className="sm:col-span-2">
          {application.consentAt ? (
            <>
              Given <LocalDate value={application.consentAt} />
            </>
          ) : (
            '–'
          )}
          {application.consentText ? <span className="block text-slate-600">“{application.consentText}”</span> : null}
        </Detail>
      </Details>
      <ScreeningAnswers application={application} />
      <StatusMoves application={application} />
      <ClientSubmission application={application} submissions={submissions} />
      <SubmissionInterviewsOf submissions={submissions} />
      <SubmissionOffersOf submissions={submissions} />
      <CandidateLinkActions documentId={application.documentId} />
      <History application={application} submissions={submissions} />
      <Notes application={application} />
    </>
  );
}

/**
 * The details dialog of one application: the duplicate flag, every field, the resume download, where it came from
 * (docs/023-talent-pool.md "Sources"), the screening answers, the status moves, its submission to the client
 * (docs/024-employers.md), the status history and the notes. It opens with the focus on its title, not on a status button a stray Enter would
 * press, and stays open after a move (the list behind shows the new status too; docs/023-talent-pool.md "Bulk actions
 * and the application dialog"). Before the page's script runs (and without JavaScript) it is a panel of the page
 * instead, so that a link to `?view=` shows the application either way; its forms post to the list as plain forms.
 */
export function ApplicationDetails({
  application,
  submissions = [],
  onClose,
  returnTo,
}: {
  application: AdminApplication;
  /** Its submissions to the job's client, with the client's answers (read for the open application only). */
  submissions?: ApplicationSubmission[];
  onClose: () => void;
  /**
   * Where the focus goes on close: the application's row in the list, found again after the list re-rendered or when
   * the dialog opened from a link (WCAG 2.4.3); when the row is gone, the opener, else the list's heading.
   */
  returnTo?: FocusTarget;
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <section
        id="application-details"
        aria-labelledby="application-details-title"
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="application-details-title" className="text-lg font-semibold text-slate-900">
          {application.fullName || 'Application'}
        </h2>
        <div className="mt-4">
          <DetailsBody application={application} submissions={submissions} />
        </div>
      </section>
    );
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={application.fullName || 'Application'}
        initialFocus="title"
        returnTo={returnTo}
        className="max-w-2xl"
      >
        <DetailsBody application={application} submissions={submissions} />
      </DialogContent>
    </Dialog>
  );
}
