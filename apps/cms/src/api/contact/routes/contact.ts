import { factories } from '@strapi/strapi';

const adminOnly = { policies: ['global::is-admin'] };

/** Public: create. Staff: read and delete. No update: an enquiry stays as the visitor sent it. */
export default factories.createCoreRouter('api::contact.contact', {
  only: ['find', 'findOne', 'create', 'delete'],
  config: {
    find: adminOnly,
    findOne: adminOnly,
    delete: adminOnly,
  },
});
