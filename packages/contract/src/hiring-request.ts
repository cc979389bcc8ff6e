import { choices } from './choices.js';
import { documentSizeMessage, documentTypeMessage } from './messages.js';
import { SCREENING_PRESETS, type ScreeningQuestionWithRule } from './screening.js';

/**
 * Hiring requests (docs/024-employers.md "Hiring requests"): what an employer sends with the form at /hire, and
 * where staff take it. Rules without zod; the input schema is in hiring-request-schema.ts.
 */

/**
 * The status of a hiring request (issue 22: new → in discussion → converted / declined), with the words staff read.
 * `converted` is reached only by Convert to job (`HIRING_REQUEST_CONVERTIBLE`), never set by hand.
 */
const STATUSES = choices({
  new: 'New',
  'in-discussion': 'In discussion',
  converted: 'Converted',
  declined: 'Declined',
});
export const HIRING_REQUEST_STATUSES = STATUSES.options;
export const HIRING_REQUEST_STATUS_VALUES = STATUSES.values;
export type HiringRequestStatus = (typeof HIRING_REQUEST_STATUS_VALUES)[number];

/**
 * The statuses staff may set by hand from each status: a new request is taken into discussion or declined; a request in
 * discussion may be declined or go back to new; a declined one may be taken up again. A converted request stays
 * converted (its job exists).
 */
export const HIRING_REQUEST_TRANSITIONS: Readonly<Record<HiringRequestStatus, readonly HiringRequestStatus[]>> = {
  new: ['in-discussion', 'declined'],
  'in-discussion': ['new', 'declined'],
  declined: ['in-discussion'],
  converted: [],
};

/** The statuses a request may be converted to a job from. */
export const HIRING_REQUEST_CONVERTIBLE: readonly HiringRequestStatus[] = ['new', 'in-discussion'];

/** `value` when it is a hiring request status, else undefined (a `?status=` that is not one is ignored). */
export function hiringRequestStatusFrom(value: unknown): HiringRequestStatus | undefined {
  return HIRING_REQUEST_STATUS_VALUES.find((status) => status === value);
}

/** The words staff read for a stored status; a value that is not one (older data) as it is. */
export function hiringRequestStatusLabel(value: string | null | undefined): string {
  return HIRING_REQUEST_STATUSES.find((status) => status.value === value)?.label ?? value ?? '';
}

/** True when staff may move a request from `from` to `to` by hand (`HIRING_REQUEST_TRANSITIONS`). */
export function mayMoveHiringRequest(from: HiringRequestStatus, to: HiringRequestStatus): boolean {
  return HIRING_REQUEST_TRANSITIONS[from].includes(to);
}

/** Longest accepted value of a hiring request's own text fields, in characters (the others share the contact form's). */
export const HIRING_REQUEST_TEXT_LIMITS = { roleTitle: 200, city: 100, requirements: 5000 } as const;

/** A must-have's longest text, in characters (its question, "Do you meet this requirement: …?", stays within 200). */
export const HIRING_REQUEST_MUST_HAVE_MAX = 150;

/** At most this many must-haves a request (each a knockout question of its job; a job asks at most 10 questions). */
export const HIRING_REQUEST_MUST_HAVES_MAX = 5;

/**
 * The screening questions of the job a hiring request becomes (docs/024-employers.md "Screening questions"): the
 * ready-made ones the employer ticked (`screeningPresets`, in the presets' order), then each must-have as a yes-or-no
 * knockout question ("Do you meet this requirement: <must-have>?", Yes accepted).
 */
export function screeningQuestionsOfRequest(request: {
  mustHaves?: readonly string[] | null;
  screeningPresets?: readonly string[] | null;
}): ScreeningQuestionWithRule[] {
  const presets = SCREENING_PRESETS.filter((preset) => request.screeningPresets?.includes(preset.id)).map((preset) => ({
    ...preset,
    knockout: null,
  }));
  const mustHaves = (request.mustHaves ?? []).map((mustHave, index): ScreeningQuestionWithRule => ({
    id: `must-have-${index + 1}`,
    kind: 'yes-no',
    label: `Do you meet this requirement: ${mustHave.replace(/[.?!:;,\s]+$/, '')}?`,
    required: true,
    options: [],
    knockout: { accepted: ['yes'] },
  }));
  return [...presets, ...mustHaves];
}

/** How many hires one request may ask for: one at least; past this, a conversation is needed anyway. */
export const HIRES_MAX = 500;

/** What the employer is told when the request was stored (issue 22; spec §1: a reply within 24 hours). */
export const HIRE_SUCCESS_MESSAGE =
  'Thank you. Your hiring request has been sent: a consultant will reply within 24 hours. We have e-mailed you a copy.';

/** What the employer is told when nothing was stored (docs/000-product.md §8's wording for the contact form). */
export const HIRE_FAILURE_MESSAGE = 'Failed to send your hiring request. Please try again.';

/** A hiring request's location: a country for on-site and hybrid work, the countries applicants may live in for remote. */
export const HIRE_LOCATION_MESSAGES = {
  country: 'Choose the country where the work is.',
  applicantLocations: 'Choose at least one country where the hire may live.',
} as const;

/**
 * The employer's job description file (docs/024-employers.md "The form at /hire"): optional, the resume's types and size
 * limit (files.ts `RESUME_TYPES`, limits.ts `RESUME_MAX_BYTES`), checked by name and size in the browser and again, with
 * its content, by the CMS. The form's field and the request's attribute are `jobDescription`; the CMS's multipart file
 * part is `files.jobDescription` (`JOB_DESCRIPTION_FILE_PART`).
 */
export const JOB_DESCRIPTION_TYPE_MESSAGE = documentTypeMessage('The job description');
export const JOB_DESCRIPTION_SIZE_MESSAGE = documentSizeMessage('The job description');
export const JOB_DESCRIPTION_FILE_PART = 'files.jobDescription';
