import type { Core } from '@strapi/strapi';
import { service as serviceOf } from '../../services';

/** Koa's context as these handlers read it. */
interface Context {
  query: Record<string, unknown>;
  request: { body?: unknown };
  body: unknown;
}

/**
 * The public renewal of a talent-pool consent (routes/talent-pool.ts, docs/023-talent-pool.md "Consent and
 * retention"); the rules are services/talent-pool.ts's.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::candidate.talent-pool');
  return {
    /** GET /talent-pool/renewal?token= → `{ data: { until, renewedUntil, months } }`; 404 unknown. Changes nothing. */
    async lookup(ctx: Context) {
      ctx.body = { data: await service().lookupRenewal(ctx.query.token), meta: {} };
    },
    /** POST /talent-pool/renew `{ token }` → `{ data: { until } }`; 404 unknown or used. */
    async renew(ctx: Context) {
      ctx.body = { data: await service().renew(ctx.request.body ?? {}), meta: {} };
    },
  };
};
