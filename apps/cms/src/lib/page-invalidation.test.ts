import { createHmac } from 'crypto';
import http from 'http';
import type { AddressInfo } from 'net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../../../../scripts/lib/redis.mjs';
import { PAGE_INVALIDATION_CHANNEL } from '@agency/contract';
import { createPageNotifier, webUrlsOf, type PageNotifier } from './page-invalidation';

/**
 * How the CMS tells the web instances of a change (scale-out, docs/016-deployment.md), with a real redis-server and a
 * local HTTP server standing for a web instance that `WEB_URL` names.
 */

const SECRET = 'test-secret';
let redis: TestRedis;
let web: http.Server;
let webUrl: string;
/** The bodies the "web instance" received, with whether their signature was right. */
const received: Array<{ body: string; signed: boolean }> = [];
const open: Array<PageNotifier | Redis> = [];
const warnings: string[] = [];
const log = { warn: (message: string) => warnings.push(message) };

beforeAll(async () => {
  redis = await startRedis();
  web = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const expected = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
      received.push({ body, signed: req.headers['x-signature'] === expected });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
});

afterEach(async () => {
  received.length = 0;
  warnings.length = 0;
  await Promise.all(
    open.splice(0).map((item) => (item instanceof Redis ? item.quit().catch(() => undefined) : item.close())),
  );
});

afterAll(async () => {
  await new Promise((resolve) => web?.close(resolve));
  await redis?.stop();
});

/** A notifier on the test Redis and web instance, once its Redis connection is ready. */
async function notifier(): Promise<PageNotifier> {
  const made = createPageNotifier({ redisUrl: redis.url, webUrls: [webUrl], secret: SECRET, log });
  open.push(made);
  await made.ready;
  return made;
}

/** A web instance's subscription: the messages it has read. */
async function subscriber(): Promise<string[]> {
  const connection = new Redis(redis.url);
  open.push(connection);
  const messages: string[] = [];
  connection.on('message', (_channel: string, message: string) => messages.push(message));
  await connection.subscribe(PAGE_INVALIDATION_CHANNEL);
  return messages;
}

describe('page invalidation with REDIS_URL', () => {
  it('publishes the tags once for every subscribed web instance, and sends no HTTP message', async () => {
    const [first, second] = [await subscriber(), await subscriber()];
    await (await notifier()).notify(['jobs', 'job:nurse-dubai']);
    const expected = JSON.stringify({ tags: ['jobs', 'job:nurse-dubai'] });
    await expect.poll(() => [first, second]).toEqual([[expected], [expected]]);
    expect(received).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('sends the signed HTTP messages instead when no web instance listens on Redis', async () => {
    await (await notifier()).notify(['articles']);
    expect(received).toEqual([{ body: JSON.stringify({ tags: ['articles'] }), signed: true }]);
  });

  it('sends the HTTP messages at once while Redis is down, and publishes again once it is back', async () => {
    const pages = await notifier();
    await redis.kill();
    const started = Date.now();
    await pages.notify(['*']);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(received).toEqual([{ body: JSON.stringify({ tags: ['*'] }), signed: true }]);
    expect(warnings.some((warning) => warning.includes('Redis (page invalidation) unreachable'))).toBe(true);

    await redis.start();
    const messages = await subscriber();
    await expect.poll(() => warnings.at(-1), { timeout: 5_000 }).toBe('Redis (page invalidation) reachable again.');
    await pages.notify(['jobs']);
    await expect.poll(() => messages).toEqual([JSON.stringify({ tags: ['jobs'] })]);
    expect(received).toHaveLength(1);
  });
});

describe('page invalidation over HTTP', () => {
  /** A port of localhost where nothing listens (taken, then closed). */
  async function closedPort(): Promise<number> {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  it('warns of nothing for a web app that does not listen yet: it has no cached page (a first start seeds first)', async () => {
    const port = await closedPort();
    const pages = createPageNotifier({
      webUrls: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
      secret: SECRET,
      log,
    });
    open.push(pages);
    await pages.notify(['jobs', 'job:nurse-dubai']);
    expect(warnings).toEqual([]);
  });

  it('warns of a web app that answers with an error, and still tells the others', async () => {
    const failing = http.createServer((_req, res) => res.writeHead(500).end());
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const failingUrl = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
    try {
      const pages = createPageNotifier({ webUrls: [failingUrl, webUrl], secret: SECRET, log });
      open.push(pages);
      await pages.notify(['articles']);
      expect(warnings).toEqual([`Page cache of ${failingUrl} not told about articles: Error: HTTP 500`]);
      expect(received).toEqual([{ body: JSON.stringify({ tags: ['articles'] }), signed: true }]);
    } finally {
      await new Promise((resolve) => failing.close(resolve));
    }
  });
});

describe('WEB_URL', () => {
  it('is a comma-separated list, http://localhost:3000 when unset, none when empty', () => {
    expect(webUrlsOf(undefined)).toEqual(['http://localhost:3000']);
    expect(webUrlsOf('')).toEqual([]);
    expect(webUrlsOf(' http://a:3000/, http://b:3001 ')).toEqual(['http://a:3000', 'http://b:3001']);
  });
});
