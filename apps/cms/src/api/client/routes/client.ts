/**
 * Clients (docs/024-employers.md "API"), for staff whose role holds `clients` (Admin and Recruiter; users-permissions'
 * actions in src/bootstrap/permissions.ts, and the `global::staff-may` policy):
 * - GET /api/clients?q=&page= — the list by name, with counts of jobs, open jobs and contacts;
 * - POST /api/clients `{ data: ClientInput }` — 201; 409 when a client of that key exists;
 * - GET /api/clients/:documentId — the client, its contacts, hiring requests and jobs with their counts;
 * - PUT /api/clients/:documentId `{ data: ClientInput }` — a new name renames its jobs' company;
 * - POST /api/clients/:documentId/contacts `{ data: ClientContactInput }` — 201; 409 for an e-mail taken.
 * A contact's change and removal are api/client-contact's routes.
 */
const staff = { policies: [{ name: 'global::staff-may', config: { permission: 'clients' } }] };

export default {
  routes: [
    { method: 'GET', path: '/clients', handler: 'api::client.client.find', config: staff },
    { method: 'POST', path: '/clients', handler: 'api::client.client.create', config: staff },
    { method: 'GET', path: '/clients/:id', handler: 'api::client.client.findOne', config: staff },
    { method: 'PUT', path: '/clients/:id', handler: 'api::client.client.update', config: staff },
    { method: 'POST', path: '/clients/:id/contacts', handler: 'api::client.client.addContact', config: staff },
  ],
};
