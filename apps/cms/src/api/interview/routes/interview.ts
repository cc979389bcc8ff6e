/**
 * Interviews of submitted candidates (docs/025-placements.md "Interviews and calendar invitations"), for staff whose
 * role holds `clients` (Admin and Recruiter; users-permissions' actions in src/bootstrap/permissions.ts, and the
 * `global::staff-may` policy); the changes as for submitting: a Recruiter only on the jobs they own
 * (lib/job-ownership.ts):
 * - POST /api/submissions/:documentId/interviews `{ data }` — 201: book a time (`startsAt`) or propose 2–5 (`slots`);
 * - GET /api/submissions/:documentId/interviews — 200: the submission's interviews;
 * - POST /api/interviews/:documentId/reschedule, /cancel, /outcome — 200; 409 when the interview is not scheduled.
 */
const staff = { policies: [{ name: 'global::staff-may', config: { permission: 'clients' } }] };

export default {
  routes: [
    { method: 'POST', path: '/submissions/:id/interviews', handler: 'api::interview.interview.create', config: staff },
    { method: 'GET', path: '/submissions/:id/interviews', handler: 'api::interview.interview.list', config: staff },
    {
      method: 'POST',
      path: '/interviews/:id/reschedule',
      handler: 'api::interview.interview.reschedule',
      config: staff,
    },
    { method: 'POST', path: '/interviews/:id/cancel', handler: 'api::interview.interview.cancel', config: staff },
    { method: 'POST', path: '/interviews/:id/outcome', handler: 'api::interview.interview.outcome', config: staff },
  ],
};
