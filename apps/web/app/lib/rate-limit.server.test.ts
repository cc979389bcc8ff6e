import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRedis, type TestRedis } from '../../../../scripts/lib/redis.mjs';
import { metricValue } from '../../test/metrics';
import { createRateLimit } from './rate-limit.server';
import { connectRedis } from './redis.server';
import { log } from './log.server';

/**
 * The limits of apps/web with their counts in a real Redis (scale-out, docs/016-deployment.md): each "instance" below
 * is a limit made on a connection of its own, as each web process makes its own.
 */

let redis: TestRedis;
const connections: Redis[] = [];

/** A new connection to `url`, once it is ready. */
async function connected(url: string): Promise<Redis> {
  const connection = connectRedis(url, 'test');
  connections.push(connection);
  if (connection.status !== 'ready') await new Promise((resolve) => connection.once('ready', resolve));
  return connection;
}

beforeAll(async () => {
  redis = await startRedis();
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  connections.forEach((connection) => connection.disconnect());
  await redis?.stop();
});

/** A staff sign-in limit as sign-in-limits.server.ts makes it (10 attempts in 15 minutes), on `connection`. */
const signInLimit = (connection: Redis | null, keyPrefix: string) =>
  createRateLimit({ keyPrefix, points: 10, seconds: 15 * 60, redis: connection });

describe('rate limits shared through Redis', () => {
  it('count the attempts of one client through every instance: the 11th is refused by a third one', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => connected(redis.url)));
    const instances = [signInLimit(a, 'shared'), signInLimit(b, 'shared'), signInLimit(c, 'shared')];
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect(await instances[attempt % 2].allow('198.51.100.1'), `attempt ${attempt}`).toBe(true);
    }
    expect(await instances[2].isOver('198.51.100.1')).toBe(true);
    expect(await instances[2].allow('198.51.100.1')).toBe(false);
    expect(await instances[0].allow('198.51.100.1')).toBe(false);
    // Another client is not concerned.
    expect(await instances[2].allow('198.51.100.2')).toBe(true);
    // A reset through one instance (a successful sign-in) is seen by all.
    await instances[1].reset('198.51.100.1');
    expect(await instances[2].isOver('198.51.100.1')).toBe(false);
    expect(await instances[0].allow('198.51.100.1')).toBe(true);
  });

  it('keep each limit apart by its prefix, with keys that expire with their window', async () => {
    const connection = await connected(redis.url);
    const forms = createRateLimit({ keyPrefix: 'forms-test', points: 1, seconds: 600, redis: connection });
    const signIn = signInLimit(connection, 'sign-in-test');
    expect(await forms.allow('192.0.2.1')).toBe(true);
    expect(await forms.allow('192.0.2.1')).toBe(false);
    expect(await signIn.allow('192.0.2.1')).toBe(true);
    const ttl = await connection.pttl('forms-test:192.0.2.1');
    expect(ttl).toBeGreaterThan(590_000);
    expect(ttl).toBeLessThanOrEqual(600_000);
  });

  it('count each refusal under the name of its limit (docs/021-operations.md), and nothing that was allowed', async () => {
    const limit = createRateLimit({ keyPrefix: 'counted-test', points: 2, seconds: 600, redis: null });
    const refusals = () => metricValue('agency_web_rate_limit_refusals_total', { limit: 'counted-test' });
    const before = await refusals();
    expect([await limit.allow('192.0.2.7'), await limit.allow('192.0.2.7')]).toEqual([true, true]);
    expect(await refusals()).toBe(before);
    expect([await limit.allow('192.0.2.7'), await limit.allow('192.0.2.7')]).toEqual([false, false]);
    expect(await refusals()).toBe(before + 2);
  });

  it('without Redis, count in memory per instance, as before', async () => {
    const a = signInLimit(null, 'memory');
    const b = signInLimit(null, 'memory');
    for (let attempt = 1; attempt <= 10; attempt += 1) expect(await a.allow('203.0.113.9')).toBe(true);
    expect(await a.allow('203.0.113.9')).toBe(false);
    expect(await b.allow('203.0.113.9')).toBe(true);
  });

  it('answer at once while Redis is down or hangs, counting in memory, and share the count again once it is back', async () => {
    const own = await startRedis();
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    try {
      const connection = await connected(own.url);
      const limit = signInLimit(connection, 'outage');
      expect(await limit.allow('198.51.100.7')).toBe(true);
      expect(await connection.get('outage:198.51.100.7')).toBe('1');

      // A server that hangs: each call waits at most the command timeout (500 ms), then counts in memory.
      own.freeze();
      let started = Date.now();
      expect(await limit.allow('198.51.100.7')).toBe(true);
      expect(Date.now() - started).toBeLessThan(1_500);
      own.thaw();

      // A server that is gone: no call waits for it.
      await own.kill();
      await vi.waitFor(() => expect(connection.status).not.toBe('ready'));
      started = Date.now();
      for (let attempt = 2; attempt <= 10; attempt += 1) {
        expect(await limit.allow('198.51.100.7'), `attempt ${attempt}`).toBe(true);
      }
      expect(await limit.isOver('198.51.100.7')).toBe(true);
      expect(await limit.allow('198.51.100.7')).toBe(false);
      expect(Date.now() - started).toBeLessThan(500);
      expect(warn.mock.calls.filter(([message]) => String(message).includes('unreachable'))).toHaveLength(1);

      // Back (a new, empty server): the count is in Redis again.
      await own.start();
      await vi.waitFor(() => expect(connection.status).toBe('ready'), { timeout: 5_000 });
      expect(await limit.allow('198.51.100.7')).toBe(true);
      expect(await connection.get('outage:198.51.100.7')).toBe('1');
      expect(warn).toHaveBeenLastCalledWith('Redis (test) reachable again.');
    } finally {
      await own.stop();
    }
  });
});
