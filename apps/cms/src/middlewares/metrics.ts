import { performance } from 'perf_hooks';
import { METRICS_PATH } from '@agency/contract';
import type { Context, Next } from 'koa';
import { carriesToken, metricsAnswer, metricsConfig, observeRequest } from '../lib/metrics';

/**
 * `global::metrics`, first of all middlewares (config/middlewares.ts; docs/021-operations.md "Metrics and alerts"):
 * - every request is timed until its answer ends and counted (lib/metrics.ts `observeRequest`) under the route
 *   pattern Strapi's router matched (`ctx._matchedRoute` of @koa/router: `/api/jobs/:id`), `static` for its catch-all
 *   of files (the admin panel's, a path nothing else serves: a pattern that is no path, `([^/]*)`), or `other` when
 *   no route matched, with its status (499 when the client left first);
 * - `/metrics` answers Prometheus only: a request carrying `Authorization: Bearer <METRICS_TOKEN>` (compared in
 *   constant time) gets the metrics, any other 401; without `METRICS_TOKEN` the path is Strapi's like any other (404).
 *   `METRICS_PORT` serves them without a token on 127.0.0.1 (lib/metrics.ts `listenForMetrics`).
 * With `METRICS=off` it only passes the request on.
 */
export default () => {
  const { enabled, token } = metricsConfig;
  return async (ctx: Context, next: Next): Promise<void> => {
    if (!enabled) {
      await next();
      return;
    }
    if (token && ctx.path === METRICS_PATH) {
      ctx.set('Cache-Control', 'no-store');
      if (!carriesToken(ctx.get('authorization') || undefined, token)) {
        ctx.set('WWW-Authenticate', 'Bearer');
        ctx.status = 401;
        return;
      }
      const { contentType, body } = await metricsAnswer();
      ctx.type = contentType;
      ctx.body = body;
      return;
    }
    const start = performance.now();
    ctx.res.once('close', () => {
      const route = (ctx as Context & { _matchedRoute?: unknown })._matchedRoute;
      const status = ctx.res.writableFinished ? ctx.res.statusCode : 499;
      observeRequest(
        typeof route !== 'string' ? 'other' : route.startsWith('/') ? route : 'static',
        status,
        (performance.now() - start) / 1000,
        ctx.method,
      );
    });
    await next();
  };
};
