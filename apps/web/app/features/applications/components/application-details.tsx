import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useActionToast, type ActionAnswer } from '~/components/admin/admin-list';
import { Detail, Details } from '~/components/admin/details';
import { Alert } from '~/components/ui/alert';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { buttonClasses } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { Textarea } from '~/components/ui/textarea';
import { formatDate, formatDateTime } from '~/lib/format';
import type { AdminApplication } from '../api.server';
import {
  APPLICATION_NOTE_MAX,
  DECISION_EMAIL_TICKED,
  decisionEmailDraft,
  isFinalStatus,
  nextStatuses,
  type ApplicationStatus,
  type DecisionStatus,
} from '@agency/contract';
import { APPLICATIONS_PATH, applicationFilterParams } from '../rules';
import { DecisionEmailFields, type DecisionEmailDraft } from './decision-email-fields';
import { StatusBadge } from './status-badge';

/** The resume's download link (through this site, as an attachment), or "No resume". */
function ResumeLink({ application }: { application: AdminApplication }) {
  if (!application.resume) return <>No resume</>;
  return (
    <a
      href={`/admin/applications/${application.documentId}/resume`}
      className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
      download
    >
      <Download aria-hidden="true" className="size-4" /> {application.resume.name ?? 'Download resume'}
    </a>
  );
}

/**
 * The flag of a duplicate (issue 11: an earlier application with the same e-mail to the same job), with a link to
 * the list showing both; nothing for a first application.
 */
function DuplicateFlag({ application }: { application: AdminApplication }) {
  const earlier = application.duplicateOf;
  if (!earlier) return null;
  const both = applicationFilterParams({
    status: 'all',
    q: application.email ?? '',
    job: application.job?.documentId ?? null,
  });
  return (
    <Alert tone="warning" className="mb-4">
      <span className="inline-flex items-center gap-1 font-medium">
        <Copy aria-hidden="true" className="size-4" /> Duplicate
      </span>{' '}
      — this e-mail applied to this job before ({formatDate(earlier.appliedAt) ?? 'earlier'}).{' '}
      <Link className="font-medium underline" to={`${APPLICATIONS_PATH}?${both.toString()}`}>
        See the earlier application
      </Link>
    </Alert>
  );
}

/** The status changes (from, to, who, when), oldest first (issue 11). */
function History({ application }: { application: AdminApplication }) {
  const history = application.history ?? [];
  return (
    <section aria-labelledby="application-history" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="application-history" className="text-sm font-medium text-slate-800">
        History
      </h3>
      {history.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No status change yet.</p>
      ) : (
        <ol className="mt-2 space-y-1 text-sm text-slate-700">
          {history.map((change) => (
            <li key={change.documentId}>
              {change.from} → {change.to} by {change.actor ?? 'unknown'}, {formatDateTime(change.changedAt) ?? '–'}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The staff notes, newest first, and the form that adds one (issue 11; the length rule is the contract's). */
function Notes({ application }: { application: AdminApplication }) {
  const fetcher = useFetcher<ActionAnswer>();
  const [formKey, setFormKey] = useState(0);
  useActionToast(fetcher, () => setFormKey((key) => key + 1));
  const notes = application.notes ?? [];
  const refused = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <section aria-labelledby="application-notes" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="application-notes" className="text-sm font-medium text-slate-800">
        Notes
      </h3>
      <fetcher.Form key={formKey} method="post" className="mt-2">
        <input type="hidden" name="intent" value="note" />
        <input type="hidden" name="documentId" value={application.documentId} />
        <Field id={`note-${application.documentId}`} label="Add a note" error={refused}>
          <Textarea name="text" rows={3} required maxLength={APPLICATION_NOTE_MAX} />
        </Field>
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
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
                {note.author ?? 'unknown'} · {formatDateTime(note.writtenAt) ?? '–'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The status moves spec §4 allows from the current status, one button each (a final status says so); a move to a
 * final status (Accepted, Rejected) asks first. The CMS's refusal is shown above them; a move is toasted and
 * `onMoved` runs after it.
 */
function StatusMoves({ application, onMoved }: { application: AdminApplication; onMoved: () => void }) {
  const fetcher = useFetcher<ActionAnswer>();
  const busy = fetcher.state !== 'idle';
  const [confirming, setConfirming] = useState<DecisionStatus | null>(null);
  const [email, setEmail] = useState<DecisionEmailDraft | null>(null);
  useActionToast(fetcher, onMoved);
  const moves = nextStatuses(application.job_status);
  const confirm = (status: DecisionStatus) => {
    const facts = {
      fullName: application.fullName ?? '',
      jobTitle: application.job?.title ?? 'the role',
      company: application.job?.company,
    };
    setEmail({ send: DECISION_EMAIL_TICKED[status], ...decisionEmailDraft(status, facts) });
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
      <div className="mt-6 border-t border-slate-200 pt-4">
        <p className="text-sm font-medium text-slate-800">Change status</p>
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
                  disabled={busy}
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
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={`Mark as ${confirming ?? ''}?`}
        description={`${confirming ?? ''} is final: the application of ${application.fullName ?? 'this applicant'} cannot change status afterwards.`}
        confirmLabel={`Mark as ${confirming ?? ''}`}
        busyLabel="Saving..."
        busy={busy}
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
 * The details dialog of one application: the duplicate flag, every field, the resume download, the status moves, the
 * status history and the notes. A successful move closes it (the list shows the new status).
 */
export function ApplicationDetails({ application, onClose }: { application: AdminApplication; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={application.fullName || 'Application'} className="max-w-2xl">
        <DuplicateFlag application={application} />
        <Details className="gap-4">
          <Detail label="Status">
            <StatusBadge status={application.job_status} />
          </Detail>
          <Detail label="Applied">{formatDate(application.appliedAt) ?? '–'}</Detail>
          <Detail label="Email">
            <a className="text-brand-700 underline" href={`mailto:${application.email}`}>
              {application.email}
            </a>
          </Detail>
          <Detail label="Phone">{application.phone}</Detail>
          <Detail label="Job">
            {application.job?.title ??
              (application.jobDeletedAt
                ? `Job deleted on ${formatDate(application.jobDeletedAt)}`
                : 'Job no longer available')}
          </Detail>
          <Detail label="Company">{application.job?.company ?? '–'}</Detail>
          <Detail label="Cover letter" className="sm:col-span-2">
            <span className="whitespace-pre-wrap">{application.coverLetter}</span>
          </Detail>
          <Detail label="Resume">
            <ResumeLink application={application} />
          </Detail>
          <Detail label="Consent" className="sm:col-span-2">
            {application.consentAt ? `Given ${formatDate(application.consentAt)}` : '–'}
            {application.consentText ? <span className="block text-slate-600">“{application.consentText}”</span> : null}
          </Detail>
        </Details>
        <StatusMoves application={application} onMoved={onClose} />
        <History application={application} />
        <Notes application={application} />
      </DialogContent>
    </Dialog>
  );
}
