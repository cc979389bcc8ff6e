import type { ApplicationStatus } from './application.js';
import { cleanedText, emailField, languageField } from './fields.js';
import { INTERVIEW_KIND_VALUES, INTERVIEW_SLOTS_MAX } from './interview.js';
import { timeZoneField } from './interview-schema.js';
import { SALARY_PERIOD_VALUES } from './job.js';
import { displaySalary } from './job-display.js';
import { stageLabel, type StageState } from './submission-stage.js';
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
export const candidateLinkRequestSchema = z.object({
  email: emailField,
  /** The language of the page it was sent from (`languageField`): the e-mail's links open the pages in it. */
  language: languageField,
});

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

/** Where the submission stands once it has ended, whatever the outcome (the candidate never reads the outcome). */
export const CANDIDATE_STAGE_CLOSED = 'This application is closed';

/**
 * Where the application's submission to the employer stands, in the candidate's words: the stage without its outcome
 * ("Submitted", "Interviewing (round 2)", "Offered", "Placed"), or `CANDIDATE_STAGE_CLOSED` once it has ended.
 */
export function candidateStageLabel(state: Pick<StageState, 'stage' | 'round'>): string {
  return state.stage === 'ended' ? CANDIDATE_STAGE_CLOSED : stageLabel(state, { withOutcome: false });
}

/**
 * An interview as the candidate's page shows it: `status` in the candidate's terms (`to-pick`: times proposed, waiting
 * for the candidate's pick; `booked`; `over`, whatever staff recorded: done or no-show is staff's judgement;
 * `cancelled`), the start (ISO 8601 UTC, null while times are proposed), the proposed `slots` still to come (only while
 * `to-pick`: each its `index` among the times proposed, which the pick names, and its start in ISO 8601 UTC; a time
 * passed is left out, and none left reads `CANDIDATE_NO_TIME_LEFT_MESSAGE`), and `calendar`: whether the current
 * invitation can be downloaded as an `.ics`.
 */
export const candidateInterviewSchema = z.object({
  id: z.string(),
  round: z.number().int(),
  kind: z.enum(INTERVIEW_KIND_VALUES),
  status: z.enum(['to-pick', 'booked', 'over', 'cancelled']),
  startsAt: z.string().nullable(),
  lengthMinutes: z.number().int(),
  videoLink: z.string().nullable(),
  address: z.string().nullable(),
  slots: z.array(z.object({ index: z.number().int(), startsAt: z.string() })),
  calendar: z.boolean(),
});
export type CandidateInterview = z.output<typeof candidateInterviewSchema>;

/** The words of an interview's status on the candidate's page. */
export const CANDIDATE_INTERVIEW_STATUS_WORDS: Record<CandidateInterview['status'], string> = {
  'to-pick': 'Pick a time',
  booked: 'Booked',
  over: 'Took place',
  cancelled: 'Cancelled',
};

/** What the page says of an interview whose proposed times have all passed: none can be picked any more. */
export const CANDIDATE_NO_TIME_LEFT_MESSAGE =
  'The times proposed for this interview have passed, so none can be picked. Your recruiter will propose new times here.';

/**
 * An offer as the candidate's page shows it, only while it stands open or once accepted (never a declined one, never
 * its reason): the pay (amount, ISO 4217 currency, period) and the start date (`YYYY-MM-DD`).
 */
export const candidateOfferSchema = z.object({
  status: z.enum(['open', 'accepted']),
  salaryAmount: z.number(),
  salaryCurrency: z.string(),
  salaryPeriod: z.enum(SALARY_PERIOD_VALUES),
  startDate: z.string(),
});
export type CandidateOffer = z.output<typeof candidateOfferSchema>;

/** An offer's pay in plain words, as the job board writes a salary: "AED 20,000 a month". */
export const candidateOfferPay = (offer: CandidateOffer): string =>
  displaySalary({
    salaryMin: offer.salaryAmount,
    salaryMax: offer.salaryAmount,
    salaryCurrency: offer.salaryCurrency,
    salaryPeriod: offer.salaryPeriod,
  }) || `${offer.salaryAmount} ${offer.salaryCurrency}`;

/** A date `YYYY-MM-DD` in plain words, "1 May 2027" (a calendar date: no time zone applies). */
export const candidateDateText = (date: string): string =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/**
 * The candidate's pick of a proposed interview time (`POST /candidate-page/interviews/pick`): the link, the interview's
 * id as the page shows it, the slot's index (0-based) and the zone the candidate read the times in (their e-mails use it).
 */
export const candidateSlotPickSchema = z.object({
  token: z.string().regex(CANDIDATE_TOKEN_PATTERN),
  interview: z.string().min(1).max(64),
  slot: z
    .number()
    .int()
    .min(0)
    .max(INTERVIEW_SLOTS_MAX - 1),
  timeZone: timeZoneField,
});
export type CandidateSlotPickInput = z.output<typeof candidateSlotPickSchema>;

/** The `.ics` of an interview's current invitation (`POST /candidate-page/interviews/calendar`). */
export const candidateCalendarSchema = z.object({
  token: z.string().regex(CANDIDATE_TOKEN_PATTERN),
  interview: z.string().min(1).max(64),
});

/** What the candidate reads once a time is picked: the time in their zone, named. */
export const candidateSlotPickedMessage = (when: string): string =>
  `Your interview is booked for ${when}. The invitation is on its way to you by e-mail.`;

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
  /** Where the latest submission to the employer stands (`candidateStageLabel`), null before one. */
  stage: z.object({ label: z.string(), closed: z.boolean() }).nullable(),
  /** The interviews the candidate attends, by round. */
  interviews: z.array(candidateInterviewSchema),
  /** The offer standing open or accepted, else null. */
  offer: candidateOfferSchema.nullable(),
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
