/**
 * Staff dashboard figures (Admin only):
 * - GET /api/dashboard/stats → { totalApplications, pendingApplications, activeJobs, totalArticles }
 * - GET /api/dashboard/applications-per-week → [{ weekStart: 'YYYY-MM-DD', count }] for the last 12 weeks
 * - GET /api/dashboard/recent → the latest applications and enquiries and how many are new since the signed-in staff
 *   member's previous visit (which this request records)
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/dashboard/stats',
      handler: 'api::dashboard.dashboard.stats',
      config: { policies: ['global::is-admin'] },
    },
    {
      method: 'GET',
      path: '/dashboard/applications-per-week',
      handler: 'api::dashboard.dashboard.applicationsPerWeek',
      config: { policies: ['global::is-admin'] },
    },
    {
      method: 'GET',
      path: '/dashboard/recent',
      handler: 'api::dashboard.dashboard.recent',
      config: { policies: ['global::is-admin'] },
    },
  ],
};
