import { createHmac, timingSafeEqual } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import { PAGE_INVALIDATION_CHANNEL } from '@agency/contract';
import { connectRedis } from '~/lib/redis.server';
import type { PageCache } from './page-cache';
import { log } from '~/lib/log.server';

/**
 * How the CMS reports what changed (apps/cms src/lib/page-invalidation.ts): a JSON message
 * `{ "tags": ["jobs", "job:nurse-dubai", …] }` naming the pages (page-cache.ts) that it makes outdated. It arrives
 * - over Redis (`REDIS_URL` set, docs/016-deployment.md): published on the contract's `PAGE_INVALIDATION_CHANNEL`,
 *   which every web instance subscribes to (`subscribeToInvalidations`), so that an instance the CMS was never told
 *   about hears of every change too;
 * - over HTTP: POST `PAGE_INVALIDATION_PATH` (/internal/cache-invalidation, `receiveInvalidations`), signed in
 *   `X-Signature: sha256=<hex HMAC-SHA256 of the body>` with `CACHE_INVALIDATION_SECRET`, which both apps share. It
 *   answers 204 once every page showing those tags is out of the cache, 401 for a missing or wrong signature, 400
 *   for anything else. A replayed message only empties the cache.
 */

/** The tags of an invalidation message, or null when `text` is not one (not JSON, or not `{ "tags": string[] }`). */
export function tagsOf(text: string): string[] | null {
  let tags: unknown;
  try {
    tags = (JSON.parse(text) as { tags?: unknown } | null)?.tags;
  } catch {
    return null;
  }
  return Array.isArray(tags) && tags.every((tag) => typeof tag === 'string' && tag.length <= 300)
    ? (tags as string[])
    : null;
}

function validSignature(body: Buffer, header: string | undefined, secret: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function receiveInvalidations(cache: PageCache) {
  return [
    express.raw({ type: 'application/json', limit: '16kb' }),
    (req: Request, res: Response) => {
      const secret = process.env.CACHE_INVALIDATION_SECRET;
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!secret || !validSignature(body, req.get('x-signature'), secret)) {
        res.status(401).json({ error: { message: 'Unsigned or wrongly signed invalidation.' } });
        return;
      }
      const tags = tagsOf(body.toString('utf8'));
      if (!tags) {
        res.status(400).json({ error: { message: 'Send { "tags": string[] }.' } });
        return;
      }
      cache.invalidate(tags);
      res.status(204).end();
    },
  ];
}

/** A subscription of one cache to the invalidations published in Redis. */
export interface InvalidationSubscription {
  /** Resolves once subscribed for the first time. */
  ready: Promise<void>;
  /** Unsubscribes and closes the connection. */
  close(): Promise<void>;
}

/**
 * Subscribes `cache` to `PAGE_INVALIDATION_CHANNEL` of the Redis at `url` (a connection of its own: a subscribed
 * connection runs no other command), and empties its entries of the tags of each message published there.
 * A message published while this instance was not subscribed (before it started, while Redis or the network was
 * down) is lost: so at every subscription, the first and each after a reconnect, the whole cache is dropped
 * (`invalidate(['*'])`) once Redis confirmed it, and whatever changed meanwhile is rendered anew. While it is
 * disconnected, the cache serves what it has, and the CMS's HTTP message (when it knows this instance) still
 * reaches it. Messages that are not `{ "tags": string[] }` are logged and ignored.
 */
export function subscribeToInvalidations(cache: PageCache, url: string): InvalidationSubscription {
  // Subscribing again ourselves at each 'ready' (rather than ioredis's own resubscription) tells us when it is done.
  const connection = connectRedis(url, 'page cache invalidation', { autoResubscribe: false });
  let subscribed: () => void = () => {};
  const ready = new Promise<void>((resolve) => (subscribed = resolve));
  connection.on('ready', () => {
    connection.subscribe(PAGE_INVALIDATION_CHANNEL).then(
      () => {
        cache.invalidate(['*']);
        subscribed();
      },
      (error: unknown) => {
        log.warn({ err: error }, `Subscribing to ${PAGE_INVALIDATION_CHANNEL} failed, reconnecting`);
        connection.disconnect(true);
      },
    );
  });
  connection.on('message', (channel: string, message: string) => {
    if (channel !== PAGE_INVALIDATION_CHANNEL) return;
    const tags = tagsOf(message);
    if (tags) cache.invalidate(tags);
    else log.warn(`Ignored a message on ${PAGE_INVALIDATION_CHANNEL} that is not { "tags": string[] }.`);
  });
  return {
    ready,
    async close() {
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
