import { factories } from '@strapi/strapi';
import { withSlug } from '../../../lib/slug-field';

const UID = 'api::article.article';

/** Articles: Strapi's service, plus a slug made from the title when none is given. */
export default factories.createCoreService(UID, ({ strapi }) => ({
  async create(params: { data: Record<string, unknown> }) {
    return super.create({ ...params, data: await withSlug(strapi, UID, params.data ?? {}) });
  },
}));
