import { FORM_RATE_LIMIT_MESSAGE, FORM_RATE_WINDOW_SECONDS, formRateLimit } from '@agency/contract';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimitRefused } from './metrics.server';
import { redisClient } from './redis.server';

/**
 * Per-client limits (docs/000-product.md §15) with rate-limiter-flexible. Where the counts live:
 * - `REDIS_URL` unset: in this process's memory (one web instance);
 * - `REDIS_URL` set (scale-out, docs/016-deployment.md): in Redis (`RateLimiterRedis`, keys `<keyPrefix>:<key>`
 *   expiring with their window), so that every web instance sharing that Redis counts the same attempts; a client gets
 *   `points` in all, whichever instance it reaches. While Redis cannot be reached (not connected, or a command fails or
 *   times out, lib/redis.server.ts), each call falls back at once to a limiter in this process's memory with the
 *   same rule (rate-limiter-flexible's `insuranceLimiter`): a request is never failed or held up by an outage, and
 *   the limit then holds per instance.
 * `redis` is for tests (a connection of their own; null for memory only); by default this process's shared one.
 * Each refusal of `allow` is counted under the limit's `keyPrefix` (app/lib/metrics.server.ts `rateLimitRefused`).
 */
export function createRateLimit({
  keyPrefix,
  points,
  seconds,
  redis = redisClient(),
}: {
  keyPrefix: string;
  points: number;
  seconds: number;
  redis?: Redis | null;
}) {
  const inMemory = new RateLimiterMemory({ keyPrefix, points, duration: seconds });
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix,
        points,
        duration: seconds,
        rejectIfRedisNotReady: true,
        insuranceLimiter: inMemory,
      })
    : inMemory;
  return {
    /** True when `key` (a client's address, an account) may go on, counting this attempt; false when over the limit. */
    async allow(key: string): Promise<boolean> {
      try {
        await limiter.consume(key || 'unknown');
        return true;
      } catch {
        rateLimitRefused(keyPrefix);
        return false;
      }
    },
    /** True when `key` has used up its attempts, without counting one more. */
    async isOver(key: string): Promise<boolean> {
      const state = await limiter.get(key || 'unknown');
      return state !== null && state.consumedPoints >= points;
    },
    /** Forgets the attempts of `key`. */
    async reset(key: string): Promise<void> {
      await limiter.delete(key || 'unknown');
    },
  };
}

/**
 * Public form submissions: `FORM_RATE_LIMIT` per client every 10 minutes (default 10; the contract's `formRateLimit`,
 * beside the CMS's own limit above it, `cmsFormRateLimit`).
 */
const publicForms = createRateLimit({
  keyPrefix: 'public-forms',
  points: formRateLimit(process.env.FORM_RATE_LIMIT),
  seconds: FORM_RATE_WINDOW_SECONDS,
});

export const RATE_LIMIT_MESSAGE = FORM_RATE_LIMIT_MESSAGE;

/** True when `clientIp` may submit a public form once more (and counts this submission). */
export function allowSubmission(clientIp: string): Promise<boolean> {
  return publicForms.allow(clientIp);
}
