import { factories } from '@strapi/strapi';

/** Staff with `enquiries` (docs/022-the-team.md). */
const enquiryStaff = { policies: [{ name: 'global::staff-may', config: { permission: 'enquiries' } }] };

/**
 * Public: create. Staff whose role has `enquiries`: read, set the status (new / handled) and delete. What the visitor sent stays as sent: an
 * update may change the status only.
 */
export default factories.createCoreRouter('api::contact.contact', {
  only: ['find', 'findOne', 'create', 'update', 'delete'],
  config: {
    // The enquiry form's POST takes no query parameters (the contract's PUBLIC_QUERIES).
    create: { middlewares: [{ name: 'global::public-query', config: { endpoint: 'contacts' } }] },
    find: enquiryStaff,
    findOne: enquiryStaff,
    update: enquiryStaff,
    delete: enquiryStaff,
  },
});
