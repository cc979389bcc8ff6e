import { factories } from '@strapi/strapi';
import { service } from '../../services';

/** POST /contacts is the public form; reading enquiries and setting their status is for staff (see the routes). */
export default factories.createCoreController('api::contact.contact', ({ strapi }) => ({
  async create(ctx) {
    const body = (ctx.request.body ?? {}) as { data?: unknown };
    ctx.status = 201;
    ctx.body = { data: await service(strapi, 'api::contact.contact').submit(body.data), meta: {} };
  },

  /** PUT /contacts/:documentId with `{ data: { status } }`: 200 with the enquiry; 400 for anything else; 404. */
  async update(ctx) {
    const body = (ctx.request.body ?? {}) as { data?: unknown };
    const documentId = String(ctx.params.id);
    ctx.body = { data: await service(strapi, 'api::contact.contact').setStatus(documentId, body.data), meta: {} };
  },
}));
