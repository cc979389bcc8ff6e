import { factories } from '@strapi/strapi';

const adminOnly = { policies: ['global::is-admin'] };

/** Public: read (open jobs in lists). Staff: create, update, delete. */
export default factories.createCoreRouter('api::job.job', {
  config: { create: adminOnly, update: adminOnly, delete: adminOnly },
});
