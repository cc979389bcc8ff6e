import { cleanedText } from './fields.js';
import {
  INTERVIEW_CONTACTS_MAX,
  INTERVIEW_KIND_VALUES,
  INTERVIEW_LENGTH_MAX_MINUTES,
  INTERVIEW_LENGTH_MIN_MINUTES,
  INTERVIEW_MESSAGES,
  INTERVIEW_OUTCOME_VALUES,
  INTERVIEW_ROUND_MAX,
  INTERVIEW_SLOTS_MAX,
  INTERVIEW_SLOTS_MIN,
  INTERVIEW_TEXT_LIMITS,
  isListedTimeZone,
} from './interview.js';
import { z } from './zod.js';

/**
 * The inputs of interviews (docs/025-placements.md "Interviews and calendar invitations"): book a time, propose 2–5,
 * move, cancel, record the outcome, and the candidate's pick. The CMS parses each; the web app's forms use the same.
 */

/** An IANA time zone a reader may choose (`isListedTimeZone`: `Intl.supportedValuesOf('timeZone')` and UTC). */
export const timeZoneField = z.string().refine(isListedTimeZone);

/** An instant as ISO 8601 in UTC (`2027-03-20T15:00:00Z`, seconds and milliseconds optional; no other offset). */
export const utcInstantField = z.iso.datetime();

/** A Strapi documentId as routes and bodies carry it. */
const documentIdField = z.string().regex(/^[A-Za-z0-9]{1,64}$/);

/** An interview's length, in whole minutes (`INTERVIEW_LENGTH_MIN_MINUTES`–`INTERVIEW_LENGTH_MAX_MINUTES`). */
export const interviewLengthField = z
  .number()
  .int()
  .min(INTERVIEW_LENGTH_MIN_MINUTES)
  .max(INTERVIEW_LENGTH_MAX_MINUTES);

/** What a booked and a proposed interview share: how, how long, where, who, in which zone it is organised. */
const interviewDetails = z.object({
  kind: z.enum(INTERVIEW_KIND_VALUES),
  lengthMinutes: interviewLengthField,
  /** The organiser's zone: the interview's own (where it happens), and the default zone of a reader without one. */
  organiserTimeZone: timeZoneField,
  /** The candidate's zone when staff know it (the candidate may choose theirs on their page). */
  candidateTimeZone: timeZoneField.optional(),
  /** Required for a video interview: an https address. */
  videoLink: z.union([z.literal(''), z.url({ protocol: /^https$/ }).max(INTERVIEW_TEXT_LIMITS.videoLink)]).default(''),
  /** Required for an on-site interview. */
  address: cleanedText(INTERVIEW_TEXT_LIMITS.address, true).default(''),
  /** The client contacts invited (documentIds of contacts of the submission's client), each once. */
  contacts: z
    .array(documentIdField)
    .max(INTERVIEW_CONTACTS_MAX)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  /** Whether the candidate and the recruiter attend (both, unless staff say otherwise). */
  candidateAttends: z.boolean().default(true),
  recruiterAttends: z.boolean().default(true),
  /** The round (1 for the first interview); when absent, the CMS counts the submission's interviews not cancelled. */
  round: z.number().int().min(1).max(INTERVIEW_ROUND_MAX).optional(),
});

/** A video interview has its link, an on-site one its address (`INTERVIEW_MESSAGES`). */
function placeRule(
  value: { kind: string; videoLink: string; address: string },
  context: { addIssue(issue: { code: 'custom'; message: string; path: string[] }): void },
) {
  if (value.kind === 'video' && !value.videoLink)
    context.addIssue({ code: 'custom', message: INTERVIEW_MESSAGES.videoLinkRequired, path: ['videoLink'] });
  if (value.kind === 'on-site' && !value.address)
    context.addIssue({ code: 'custom', message: INTERVIEW_MESSAGES.addressRequired, path: ['address'] });
}

/** Book a time directly (`POST /submissions/:documentId/interviews` with `startsAt`). */
export const interviewBookSchema = interviewDetails.extend({ startsAt: utcInstantField }).superRefine(placeRule);
export type InterviewBookInput = z.output<typeof interviewBookSchema>;

/** Propose 2–5 different times for the candidate to pick from (`POST /submissions/:documentId/interviews` with `slots`). */
export const interviewProposeSchema = interviewDetails
  .extend({
    slots: z
      .array(utcInstantField)
      .min(INTERVIEW_SLOTS_MIN)
      .max(INTERVIEW_SLOTS_MAX)
      .refine((slots) => new Set(slots.map((slot) => new Date(slot).getTime())).size === slots.length, {
        message: INTERVIEW_MESSAGES.slotsDistinct,
      }),
  })
  .superRefine(placeRule);
export type InterviewProposeInput = z.output<typeof interviewProposeSchema>;

/** The schema of a new interview's body: a proposal when it carries `slots`, else a booking. */
export function interviewCreateSchemaFor(data: unknown) {
  return data && typeof data === 'object' && 'slots' in data ? interviewProposeSchema : interviewBookSchema;
}

/** Move an interview (`POST /interviews/:documentId/reschedule`): a new start, and a new length when given. */
export const interviewRescheduleSchema = z.object({
  startsAt: utcInstantField,
  lengthMinutes: interviewLengthField.optional(),
});
export type InterviewRescheduleInput = z.output<typeof interviewRescheduleSchema>;

/** Cancel an interview (`POST /interviews/:documentId/cancel`): an optional reason, for staff only (never e-mailed). */
export const interviewCancelSchema = z.object({
  reason: cleanedText(INTERVIEW_TEXT_LIMITS.cancelReason, true).default(''),
});
export type InterviewCancelInput = z.output<typeof interviewCancelSchema>;

/** Record an interview's outcome (`POST /interviews/:documentId/outcome`): done or no-show, and feedback notes. */
export const interviewOutcomeSchema = z.object({
  status: z.enum(INTERVIEW_OUTCOME_VALUES),
  feedback: cleanedText(INTERVIEW_TEXT_LIMITS.feedback, true).default(''),
});
export type InterviewOutcomeInput = z.output<typeof interviewOutcomeSchema>;

/** The candidate's pick of a proposed time on their page: the slot's index (0-based) and their zone. */
export const interviewPickSchema = z.object({
  slot: z
    .number()
    .int()
    .min(0)
    .max(INTERVIEW_SLOTS_MAX - 1),
  timeZone: timeZoneField,
});
export type InterviewPickInput = z.output<typeof interviewPickSchema>;
