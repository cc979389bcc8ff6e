/**
 * The email outbox's words both apps use (docs/013-email-outbox.md): a message's delivery statuses and
 * kinds, and the promise the applicant reads on the apply panel and in the confirmation email.
 */

/**
 * Delivery status of an outbox message: `pending` (waiting for its first or next attempt), `sent` (the SMTP server
 * accepted it), `failed` (every attempt failed; staff see it).
 */
export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * What caused a message: the applicant's confirmation, the staff alerts of a new application or enquiry, the
 * staff's decision (Accepted or Rejected) sent to the applicant, and a job seeker's job alert (the confirmation of a
 * new subscription and the daily digest), the invitation of a new member of staff and a staff member's password reset
 * link (docs/022-the-team.md), the talent pool's renewal request, the notice to a person staff added to the pool (GDPR Art. 14;
 * docs/023-talent-pool.md), the acknowledgement to the sender of an enquiry, and a hiring request's acknowledgement to
 * the employer and its staff alert (docs/024-employers.md), and an interview's invitation, cancellation (each with its
 * calendar part) and reminder (docs/025-placements.md "Interviews and calendar invitations"), and the candidate's news of
 * their submission's stage (`candidate-update`, docs/025-placements.md "What the candidate is told").
 */
export const EMAIL_KINDS = [
  'application-confirmation',
  'application-alert',
  'enquiry-alert',
  'application-decision',
  'job-alert-confirmation',
  'job-alert-digest',
  'staff-invitation',
  'staff-password-reset',
  'talent-pool-renewal',
  'candidate-added-notice',
  'enquiry-acknowledgement',
  'hiring-request-acknowledgement',
  'hiring-request-alert',
  'client-sign-in-link',
  'client-answer',
  'client-submission',
  'candidate-page-link',
  'interview-invitation',
  'interview-cancellation',
  'interview-reminder',
  'candidate-update',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** What happens after applying (docs/000-product.md §1 "within 48 hours"): shown by the apply panel and said by the email. */
export const APPLICATION_REPLY_PROMISE = 'Our recruiters reply to every application within 48 hours.';

/** The agency's name, as the site's header and every email show it. */
export const SITE_NAME = 'Northstar Talent';
