import type { Core } from '@strapi/strapi';
import { staffRoleOf, type UserWithRole } from '../../../lib/roles';
import { service as serviceOf } from '../../services';

/**
 * GET /dashboard/stats (the counts the caller's role may see), /dashboard/applications-per-week,
 * /dashboard/applications-by-source and /dashboard/recent (routes/dashboard.ts names each one's permission).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::dashboard.dashboard');
  return {
    async stats(ctx: { body: unknown; state: { user?: UserWithRole } }) {
      ctx.body = await service().stats(staffRoleOf(ctx.state.user));
    },
    async applicationsPerWeek(ctx: { body: unknown }) {
      ctx.body = await service().applicationsPerWeek();
    },
    async applicationsBySource(ctx: { body: unknown }) {
      ctx.body = await service().applicationsBySource();
    },
    async recent(ctx: { body: unknown; state: { user: { id: number } } }) {
      ctx.body = await service().recent(ctx.state.user.id);
    },
  };
};
