/**
 * How the CMS tells the web instances which public pages a change makes outdated
 * (docs/008-public-pages-at-static-speed.md): a message `{ "tags": string[] }`, published on the Redis channel
 * `PAGE_INVALIDATION_CHANNEL` when `REDIS_URL` is set, else POSTed, signed, to `PAGE_INVALIDATION_PATH` of every web
 * instance. The CMS sends (apps/cms src/lib/page-invalidation.ts), apps/web receives (server/cache-invalidation.ts).
 */
export const PAGE_INVALIDATION_CHANNEL = 'page-cache:invalidate';
export const PAGE_INVALIDATION_PATH = '/internal/cache-invalidation';
