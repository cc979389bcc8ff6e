import { randomBytes } from 'node:crypto';
import { createRequestHandler as createExpressHandler } from '@react-router/express';
import express, { type Express } from 'express';
import { PAGE_INVALIDATION_PATH } from '@agency/contract';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import { redisClient } from '~/lib/redis.server';
import { requestInfo } from '~/lib/request-info';
import { limitRequestBodies } from './body-limit';
import { allowOneClickUnsubscribe } from './one-click-unsubscribe';
import { receiveInvalidations, subscribeToInvalidations } from './cache-invalidation';
import { policyWithNonce, SCRIPT_MARK_HEADER } from './csp';
import { cachedPagesFirst, type FastPathHooks } from './fast-path';
import { PageCache, servePublicPages } from './page-cache';

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
export type { FastPathHooks, ServedFromCache } from './fast-path';

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

app.use(limitRequestBodies());
app.use(allowOneClickUnsubscribe);

const pages = new PageCache();
app.post(PAGE_INVALIDATION_PATH, ...receiveInvalidations(pages));

/**
 * For server.js in production: its request handler, which answers the fresh cached pages of this app's page cache
 * before `server`'s Express middleware and hands everything else to `server` (./fast-path.ts).
 */
export const cachedPagesBeforeExpress = (server: Express, hooks?: FastPathHooks) =>
  cachedPagesFirst(pages, server, hooks);

if (production) {
  if (process.env.REDIS_URL) {
    // Connected now rather than at the first request (React Router's build, with the rate limits, is loaded then),
    // so that the first attempts are counted in Redis too, not in the fallback in memory.
    redisClient();
    subscribeToInvalidations(pages, process.env.REDIS_URL);
  }
  const render = createRequestHandler(build, 'production');
  app.use(
    servePublicPages(pages, async (url, req) => {
      // The scripts this render writes carry a mark of its own, which the cache turns into hashes (./csp.ts).
      const scriptMark = newNonce();
      const response = await render(
        new Request(url, { headers: { 'user-agent': 'page-cache' } }),
        loadContext(req, scriptMark, true),
      );
      const headers = new Headers(response.headers);
      headers.set(SCRIPT_MARK_HEADER, scriptMark);
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
