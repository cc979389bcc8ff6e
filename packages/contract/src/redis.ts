/**
 * How both apps use Redis when several instances share it (docs/016-deployment.md): apps/web for its rate
 * limits and to hear of page invalidations, the CMS to publish them. Redis is never allowed to hold up or fail a
 * request: a command is not queued while the connection is down (it fails at once and the caller falls back), it
 * fails after `commandTimeoutMs` on a connection that hangs, and one that timed out is not sent again after a
 * reconnect (its caller has fallen back already: a rate limit counted in memory, an invalidation sent over HTTP, and
 * sent again it would count an attempt twice). The connection reconnects by itself, every 2 s at the most.
 * The shapes are ioredis's `RedisOptions` (docs: ioredis README "Auto-reconnect", "Offline Queue"); this package has
 * no dependency, so the types are the options' own.
 */
export function redisConnectionOptions({
  commandTimeoutMs,
  connectTimeoutMs,
}: {
  commandTimeoutMs: number;
  connectTimeoutMs: number;
}) {
  return {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    autoResendUnfulfilledCommands: false,
    commandTimeout: commandTimeoutMs,
    connectTimeout: connectTimeoutMs,
    retryStrategy: (attempt: number) => Math.min(attempt * 100, 2_000),
  };
}

/** What `reportRedisOutages` needs of a connection: ioredis's events. */
interface RedisEvents {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'reconnecting' | 'ready', listener: () => void): unknown;
}

/**
 * Logs an outage of `connection` once when it starts and once when it ends, not at every retry; `purpose` names the
 * connection in the messages.
 */
export function reportRedisOutages(connection: RedisEvents, purpose: string, warn: (message: string) => void): void {
  let down = false;
  const lost = (reason: string) => {
    if (down) return;
    down = true;
    warn(`Redis (${purpose}) unreachable, reconnecting: ${reason}`);
  };
  connection.on('error', (error) => lost(error.message));
  connection.on('reconnecting', () => lost('connection closed'));
  connection.on('ready', () => {
    if (!down) return;
    down = false;
    warn(`Redis (${purpose}) reachable again.`);
  });
}
