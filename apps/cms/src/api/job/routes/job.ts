import { factories } from '@strapi/strapi';

const adminOnly = { policies: ['global::is-admin'] };

/**
 * Public: the list (open jobs only), with the queries the website sends (the contract's PUBLIC_QUERIES). Staff: every
 * read and write.
 */
export default factories.createCoreRouter('api::job.job', {
  config: {
    find: { middlewares: [{ name: 'global::public-query', config: { endpoint: 'jobs' } }] },
    findOne: adminOnly,
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
});
