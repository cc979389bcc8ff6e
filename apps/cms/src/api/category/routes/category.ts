import { factories } from '@strapi/strapi';

const adminOnly = { policies: ['global::is-admin'] };

/**
 * Staff only: the website's public pages read categories only as a job's or an article's relation. Visitors keep the
 * `find` permission so that Strapi shows that relation (bootstrap/permissions.ts); this route's policy refuses them.
 */
export default factories.createCoreRouter('api::category.category', {
  config: { find: adminOnly, findOne: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
});
