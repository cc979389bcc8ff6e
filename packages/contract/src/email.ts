import { cleanedText } from './fields.js';
import { z } from './zod.js';

/**
 * The email outbox's words both apps use (issue 11 "Email, with a real mail path"): a message's delivery statuses and
 * kinds, and the promise the applicant reads on the apply panel and in the confirmation email.
 */

/**
 * Delivery status of an outbox message: `pending` (waiting for its first or next attempt), `sent` (the SMTP server
 * accepted it), `failed` (every attempt failed; staff see it).
 */
export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * What caused a message: the applicant's confirmation, the staff alerts of a new application or enquiry, and the
 * staff's decision (Accepted or Rejected) sent to the applicant.
 */
export const EMAIL_KINDS = [
  'application-confirmation',
  'application-alert',
  'enquiry-alert',
  'application-decision',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** What happens after applying (spec §1 "within 48 hours"): shown by the apply panel and said by the email. */
export const APPLICATION_REPLY_PROMISE = 'Our recruiters reply to every application within 48 hours.';

/** The agency's name, as the site's header and every email show it. */
export const SITE_NAME = 'Northstar Talent';

/** The final statuses whose move can send the applicant an email (spec §4: Accepted and Rejected are final). */
export type DecisionStatus = 'Accepted' | 'Rejected';

/** Limits of the decision email staff may edit before it is sent. */
export const DECISION_EMAIL_LIMITS = { subject: 150, message: 5000 } as const;

/**
 * Whether the confirmation of a move offers the email ticked (issue 11, docs/011-recruiter-workflow.md): on for
 * Accepted (good news should reach the applicant at once), off for Rejected (recruiters often tell a rejected
 * candidate by phone first, or word it for the person; an automatic rejection by mail is a choice, not a default).
 */
export const DECISION_EMAIL_TICKED: Record<DecisionStatus, boolean> = { Accepted: true, Rejected: false };

/** The decision email as staff send it: a subject and a message (plain text, line breaks kept). */
export const decisionEmailSchema = z.object({
  subject: cleanedText(DECISION_EMAIL_LIMITS.subject).min(1, { abort: true }),
  message: cleanedText(DECISION_EMAIL_LIMITS.message, true).min(1, { abort: true }),
});
export type DecisionEmail = z.output<typeof decisionEmailSchema>;

/**
 * The editable draft of the decision email for a move to `status` (what the confirmation prefills): addressed to
 * the applicant by name, naming the job and the company.
 */
export function decisionEmailDraft(
  status: DecisionStatus,
  { fullName, jobTitle, company }: { fullName: string; jobTitle: string; company?: string | null },
): DecisionEmail {
  const job = company ? `${jobTitle} at ${company}` : jobTitle;
  if (status === 'Accepted') {
    return {
      subject: `Your application for ${jobTitle}: good news`,
      message: `Dear ${fullName},\n\nthank you for applying for ${job}. We are glad to tell you that your application has been accepted. A recruiter will contact you shortly about the next steps.\n\nKind regards,\n${SITE_NAME}`,
    };
  }
  return {
    subject: `Your application for ${jobTitle}`,
    message: `Dear ${fullName},\n\nthank you for applying for ${job} and for the time you gave us. After careful review, we will not take your application further for this role. We keep an eye out for other openings that match your experience.\n\nKind regards,\n${SITE_NAME}`,
  };
}
