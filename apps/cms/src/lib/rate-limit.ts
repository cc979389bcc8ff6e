import { redisConnectionOptions, reportRedisOutages } from '@agency/contract';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Limits of the CMS that must hold across its instances (docs/022-the-team.md "Password reset and change": a reset
 * storm against one address sends at most the contract's number of e-mails, whichever instance each request reaches),
 * with rate-limiter-flexible as apps/web's limits (apps/web app/lib/rate-limit.server.ts), the same way:
 * - `REDIS_URL` unset: counted in this process's memory;
 * - `REDIS_URL` set (scale-out, docs/016-deployment.md): counted in Redis (keys `<keyPrefix>:<key>`, expiring with
 *   their window) and shared by every instance; while Redis cannot be reached, each call falls back at once to a
 *   limiter in this process's memory with the same rule (`insuranceLimiter`), so that a request is never failed nor
 *   held up by an outage.
 * Keys are what the caller gives (a client's address, a hash of an e-mail address: never the address itself).
 */

/** How long a Redis command may take before the limit is counted in memory instead. */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2_000;

let shared: Redis | null | undefined;

/**
 * This process's Redis connection of the limits (made at the first call), or null without `REDIS_URL`; an outage is
 * logged with `warn` once when it starts and once when it ends.
 */
export function rateLimitRedis(warn: (message: string) => void): Redis | null {
  if (shared === undefined) {
    const url = process.env.REDIS_URL;
    shared = url
      ? new Redis(
          url,
          redisConnectionOptions({ commandTimeoutMs: COMMAND_TIMEOUT_MS, connectTimeoutMs: CONNECT_TIMEOUT_MS }),
        )
      : null;
    if (shared) reportRedisOutages(shared, 'CMS rate limits', warn);
  }
  return shared;
}

/** Closes the limits' Redis connection (Strapi's destroy); a later limit counts in memory. */
export async function closeRateLimits(): Promise<void> {
  const redis = shared;
  shared = null;
  await redis?.quit().catch(() => redis.disconnect());
}

/** A limit's answer: allowed, or refused with the seconds until the next attempt may pass. */
export type LimitAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A limit: `points` attempts per `seconds` for each key. */
export interface RateLimit {
  /** Counts one attempt of `key`: allowed while the key has points left. */
  consume(key: string): Promise<LimitAnswer>;
}

/**
 * A limit of `points` per `seconds` per key, in Redis or in memory as described above: `redis` is this process's
 * `rateLimitRedis()` (null: memory only).
 */
export function createRateLimit({
  keyPrefix,
  points,
  seconds,
  redis,
}: {
  keyPrefix: string;
  points: number;
  seconds: number;
  redis: Redis | null;
}): RateLimit {
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
    async consume(key) {
      try {
        await limiter.consume(key || 'unknown');
        return { allowed: true };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
  };
}
