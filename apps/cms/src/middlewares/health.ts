import {
  HEALTH_HEADERS,
  healthStatusCode,
  liveAnswer,
  LIVENESS_PATH,
  READINESS_PATH,
  shuttingDownAnswer,
  type HealthAnswer,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { createReadinessProbe, isShuttingDown } from '../lib/health';

/**
 * `global::health` (docs/021-operations.md "Health"), first of config/middlewares.ts: answers `GET`/`HEAD` of
 * `/healthz` (liveness: 200 while the process answers, also while it drains) and `/readyz` (readiness: the database,
 * the resume and cover storage, Redis when configured, each with its own timeout, lib/health.ts; 503 naming `shutdown`
 * from the moment a shutdown starts) with the contract's `HealthAnswer`, `Cache-Control: no-store`, before any other
 * middleware: public, never behind the API's authentication, counted by no rate limit, and not in the request log.
 * Strapi's own `/_health` (204, nothing checked) stays as it is.
 * While the CMS syncs its schema and seeds, Strapi does not listen yet (it listens once bootstrap is done): "not
 * listening" is the not-ready state then, and a proxy tries another instance.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const probe = createReadinessProbe(strapi);
  const send = (ctx: Context, answer: HealthAnswer) => {
    ctx.status = healthStatusCode(answer);
    ctx.set(HEALTH_HEADERS);
    ctx.body = JSON.stringify(answer);
  };
  return async (ctx: Context, next: Next) => {
    const probed = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (probed && ctx.path === LIVENESS_PATH) send(ctx, liveAnswer());
    else if (probed && ctx.path === READINESS_PATH) {
      const answer = isShuttingDown() ? shuttingDownAnswer() : await probe();
      send(ctx, isShuttingDown() ? shuttingDownAnswer() : answer);
    } else await next();
  };
};
