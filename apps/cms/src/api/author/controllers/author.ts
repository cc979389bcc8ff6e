import { factories } from '@strapi/strapi';
import { isAdminUser } from '../../../lib/roles';

/**
 * Authors. Visitors read published relations only: `status=draft` with `populate=articles` would otherwise show
 * draft articles (DESIGN §5 "public article lists contain published articles only").
 */
export default factories.createCoreController('api::author.author', () => ({
  async find(ctx) {
    if (!isAdminUser(ctx.state.user)) ctx.query = { ...ctx.query, status: 'published' };
    return super.find(ctx);
  },
  async findOne(ctx) {
    if (!isAdminUser(ctx.state.user)) ctx.query = { ...ctx.query, status: 'published' };
    return super.findOne(ctx);
  },
}));
