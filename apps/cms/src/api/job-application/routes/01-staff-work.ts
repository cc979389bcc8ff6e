/**
 * Staff work on applications (docs/015-recruiter-workflow.md), for roles with `applications`:
 * - POST /api/job-applications/:id/notes — add a note ({ data: { text } });
 * - GET /api/job-applications/counts-by-job?jobs=a,b — how many applications each job has.
 * The file name (01-…) sorts before the core router's, so `counts-by-job` is not taken for a documentId.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/job-applications/:id/notes',
      handler: 'api::job-application.job-application.addNote',
      config: { policies: [{ name: 'global::staff-may', config: { permission: 'applications' } }] },
    },
    {
      method: 'GET',
      path: '/job-applications/counts-by-job',
      handler: 'api::job-application.job-application.countsByJob',
      config: { policies: [{ name: 'global::staff-may', config: { permission: 'applications' } }] },
    },
  ],
};
