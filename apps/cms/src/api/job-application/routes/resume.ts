/** GET /api/job-applications/:id/resume — staff with `applications` download the applicant's resume
 * (docs/000-product.md §14). */
export default {
  routes: [
    {
      method: 'GET',
      path: '/job-applications/:id/resume',
      handler: 'api::job-application.job-application.downloadResume',
      config: { policies: [{ name: 'global::staff-may', config: { permission: 'applications' } }] },
    },
  ],
};
