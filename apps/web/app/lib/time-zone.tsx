import { createContext, useContext, type ReactNode } from 'react';

/**
 * The time zone the page's dates and times are shown in: UTC on the public site; in the back-office, the signed-in
 * staff member's own (their profile's, else the agency's `AGENCY_TIME_ZONE`; docs/022-the-team.md "Ownership, routing
 * and time zones"), which the admin layout's loader reads and its component provides. The server render and the
 * browser read the same loader data, so both show the same text (no hydration mismatch).
 */
const TimeZoneContext = createContext('UTC');

/** Gives `zone` to every date below it (the admin layout). */
export function TimeZoneProvider({ zone, children }: { zone: string; children: ReactNode }) {
  return <TimeZoneContext.Provider value={zone}>{children}</TimeZoneContext.Provider>;
}

/** The time zone dates are shown in here: the staff member's in the back-office, UTC elsewhere. */
export function useTimeZone(): string {
  return useContext(TimeZoneContext);
}
