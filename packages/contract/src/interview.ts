import { choices } from './choices.js';
import { intlLocale, type Language } from './language.js';

/**
 * Interviews of a submitted candidate (docs/025-placements.md "Interviews and calendar invitations"; issue 28): their
 * kinds, statuses and limits, the time-zone rule of every reader, and the one way a time is written for a reader (their
 * zone named). Rules and words both apps use; the CMS enforces them.
 */

/** How an interview takes place, with the words people read. */
const INTERVIEW_KIND = choices({ phone: 'Phone', video: 'Video', 'on-site': 'On site' });
export const INTERVIEW_KINDS = INTERVIEW_KIND.options;
export const INTERVIEW_KIND_VALUES = INTERVIEW_KIND.values;
export type InterviewKind = (typeof INTERVIEW_KIND_VALUES)[number];

/** Where an interview stands: scheduled (booked, or times proposed), then done, no-show or cancelled. */
const INTERVIEW_STATUS = choices({
  scheduled: 'Scheduled',
  done: 'Done',
  'no-show': 'No-show',
  cancelled: 'Cancelled',
});
export const INTERVIEW_STATUSES = INTERVIEW_STATUS.options;
export const INTERVIEW_STATUS_VALUES = INTERVIEW_STATUS.values;
export type InterviewStatus = (typeof INTERVIEW_STATUS_VALUES)[number];

/** The outcomes staff record after an interview (`POST /interviews/:documentId/outcome`). */
export const INTERVIEW_OUTCOME_VALUES = ['done', 'no-show'] as const satisfies readonly InterviewStatus[];
export type InterviewOutcome = (typeof INTERVIEW_OUTCOME_VALUES)[number];

/** The words of a stored kind or status; a value that is not one (older data) as it is. */
export const interviewKindLabel = (value: string | null | undefined): string =>
  INTERVIEW_KINDS.find((kind) => kind.value === value)?.label ?? value ?? '';
export const interviewStatusLabel = (value: string | null | undefined): string =>
  INTERVIEW_STATUSES.find((status) => status.value === value)?.label ?? value ?? '';

/** An interview's length, in whole minutes: at least 15, at most 8 hours. */
export const INTERVIEW_LENGTH_MIN_MINUTES = 15;
export const INTERVIEW_LENGTH_MAX_MINUTES = 480;
/** How many times a recruiter proposes for the candidate to pick from (issue 28: 2–5). */
export const INTERVIEW_SLOTS_MIN = 2;
export const INTERVIEW_SLOTS_MAX = 5;
/** A round number: 1 for the first interview, at most this. */
export const INTERVIEW_ROUND_MAX = 20;
/** Client contacts invited to one interview, at most. */
export const INTERVIEW_CONTACTS_MAX = 10;
/** Text limits, in characters: the video link (an https URL), the address, feedback notes, a cancellation's reason. */
export const INTERVIEW_TEXT_LIMITS = { videoLink: 2000, address: 500, feedback: 5000, cancelReason: 500 } as const;
/** How long before an interview its reminder goes to every attendee, in hours (issue 28: 24). */
export const INTERVIEW_REMINDER_HOURS = 24;

/**
 * What the CMS answers when an interview's rule is broken, and what the back-office says of a typed time before it asks
 * (one place for the words).
 */
export const INTERVIEW_MESSAGES = {
  startRequired: 'Enter the date and time.',
  pastStart: 'An interview must start in the future.',
  withdrawn: 'This submission was withdrawn: it takes no new interviews.',
  ended: 'This submission has ended: it takes no new interviews.',
  notScheduled: 'Only a scheduled interview can be moved or cancelled.',
  notProposed: 'This interview has no times to pick from.',
  noSuchSlot: 'Pick one of the proposed times.',
  outcomeTooEarly: 'The outcome of an interview is recorded once it has started.',
  outcomeOfCancelled: 'A cancelled interview has no outcome.',
  notTheClientsContact: 'Every contact invited must be a contact of the client.',
  videoLinkRequired: 'A video interview needs its link.',
  addressRequired: 'An on-site interview needs its address.',
  slotsDistinct: 'Propose different times.',
} as const;

/** The typed wall time does not exist in `zone` (the hour its clocks skip): `instantOfLocalTime` answered null. */
export const timeNotInZoneMessage = (zone: string) => `Enter a date and time that exists in ${zone}.`;

/**
 * True when `zone` is an IANA time zone a reader may choose: one of the runtime's `Intl.supportedValuesOf('timeZone')`
 * (the list both apps show), or `UTC`. Aliases the list leaves out (`US/Eastern`) are refused, so that a stored zone is
 * always one a picker offers.
 */
export function isListedTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  if (zone === 'UTC') return true;
  zones ??= new Set(Intl.supportedValuesOf('timeZone'));
  return zones.has(zone);
}
let zones: Set<string> | undefined;

/** Where an interview of `lengthMinutes` starting at `startsAt` ends. */
export function interviewEnd(startsAt: Date | string, lengthMinutes: number): Date {
  return new Date(new Date(startsAt).getTime() + lengthMinutes * 60_000);
}

/** The fields of an instant as a reader reads it: weekday, day, month and year, 24-hour time (any language). */
const READER_INSTANT_FIELDS: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/**
 * `instant` as a reader in `timeZone` reads it, in plain English with the zone named and its offset then, e.g.
 * "Tuesday 31 March 2026, 10:00 (Europe/Berlin, GMT+2)" (24-hour clock; the offset is the one in force at that
 * instant, so a date after a daylight-saving change shows the new one); in Arabic with Latin digits and the zone named
 * ("الثلاثاء، 31 مارس 2026 في 10:00 (Europe/Berlin)", `intlLocale`; docs/026-languages.md "Pages reached from
 * e-mails"). Pure: Intl's data, no clock.
 * @throws RangeError for an unknown zone or an invalid instant.
 */
export function formatInstantForReader(instant: Date | string, timeZone: string, language: Language = 'en'): string {
  const date = new Date(instant);
  if (language !== 'en') {
    const when = new Intl.DateTimeFormat(intlLocale(language), { timeZone, ...READER_INSTANT_FIELDS }).format(date);
    return `${when} (${timeZone})`;
  }
  const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    ...READER_INSTANT_FIELDS,
    timeZoneName: 'shortOffset',
  }).formatToParts(date);
  const day = `${part(parts, 'weekday')} ${part(parts, 'day')} ${part(parts, 'month')} ${part(parts, 'year')}`;
  // en-GB writes no offset as "GMT+0"; people read "GMT".
  const offset = part(parts, 'timeZoneName').replace(/^GMT\+0$/, 'GMT');
  return `${day}, ${part(parts, 'hour')}:${part(parts, 'minute')} (${timeZone}, ${offset})`;
}

/**
 * An interview's length in words: "45 minutes", "1 hour 30 minutes"; Arabic "ساعة و30 دقيقة" (`Intl`'s units and
 * lists, Latin digits).
 */
export function interviewLengthWords(minutes: number, language: Language = 'en'): string {
  const locale = intlLocale(language);
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours ? unit(hours, 'hour') : '', rest ? unit(rest, 'minute') : ''].filter(Boolean);
  return new Intl.ListFormat(locale, { type: 'unit', style: language === 'en' ? 'narrow' : 'long' }).format(parts);
}

/**
 * Whether an interview may start at `startsAt` when booked at `now`: null, or why not (`INTERVIEW_MESSAGES.pastStart`).
 */
export function interviewStartProblem(startsAt: Date | string, now: Date): string | null {
  return new Date(startsAt).getTime() > now.getTime() ? null : INTERVIEW_MESSAGES.pastStart;
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `timeZone` at `instant`, as milliseconds of a UTC date with the same fields. */
function wallClockMs(instant: number, timeZone: string): number {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
}

/**
 * The instant at which clocks in `timeZone` show `local`, a `datetime-local` input's value (`YYYY-MM-DDTHH:mm`, seconds
 * optional), as staff type an interview's time in the organiser's zone: daylight-saving aware (10:00 in Berlin is 08:00
 * UTC in summer, 09:00 in winter). Null for a value that is not a date-time, a zone that is not listed
 * (`isListedTimeZone`), or a time the clocks skip there (02:30 on the night they go forward); of an hour that happens
 * twice, the first.
 */
export function instantOfLocalTime(local: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match || !isListedTimeZone(timeZone)) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || check.getUTCHours() !== hour) return null;
  // The zone's offsets a day either side of the wall time: the instant is the wall time less one of them.
  const candidates = [wall - 86_400_000, wall + 86_400_000]
    .map((probe) => wall - (wallClockMs(probe, timeZone) - probe))
    .filter((instant) => wallClockMs(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  const first = candidates[0];
  return first === undefined ? null : new Date(first);
}
