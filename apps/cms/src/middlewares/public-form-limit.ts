import { cmsFormRateLimit, FORM_RATE_LIMIT_MESSAGE, FORM_RATE_WINDOW_SECONDS } from '@agency/contract';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { applicationRefused, rateLimitRefused } from '../lib/metrics';
import { routePath } from '../lib/route-path';

/**
 * The routes that create records for anybody (docs/000-product.md §14): an application, an enquiry, a hiring request
 * (docs/024-employers.md), a job-alert subscription, a client's sign-in link. The other public writes are bound to a secret the caller must
 * hold — sign-in (users-permissions' own limit, `AUTH_RATE_LIMIT_MAX`), a session's refresh token, a job alert's
 * e-mailed token for confirm and unsubscribe (which change that one record and store nothing new; the web app calls
 * them for each visitor without a limit of its own, so a limit here would only ever refuse what it accepted).
 */
export const PUBLIC_CREATES = new Set([
  '/api/job-applications',
  '/api/contacts',
  '/api/hiring-requests',
  '/api/job-alerts',
  // A client contact's sign-in link (docs/024-employers.md "Submissions and the client portal"): a link and an e-mail.
  '/api/client-portal/sign-in-links',
  // "Send my link again" of the candidate's page (docs/025-placements.md "The candidate's page"): links and an e-mail.
  '/api/candidate-page/links',
]);

/**
 * `global::public-form-limit` (docs/017-security-audit.md): the CMS's own limit of public creates per client, for the
 * day its port is reachable by others than the web app: `CMS_FORM_RATE_LIMIT` requests to `PUBLIC_CREATES` per client
 * in 10 minutes (the contract's `cmsFormRateLimit`: by default three times the web app's `FORM_RATE_LIMIT`, so 30,
 * because it must never refuse what the web app accepted; the contract says why three). Every request is counted,
 * valid or not, before its body is read (the middleware sits before the body parser), so that a refusal costs
 * nothing; over the limit: 429 with Strapi's error shape and `Retry-After`, and nothing is stored. Each refusal is
 * counted (lib/metrics.ts), an application's also as an application refused.
 *
 * The client is the visitor whose address the web app forwards (src/middlewares/client-address.ts); the web app
 * forwards it with each of these forms.
 *
 * The counts live in this process's memory, also with `REDIS_URL`: the limit that visitors meet, shared by every web
 * instance, is the web app's in Redis; this one is the CMS's backstop against callers that skip the web app, which
 * stays bounded per instance (N CMS instances allow a client N times the limit, like users-permissions' sign-in
 * limit, config/plugins.ts), and a public write of the CMS never waits for or fails with Redis.
 */
export default () => {
  const points = cmsFormRateLimit(process.env.CMS_FORM_RATE_LIMIT, process.env.FORM_RATE_LIMIT);
  const limiter = new RateLimiterMemory({ keyPrefix: 'public-creates', points, duration: FORM_RATE_WINDOW_SECONDS });
  return async (ctx: Context, next: Next) => {
    const path = ctx.method === 'POST' ? routePath(ctx.path) : '';
    if (PUBLIC_CREATES.has(path)) {
      try {
        await limiter.consume(ctx.request.ip || 'unknown');
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        rateLimitRefused('public_forms');
        if (path === '/api/job-applications') applicationRefused('rate_limited');
        ctx.set('Retry-After', String(Math.ceil(refusal.msBeforeNext / 1000)));
        throw new errors.RateLimitError(FORM_RATE_LIMIT_MESSAGE, {
          retryAfterSeconds: Math.ceil(refusal.msBeforeNext / 1000),
        });
      }
    }
    await next();
  };
};
