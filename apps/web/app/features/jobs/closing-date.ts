/**
 * A job's closing date and time (`validThrough`) in the job editor, in the staff member's own time zone (their
 * profile's, else the agency's `AGENCY_TIME_ZONE`; docs/022-the-team.md "Ownership, routing and time zones"). Staff
 * pick it in a `datetime-local` input, which has no time zone: "31 Dec, 17:00" means 17:00 in their zone. The editor
 * shows a stored instant in that zone (`isoToZonedDateTime`), posts the input's own value (`validThroughLocal`), and
 * the server reads it in the same zone (`postedClosingDate`) before the CMS stores the instant (ISO 8601, UTC). The
 * page knows the zone from its server render on, so the form works the same without the editor's script, and the
 * server render and the browser show the same value. docs/004-staff-back-office.md "Closing date".
 *
 * Why our own conversion: the one library with these two functions here, date-fns-tz, is only in node_modules as the
 * 2.x that Strapi's date-fns 2 pulls in; the two conversions are a few lines over `Intl.DateTimeFormat`, which knows
 * every IANA zone and its daylight-saving rules.
 */

/** The name of the `datetime-local` input. */
export const CLOSING_LOCAL_FIELD = 'validThroughLocal';

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time in `zone` at `instant`, as the milliseconds of the same reading in UTC. */
function wallClockMs(instant: number, zone: string): number {
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** `zone`'s offset from UTC at `instant`, in milliseconds (Dubai: +4 h). */
function offsetMs(instant: number, zone: string): number {
  return wallClockMs(instant, zone) - Math.floor(instant / 1000) * 1000;
}

/**
 * A `datetime-local` value read in `zone` as an ISO 8601 instant (`2026-12-31T17:00` in Asia/Dubai →
 * `2026-12-31T13:00:00.000Z`), with the offset of that date (daylight saving included); '' for ''. A time that a
 * clock change skips (02:30 on a spring-forward night) is read with the offset after the change. A value that is no
 * local date and time, or an unknown zone, comes back as it is, for the job schema to refuse.
 */
export function zonedDateTimeToIso(value: string, zone: string): string {
  if (value === '') return '';
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return value;
  const [, year, month, day, hour, minute, second = '0', fraction = '0'] = match;
  const asUtc = Date.UTC(+year, +month - 1, +day, +hour, +minute, +second, +fraction.padEnd(3, '0'));
  if (!Number.isFinite(asUtc)) return value;
  try {
    // Two passes: the offset at the first guess, then at the instant it gives (they differ around a clock change).
    const guess = asUtc - offsetMs(asUtc, zone);
    return new Date(asUtc - offsetMs(guess, zone)).toISOString();
  } catch {
    return value;
  }
}

/**
 * A stored instant as a `datetime-local` value in `zone`, to the minute (`2026-12-31T13:00:00.000Z` in Asia/Dubai →
 * `2026-12-31T17:00`); '' for none, an unreadable date or an unknown zone.
 */
export function isoToZonedDateTime(iso: string | null | undefined, zone: string): string {
  const instant = iso ? new Date(iso).getTime() : NaN;
  if (!Number.isFinite(instant)) return '';
  try {
    return new Date(wallClockMs(instant, zone)).toISOString().slice(0, 16);
  } catch {
    return '';
  }
}

/** The closing instant a posted editor form means: its `validThroughLocal` read in `zone` ('' when cleared). */
export function postedClosingDate(formData: FormData, zone: string): string {
  const local = formData.get(CLOSING_LOCAL_FIELD);
  return zonedDateTimeToIso(typeof local === 'string' ? local.trim() : '', zone);
}
