/**
 * The renewal link of a talent-pool consent (docs/023-talent-pool.md "Consent and retention"), public (users-permissions'
 * Public role, src/bootstrap/permissions.ts) and limited per client like the invitation links (`invitation-limit`):
 * - GET /api/talent-pool/renewal?token= → `{ data: { until, renewedUntil, months } }`, changing nothing (mail scanners
 *   open links); 404 for any token that cannot be used;
 * - POST /api/talent-pool/renew `{ token }` → `{ data: { until } }`, once; 404 afterwards.
 */
// Refusals are counted under the `links` label of the rate-limit metric, apart from staff sign-ins.
const limited = { middlewares: [{ name: 'api::staff-invitation.invitation-limit', config: { limit: 'links' } }] };

export default {
  routes: [
    { method: 'GET', path: '/talent-pool/renewal', handler: 'api::candidate.talent-pool.lookup', config: limited },
    { method: 'POST', path: '/talent-pool/renew', handler: 'api::candidate.talent-pool.renew', config: limited },
  ],
};
