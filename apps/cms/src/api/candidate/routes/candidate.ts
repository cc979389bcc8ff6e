/**
 * The talent pool's candidates (docs/023-talent-pool.md "Candidates"), for staff with `applications` (Admin and
 * Recruiter; users-permissions' actions in src/bootstrap/permissions.ts, and the `global::staff-may` policy):
 * - GET /api/candidates?q=&page=&pageSize= — the list;
 * - GET /api/candidates/tags?prefix= — tags in use, for suggestions (declared before `:documentId`);
 * - GET /api/candidates/:documentId — a candidate with every application, note, status move and resume;
 * - PUT /api/candidates/:documentId `{ data: { tags?, availability? } }`;
 * - POST /api/candidates/:documentId/merge `{ from }` — another candidate (documentId or e-mail) merged into this one.
 */
const staff = { policies: [{ name: 'global::staff-may', config: { permission: 'applications' } }] };

export default {
  routes: [
    { method: 'GET', path: '/candidates', handler: 'api::candidate.candidate.find', config: staff },
    { method: 'GET', path: '/candidates/tags', handler: 'api::candidate.candidate.tags', config: staff },
    { method: 'GET', path: '/candidates/:id', handler: 'api::candidate.candidate.findOne', config: staff },
    { method: 'PUT', path: '/candidates/:id', handler: 'api::candidate.candidate.update', config: staff },
    { method: 'POST', path: '/candidates/:id/merge', handler: 'api::candidate.candidate.merge', config: staff },
  ],
};
