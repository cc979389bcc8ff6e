import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { bearerTokenOf, METRICS_PATH, type MetricsSettings } from '@agency/contract';
import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject } from 'react-router';
import { metricsConfig, observeRequest, registry } from '~/lib/metrics.server';
import { routePath } from './route-path';

/**
 * How the web app's metrics (app/lib/metrics.server.ts) get in and out, docs/021-operations.md "Metrics and alerts":
 * each request is timed and counted by its route pattern, and `/metrics` is served to Prometheus only:
 * - on the app's own port, to a request with `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time; a
 *   request without the right token gets 401, and without `METRICS_TOKEN` the path is the app's like any other (its
 *   404 page). Being on this machine proves nothing: nginx in front makes every visitor a loopback caller;
 * - on `METRICS_PORT` of 127.0.0.1, when set, without a token (only this machine reaches it).
 * nginx in front answers `/metrics` with 404 itself (scripts/lib/cluster.mjs), so the public never reaches either.
 */

/** True when `authorization` carries `token` as its Bearer token (sha-256 of both compared in constant time). */
export function carriesToken(authorization: string | undefined, token: string): boolean {
  const given = bearerTokenOf(authorization);
  if (given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** Answers with the registry's metrics in Prometheus's text format, never stored by a cache. */
export async function sendMetrics(res: ServerResponse): Promise<void> {
  const body = await registry.metrics();
  res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  res.end(body);
}

/** The path of a request's URL, without its query. */
function pathOf(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** What React Router's build says of a route (`ServerBuild['routes']`): enough to rebuild its tree. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

/**
 * A function giving the route pattern of a path by React Router's own matching (`matchRoutes`) over the app's routes
 * (`build.routes`): `/jobs/:slug` for `/jobs/senior-nurse`, the same for its `.data` request, `/` for the home page,
 * `/*` for the not-found page; `other` when nothing matches. Patterns come from the route table only, so a label never
 * holds a slug, an id or a query. The last 1,000 paths' answers are remembered: a cached page's request costs a lookup.
 */
export function routeLabeller(manifest: Record<string, ManifestRoute | undefined>): (pathname: string) => string {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(manifest)
      .filter((route): route is ManifestRoute => route !== undefined && route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true }
          : {
              id: route.id,
              path: route.path,
              caseSensitive: route.caseSensitive,
              children: childrenOf(route.id),
            },
      );
  const routes = childrenOf(undefined);
  const known = new LRUCache<string, string>({ max: 1_000 });
  return (pathname) => {
    const page = routePath(pathname);
    let label = known.get(page);
    if (label === undefined) {
      const matches = matchRoutes(routes, page);
      const parts = (matches ?? [])
        .map((match) => match.route.path)
        .filter((path) => path !== undefined && path !== '');
      label = matches ? `/${parts.join('/')}` : 'other';
      known.set(page, label);
    }
    return label;
  };
}

/**
 * Node middleware (Express or plain node:http) that times every request and counts it when its answer ends
 * (`observeRequest`, with status 499 when the client left first) under `label(req, res)`, asked then; and serves
 * `METRICS_PATH` to a request carrying `METRICS_TOKEN` (401 for one that does not; without a token set the request goes
 * on like any other). With `METRICS=off` it only calls `next`. `settings`: this process's (`METRICS`, `METRICS_TOKEN`).
 */
export function requestMetrics(
  label: (req: IncomingMessage, res: ServerResponse) => string,
  { enabled, token }: MetricsSettings = metricsConfig,
) {
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void => {
    if (!enabled) return next();
    if (token && pathOf(req) === METRICS_PATH) {
      if (carriesToken(req.headers.authorization, token)) {
        sendMetrics(res).catch(next);
      } else {
        res.writeHead(401, { 'WWW-Authenticate': 'Bearer', 'Cache-Control': 'no-store' });
        res.end();
      }
      return;
    }
    const start = performance.now();
    res.once('close', () => {
      const status = res.writableFinished ? res.statusCode : 499;
      observeRequest(label(req, res), status, (performance.now() - start) / 1000, req.method);
    });
    next();
  };
}

/**
 * With `METRICS_PORT` set (and metrics on), a server on 127.0.0.1 at that port answering `GET /metrics` without a
 * token, and 404 to anything else; null otherwise. `settings`: this process's (`METRICS`, `METRICS_PORT`). A port in
 * use is the server's `error` event, which, unhandled, stops the process as the app's own `listen` would.
 */
export function listenForMetrics({ enabled, port }: MetricsSettings = metricsConfig): Server | null {
  if (!enabled || port === undefined) return null;
  const server = createServer((req, res) => {
    if (pathOf(req) === METRICS_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      sendMetrics(res).catch(() => res.destroy());
      return;
    }
    res.writeHead(404).end();
  });
  server.listen(port, '127.0.0.1');
  return server;
}
