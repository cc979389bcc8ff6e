/**
 * The person's own page behind the signed link of the notice to a staff-added candidate (docs/023-talent-pool.md
 * "Added by staff"), public (users-permissions' Public role, src/bootstrap/permissions.ts) and limited per client like
 * the renewal and invitation links (`invitation-limit`). No route takes `populate`, `filters` or any other query
 * parameter but `token` (400): the token alone names the person.
 * - GET /api/my-data?token= → `{ data: MyDataHeld | MyDataGone }`, changing nothing; 404 for a forged or expired token;
 * - POST /api/my-data/export `{ token }` → the personal-data ZIP;
 * - POST /api/my-data/erase `{ token }` → `{ data: { status: 'gone' } }`.
 */
// Refusals are counted under the `links` label of the rate-limit metric, apart from staff sign-ins.
const limited = { middlewares: [{ name: 'api::staff-invitation.invitation-limit', config: { limit: 'links' } }] };

export default {
  routes: [
    { method: 'GET', path: '/my-data', handler: 'api::candidate.my-data.lookup', config: limited },
    { method: 'POST', path: '/my-data/export', handler: 'api::candidate.my-data.export', config: limited },
    { method: 'POST', path: '/my-data/erase', handler: 'api::candidate.my-data.erase', config: limited },
  ],
};
