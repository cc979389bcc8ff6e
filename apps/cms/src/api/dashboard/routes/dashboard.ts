/** GET /api/dashboard/stats — counts for the staff dashboard. */
export default {
  routes: [
    {
      method: 'GET',
      path: '/dashboard/stats',
      handler: 'api::dashboard.dashboard.stats',
      config: { policies: ['global::is-admin'] },
    },
  ],
};
