/**
 * A client's contact (docs/024-employers.md "API"), for staff whose role holds `clients`: PUT /api/client-contacts/
 * :documentId `{ data: ClientContactInput }` (409 when the e-mail is another contact's) and DELETE (204). Contacts are
 * added to their client: POST /api/clients/:documentId/contacts (api/client/routes/client.ts).
 */
const staff = { policies: [{ name: 'global::staff-may', config: { permission: 'clients' } }] };

export default {
  routes: [
    {
      method: 'PUT',
      path: '/client-contacts/:id',
      handler: 'api::client-contact.client-contact.update',
      config: staff,
    },
    {
      method: 'DELETE',
      path: '/client-contacts/:id',
      handler: 'api::client-contact.client-contact.delete',
      config: staff,
    },
  ],
};
