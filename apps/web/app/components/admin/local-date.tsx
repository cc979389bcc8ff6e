import { formatDate, formatDateTime } from '~/lib/format';
import { useTimeZone } from '~/lib/time-zone';

/**
 * A date (or, with `withTime`, a date and time with its zone named) of the back-office, in the staff member's time
 * zone (lib/time-zone.tsx; docs/022-the-team.md "Ownership, routing and time zones"); `fallback` for none.
 */
export function LocalDate({
  value,
  withTime = false,
  fallback = '–',
}: {
  value: string | null | undefined;
  withTime?: boolean;
  fallback?: string;
}) {
  const zone = useTimeZone();
  const text = withTime ? formatDateTime(value, zone) : formatDate(value, zone);
  return text && value ? <time dateTime={value}>{text}</time> : <>{fallback}</>;
}
