import { factories } from '@strapi/strapi';

const adminOnly = { policies: ['global::is-admin'] };

/** Public: read published articles. Staff: create, update, delete. */
export default factories.createCoreRouter('api::article.article', {
  config: { create: adminOnly, update: adminOnly, delete: adminOnly },
});
