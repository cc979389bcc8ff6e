/**
 * Offers (docs/025-placements.md "Offers and placements", "API"), for staff whose role holds `clients` (Admin and
 * Recruiter; users-permissions' actions in src/bootstrap/permissions.ts, and the `global::staff-may` policy); a
 * Recruiter records offers and answers only on the jobs they own (lib/job-ownership.ts), as for moving a submission:
 * - GET /api/submissions/:documentId/offers — the submission's offers, each with its placement;
 * - POST /api/submissions/:documentId/offers `{ data: OfferInput }` — 201; 409 on an ended or placed submission, or
 *   with an open offer;
 * - POST /api/offers/:documentId/answer `{ data: { answer, reason } }` — accepted makes the placement; 409 once answered.
 */
const staff = { policies: [{ name: 'global::staff-may', config: { permission: 'clients' } }] };

export default {
  routes: [
    { method: 'GET', path: '/submissions/:id/offers', handler: 'api::offer.offer.list', config: staff },
    { method: 'POST', path: '/submissions/:id/offers', handler: 'api::offer.offer.create', config: staff },
    { method: 'POST', path: '/offers/:id/answer', handler: 'api::offer.offer.answer', config: staff },
  ],
};
