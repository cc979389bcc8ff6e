import { factories } from '@strapi/strapi';
import { service } from '../../../lib/services';

/** POST /contacts is the public form; reading enquiries is for staff (see the routes). */
export default factories.createCoreController('api::contact.contact', ({ strapi }) => ({
  async create(ctx) {
    const body = (ctx.request.body ?? {}) as { data?: unknown };
    ctx.status = 201;
    ctx.body = { data: await service(strapi, 'api::contact.contact').submit(body.data), meta: {} };
  },
}));
