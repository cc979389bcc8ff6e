import { Download } from 'lucide-react';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { ActionAnswer } from '~/components/admin/admin-list';
import { Detail, Details } from '~/components/admin/details';
import { Alert } from '~/components/ui/alert';
import { buttonClasses } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { formatDate } from '~/lib/format';
import type { AdminApplication } from '../api.server';
import { nextStatuses } from '@agency/contract';
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
 * The status moves spec §4 allows from the current status, one button each (a final status says so); the CMS's
 * refusal is shown above them, `onMoved` runs after a move.
 */
function StatusMoves({ application, onMoved }: { application: AdminApplication; onMoved: () => void }) {
  const fetcher = useFetcher<ActionAnswer>();
  const busy = fetcher.state !== 'idle';
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) onMoved();
  }, [fetcher.state, fetcher.data, onMoved]);
  const moves = nextStatuses(application.job_status);
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
            {moves.map((status) => (
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
            ))}
          </fetcher.Form>
        ) : (
          <p className="mt-1 text-sm text-slate-600">
            {application.job_status} is final: the status cannot change any more.
          </p>
        )}
      </div>
    </>
  );
}

/**
 * The details dialog of one application: every field, the resume download, and the status moves. A successful
 * move closes it (the list shows the new status).
 */
export function ApplicationDetails({ application, onClose }: { application: AdminApplication; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={application.fullName || 'Application'} className="max-w-2xl">
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
          <Detail label="Job">{application.job?.title ?? 'Job no longer available'}</Detail>
          <Detail label="Company">{application.job?.company ?? '–'}</Detail>
          <Detail label="Cover letter" className="sm:col-span-2">
            <span className="whitespace-pre-wrap">{application.coverLetter}</span>
          </Detail>
          <Detail label="Resume">
            <ResumeLink application={application} />
          </Detail>
        </Details>
        <StatusMoves application={application} onMoved={onClose} />
      </DialogContent>
    </Dialog>
  );
}
