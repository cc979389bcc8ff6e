import { choices } from './choices.js';
import { emailField, cleanedText } from './fields.js';
import { z } from './zod.js';

/**
 * Submissions and the client portal (docs/024-employers.md "Submissions and the client portal"; issue 22): a recruiter
 * submits an applicant to the client of the job they applied to, with a short summary; the client's contacts sign in at
 * `/client` with a single-use link sent to their address and answer each candidate submitted to them: Interview, Not a
 * fit (a reason and a comment) or Offer. Rules and words both apps use; the CMS enforces them.
 */

/** A submission's summary: what the recruiter tells the client about the candidate, in characters. */
export const SUBMISSION_SUMMARY_MAX = 2000;
/** A client's comment with an answer, in characters. */
export const CLIENT_COMMENT_MAX = 1000;

/** What a client answers about a submitted candidate, with the words the client and staff read. */
const CLIENT_ANSWER = choices({ interview: 'Interview', 'not-a-fit': 'Not a fit', offer: 'Offer' });
export const CLIENT_ANSWERS = CLIENT_ANSWER.options;
export const CLIENT_ANSWER_VALUES = CLIENT_ANSWER.values;
export type ClientAnswer = (typeof CLIENT_ANSWER_VALUES)[number];

/** Why a candidate is not a fit: the client chooses one (and may add a comment). */
const NOT_A_FIT_REASON = choices({
  experience: 'Not enough experience',
  skills: 'Skills do not match the role',
  salary: 'Salary expectations too high',
  location: 'Location, visa or relocation',
  notice: 'Notice period too long',
  language: 'Language',
  team: 'Not the right fit for the team',
  other: 'Another reason',
});
export const NOT_A_FIT_REASONS = NOT_A_FIT_REASON.options;
export const NOT_A_FIT_REASON_VALUES = NOT_A_FIT_REASON.values;
export type NotAFitReason = (typeof NOT_A_FIT_REASON_VALUES)[number];

/** The words of a stored answer or reason; a value that is not one (older data) as it is. */
export const clientAnswerLabel = (value: string | null | undefined): string =>
  CLIENT_ANSWERS.find((answer) => answer.value === value)?.label ?? value ?? '';
export const notAFitReasonLabel = (value: string | null | undefined): string =>
  NOT_A_FIT_REASONS.find((reason) => reason.value === value)?.label ?? value ?? '';

/** How long a client's sign-in link works, in minutes (issue 22: 15). It works once. */
export const CLIENT_LINK_MINUTES = 15;
/** How long a client's session lasts without a new sign-in, in hours. */
export const CLIENT_SESSION_HOURS = 8;
/** At most this many sign-in links are sent to one address an hour (beyond, the same answer and no e-mail). */
export const CLIENT_LINKS_PER_HOUR = 3;

/** The header the web app sends a client's session token in, to the CMS's portal routes. */
export const CLIENT_SESSION_HEADER = 'x-client-session';

/** Where a client signs in (the e-mail form), and where the link of the e-mail leads (its `?token=`). */
export const CLIENT_PORTAL_PATH = '/client';
export const CLIENT_LINK_PATH = '/client/sign-in';

/** The one answer to a sign-in request, whether the address belongs to a contact or not (issue 22). */
export const CLIENT_LINK_SENT_MESSAGE = `If this address belongs to one of our clients’ contacts, a sign-in link is on its way. It works once, for ${CLIENT_LINK_MINUTES} minutes.`;
/** What an unknown, used or expired link is told (one message for all three). */
export const CLIENT_LINK_INVALID_MESSAGE = 'This sign-in link has expired or was used already. Ask for a new one.';
/** What a client whose session ended (expired, signed out, contact removed) is told at the sign-in page. */
export const CLIENT_SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again to continue.';
/** What the client is told when their answer was recorded. */
export const CLIENT_ANSWER_SAVED_MESSAGE = 'Thank you: your answer was sent to our recruiter.';

/** The request for a sign-in link (`POST /client-portal/sign-in-links`). */
export const clientLinkRequestSchema = z.object({ email: emailField });
/** The sign-in with a link's token (`POST /client-portal/sessions`): 43 URL-safe base64 characters (32 bytes). */
export const clientSignInSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** A recruiter's submission of an applicant to the client (`POST /job-applications/:documentId/submissions`). */
export const submissionInputSchema = z.object({
  summary: cleanedText(SUBMISSION_SUMMARY_MAX, true).min(1, { abort: true }),
});
export type SubmissionInput = z.output<typeof submissionInputSchema>;

/**
 * A client's answer about a submitted candidate (`POST /client-portal/submissions/:documentId/answers`): Interview,
 * Not a fit (with one of `NOT_A_FIT_REASONS`, required) or Offer, and an optional comment (`CLIENT_COMMENT_MAX`
 * characters, several lines).
 */
export const clientAnswerSchema = z
  .object({
    answer: z.enum(CLIENT_ANSWER_VALUES),
    reason: z.union([z.literal(''), z.enum(NOT_A_FIT_REASON_VALUES)]).default(''),
    comment: cleanedText(CLIENT_COMMENT_MAX, true).default(''),
  })
  .superRefine((input, context) => {
    if (input.answer === 'not-a-fit' && !input.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Choose why the candidate is not a fit.' });
    }
  })
  .transform((input) => ({ ...input, reason: input.answer === 'not-a-fit' ? input.reason : '' }));
export type ClientAnswerInput = z.output<typeof clientAnswerSchema>;

/** Why an application cannot be submitted to its job's client, or null when it can (the CMS's check; staff's words). */
export function submissionProblem(application: {
  /** The application's job has a client (every job with a company has one). */
  hasClient: boolean;
  /** Where it came from: `sourced` is a candidate staff added to the job (docs/023-talent-pool.md). */
  source: string | null | undefined;
  /** The legal basis staff recorded for a candidate they added (`consent` or `legitimate-interest`). */
  legalBasis: string | null | undefined;
  /** It is submitted already, and not withdrawn. */
  submitted: boolean;
}): string | null {
  if (!application.hasClient) return 'This job has no client to submit to.';
  if (application.submitted) return 'This applicant was submitted to the client already.';
  // An applicant's consent covers the employer they applied to; a sourced candidate never applied (GDPR Art. 6, 14).
  if (application.source === 'sourced' && application.legalBasis !== 'consent') {
    return 'A candidate added by staff can be submitted only with their recorded consent.';
  }
  return null;
}
