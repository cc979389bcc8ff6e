import { factories } from '@strapi/strapi';

/** Staff who may work on applications (`applications`), read only (GET /api/audit-entries): entries are written by the code whose action they record. */
export default factories.createCoreRouter('api::audit-entry.audit-entry', {
  only: ['find'],
  config: { find: { policies: [{ name: 'global::staff-may', config: { permission: 'applications' } }] } },
});
