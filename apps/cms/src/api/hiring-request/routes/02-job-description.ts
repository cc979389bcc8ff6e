/**
 * GET /api/hiring-requests/:id/job-description: staff whose role holds `clients` download the employer's job description
 * file (docs/024-employers.md "In the back-office"). The file name (02-…) sorts before the core router's.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/hiring-requests/:id/job-description',
      handler: 'api::hiring-request.hiring-request.downloadJobDescription',
      config: { policies: [{ name: 'global::staff-may', config: { permission: 'clients' } }] },
    },
  ],
};
