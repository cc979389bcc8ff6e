import { factories } from '@strapi/strapi';

/** Staff with `articles` (docs/022-the-team.md). */
const articleStaff = { policies: [{ name: 'global::staff-may', config: { permission: 'articles' } }] };

/**
 * Public: the list (published articles only), with the queries the website sends (the contract's PUBLIC_QUERIES).
 * Staff whose role has `articles`: every read and write.
 */
export default factories.createCoreRouter('api::article.article', {
  config: {
    find: { middlewares: [{ name: 'global::public-query', config: { endpoint: 'articles' } }] },
    findOne: articleStaff,
    create: articleStaff,
    update: articleStaff,
    delete: articleStaff,
  },
});
