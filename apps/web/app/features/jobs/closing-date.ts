/**
 * A job's closing date and time (`validThrough`) in the job editor. Staff pick it in a `datetime-local`
 * input, which has no time zone: "31 Dec, 17:00" means 17:00 where the staff member is. The CMS stores an instant
 * (ISO 8601 with an offset), so the editor posts two fields:
 * - `validThroughLocal`, the input's own value (`2026-12-31T17:00`);
 * - `validThrough`, a hidden field that the editor's script fills with `new Date(value).toISOString()`, the instant
 *   in the browser's time zone (empty when the date is cleared).
 * The server takes `validThrough` when the form carries it. A form posted without it (no script ran) has only the
 * local value, which the server reads as UTC: the editor says so under the field until its script runs.
 * docs/004-staff-back-office.md "Closing date".
 */

/** The name of the `datetime-local` input. */
export const CLOSING_LOCAL_FIELD = 'validThroughLocal';

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * A `datetime-local` value as an instant in the browser's time zone (`2026-12-31T17:00` in Dubai →
 * `2026-12-31T13:00:00.000Z`); '' for ''. A value that is no local date and time comes back as it is, for the job
 * schema to refuse.
 */
export function localDateTimeToIso(value: string): string {
  if (value === '') return '';
  const instant = LOCAL_DATE_TIME.test(value) ? new Date(value) : null;
  return instant && Number.isFinite(instant.getTime()) ? instant.toISOString() : value;
}

/**
 * A `datetime-local` value read as UTC (`2026-12-31T17:00` → `2026-12-31T17:00:00.000Z`): what the server makes of
 * a form whose script did not run. '' for ''; anything else that is no local date and time comes back as it is.
 */
export function utcDateTimeToIso(value: string): string {
  if (value === '') return '';
  const instant = LOCAL_DATE_TIME.test(value) ? new Date(`${value}Z`) : null;
  return instant && Number.isFinite(instant.getTime()) ? instant.toISOString() : value;
}

/**
 * A stored instant as a `datetime-local` value in the browser's time zone, to the minute
 * (`2026-12-31T13:00:00.000Z` in Dubai → `2026-12-31T17:00`); '' for none or an unreadable date.
 */
export function isoToLocalDateTime(iso: string | null | undefined): string {
  const instant = iso ? new Date(iso) : null;
  if (!instant || !Number.isFinite(instant.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(instant.getFullYear())}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(
    instant.getHours(),
  )}:${pad(instant.getMinutes())}`;
}

/**
 * The closing instant a posted editor form means: its `validThrough` when it has that field (the script's
 * conversion, '' when cleared), else its `validThroughLocal` read as UTC.
 */
export function postedClosingDate(formData: FormData): string {
  const converted = formData.get('validThrough');
  if (typeof converted === 'string') return converted.trim();
  const local = formData.get(CLOSING_LOCAL_FIELD);
  return utcDateTimeToIso(typeof local === 'string' ? local.trim() : '');
}
