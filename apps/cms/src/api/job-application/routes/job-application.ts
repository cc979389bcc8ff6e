import { factories } from '@strapi/strapi';

/** Staff with `applications` (docs/022-the-team.md). */
const applicationStaff = { policies: [{ name: 'global::staff-may', config: { permission: 'applications' } }] };

/** Public: create only (the atomic application). Everything else is the back-office's (docs/000-product.md §14). */
export default factories.createCoreRouter('api::job-application.job-application', {
  config: {
    find: applicationStaff,
    findOne: applicationStaff,
    update: applicationStaff,
    delete: applicationStaff,
  },
});
