import { choices } from './choices.js';
import { isListedTimeZone } from './interview.js';

/**
 * The recruiter's desk and the agency's placement reports (issue 28 "Desk and reports"; docs/025-placements.md "Desk
 * and reports"): the rules of "Needs attention" and the definitions of the reports, written once. The CMS computes
 * both (apps/cms/src/api/desk); the staff web app shows them with these words. Pure functions, no zod.
 */

// ---------------------------------------------------------------- Needs attention

/**
 * Working days: Monday to Friday, in the agency's time zone (`AGENCY_TIME_ZONE`, default Asia/Dubai). The agency
 * works in the Gulf and worldwide: the UAE moved its working week to Monday–Friday in 2022, as most of the agency's
 * other markets work; Saudi Arabia's and Qatar's Sunday–Thursday differs by one day, which shifts a reminder by a day
 * at most. The project has no holiday calendar and no per-office week; public holidays count as working days.
 * JavaScript's `getDay()` numbering: 0 Sunday … 6 Saturday.
 */
export const WORKING_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];

/** A submission with no move for this many working days needs attention (issue 28). */
export const STALE_SUBMISSION_WORKING_DAYS = 5;

/** An interview still without feedback this many hours after its end needs attention (issue 28: "a day after"). */
export const INTERVIEW_FEEDBACK_DUE_HOURS = 24;

/**
 * An open offer whose expiry is this many days away or fewer needs attention (one past its expiry has expired:
 * placement.ts `offerStatusOn`; it is no longer listed). Three days: a working week's
 * expiry, the usual one, leaves the recruiter two or three working days to chase the candidate's answer or ask the
 * client for more time; seven would flag nearly every open offer from the day it is made.
 */
export const OFFER_EXPIRY_WARNING_DAYS = 3;

/** A placement whose guarantee ends within this many days needs attention (issue 28), so the invoice or a
 * replacement is settled while the guarantee still holds. */
export const GUARANTEE_END_WARNING_DAYS = 14;

/** How many items of each kind the list returns at most (`GET /desk/needs-attention?limit=`); the counts are all. */
export const NEEDS_ATTENTION_LIMIT_MAX = 200;
export const NEEDS_ATTENTION_LIMIT_DEFAULT = 50;
/** How many items the dashboard's card lists. */
export const NEEDS_ATTENTION_DASHBOARD_ITEMS = 5;

/** The kinds of item that need attention, in the order the list shows them, with their words for staff. */
const ATTENTION_KIND = choices({
  'stale-submission': `Submissions with no move for ${STALE_SUBMISSION_WORKING_DAYS} working days`,
  'interview-feedback': 'Interviews without feedback a day after',
  'offer-expiring': `Offers expiring within ${OFFER_EXPIRY_WARNING_DAYS} days`,
  'guarantee-ending': `Placements whose guarantee ends within ${GUARANTEE_END_WARNING_DAYS} days`,
});
export const ATTENTION_KINDS = ATTENTION_KIND.options;
export const ATTENTION_KIND_VALUES = ATTENTION_KIND.values;
export type AttentionKind = (typeof ATTENTION_KIND_VALUES)[number];

/** One item that needs attention, as `GET /desk/needs-attention` answers it. */
export interface AttentionItem {
  kind: AttentionKind;
  /** The submission's, interview's, offer's or placement's documentId. */
  documentId: string;
  /** The application it belongs to (staff open it from the list), when still there. */
  applicationDocumentId: string | null;
  /** The placement's documentId for `guarantee-ending`, else null. */
  placementDocumentId: string | null;
  candidateName: string;
  jobTitle: string;
  /** When it became due, or the date it is about: the last move, the interview's end, the expiry, the guarantee's end
   * (ISO 8601 instant, or `YYYY-MM-DD` for the offer's expiry and the guarantee's end). */
  at: string;
}

/** The answer of `GET /desk/needs-attention`: the count of each kind, their total, and the first items of each. */
export interface NeedsAttention {
  total: number;
  counts: Record<AttentionKind, number>;
  items: AttentionItem[];
}

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day of the week (0 Sunday … 6 Saturday) at `instant` in `timeZone`. */
export function weekdayIn(instant: Date, timeZone: string): number {
  let format = weekdayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' });
    weekdayFormats.set(timeZone, format);
  }
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(format.format(instant));
}

/**
 * The instant `days` working days (`WORKING_WEEKDAYS`, in `timeZone`) before `now`, at the same time of day: walking
 * back a day at a time (24 hours), counting only the working days stepped onto. Monday 10:00 less 5 working days is
 * the previous Monday 10:00; Saturday or Sunday 10:00 less 5 is that week's Monday 10:00. A submission whose last move
 * is before it has had no move for `days` working days.
 */
export function workingDaysBefore(now: Date, days: number, timeZone: string): Date {
  let instant = now.getTime();
  let counted = 0;
  while (counted < days) {
    instant -= 24 * 60 * 60 * 1000;
    if (WORKING_WEEKDAYS.includes(weekdayIn(new Date(instant), timeZone))) counted += 1;
  }
  return new Date(instant);
}

/**
 * The limits of "Needs attention" at `now`, for the CMS's queries: submissions whose last move is before
 * `staleBefore`; interviews whose end is before `feedbackDueBefore`; open offers expiring on or before
 * from `today` to `offersExpiringBy` (`YYYY-MM-DD`; a past expiry has expired, not listed); placements still in their guarantee whose
 * guarantee ends from `today` to `guaranteesEndingBy` (dates in `timeZone`, the agency's).
 */
export function attentionLimits(now: Date, timeZone: string) {
  const today = dateIn(now, timeZone);
  return {
    staleBefore: workingDaysBefore(now, STALE_SUBMISSION_WORKING_DAYS, timeZone),
    feedbackDueBefore: new Date(now.getTime() - INTERVIEW_FEEDBACK_DUE_HOURS * 60 * 60 * 1000),
    today,
    offersExpiringBy: addDays(today, OFFER_EXPIRY_WARNING_DAYS),
    guaranteesEndingBy: addDays(today, GUARANTEE_END_WARNING_DAYS),
  };
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** What the needs-attention list says of an item, e.g. "No move since 3 Nov 2026" (dates in `timeZone`). */
export function attentionReason(item: Pick<AttentionItem, 'kind' | 'at'>, timeZone: string): string {
  const day = (value: string) => {
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
    const zone = dateOnly ? 'UTC' : timeZone;
    let format = dayFormats.get(zone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, day: 'numeric', month: 'short', year: 'numeric' });
      dayFormats.set(zone, format);
    }
    return format.format(new Date(dateOnly ? `${value}T00:00:00Z` : value));
  };
  switch (item.kind) {
    case 'stale-submission':
      return `No move since ${day(item.at)}`;
    case 'interview-feedback':
      return `Ended ${day(item.at)}, no feedback`;
    case 'offer-expiring':
      return `Offer expires ${day(item.at)}`;
    case 'guarantee-ending':
      return `Guarantee ends ${day(item.at)}`;
  }
}

// ---------------------------------------------------------------- Dates in a reader's time zone

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (`YYYY-MM-DD`) at `instant` in `timeZone`. */
export function dateIn(instant: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** The month (`YYYY-MM`) of `instant` in the reader's `timeZone`: a placement at 23:30 UTC on 31 January is February's
 * in Dubai (UTC+4) and January's in New York. */
export function monthKeyIn(instant: Date, timeZone: string): string {
  return dateIn(instant, timeZone).slice(0, 7);
}

/** `date` (`YYYY-MM-DD`) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The first instant of the day `date` (`YYYY-MM-DD`) in `timeZone` (midnight there; daylight-saving aware). */
export function startOfDayIn(date: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`);
  // The zone's offset at a guess, then at the result (a change of offset between the two moves it once more).
  let instant = wall - offsetMs(new Date(wall), timeZone);
  instant = wall - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The offset of `timeZone` from UTC at `instant`, in milliseconds (Dubai: +4 h). */
function offsetMs(instant: Date, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
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
    offsetFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

// ---------------------------------------------------------------- Reports

/** The longest period a report covers, in days (about five years). */
export const REPORT_MAX_DAYS = 1830;
/** The period a report covers when none is asked for: the last 12 months, this one included. */
export const REPORT_DEFAULT_MONTHS = 12;

/**
 * The reports' definitions, written on the page above each table (issue 28: "with the definitions written on the
 * page"). Every date is read in the reader's time zone (their profile's, else the agency's); a period includes both
 * of its days.
 */
export const REPORT_DEFINITIONS = {
  placements:
    'A placement counts in the month its offer was accepted (the placement was made), read in your time zone. ' +
    'Placements that fell through before the start are left out; fees are the placements’ fees as stored ' +
    '(after any change by an Admin), added up per currency, never converted.',
  timeToFill:
    'Time to fill: from the day the job was first opened to the day the offer was accepted, in days. ' +
    'Time to hire: from the day the candidate applied to the day the offer was accepted, in days. ' +
    'Both over the placements of the period; the median is the middle value, the mean the average.',
  funnel:
    'Of the submissions sent to clients in the period: how many reached an interview, an offer and a placement, as ' +
    'they stand today. A later step counts the earlier ones as passed (an offer made without an interview counts as ' +
    'interviewed); an offer is one recorded, or the stage Offered; a placement counts even if it later fell through. ' +
    'Each ratio is of the step before it; the last is placements of all submissions.',
  offers:
    'Offers recorded in the period: accepted, declined and still open (made also counts those that expired or ' +
    'closed when their submission ended another way). Acceptance is accepted ÷ (accepted + declined): an offer ' +
    'still open is not counted either way.',
} as const;

/** The tables of the report, each with its own CSV export (`/admin/reports/<section>.csv`). */
const REPORT_SECTION = choices({
  month: 'Placements and fees by month',
  recruiter: 'By recruiter',
  client: 'By client',
  source: 'By source',
  'time-to-fill': 'Time to fill and time to hire',
  funnel: 'Submission → interview → offer → placement',
  offers: 'Offer acceptance',
});
export const REPORT_SECTIONS = REPORT_SECTION.options;
export const REPORT_SECTION_VALUES = REPORT_SECTION.values;
export type ReportSection = (typeof REPORT_SECTION_VALUES)[number];

/** A sum of fees in one currency. */
export interface FeeTotal {
  currency: string;
  amount: number;
}

/** One row of a "placements and fees by …" table. */
export interface PlacementGroup {
  /** The month (`YYYY-MM`), the recruiter's name, the client's name or the source's value. */
  key: string;
  label: string;
  placements: number;
  fees: FeeTotal[];
}

/** Median and mean of a list of durations in days, one decimal; null for an empty list. */
export interface DurationFigure {
  count: number;
  medianDays: number | null;
  meanDays: number | null;
}

/** The answer of `GET /reports/placements`. */
export interface PlacementReport {
  from: string;
  to: string;
  timeZone: string;
  byMonth: PlacementGroup[];
  byRecruiter: PlacementGroup[];
  byClient: PlacementGroup[];
  bySource: PlacementGroup[];
  totals: { placements: number; fees: FeeTotal[] };
  timeToFill: DurationFigure;
  timeToHire: DurationFigure;
  funnel: {
    submissions: number;
    interviewed: number;
    offered: number;
    placed: number;
    /** Each step ÷ the one before (null when the one before is 0), and placed ÷ submissions. */
    interviewRatio: number | null;
    offerRatio: number | null;
    placementRatio: number | null;
    overallRatio: number | null;
  };
  offers: { made: number; accepted: number; declined: number; open: number; acceptance: number | null };
}

/** `part ÷ whole`, rounded to 3 decimals; null when `whole` is 0. */
export function ratio(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 1000;
}

/** A ratio as staff read it: "66.7 %", or "—" for none. */
export function percentText(value: number | null): string {
  return value == null ? '—' : `${(Math.round(value * 1000) / 10).toFixed(1)} %`;
}

/** Days between two instants (`to - from`), to one decimal. */
export function daysBetween(from: Date, to: Date): number {
  return Math.round(((to.getTime() - from.getTime()) / (24 * 60 * 60 * 1000)) * 10) / 10;
}

/** The median and the mean of `days` (one decimal each; the median of an even count is the mean of the middle two). */
export function durationFigure(days: readonly number[]): DurationFigure {
  if (days.length === 0) return { count: 0, medianDays: null, meanDays: null };
  const sorted = [...days].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  const round = (value: number) => Math.round(value * 10) / 10;
  return { count: sorted.length, medianDays: round(median), meanDays: round(mean) };
}

/** Adds `amount` in `currency` to `fees` (kept sorted by currency; amounts rounded to the cent). */
export function addFee(fees: FeeTotal[], currency: string, amount: number): void {
  const found = fees.find((fee) => fee.currency === currency);
  if (found) found.amount = Math.round((found.amount + amount) * 100) / 100;
  else {
    fees.push({ currency, amount: Math.round(amount * 100) / 100 });
    fees.sort((a, b) => a.currency.localeCompare(b.currency));
  }
}

/** Fees as staff read them: "AED 20,000.00 · USD 5,000.00", or "—". */
export function feesText(fees: readonly FeeTotal[]): string {
  if (fees.length === 0) return '—';
  return fees
    .map(
      (fee) =>
        `${fee.currency} ${fee.amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    )
    .join(' · ');
}

let monthFormat: Intl.DateTimeFormat | undefined;

/** The month key's words: "2026-03" → "March 2026" (one Intl format for every call: making one costs ~0.2 ms). */
export function monthLabel(key: string): string {
  const [year, month] = key.split('-').map(Number);
  monthFormat ??= new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return monthFormat.format(new Date(Date.UTC(year, month - 1, 1)));
}

/** Every month key from `from`'s month to `to`'s (`YYYY-MM-DD` each), oldest first, so empty months show as 0. */
export function monthKeysBetween(from: string, to: string): string[] {
  const keys: string[] = [];
  let [year, month] = from.slice(0, 7).split('-').map(Number);
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    keys.push(key);
    if (key >= last || keys.length > 120) return keys;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** The words of a report query the CMS refuses (400). */
export const REPORT_MESSAGES = {
  date: 'Give the period as dates, YYYY-MM-DD.',
  order: 'The period must end on or after the day it starts.',
  length: `A report covers at most ${REPORT_MAX_DAYS} days.`,
  timeZone: 'Choose a time zone from the list.',
} as const;

/**
 * A report's period and time zone from its query (`from`, `to`: `YYYY-MM-DD`, both included; `timeZone`: an IANA
 * zone): the defaults for what is missing (`fallbackZone`; the last `REPORT_DEFAULT_MONTHS` months to today in that
 * zone, or to `to`'s month when only `to` is given), or the words of the first problem. The instants bound the period
 * in the zone: `[start, end)`.
 */
export function reportPeriod(
  query: { from?: unknown; to?: unknown; timeZone?: unknown },
  now: Date,
  fallbackZone: string,
): { from: string; to: string; timeZone: string; start: Date; end: Date } | { problem: string } {
  const given = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const zone = given(query.timeZone) ?? fallbackZone;
  if (!isListedTimeZone(zone)) return { problem: REPORT_MESSAGES.timeZone };
  const isDate = (value: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
  const to = given(query.to) ?? dateIn(now, zone);
  // Without a start: the 12 months that end with the period's last month.
  const end = isDate(to) ? to : dateIn(now, zone);
  const from = given(query.from) ?? `${addMonths(end.slice(0, 7), -(REPORT_DEFAULT_MONTHS - 1))}-01`;
  if (!isDate(from) || !isDate(to)) return { problem: REPORT_MESSAGES.date };
  if (to < from) return { problem: REPORT_MESSAGES.order };
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > REPORT_MAX_DAYS)
    return { problem: REPORT_MESSAGES.length };
  return { from, to, timeZone: zone, start: startOfDayIn(from, zone), end: startOfDayIn(addDays(to, 1), zone) };
}

/** `month` (`YYYY-MM`) plus `months`. */
function addMonths(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
