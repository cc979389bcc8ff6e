import { factories } from '@strapi/strapi';

const adminOnly = { policies: ['global::is-admin'] };

/** Public: read. Staff: write. */
export default factories.createCoreRouter('api::author.author', {
  config: { create: adminOnly, update: adminOnly, delete: adminOnly },
});
