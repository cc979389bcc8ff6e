import { factories } from '@strapi/strapi';

/**
 * Job postings: Strapi's controller. Visitors see open jobs only, in lists and through every relation; an exact
 * slug lookup (the job page) also finds a closed one (src/lib/published-for-visitors.ts).
 */
export default factories.createCoreController('api::job.job');
