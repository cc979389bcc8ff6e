import type { Core } from '@strapi/strapi';
import { service as serviceOf } from '../../services';

/** GET /dashboard/stats, /dashboard/applications-per-week and /dashboard/recent (Admin only). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::dashboard.dashboard');
  return {
    async stats(ctx: { body: unknown }) {
      ctx.body = await service().stats();
    },
    async applicationsPerWeek(ctx: { body: unknown }) {
      ctx.body = await service().applicationsPerWeek();
    },
    async recent(ctx: { body: unknown; state: { user: { id: number } } }) {
      ctx.body = await service().recent(ctx.state.user.id);
    },
  };
};
