/**
 * Public, read-only (docs/012-structured-data-and-feeds.md "Sitemap"): what the site's sitemap lists.
 * - GET /api/sitemap → { data: { pageSize, jobs: { total, updatedAt, closesAt }, articles: { total, updatedAt,
 *   closesAt } }, meta }; `closesAt`: the first closing date of the listed jobs (null for none, and for articles)
 * - GET /api/sitemap/:type/:page → { data: [{ slug, updatedAt }], meta } for `jobs` (each with its `validThrough`)
 *   or `articles`, up to 50,000 a page
 */
export default {
  routes: [
    { method: 'GET', path: '/sitemap', handler: 'api::sitemap.sitemap.summary' },
    { method: 'GET', path: '/sitemap/:type/:page', handler: 'api::sitemap.sitemap.entries' },
  ],
};
