/**
 * Job alerts (docs/014-job-alerts.md), public, no core routes (nobody lists or reads subscriptions):
 * - POST /api/job-alerts `{ data: { email, search, website? } }` → 202 (always the same answer); 400 invalid.
 * - POST /api/job-alerts/confirm `{ token, language? }` → 200 `{ data: { search, description, confirmedAt } }` (the
 *   description in `language`, en or ar, default en); 404 unknown.
 * - POST /api/job-alerts/unsubscribe `{ token }` → 200 `{ data: { unsubscribed: true } }`, unknown tokens too.
 */
export default {
  routes: [
    { method: 'POST', path: '/job-alerts', handler: 'api::job-alert.job-alert.subscribe' },
    { method: 'POST', path: '/job-alerts/confirm', handler: 'api::job-alert.job-alert.confirm' },
    { method: 'POST', path: '/job-alerts/unsubscribe', handler: 'api::job-alert.job-alert.unsubscribe' },
  ],
};
