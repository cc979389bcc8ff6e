/**
 * Submissions of applications to clients (docs/024-employers.md "Submissions and the client portal"), for staff whose
 * role holds `clients` (Admin and Recruiter; users-permissions' actions in src/bootstrap/permissions.ts, and the
 * `global::staff-may` policy); a Recruiter only for the jobs they own (lib/job-ownership.ts):
 * - POST /api/job-applications/:documentId/submissions `{ data: { summary } }` — 201; 400 (the contract's
 *   `submissionProblem`); 409 when it stands submitted already;
 * - POST /api/submissions/:documentId/withdraw — 200; the final outcome "we declined", and the client no longer sees it;
 *   409 for a placed candidate;
 * - POST /api/submissions/:documentId/moves `{ data: { to, round?, reason?, comment? } }` — 200; 400 (the contract's
 *   `stageMoveProblem`); 409 once the submission has ended (docs/025-placements.md "Stages").
 * Staff read an application's submissions with the application (GET /api/job-applications/:documentId).
 */
const staff = { policies: [{ name: 'global::staff-may', config: { permission: 'clients' } }] };

export default {
  routes: [
    {
      method: 'POST',
      path: '/job-applications/:id/submissions',
      handler: 'api::submission.submission.submit',
      config: staff,
    },
    {
      method: 'POST',
      path: '/submissions/:id/withdraw',
      handler: 'api::submission.submission.withdraw',
      config: staff,
    },
    {
      method: 'POST',
      path: '/submissions/:id/moves',
      handler: 'api::submission.submission.move',
      config: staff,
    },
  ],
};
