/**
 * Placements (docs/025-placements.md "Offers and placements", "API"); users-permissions' actions in
 * src/bootstrap/permissions.ts, and the `global::staff-may` policy:
 * - `placements` (Admin and Recruiter): GET /api/placements, GET /api/placements/:documentId, POST
 *   /api/placements/:documentId/moves and /invoice (a Recruiter only on the jobs they own; a locked placement only by
 *   an Admin, with a reason);
 * - `placements.manage` (Admin): POST /api/placements/:documentId/fee, /lock and /unlock.
 * A placement is made by accepting an offer (api/offer), never by a route of its own.
 */
const staff = (permission: string) => ({ policies: [{ name: 'global::staff-may', config: { permission } }] });

export default {
  routes: [
    { method: 'GET', path: '/placements', handler: 'api::placement.placement.find', config: staff('placements') },
    {
      method: 'GET',
      path: '/placements/:id',
      handler: 'api::placement.placement.findOne',
      config: staff('placements'),
    },
    {
      method: 'POST',
      path: '/placements/:id/moves',
      handler: 'api::placement.placement.move',
      config: staff('placements'),
    },
    {
      method: 'POST',
      path: '/placements/:id/invoice',
      handler: 'api::placement.placement.invoice',
      config: staff('placements'),
    },
    {
      method: 'POST',
      path: '/placements/:id/fee',
      handler: 'api::placement.placement.fee',
      config: staff('placements.manage'),
    },
    {
      method: 'POST',
      path: '/placements/:id/lock',
      handler: 'api::placement.placement.lock',
      config: staff('placements.manage'),
    },
    {
      method: 'POST',
      path: '/placements/:id/unlock',
      handler: 'api::placement.placement.unlock',
      config: staff('placements.manage'),
    },
  ],
};
