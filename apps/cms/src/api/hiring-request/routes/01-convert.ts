/**
 * Convert to job (docs/024-employers.md "In the back-office"): POST /api/hiring-requests/:id/convert, for staff whose
 * role holds `clients` and also `jobs` (it creates a job): each permission is a `global::staff-may` policy, and both
 * must let the request through. The file name (01-…) sorts before the core router's.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/hiring-requests/:id/convert',
      handler: 'api::hiring-request.hiring-request.convert',
      config: {
        policies: [
          { name: 'global::staff-may', config: { permission: 'clients' } },
          { name: 'global::staff-may', config: { permission: 'jobs' } },
        ],
      },
    },
  ],
};
