import { factories } from '@strapi/strapi';

/** Read by the article and the job editors; changed by those who write articles (docs/022-the-team.md). */
const read = { policies: [{ name: 'global::staff-may', config: { permission: ['articles', 'jobs'] } }] };
const write = { policies: [{ name: 'global::staff-may', config: { permission: 'articles' } }] };

/**
 * Staff only (readers: `articles` or `jobs`; writers: `articles`): the website's public pages read categories only as a job's or an article's relation. Visitors keep the
 * `find` permission so that Strapi shows that relation (bootstrap/permissions.ts); this route's policy refuses them.
 */
export default factories.createCoreRouter('api::category.category', {
  config: { find: read, findOne: read, create: write, update: write, delete: write },
});
