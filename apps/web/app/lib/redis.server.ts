import { Redis, type RedisOptions } from 'ioredis';
import { redisConnectionOptions, reportRedisOutages } from '@agency/contract';
import { log } from './log.server';

/**
 * Redis for apps/web when several instances share state (scale-out, docs/016-deployment.md): `REDIS_URL` (e.g.
 * `redis://localhost:6379/0`; unset: none, and every limit and cache stays in this process's memory as before).
 * Connections follow the contract's `redisConnectionOptions` (never queued, a command times out after
 * `COMMAND_TIMEOUT_MS`, reconnecting by itself) and log an outage once (`reportRedisOutages`).
 */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2_000;

/**
 * A new ioredis connection to `url`, set up as described above; `purpose` names it in the logs. For the rate limits
 * use the shared `redisClient()`; a subscriber needs a connection of its own (a subscribed connection runs no other
 * command). `options` go on top of those above.
 */
export function connectRedis(url: string, purpose: string, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    ...redisConnectionOptions({ commandTimeoutMs: COMMAND_TIMEOUT_MS, connectTimeoutMs: CONNECT_TIMEOUT_MS }),
    ...options,
  });
  reportRedisOutages(redis, purpose, (message) => log.warn(message));
  return redis;
}

let shared: Redis | null | undefined;

/**
 * This process's one Redis connection for commands (the rate limits), made at the first call; null when `REDIS_URL`
 * is unset.
 */
export function redisClient(): Redis | null {
  if (shared === undefined) shared = process.env.REDIS_URL ? connectRedis(process.env.REDIS_URL, 'rate limits') : null;
  return shared;
}

/** Closes the shared connection (a graceful shutdown, server/shutdown.ts); later `redisClient()` calls get none. */
export async function closeRedisClient(): Promise<void> {
  const redis = shared;
  shared = null;
  await redis?.quit().catch(() => redis.disconnect());
}
