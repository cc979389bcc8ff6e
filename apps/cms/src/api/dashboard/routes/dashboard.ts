/**
 * Staff dashboard figures (Admin only):
 * - GET /api/dashboard/stats → { totalApplications, pendingApplications, activeJobs, totalArticles }
 * - GET /api/dashboard/applications-per-week → [{ weekStart: 'YYYY-MM-DD', count }] for the last 12 weeks
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
  ],
};
