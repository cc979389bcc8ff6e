import { PAGE_INVALIDATION_CHANNEL } from '@agency/contract';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRedis, type TestRedis } from '../../../scripts/lib/redis.mjs';
import { subscribeToInvalidations, tagsOf, type InvalidationSubscription } from './cache-invalidation';
import { PageCache, type PageRequest } from './page-cache';
import { log } from '~/lib/log.server';

/**
 * The page caches of several web instances told of changes over a real Redis (scale-out, docs/016-deployment.md), as
 * the CMS publishes them (apps/cms src/lib/page-invalidation.ts).
 */

let redis: TestRedis;
let publisher: Redis;
const subscriptions: InvalidationSubscription[] = [];

beforeAll(async () => {
  redis = await startRedis();
  publisher = new Redis(redis.url);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(subscriptions.splice(0).map((subscription) => subscription.close()));
});

afterAll(async () => {
  publisher?.disconnect();
  await redis?.stop();
});

const JOB: PageRequest = { url: 'http://site.test/jobs/nurse-dubai', tags: ['*', 'job:nurse-dubai'], streamed: false };
const ARTICLES: PageRequest = { url: 'http://site.test/insights', tags: ['*', 'articles'], streamed: false };
const render = async () => new Response('<p>page</p>', { headers: { 'content-type': 'text/plain' } });

/** A cache holding the job page and the article list, subscribed to the Redis of the tests. */
async function subscribedCache(): Promise<PageCache> {
  const cache = new PageCache();
  const subscription = subscribeToInvalidations(cache, redis.url);
  subscriptions.push(subscription);
  await subscription.ready;
  await cache.refresh(JOB, render);
  await cache.refresh(ARTICLES, render);
  return cache;
}

const holds = (cache: PageCache, request: PageRequest) => cache.lookup(request, render) !== undefined;

describe('invalidation over Redis', () => {
  it('reaches every subscribed instance, each emptying only the pages that show what changed', async () => {
    const caches = [await subscribedCache(), await subscribedCache()];
    expect(caches.every((cache) => holds(cache, JOB) && holds(cache, ARTICLES))).toBe(true);

    expect(
      await publisher.publish(PAGE_INVALIDATION_CHANNEL, JSON.stringify({ tags: ['jobs', 'job:nurse-dubai'] })),
    ).toBe(2);
    await vi.waitFor(() => expect(caches.map((cache) => holds(cache, JOB))).toEqual([false, false]));
    expect(caches.map((cache) => holds(cache, ARTICLES))).toEqual([true, true]);
  });

  it('ignores a message that is not { "tags": string[] }', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const cache = await subscribedCache();
    await publisher.publish(PAGE_INVALIDATION_CHANNEL, 'not json');
    await publisher.publish(PAGE_INVALIDATION_CHANNEL, JSON.stringify({ tags: [1] }));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(holds(cache, JOB) && holds(cache, ARTICLES)).toBe(true);
  });

  it('drops the whole cache when it subscribes again after a lost connection, and hears later changes', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const cache = await subscribedCache();
    // Redis goes away and comes back empty: whatever was published meanwhile never reached this instance.
    await redis.kill();
    await redis.start();
    await vi.waitFor(() => expect([holds(cache, JOB), holds(cache, ARTICLES)]).toEqual([false, false]), {
      timeout: 5_000,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Redis (page cache invalidation) unreachable'));

    await cache.refresh(JOB, render);
    await cache.refresh(ARTICLES, render);
    publisher.disconnect();
    publisher = new Redis(redis.url);
    expect(await publisher.publish(PAGE_INVALIDATION_CHANNEL, JSON.stringify({ tags: ['articles'] }))).toBe(1);
    await vi.waitFor(() => expect(holds(cache, ARTICLES)).toBe(false));
    expect(holds(cache, JOB)).toBe(true);
  });
});

describe('an invalidation message', () => {
  it('is { "tags": string[] }', () => {
    expect(tagsOf('{"tags":["jobs","job:a"]}')).toEqual(['jobs', 'job:a']);
    expect(tagsOf('{"tags":[]}')).toEqual([]);
    expect(tagsOf('{"tags":"jobs"}')).toBeNull();
    expect(tagsOf('null')).toBeNull();
    expect(tagsOf('{')).toBeNull();
    expect(tagsOf(JSON.stringify({ tags: ['x'.repeat(301)] }))).toBeNull();
  });
});
