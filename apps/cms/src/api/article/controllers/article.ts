import { factories } from '@strapi/strapi';

/** Articles: Strapi's controller. Visitors only ever read published versions (src/lib/published-for-visitors.ts). */
export default factories.createCoreController('api::article.article');
