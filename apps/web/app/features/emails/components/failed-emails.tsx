import type { EmailKind } from '@agency/contract';
import { AdminPageHeader } from '~/components/admin/page-header';
import { Alert } from '~/components/ui/alert';
import { LocalDate } from '~/components/admin/local-date';
import type { OutboxEntry } from '../api.server';

/** What caused each kind of email, in staff's words. */
const KIND_LABELS: Record<EmailKind, string> = {
  'application-confirmation': 'Confirmation to an applicant',
  'application-alert': 'Staff alert: new application',
  'enquiry-alert': 'Staff alert: new enquiry',
  'enquiry-acknowledgement': 'Acknowledgement to the sender of an enquiry',
  'hiring-request-acknowledgement': 'Acknowledgement to an employer of a hiring request',
  'hiring-request-alert': 'Staff alert: new hiring request',
  'application-decision': 'Decision to an applicant (Accepted or Rejected)',
  'job-alert-confirmation': 'Job alert: confirmation link to a job seeker',
  'job-alert-digest': 'Job alert: new jobs for a job seeker',
  'staff-invitation': 'Invitation to join the team',
  'staff-password-reset': 'Password reset link to a staff member',
  'talent-pool-renewal': 'Talent pool: renewal link to a candidate',
  'candidate-added-notice': 'Talent pool: notice to a person staff added (see or erase their data)',
  'client-sign-in-link': 'Client portal: sign-in link to a client contact',
  'client-answer': 'Staff alert: a client answered about a submitted candidate',
  'client-submission': 'Client portal: a candidate submitted to a client contact',
  'candidate-page-link': 'Candidate page: the links to their applications’ pages, sent again',
  'interview-invitation': 'Interview: invitation or new time (with its calendar part)',
  'interview-cancellation': 'Interview: cancellation (with its calendar part)',
  'interview-reminder': 'Interview: reminder the day before',
  'candidate-update': 'Candidate: news of their application’s progress (shared, interview, offer, placed, ended)',
};

/** "1 email" / "3 emails". */
export const emailCount = (count: number) => `${count} ${count === 1 ? 'email' : 'emails'}`;

/**
 * The emails the outbox gave up on after its retries (newest first): recipient, subject, what caused it, attempts and
 * the mail server's last answer; their bodies stay in the CMS. `total` counts them all, `emails` are the newest.
 */
export function FailedEmailList({ total, emails }: { total: number; emails: OutboxEntry[] }) {
  if (total === 0) return <Alert tone="success">Every email was sent.</Alert>;
  return (
    <>
      <p className="mb-4 text-sm text-slate-700">
        {emailCount(total)} could not be sent{emails.length < total ? `; the newest ${emails.length} are shown` : ''}.
      </p>
      <ul className="grid gap-3">
        {emails.map((email) => (
          <li key={email.documentId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="font-medium text-slate-900">{email.subject}</p>
            <p className="mt-1 text-sm text-slate-700">
              To {email.to} · {KIND_LABELS[email.kind]} · <LocalDate value={email.createdAt} /> · {email.attempts}{' '}
              attempts
            </p>
            {email.lastError ? <p className="mt-2 text-sm break-words text-red-800">{email.lastError}</p> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** /admin/emails: the page's header, then the list or the CMS's failure. */
export function FailedEmails({ total, emails, error }: { total: number; emails: OutboxEntry[]; error: string | null }) {
  return (
    <>
      <AdminPageHeader title="Emails not sent" subtitle="Emails the mail server did not accept after every retry." />
      {error ? (
        <Alert tone="error" className="mb-6">
          {error}
        </Alert>
      ) : (
        <FailedEmailList total={total} emails={emails} />
      )}
    </>
  );
}
