import { factories } from '@strapi/strapi';
import { withSlug } from '../../../lib/slug-field';

const UID = 'api::job.job';

/** Job postings: Strapi's service, plus a slug made from the title when none is given. */
export default factories.createCoreService(UID, ({ strapi }) => ({
  async create(params: { data: Record<string, unknown> }) {
    return super.create({ ...params, data: await withSlug(strapi, UID, params.data ?? {}) });
  },
  async update(documentId: string, params: { data: Record<string, unknown> }) {
    const current = await strapi.documents(UID).findOne({ documentId, fields: ['title'] });
    const data = current ? await withSlug(strapi, UID, params.data ?? {}, current.title as string) : params.data;
    return super.update(documentId, { ...params, data });
  },
}));
