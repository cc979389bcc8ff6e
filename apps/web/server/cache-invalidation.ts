import { createHmac, timingSafeEqual } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import type { PageCache } from './page-cache';

/**
 * POST /internal/cache-invalidation — the CMS reports what changed (apps/cms src/lib/page-invalidation.ts): a JSON
 * body `{ "tags": ["jobs", "job:nurse-dubai", …] }`, signed in `X-Signature: sha256=<hex HMAC-SHA256 of the body>`
 * with `CACHE_INVALIDATION_SECRET`, which both apps share. Answers 204 once every page showing those tags is out of
 * the cache, 401 for a missing or wrong signature, 400 for anything else. A replayed message only empties the cache.
 */
export const INVALIDATION_PATH = '/internal/cache-invalidation';

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
      let tags: unknown;
      try {
        tags = (JSON.parse(body.toString('utf8')) as { tags?: unknown }).tags;
      } catch {
        tags = undefined;
      }
      if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string' && tag.length <= 300)) {
        res.status(400).json({ error: { message: 'Send { "tags": string[] }.' } });
        return;
      }
      cache.invalidate(tags as string[]);
      res.status(204).end();
    },
  ];
}
