import { factories } from '@strapi/strapi';

const adminOnly = { policies: ['global::is-admin'] };

/**
 * Public: create. Staff: read, set the status (new / handled) and delete. What the visitor sent stays as sent: an
 * update may change the status only.
 */
export default factories.createCoreRouter('api::contact.contact', {
  only: ['find', 'findOne', 'create', 'update', 'delete'],
  config: {
    // The enquiry form's POST takes no query parameters (the contract's PUBLIC_QUERIES).
    create: { middlewares: [{ name: 'global::public-query', config: { endpoint: 'contacts' } }] },
    find: adminOnly,
    findOne: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
});
