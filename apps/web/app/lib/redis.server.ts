import { Redis, type RedisOptions } from 'ioredis';

/**
 * Redis for apps/web when several instances share state (issue 12, scale-out): `REDIS_URL` (e.g.
 * `redis://localhost:6379/0`; unset: none, and every limit and cache stays in this process's memory as before).
 *
 * A connection made here never holds a request up while Redis is away: commands are not queued while it is
 * disconnected (they fail at once, and the rate limits fall back to memory), a command on a connection that hangs
 * fails after `COMMAND_TIMEOUT_MS`, and it reconnects by itself, every `RETRY_MAX_MS` at most. An outage is logged
 * once when it starts and once when it ends, not at every retry.
 */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2_000;
const RETRY_MAX_MS = 2_000;

/**
 * A new ioredis connection to `url`, set up as described above; `purpose` names it in the logs. For the rate limits
 * use the shared `redisClient()`; a subscriber needs a connection of its own (a subscribed connection runs no other
 * command). `options` go on top of those above.
 */
export function connectRedis(url: string, purpose: string, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // A command that timed out was answered already (by the fallback): sent again after a reconnect, it would count
    // an attempt twice.
    autoResendUnfulfilledCommands: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, RETRY_MAX_MS),
    ...options,
  });
  let down = false;
  const lost = (reason: string) => {
    if (down) return;
    down = true;
    console.warn(`Redis (${purpose}) unreachable, reconnecting: ${reason}`);
  };
  redis.on('error', (error: Error) => lost(error.message));
  redis.on('reconnecting', () => lost('connection closed'));
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    console.warn(`Redis (${purpose}) reachable again.`);
  });
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
