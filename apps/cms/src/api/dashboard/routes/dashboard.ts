/**
 * Staff dashboard figures (docs/022-the-team.md "Enforcement": each role gets the figures of what it may use):
 * - GET /api/dashboard/stats (`dashboard`: every staff role) → the counts the role may see of { totalApplications,
 *   pendingApplications (`applications`), activeJobs (`jobs`), totalArticles (`articles`) }
 * - GET /api/dashboard/applications-per-week (`applications`) → [{ weekStart: 'YYYY-MM-DD', count }] for the last 12
 *   weeks
 * - GET /api/dashboard/applications-by-source (`applications`) → { since, days: 30, counts: [{ source, count }] } of
 *   the last 30 days (docs/023-talent-pool.md "Sources")
 * - GET /api/dashboard/recent (`applications`; the enquiries it lists go to the same roles, which all have
 *   `enquiries`) → the latest applications and enquiries and how many are new since the signed-in staff member's
 *   previous visit (which this request records)
 */
const may = (permission: string) => ({ policies: [{ name: 'global::staff-may', config: { permission } }] });

export default {
  routes: [
    {
      method: 'GET',
      path: '/dashboard/stats',
      handler: 'api::dashboard.dashboard.stats',
      config: may('dashboard'),
    },
    {
      method: 'GET',
      path: '/dashboard/applications-per-week',
      handler: 'api::dashboard.dashboard.applicationsPerWeek',
      config: may('applications'),
    },
    {
      method: 'GET',
      path: '/dashboard/applications-by-source',
      handler: 'api::dashboard.dashboard.applicationsBySource',
      config: may('applications'),
    },
    {
      method: 'GET',
      path: '/dashboard/recent',
      handler: 'api::dashboard.dashboard.recent',
      config: may('applications'),
    },
  ],
};
