/**
 * How a page tells the page cache (server/page-cache.ts) when its content stops being true: a job's closing date
 * (docs/012-structured-data-and-feeds.md). The loader returns `data(value, { headers: expiresAtHeader([...]) })` and
 * the route's `headers` export passes it on with `pageExpiryHeaders`; the cache never serves the page after that time.
 */

/**
 * The response header by which a page says when its content stops being true (a job's closing date), as
 * an ISO 8601 time or milliseconds since the epoch. The cache never serves the page after it, fresh or stale; the
 * header itself is not sent. Set it with `expiresAtHeader`.
 */
export const PAGE_EXPIRES_HEADER = 'x-page-expires';

/** The header (`PAGE_EXPIRES_HEADER`) saying that a page is out of date at the first of `times`; none when none. */
export function expiresAtHeader(times: ReadonlyArray<string | null | undefined>): Record<string, string> {
  const first = Math.min(...times.map((time) => (time ? new Date(time).getTime() : Infinity)).filter(Number.isFinite));
  return Number.isFinite(first) ? { [PAGE_EXPIRES_HEADER]: new Date(first).toISOString() } : {};
}

/** A route's `headers` export: the page's expiry from its loader, for the page cache (which does not send it on). */
export function pageExpiryHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Record<string, string> {
  const expires = loaderHeaders.get(PAGE_EXPIRES_HEADER);
  return expires ? { [PAGE_EXPIRES_HEADER]: expires } : {};
}
