import type { ApplicationStatus } from './application.js';
import { cleanedText, emailField } from './fields.js';
import { isTimeZone } from './team.js';
import { z } from './zod.js';

/**
 * The candidate's own page (docs/025-placements.md "The candidate's page"; issue 28): the application's confirmation
 * e-mail links to `${PUBLIC_URL}/my-application/<token>`, where the candidate sees the job, where the application
 * stands, its timeline, and may withdraw it, download their data or withdraw their consent. The token is 32 random bytes
 * (URL-safe base64, 43 characters); the CMS stores only its SHA-256. Rules and words both apps use; the CMS enforces.
 */

/** The page's base path: `/my-application/<token>` shows an application, `/my-application` asks for the link again. */
export const CANDIDATE_PAGE_PATH = '/my-application';

/** What a link's token looks like: 43 URL-safe base64 characters (32 random bytes). */
export const CANDIDATE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The optional reason a candidate gives when they withdraw, in characters. */
export const CANDIDATE_WITHDRAW_REASON_MAX = 500;

/** At most this many "send my link again" e-mails go to one address an hour (beyond: the same answer, no e-mail). */
export const CANDIDATE_LINKS_PER_HOUR = 3;

/**
 * Who the status history names when the candidate withdraws (the `actor` of the status change; the staff history says
 * "withdrawn by the candidate").
 */
export const CANDIDATE_WITHDRAWAL_ACTOR = 'candidate';

/** The one answer to a link that does not open a page: unknown, forged, revoked, malformed or another's (404). */
export const CANDIDATE_LINK_INVALID_MESSAGE =
  'This link does not work. It may have been replaced by a newer one. Ask for your link again below.';
/** The one answer to "send my link again", whether the address applied or not. */
export const CANDIDATE_LINK_SENT_MESSAGE =
  'If this address applied for a job with us, an e-mail with the link to each of its applications is on its way.';
/** A withdrawal refused because the application has ended (accepted, placed, or rejected already). */
export const CANDIDATE_WITHDRAW_REFUSED_MESSAGE =
  'This application can no longer be withdrawn: it has ended. Write to us if anything has changed.';
/** What the candidate reads once the application is withdrawn. */
export const CANDIDATE_WITHDRAWN_MESSAGE =
  'Your application is withdrawn. We will not consider it further, and we have not told anyone but our recruiters.';
/** What the candidate reads once their time zone is saved. */
export const CANDIDATE_TIME_ZONE_SAVED_MESSAGE = 'Your time zone is saved.';

/** A request that only names the link (`POST /candidate-page/view`, `/export`, `/consent-withdrawal`). */
export const candidateTokenSchema = z.object({ token: z.string().regex(CANDIDATE_TOKEN_PATTERN) });

/** A withdrawal (`POST /candidate-page/withdraw`): the link and an optional reason (several lines). */
export const candidateWithdrawSchema = z.object({
  token: z.string().regex(CANDIDATE_TOKEN_PATTERN),
  reason: cleanedText(CANDIDATE_WITHDRAW_REASON_MAX, true).default(''),
});
export type CandidateWithdrawInput = z.output<typeof candidateWithdrawSchema>;

/** The candidate's time zone (`POST /candidate-page/time-zone`): an IANA zone the runtime knows. */
export const candidateTimeZoneSchema = z.object({
  token: z.string().regex(CANDIDATE_TOKEN_PATTERN),
  timeZone: z.string().max(64).refine(isTimeZone, { message: 'Choose a time zone from the list.' }),
});

/** "Send my link again" (`POST /candidate-page/links`): an e-mail address. */
export const candidateLinkRequestSchema = z.object({ email: emailField });

/** Where an application stands, in the candidate's words (never a reason or a note). */
export type CandidateStanding = 'received' | 'in-review' | 'accepted' | 'not-selected' | 'withdrawn';

/** The words of each standing: a short label and one sentence. */
export const CANDIDATE_STANDINGS: Record<CandidateStanding, { label: string; text: string }> = {
  received: { label: 'Received', text: 'We have your application and a recruiter will read it soon.' },
  'in-review': { label: 'In review', text: 'A recruiter is considering your application for this role.' },
  accepted: { label: 'Successful', text: 'Congratulations: your application was successful.' },
  'not-selected': {
    label: 'Not taken further',
    text: 'We are not taking this application further. Thank you for your interest.',
  },
  withdrawn: { label: 'Withdrawn', text: 'You withdrew this application.' },
};

/** The standing of an application in `status`, `withdrawn` when the candidate withdrew it. */
export function candidateStanding(status: ApplicationStatus, withdrawn: boolean): CandidateStanding {
  if (withdrawn) return 'withdrawn';
  return ({ Pending: 'received', Reviewed: 'in-review', Accepted: 'accepted', Rejected: 'not-selected' } as const)[
    status
  ];
}

/** Whether the candidate may still withdraw an application in `status`: not once it has ended (Accepted, Rejected). */
export const candidateMayWithdraw = (status: ApplicationStatus): boolean =>
  status === 'Pending' || status === 'Reviewed';

/** One line of the page's timeline: when, and what happened in plain words. */
const timelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(['applied', 'status', 'withdrawn']),
  text: z.string(),
});
export type CandidateTimelineEntry = z.output<typeof timelineEntrySchema>;

/**
 * What the candidate's page shows (`POST /candidate-page/view` → `{ data }`). Never a reason, a note, an address of
 * anyone else, or a staff member's name beyond the recruiter's first name. `timeZone` is null until the candidate chose
 * one. Later parts of issue 28 (stages, interviews, offers) add their own fields beside these.
 */
export const candidatePageSchema = z.object({
  reference: z.string(),
  fullName: z.string(),
  appliedAt: z.string(),
  standing: z.enum(['received', 'in-review', 'accepted', 'not-selected', 'withdrawn']),
  mayWithdraw: z.boolean(),
  job: z.object({ title: z.string(), company: z.string().nullable(), slug: z.string().nullable() }),
  recruiter: z.object({ firstName: z.string() }).nullable(),
  timeline: z.array(timelineEntrySchema),
  timeZone: z.string().nullable(),
});
export type CandidatePage = z.output<typeof candidatePageSchema>;
export const candidatePageAnswerSchema = z.object({ data: candidatePageSchema });

/** The words of a timeline entry of a status change (a withdrawal is its own kind). */
export function timelineText(to: ApplicationStatus): string {
  return {
    Pending: 'Your application is waiting for a recruiter.',
    Reviewed: 'A recruiter reviewed your application.',
    Accepted: 'Your application was successful.',
    Rejected: 'We decided not to take your application further.',
  }[to];
}
