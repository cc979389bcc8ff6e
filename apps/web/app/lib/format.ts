/** Display formats. Dates are shown in UTC so that a date-only value (`2026-11-21`) never shifts a day. */
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Nov 21, 2026" for an ISO date or timestamp; null for a missing or unreadable value. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** "Nov 21, 2026, 2:05 PM" (UTC) for an ISO timestamp; null for a missing or unreadable value. */
export function formatDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : `${dateTimeFormat.format(date)} UTC`;
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
