/**
 * The public job board's search (docs/011-job-search.md), read-only:
 * GET /api/jobs/search?q=&category=&type=&country=&workplace=&sort=newest|closing&page=&pageSize=
 * → { data: [job with its category], meta: { pagination, facets, nextExpiry, search } }.
 * This file's name sorts before job.ts, so that `/jobs/search` is matched here before the core route `/jobs/:id`.
 */
export default {
  routes: [{ method: 'GET', path: '/jobs/search', handler: 'api::job.job-search.search' }],
};
