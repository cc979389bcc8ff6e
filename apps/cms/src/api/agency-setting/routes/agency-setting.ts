/**
 * The agency's settings (docs/025-placements.md "What the candidate is told"): Admins only (`emails`, the permission of
 * the outbox's page, since the settings say when e-mails go); never a Recruiter, an Editor or a client contact.
 * - GET /api/agency-settings → { data: { candidateUpdateDelayMinutes } }
 * - PUT /api/agency-settings `{ data: { candidateUpdateDelayMinutes } }` → the same; 400 out of 0–10080
 */
const may = { policies: [{ name: 'global::staff-may', config: { permission: 'emails' } }] };

export default {
  routes: [
    { method: 'GET', path: '/agency-settings', handler: 'api::agency-setting.agency-setting.show', config: may },
    { method: 'PUT', path: '/agency-settings', handler: 'api::agency-setting.agency-setting.update', config: may },
  ],
};
