import { factories } from '@strapi/strapi';

const adminOnly = { policies: ['global::is-admin'] };

/** Public: create only (the atomic application). Everything else is the back-office's (docs/000-product.md §14). */
export default factories.createCoreRouter('api::job-application.job-application', {
  config: {
    find: adminOnly,
    findOne: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
});
