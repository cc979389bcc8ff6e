import { randomBytes } from 'node:crypto';
import { createRequestHandler as createExpressHandler } from '@react-router/express';
import express, { type Express } from 'express';
import { PAGE_INVALIDATION_PATH } from '@agency/contract';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import { currentRequestId, type RequestContext, runInRequest } from '~/lib/log.server';
import { measurePageCache, observeRequest, pageCacheMetrics } from '~/lib/metrics.server';
import { closeRedisClient, redisClient } from '~/lib/redis.server';
import { requestInfo } from '~/lib/request-info';
import { limitRequestBodies } from './body-limit';
import { allowOneClickUnsubscribe } from './one-click-unsubscribe';
import { receiveInvalidations, subscribeToInvalidations, type InvalidationSubscription } from './cache-invalidation';
import { policyWithNonce, SCRIPT_MARK_HEADER } from './csp';
import { cachedPagesFirst } from './fast-path';
import { requestMetrics, routeLabeller } from './metrics';
import { PageCache, ROUTE_PATTERN_HEADER, servePublicPages } from './page-cache';
import { logRequest, requestIdOf } from './request-log';
import { pageReferrerPolicyWins } from './security-headers';

const production = process.env.NODE_ENV === 'production';
const build = () => import('virtual:react-router/server-build');

/**
 * React Router's context for one request: the client's address, and the CSP nonce (for a render for the page cache,
 * the mark of the scripts it renders).
 */
function loadContext(req: express.Request, cspNonce: string, forPageCache = false): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfo, { cspNonce, forPageCache, clientIp: req.ip ?? '' });
  return context;
}

/** A fresh nonce: 16 random bytes, base64. */
const newNonce = () => randomBytes(16).toString('base64');

/** For server.js, which sends the security headers before anything else, static files included. */
export { securityHeaders, setStaticFileHeaders } from './security-headers';
/** For server.js: the health endpoints in front of everything, and the graceful shutdown. */
export { health, startShuttingDown } from './health';
export { stopOnSignals } from './shutdown';

/** The route pattern of a path (./metrics.ts `routeLabeller` over this build's routes); `other` until they load. */
let routeLabel: (pathname: string) => string = () => 'other';
void build().then(({ routes }) => {
  routeLabel = routeLabeller(routes);
});

/**
 * For server.js to mount first (./metrics.ts, docs/021-operations.md "Metrics and alerts"): every request timed and
 * counted, labelled with its Express route (the invalidation endpoint) or React Router's route pattern once it
 * reaches this app, `static` when answered before (a built file); and `/metrics` for Prometheus. `listenForMetrics`
 * starts the `METRICS_PORT` listener. Answers given before Express are counted by `cachedPagesBeforeExpress` below.
 */
export const metrics = requestMetrics((req, res) => {
  if (!(res as express.Response).locals?.routed) return 'static';
  const route = (req as express.Request).route as { path?: unknown } | undefined;
  return typeof route?.path === 'string' ? route.path : routeLabel((req as express.Request).path);
});
export { listenForMetrics } from './metrics';
/** For server.js: each request's id and log line, first of all (./request-log.ts), and the app's logger. */
export { answerError, requestLogging } from './request-log';
export { log } from '~/lib/log.server';

/**
 * The Express app around React Router (server.js sends the security headers first, `./security-headers.ts`, and
 * compresses every answer that is not compressed yet), in order: request body limits counted on the stream
 * (./body-limit.ts), the one-click unsubscribe of job alert emails let past React Router's origin check
 * (./one-click-unsubscribe.ts), the public page cache with its invalidation endpoint (./page-cache.ts; its pages
 * carry a CSP with script hashes; with `REDIS_URL` it also hears of changes on Redis, ./cache-invalidation.ts), the
 * CSP with a per-request nonce for everything else (./csp.ts), and React Router.
 * In development there is neither cache nor CSP: Vite's hot-reload client injects inline scripts, and a developer
 * wants to see every edit.
 */
export const app = express();
// Like server.js's: a mounted app sets its own `X-Powered-By: Express` otherwise, on every page it answers.
app.disable('x-powered-by');

app.use((_req, res, next) => {
  res.locals.routed = true;
  next();
});
app.use(limitRequestBodies());
app.use(allowOneClickUnsubscribe);
app.use(pageReferrerPolicyWins);

const pages = new PageCache();
let invalidations: InvalidationSubscription | null = null;

/** Closes this process's Redis connections (the rate limits', the page cache's subscription): a graceful shutdown's. */
export async function closeConnections(): Promise<void> {
  await Promise.all([invalidations?.close(), closeRedisClient()]);
}
measurePageCache(() => pages.size);
app.post(PAGE_INVALIDATION_PATH, ...receiveInvalidations(pages));

/**
 * For server.js in production: its request handler, which answers the fresh cached pages of this app's page cache
 * before `server`'s Express middleware, with the request id, log line and metrics an answer through Express gets, and
 * hands everything else to `server` (./fast-path.ts). `server`'s `trust proxy` decides whose request id is kept.
 */
export function cachedPagesBeforeExpress(server: Express) {
  const trust = server.get('trust proxy fn') as (address: string, hop: number) => boolean;
  return cachedPagesFirst(pages, server, {
    // What server.js's first middleware does for every other request (./request-log.ts): the request's id.
    requestId: (req) => requestIdOf(req, trust),
    // Its log line, request metrics and the page cache's hit, as an answer through Express gets them.
    onServed: (req, _res, { path, status, durationMs, requestId = '' }) => {
      const route = routeLabel(path);
      const method = req.method ?? 'GET';
      logRequest({ method, route, status, durationMs: Math.round(durationMs), requestId });
      observeRequest(route, status, durationMs / 1000, method);
      pageCacheMetrics.hits.inc();
    },
  });
}

if (production) {
  if (process.env.REDIS_URL) {
    // Connected now rather than at the first request (React Router's build, with the rate limits, is loaded then),
    // so that the first attempts are counted in Redis too, not in the fallback in memory.
    redisClient();
    invalidations = subscribeToInvalidations(pages, process.env.REDIS_URL);
  }
  const render = createRequestHandler(build, 'production');
  app.use(
    servePublicPages(pages, async (url, req) => {
      // The scripts this render writes carry a mark of its own, which the cache turns into hashes (./csp.ts).
      const scriptMark = newNonce();
      // In a context of its own (the same request id), so that the route React Router names is this render's.
      const rendering: RequestContext = { requestId: currentRequestId() ?? '' };
      const response = await runInRequest(rendering, () =>
        render(new Request(url, { headers: { 'user-agent': 'page-cache' } }), loadContext(req, scriptMark, true)),
      );
      const headers = new Headers(response.headers);
      headers.set(SCRIPT_MARK_HEADER, scriptMark);
      if (rendering.route) headers.set(ROUTE_PATTERN_HEADER, rendering.route);
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    }),
  );
}

app.use((_req, res, next) => {
  res.locals.cspNonce = newNonce();
  if (production) res.setHeader('Content-Security-Policy', policyWithNonce(res.locals.cspNonce as string));
  next();
});

app.use(createExpressHandler({ build, getLoadContext: (req, res) => loadContext(req, res.locals.cspNonce as string) }));
