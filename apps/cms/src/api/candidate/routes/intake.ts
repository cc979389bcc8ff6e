/**
 * "Add candidate" (docs/023-talent-pool.md "Added by staff"), for staff with `applications` (Admin and Recruiter;
 * users-permissions' action in src/bootstrap/permissions.ts, and the `global::staff-may` policy):
 * - POST /api/candidates (multipart: `data` JSON with the contract's `candidateIntakeSchema` fields, `files.resume`)
 *   → 201 `{ data: { documentId } }`; 409 naming the candidate when the address is known.
 */
const staff = { policies: [{ name: 'global::staff-may', config: { permission: 'applications' } }] };

export default {
  routes: [{ method: 'POST', path: '/candidates', handler: 'api::candidate.intake.create', config: staff }],
};
