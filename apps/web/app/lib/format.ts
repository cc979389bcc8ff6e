/**
 * Display formats. A date-only value (`2026-11-21`: a job's posted date, a chart's week) is a calendar day and is
 * always shown as written (in UTC, so it never shifts a day). An instant (`2026-11-21T14:05:00.000Z`) is shown in
 * `timeZone`: UTC on the public site, the staff member's own zone in the back-office (`useStaffTimeZone`,
 * docs/022-the-team.md "Ownership, routing and time zones").
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const formats = new Map<string, Intl.DateTimeFormat>();

/** One `Intl.DateTimeFormat` per style and zone, made once (making one costs far more than using it). */
function formatIn(style: 'date' | 'dateTime', timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      'en-US',
      style === 'date'
        ? { dateStyle: 'medium', timeZone }
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
export function formatDate(value: string | null | undefined, timeZone = 'UTC'): string | null {
  const date = instantOf(value);
  if (!date) return null;
  return formatIn('date', DATE_ONLY.test(value!) ? 'UTC' : timeZone).format(date);
}

/**
 * "Nov 21, 2026, 2:05 PM UTC" (or "Nov 21, 2026, 6:05 PM GMT+4" in Asia/Dubai) for an ISO timestamp, with its zone
 * named; null for a missing or unreadable value. @throws RangeError for a zone Intl does not know.
 */
export function formatDateTime(value: string | null | undefined, timeZone = 'UTC'): string | null {
  const date = instantOf(value);
  return date ? formatIn('dateTime', timeZone).format(date) : null;
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
