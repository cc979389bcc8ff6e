import { UNAVAILABLE_ERROR } from '@agency/contract';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { isOutage, outageBody } from '../lib/outages';

/**
 * `global::outage` (config/middlewares.ts, right inside `strapi::errors`): a request that meets its database or its
 * file storage out of reach (lib/outages.ts `isOutage`) is answered 503 with the contract's `UNAVAILABLE_ERROR` and
 * `Retry-After`, instead of Strapi's 500 "Internal Server Error" (docs/021-operations.md "The cluster as production
 * runs it"). The log line names the route and the error's code, never the request's data.
 * @throws whatever else the request throws, for `strapi::errors`.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (error) {
      if (!isOutage(error)) throw error;
      const { code, name } = error as { code?: unknown; name?: unknown };
      strapi.log.error(
        `${ctx.method} ${ctx.path}: answered 503, a dependency is out of reach (${String(code ?? name)}).`,
      );
      ctx.status = UNAVAILABLE_ERROR.status;
      ctx.set('Retry-After', String(UNAVAILABLE_ERROR.retryAfterSeconds));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = outageBody();
    }
  };
