import { factories } from '@strapi/strapi';
import { isAdminUser } from '../../../lib/roles';

type Filters = Record<string, unknown> & { slug?: unknown };

/** Looking a job up by its exact slug (the job page) is allowed for closed jobs too: the page says it is closed. */
function isSlugLookup(filters: Filters | undefined): boolean {
  const slug = filters?.slug;
  return (
    typeof slug === 'string' ||
    (typeof slug === 'object' && slug !== null && typeof (slug as { $eq?: unknown }).$eq === 'string')
  );
}

/**
 * Job postings. Visitors' lists contain open jobs only (DESIGN §4): a closed job is no longer advertised,
 * but its page still answers so that old links explain that the role is closed.
 */
export default factories.createCoreController('api::job.job', () => ({
  async find(ctx) {
    if (!isAdminUser(ctx.state.user)) {
      const filters = ctx.query.filters as Filters | undefined;
      if (!isSlugLookup(filters)) {
        ctx.query = { ...ctx.query, filters: { $and: [filters ?? {}, { status: 'open' }] } };
      }
    }
    return super.find(ctx);
  },
}));
