/**
 * Sourcing (docs/023-talent-pool.md "Sourcing"), for staff with `applications` (Admin and Recruiter; the
 * users-permissions actions in src/bootstrap/permissions.ts, and the `global::staff-may` policy):
 * - POST /api/candidates/:documentId/applications `{ data: { job } }` — the candidate added to a job as a sourced
 *   application;
 * - POST /api/job-applications/bulk-tag `{ data: { tag, documentIds | filter } }` — a tag on each one's candidate;
 * - POST /api/job-applications/bulk-add-to-job `{ data: { job, documentIds | filter } }` — each one's candidate added to
 *   a job;
 * - GET /api/jobs/:documentId/suggested-candidates — the pool ranked against the job.
 */
const staff = { policies: [{ name: 'global::staff-may', config: { permission: 'applications' } }] };

export default {
  routes: [
    {
      method: 'POST',
      path: '/candidates/:id/applications',
      handler: 'api::sourcing.sourcing.addCandidate',
      config: staff,
    },
    { method: 'POST', path: '/job-applications/bulk-tag', handler: 'api::sourcing.sourcing.bulkTag', config: staff },
    {
      method: 'POST',
      path: '/job-applications/bulk-add-to-job',
      handler: 'api::sourcing.sourcing.bulkAddToJob',
      config: staff,
    },
    {
      method: 'GET',
      path: '/jobs/:id/suggested-candidates',
      handler: 'api::sourcing.sourcing.suggestions',
      config: staff,
    },
  ],
};
