import { factories } from '@strapi/strapi';
import { isAdminUser } from '../../../lib/roles';

/**
 * Articles. Visitors only ever read published versions: a `status=draft` query from anybody but staff is
 * replaced by `published` (DESIGN §5 "public article lists contain published articles only").
 */
export default factories.createCoreController('api::article.article', () => ({
  async find(ctx) {
    if (!isAdminUser(ctx.state.user)) ctx.query = { ...ctx.query, status: 'published' };
    return super.find(ctx);
  },
  async findOne(ctx) {
    if (!isAdminUser(ctx.state.user)) ctx.query = { ...ctx.query, status: 'published' };
    return super.findOne(ctx);
  },
}));
