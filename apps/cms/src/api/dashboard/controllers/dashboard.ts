import type { Core } from '@strapi/strapi';

interface DashboardService {
  stats(): Promise<unknown>;
  applicationsPerWeek(): Promise<unknown>;
}

/** GET /dashboard/stats and GET /dashboard/applications-per-week (Admin only). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::dashboard.dashboard') as unknown as DashboardService;
  return {
    async stats(ctx: { body: unknown }) {
      ctx.body = await service().stats();
    },
    async applicationsPerWeek(ctx: { body: unknown }) {
      ctx.body = await service().applicationsPerWeek();
    },
  };
};
