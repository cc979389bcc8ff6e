/**
 * A job's Arabic version (docs/026-languages.md "Content in two languages"): staff whose role holds `jobs`; a Recruiter
 * saves and deletes only the Arabic version of a job they own (controllers/job.ts).
 * GET /api/jobs/:id/arabic → { data: { documentId, title, description, location, salary, skills, experience } } | 404
 * PUT /api/jobs/:id/arabic { data: the contract's jobArabicSchema } → the saved version
 * DELETE /api/jobs/:id/arabic → 204 | 404
 */
const jobStaff = { policies: [{ name: 'global::staff-may', config: { permission: 'jobs' } }] };

export default {
  routes: [
    { method: 'GET', path: '/jobs/:id/arabic', handler: 'api::job.job.findArabic', config: jobStaff },
    { method: 'PUT', path: '/jobs/:id/arabic', handler: 'api::job.job.saveArabic', config: jobStaff },
    { method: 'DELETE', path: '/jobs/:id/arabic', handler: 'api::job.job.deleteArabic', config: jobStaff },
  ],
};
