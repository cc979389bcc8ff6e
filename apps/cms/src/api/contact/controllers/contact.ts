import { factories } from '@strapi/strapi';

/** POST /contacts is the public form; reading enquiries is for staff (see the routes). */
export default factories.createCoreController('api::contact.contact', ({ strapi }) => ({
  async create(ctx) {
    const body = (ctx.request.body ?? {}) as { data?: unknown };
    const service = strapi.service('api::contact.contact') as unknown as { submit(data: unknown): Promise<unknown> };
    ctx.status = 201;
    ctx.body = { data: await service.submit(body.data), meta: {} };
  },
}));
