import { factories } from '@strapi/strapi';

/** Staff with `jobs` (docs/022-the-team.md); who may change which job is the ownership rules' (`jobs.any`). */
const jobsStaff = { policies: [{ name: 'global::staff-may', config: { permission: 'jobs' } }] };

/**
 * Public: the list (open jobs only), with the queries the website sends (the contract's PUBLIC_QUERIES). Staff whose
 * role has `jobs`: every read and write.
 */
export default factories.createCoreRouter('api::job.job', {
  config: {
    find: { middlewares: [{ name: 'global::public-query', config: { endpoint: 'jobs' } }] },
    findOne: jobsStaff,
    create: jobsStaff,
    update: jobsStaff,
    delete: jobsStaff,
  },
});
