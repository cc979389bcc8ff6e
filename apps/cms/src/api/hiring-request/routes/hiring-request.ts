import { factories } from '@strapi/strapi';

/** Staff with `clients` (docs/022-the-team.md, docs/024-employers.md). */
const clientStaff = { policies: [{ name: 'global::staff-may', config: { permission: 'clients' } }] };

/**
 * Public: create (the employers' form at /hire). Staff whose role has `clients`: read, set the status by the
 * contract's transitions, and delete (spam). What the employer sent stays as sent: an update may change the status
 * only. Convert to job is routes/01-convert.ts.
 */
export default factories.createCoreRouter('api::hiring-request.hiring-request', {
  only: ['find', 'findOne', 'create', 'update', 'delete'],
  config: {
    // The form's POST takes no query parameters (the contract's PUBLIC_QUERIES).
    create: { middlewares: [{ name: 'global::public-query', config: { endpoint: 'hiring-requests' } }] },
    find: clientStaff,
    findOne: clientStaff,
    update: clientStaff,
    delete: clientStaff,
  },
});
