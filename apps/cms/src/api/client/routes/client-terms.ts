/**
 * A client's fee and guarantee terms (docs/025-placements.md "Offers and placements"): PUT /api/clients/:documentId/
 * terms `{ data: ClientTerms }`, for staff whose role holds `placements.manage` (Admin). Staff with `clients` read the
 * terms with the client (GET /api/clients/:documentId, `terms`).
 */
export default {
  routes: [
    {
      method: 'PUT',
      path: '/clients/:id/terms',
      handler: 'api::client.client-terms.update',
      config: { policies: [{ name: 'global::staff-may', config: { permission: 'placements.manage' } }] },
    },
  ],
};
