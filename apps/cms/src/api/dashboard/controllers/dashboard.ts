import type { Core } from '@strapi/strapi';

/** GET /dashboard/stats (Admin only). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async stats(ctx: { body: unknown }) {
    const service = strapi.service('api::dashboard.dashboard') as unknown as { stats(): Promise<unknown> };
    ctx.body = await service.stats();
  },
});
