import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { REQUEST_ID_HEADER, requestIdFor } from '@agency/contract';
import { runInRequest } from '../lib/logging';
import { compileTrust } from './client-address';

/** The longest path a line gives as its route (a path is only logged when no route matched). */
const MAX_LOGGED_PATH = 256;

/**
 * Each request's id and its one log line (docs/021-operations.md "Logs"), in place of Strapi's `strapi::logger`, which
 * logged the URL with its query string.
 *
 * The id is the `X-Request-Id` the caller sent (a web instance, through nginx in the cluster) when the connecting
 * address is one `TRUST_PROXY` trusts (default `loopback`; the same rule as ./client-address.ts) and the id is
 * well-formed (the contract's `requestIdFor`); otherwise a new UUID. It is echoed in the answer's `X-Request-Id` and
 * named in every line the CMS logs while it handles the request (src/lib/logging.ts).
 *
 * The line, when the answer is done: `message: "request"`, `method`, `route` (the pattern of the route that matched,
 * `/api/jobs/:id`; the path without its query when none did, as for the admin panel's files), `status`, `durationMs`
 * and `requestId`; level `info`, `error` for a 5xx.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const trust = compileTrust(process.env.TRUST_PROXY || 'loopback');
  return async (ctx: Context, next: Next) => {
    const started = Date.now();
    const requestId = requestIdFor(ctx.req.headers[REQUEST_ID_HEADER], trust(ctx.req.socket.remoteAddress ?? '', 0));
    ctx.set(REQUEST_ID_HEADER, requestId);
    try {
      await runInRequest(requestId, next);
    } finally {
      const matched = (ctx as Context & { _matchedRoute?: unknown })._matchedRoute;
      const line = {
        method: ctx.method,
        route: typeof matched === 'string' ? matched : ctx.path.slice(0, MAX_LOGGED_PATH),
        status: ctx.status,
        durationMs: Date.now() - started,
        requestId,
      };
      if (ctx.status >= 500) strapi.log.error('request', line);
      else strapi.log.info('request', line);
    }
  };
};
