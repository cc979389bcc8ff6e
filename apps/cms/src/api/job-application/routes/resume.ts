/** GET /api/job-applications/:id/resume — staff download the applicant's resume (docs/000-product.md §14). */
export default {
  routes: [
    {
      method: 'GET',
      path: '/job-applications/:id/resume',
      handler: 'api::job-application.job-application.downloadResume',
      config: { policies: ['global::is-admin'] },
    },
  ],
};
