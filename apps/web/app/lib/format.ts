/**
 * Display formats. A date-only value (`2026-11-21`: a job's posted date, a chart's week) is a calendar day and is
 * always shown as written (in UTC, so it never shifts a day). An instant (`2026-11-21T14:05:00.000Z`) is shown in
 * `timeZone`: UTC on the public site, the staff member's own zone in the back-office (`useStaffTimeZone`,
 * docs/022-the-team.md "Ownership, routing and time zones"). `language` picks the words and digits (`intlLocale`:
 * Latin digits in Arabic too; docs/026-languages.md "Dates and numbers").
 */
import { intlLocale, type Language } from '~/i18n/languages';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const formats = new Map<string, Intl.DateTimeFormat>();

/** One `Intl.DateTimeFormat` per style, zone and language, made once (making one costs far more than using it). */
function formatIn(style: 'date' | 'dateTime', timeZone: string, language: Language): Intl.DateTimeFormat {
  const key = `${style} ${timeZone} ${language}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      intlLocale(language),
      style === 'date'
        ? // Arabic's medium style is all digits (21/11/2026): the month by name reads better.
          language === 'ar'
          ? { day: 'numeric', month: 'long', year: 'numeric', timeZone }
          : { dateStyle: 'medium', timeZone }
        : {
            year: 'numeric',
            month: 'short',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZone,
            timeZoneName: 'short',
          },
    );
    formats.set(key, format);
  }
  return format;
}

/** The instant of `value`, or null for a missing or unreadable value. */
function instantOf(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * "Nov 21, 2026" for an ISO date (as written) or timestamp (its day in `timeZone`, UTC by default); null for a missing
 * or unreadable value. @throws RangeError for a zone Intl does not know.
 */
export function formatDate(
  value: string | null | undefined,
  timeZone = 'UTC',
  language: Language = 'en',
): string | null {
  const date = instantOf(value);
  if (!date) return null;
  return formatIn('date', DATE_ONLY.test(value!) ? 'UTC' : timeZone, language).format(date);
}

/**
 * "Nov 21, 2026, 2:05 PM UTC" (or "Nov 21, 2026, 6:05 PM GMT+4" in Asia/Dubai) for an ISO timestamp, with its zone
 * named; null for a missing or unreadable value. @throws RangeError for a zone Intl does not know.
 */
export function formatDateTime(
  value: string | null | undefined,
  timeZone = 'UTC',
  language: Language = 'en',
): string | null {
  const date = instantOf(value);
  return date ? formatIn('dateTime', timeZone, language).format(date) : null;
}

const DAY_MS = 86_400_000;

/**
 * "3 days ago", "yesterday", "today" ("قبل 3 أيام", "أمس", "اليوم") for a past date (`Intl.RelativeTimeFormat`,
 * numeric: auto): days under two weeks, then weeks under two months, then months; whole calendar days in UTC between
 * `value` and `now`. Null for a missing or unreadable value.
 */
export function formatRelativeDate(
  value: string | null | undefined,
  now: Date,
  language: Language = 'en',
): string | null {
  const date = instantOf(value);
  if (!date) return null;
  const days = Math.round(
    (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) -
      Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())) /
      DAY_MS,
  );
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' });
  if (days < 14) return format.format(-days, 'day');
  if (days < 60) return format.format(-Math.floor(days / 7), 'week');
  return format.format(-Math.floor(days / 30), 'month');
}

/** `text` cut at `max` characters (at a word boundary when one is near) with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The first `max` characters of a text (at a word boundary when one is near) with an ellipsis when cut. */
export function preview(text: string | null | undefined, max: number): string {
  return truncate((text ?? '').replace(/\s+/g, ' ').trim(), max);
}

/** `count` with the word that agrees with it: plural(1, 'job', 'jobs') → '1 job', plural(3, …) → '3 jobs'. */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
