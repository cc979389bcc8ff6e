import { redisConnectionOptions } from '@agency/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../../../../scripts/lib/redis.mjs';
import { createRateLimit } from './rate-limit';

/**
 * The CMS's limits that must hold across instances (docs/022-the-team.md "Password reset and change"), with a real
 * redis-server: two instances count together, and an outage neither fails nor holds up a request.
 */

let redis: TestRedis;
const connections: Redis[] = [];

/** A connection as `rateLimitRedis` makes one (one per CMS instance), once it is ready. */
async function connect(): Promise<Redis> {
  const connection = new Redis(redis.url, redisConnectionOptions({ commandTimeoutMs: 500, connectTimeoutMs: 2_000 }));
  connection.on('error', () => undefined);
  connections.push(connection);
  if (connection.status !== 'ready') await new Promise((resolve) => connection.once('ready', resolve));
  return connection;
}

beforeAll(async () => {
  redis = await startRedis();
});

afterAll(async () => {
  for (const connection of connections) connection.disconnect();
  await redis?.stop();
});

describe('createRateLimit', () => {
  it('counts in memory without Redis: `points` per key, then the seconds to wait', async () => {
    const limit = createRateLimit({ keyPrefix: 'memory', points: 2, seconds: 60, redis: null });
    expect(await limit.consume('a')).toEqual({ allowed: true });
    expect(await limit.consume('a')).toEqual({ allowed: true });
    expect(await limit.consume('a')).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    const refused = (await limit.consume('a')) as { retryAfterSeconds: number };
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(await limit.consume('b')).toEqual({ allowed: true });
  });

  it('with Redis, two instances share the count of a key', async () => {
    const [one, two] = [await connect(), await connect()];
    const first = createRateLimit({ keyPrefix: 'shared', points: 3, seconds: 60, redis: one });
    const second = createRateLimit({ keyPrefix: 'shared', points: 3, seconds: 60, redis: two });
    const answers = [
      await first.consume('address'),
      await second.consume('address'),
      await first.consume('address'),
      await second.consume('address'),
    ];
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false]);
    expect(await one.ttl('shared:address')).toBeGreaterThan(55);
  });

  it('while Redis is away, counts in memory at once, without failing', async () => {
    const connection = await connect();
    const limit = createRateLimit({ keyPrefix: 'outage', points: 2, seconds: 60, redis: connection });
    await redis.kill();
    try {
      const started = Date.now();
      const answers = [await limit.consume('k'), await limit.consume('k'), await limit.consume('k')];
      expect(answers.map((answer) => answer.allowed)).toEqual([true, true, false]);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await redis.start();
    }
  });
});
