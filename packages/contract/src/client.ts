/**
 * Clients (docs/024-employers.md "Clients"): the companies the agency hires for, and their contacts. Rules without zod;
 * the input schemas are in client-schema.ts.
 */

/** Longest accepted value of a client's and a client contact's text fields, in characters. */
export const CLIENT_TEXT_LIMITS = { name: 200, website: 200, role: 100 } as const;

/** Clients a page of the staff list (GET /clients) holds. */
export const CLIENT_PAGE_SIZE = 20;

/** The most hiring requests a client's page lists (the newest). */
export const CLIENT_HIRING_REQUESTS_SHOWN = 50;

/**
 * The key that makes two spellings of a company one client: Unicode-normalised (NFKC), trimmed, inner runs of white
 * space made one space, lower case. "Meridian  Bank " and "meridian bank" are one client; "Meridian Bank PLC" is
 * another (staff merge such clients by renaming the jobs' company).
 */
export function clientKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}
