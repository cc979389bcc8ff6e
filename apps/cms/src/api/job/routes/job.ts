import { factories } from '@strapi/strapi';

/** Staff whose role holds `jobs` (docs/022-the-team.md); who may change which job is the controller's rule. */
const jobStaff = { policies: [{ name: 'global::staff-may', config: { permission: 'jobs' } }] };

/**
 * Public: the list (open jobs only), with the queries the website sends (the contract's PUBLIC_QUERIES). Staff: every
 * read and write; a Recruiter changes and deletes only the jobs they own (controllers/job.ts).
 */
export default factories.createCoreRouter('api::job.job', {
  config: {
    find: { middlewares: [{ name: 'global::public-query', config: { endpoint: 'jobs' } }] },
    findOne: jobStaff,
    create: jobStaff,
    update: jobStaff,
    delete: jobStaff,
  },
});
