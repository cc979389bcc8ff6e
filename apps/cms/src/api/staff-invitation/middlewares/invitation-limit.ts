import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimitRefused, type RateLimitLabel } from '../../../lib/metrics';

/** users-permissions' sign-in limit settings (config/plugins.ts `ratelimit`). */
interface SignInLimit {
  enabled?: boolean;
  interval?: number;
  max?: number;
}

/**
 * `api::staff-invitation.invitation-limit`: the public invitation routes (lookup and accept) limited per client like
 * the sign-in (users-permissions' `ratelimit` settings: `AUTH_RATE_LIMIT_MAX` requests a minute, default 10), each
 * route counted apart, by the client's address only (src/middlewares/client-address.ts). Not the plugin's own
 * `rateLimit` middleware: it adds the body's `email` to its key on every route but its own three, so a caller could
 * get a fresh count per request by changing that field. Counts in this process's memory, as the sign-in limit's.
 * Over the limit: 429 with `Retry-After`, counted in the metrics under the route's `config.limit` (`sign_in` by
 * default; the public links of e-mails, talent-pool renewal and /my-data, say `links`).
 */
export default (
  config: { limit?: RateLimitLabel } | undefined,
  { strapi }: { strapi: { config: { get<T>(key: string): T } } },
) => {
  const label = config?.limit ?? 'sign_in';
  const settings = strapi.config.get<SignInLimit | undefined>('plugin::users-permissions.ratelimit') ?? {};
  const enabled = settings.enabled !== false;
  const limiter = new RateLimiterMemory({
    keyPrefix: 'staff-invitations',
    points: settings.max ?? 10,
    duration: Math.max(1, Math.round((settings.interval ?? 60_000) / 1000)),
  });
  return async (ctx: Context, next: Next) => {
    if (enabled) {
      try {
        await limiter.consume(`${ctx.path}:${ctx.request.ip || 'unknown'}`);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        rateLimitRefused(label);
        const seconds = Math.ceil(refusal.msBeforeNext / 1000);
        ctx.set('Retry-After', String(seconds));
        throw new errors.RateLimitError('Too many requests, please try again later.', { retryAfterSeconds: seconds });
      }
    }
    await next();
  };
};
