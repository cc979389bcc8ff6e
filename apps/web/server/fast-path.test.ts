import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ID_HEADER } from '@agency/contract';
import { APPLIED_COOKIE, SESSION_COOKIE } from '~/lib/session-cookie';
import { SCRIPT_MARK_HEADER } from './csp';
import { cachedPagesFirst, type ServedFromCache } from './fast-path';
import { PageCache, servePublicPages } from './page-cache';
import { securityHeaders } from './security-headers';

/**
 * The answers before Express (./fast-path.ts) against the answers through it, byte for byte: server.js's Express
 * stack (compression, the security headers, the page cache's middleware) with one page cache, served once with the
 * fast path in front and once without it.
 */

const MARK = 'test-script-mark';
const HTML = `<!DOCTYPE html><html><head><title>Jobs</title></head><body>${'<p>An open role.</p>'.repeat(400)}<script nonce="${MARK}">window.__ready = true;</script></body></html>`;

let renders = 0;
const served: ServedFromCache[] = [];
const pages = new PageCache();
let viaExpress: http.Server;
let viaFastPath: http.Server;
/** Both paths again, each request with an id (server.js's first middleware through Express, the hook before it). */
let viaExpressWithIds: http.Server;
let viaFastPathWithIds: http.Server;
const REQUEST_ID = 'request-id-of-the-test';

/** server.js's Express app in production, with the page cache's middleware in place of the server build's app. */
function expressServer({ withIds = false } = {}) {
  const server = express();
  server.disable('x-powered-by');
  server.set('trust proxy', 'loopback');
  if (withIds) server.use((_req, res, next) => void (res.setHeader(REQUEST_ID_HEADER, REQUEST_ID), next()));
  server.use(compression());
  server.use(securityHeaders);
  server.use(
    servePublicPages(pages, async () => {
      renders += 1;
      return new Response(HTML, {
        headers: { 'content-type': 'text/html; charset=utf-8', [SCRIPT_MARK_HEADER]: MARK },
      });
    }),
  );
  server.use((_req, res) => void res.status(404).end('not a page'));
  return server;
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** The raw bytes of the answer to a raw HTTP/1.1 request, its Date header taken out (it ticks). */
function rawAnswer(port: number, request: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const answer = Buffer.concat(chunks);
      const head = answer.indexOf('\r\n\r\n');
      const headers = answer
        .subarray(0, head)
        .toString('latin1')
        .replace(/\r\nDate: [^\r]*/, '');
      resolve(Buffer.concat([Buffer.from(headers, 'latin1'), answer.subarray(head)]));
    });
  });
}

const request = (method: string, path: string, headers: Record<string, string> = {}) =>
  `${method} ${path} HTTP/1.1\r\nHost: site.test\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}Connection: close\r\n\r\n`;

let expressPort: number;
let fastPort: number;
let expressWithIdsPort: number;
let fastWithIdsPort: number;

beforeAll(async () => {
  const server = expressServer();
  viaExpress = http.createServer(server);
  viaFastPath = http.createServer(
    cachedPagesFirst(pages, server, { onServed: (_req, _res, info) => served.push(info) }),
  );
  expressPort = await listen(viaExpress);
  fastPort = await listen(viaFastPath);
  const serverWithIds = expressServer({ withIds: true });
  viaExpressWithIds = http.createServer(serverWithIds);
  viaFastPathWithIds = http.createServer(
    cachedPagesFirst(pages, serverWithIds, {
      requestId: () => REQUEST_ID,
      onServed: (_req, _res, info) => served.push(info),
    }),
  );
  expressWithIdsPort = await listen(viaExpressWithIds);
  fastWithIdsPort = await listen(viaFastPathWithIds);
  // Into the cache through Express, as the first visitor of a page puts it there.
  expect((await rawAnswer(expressPort, request('GET', '/blog?q=nurse'))).toString('latin1')).toMatch(/^HTTP\/1.1 200/);
});

afterAll(async () => {
  await new Promise((resolve) => viaExpress.close(resolve));
  await new Promise((resolve) => viaFastPath.close(resolve));
  await new Promise((resolve) => viaExpressWithIds.close(resolve));
  await new Promise((resolve) => viaFastPathWithIds.close(resolve));
});

describe('a cached page answered before Express', () => {
  const etag = async () =>
    /\r\nETag: ("[^"]+")/.exec((await rawAnswer(expressPort, request('HEAD', '/blog?q=nurse'))).toString('latin1'))![1];

  it.each([
    ['GET, brotli', 'GET', { 'Accept-Encoding': 'gzip, deflate, br, zstd' }],
    ['GET, gzip', 'GET', { 'Accept-Encoding': 'gzip' }],
    ['GET, gzip preferred by weight', 'GET', { 'Accept-Encoding': 'br;q=0.5, gzip' }],
    ['HEAD, brotli', 'HEAD', { 'Accept-Encoding': 'br' }],
    ['GET, a parameter the page ignores', 'GET', { 'Accept-Encoding': 'br' }, '/blog?q=nurse&utm_source=mail'],
  ])('is byte for byte the answer through Express: %s', async (_name, method, headers, path = '/blog?q=nurse') => {
    const before = served.length;
    const fast = await rawAnswer(fastPort, request(method, path, headers));
    expect(served.length, 'answered before Express').toBe(before + 1);
    const slow = await rawAnswer(expressPort, request(method, path, headers));
    expect(fast.toString('latin1')).toBe(slow.toString('latin1'));
    const text = fast.toString('latin1');
    expect(text).toMatch(/^HTTP\/1.1 200 OK\r\n/);
    expect(text).toMatch(/\r\ncontent-security-policy: [^\r]*script-src 'self' 'sha256-/);
    expect(text).toMatch(/\r\nStrict-Transport-Security: /);
    expect(text).toMatch(/\r\nVary: Accept-Encoding\r\n/);
    expect(text).toMatch(/\r\nCache-Control: public, max-age=0, s-maxage=10, stale-while-revalidate=60\r\n/);
    expect(renders).toBe(1);
  });

  it('repeats the head of its first answer of a page exactly, for each encoding', async () => {
    for (const encoding of ['br', 'gzip']) {
      const headers = { 'Accept-Encoding': encoding };
      const answers = [];
      for (let index = 0; index < 3; index += 1) {
        answers.push((await rawAnswer(fastPort, request('GET', '/blog?q=nurse', headers))).toString('latin1'));
      }
      const slow = (await rawAnswer(expressPort, request('GET', '/blog?q=nurse', headers))).toString('latin1');
      expect(answers).toEqual([slow, slow, slow]);
      expect(slow).toContain(`\r\nContent-Encoding: ${encoding}\r\n`);
    }
  });

  it('echoes the request id first of all headers, as the first middleware through Express does, every time', async () => {
    for (const encoding of ['br', 'gzip']) {
      const headers = { 'Accept-Encoding': encoding };
      const slow = (await rawAnswer(expressWithIdsPort, request('GET', '/blog?q=nurse', headers))).toString('latin1');
      expect(slow).toMatch(new RegExp(`^HTTP/1.1 200 OK\\r\\n${REQUEST_ID_HEADER}: ${REQUEST_ID}\\r\\n`));
      for (let index = 0; index < 3; index += 1) {
        const before = served.length;
        const fast = await rawAnswer(fastWithIdsPort, request('GET', '/blog?q=nurse', headers));
        expect(fast.toString('latin1'), `${encoding}, answer ${index + 1}`).toBe(slow);
        expect(served.slice(before)).toEqual([expect.objectContaining({ status: 200, requestId: REQUEST_ID })]);
      }
    }
    const conditional = { 'Accept-Encoding': 'br', 'If-None-Match': await etag() };
    const fast = await rawAnswer(fastWithIdsPort, request('GET', '/blog?q=nurse', conditional));
    expect(fast.toString('latin1')).toMatch(/^HTTP\/1.1 304 Not Modified\r\n/);
    expect(fast.toString('latin1')).toBe(
      (await rawAnswer(expressWithIdsPort, request('GET', '/blog?q=nurse', conditional))).toString('latin1'),
    );
  });

  it('is the same 304 as through Express for the ETag the client holds', async () => {
    const headers = { 'Accept-Encoding': 'br', 'If-None-Match': await etag() };
    const before = served.length;
    const fast = await rawAnswer(fastPort, request('GET', '/blog?q=nurse', headers));
    expect(served.at(-1)).toMatchObject({ path: '/blog', status: 304, cache: 'hit' });
    expect(served.length).toBe(before + 1);
    expect(fast.toString('latin1')).toMatch(/^HTTP\/1.1 304 Not Modified\r\n/);
    expect(fast.toString('latin1')).toBe(
      (await rawAnswer(expressPort, request('GET', '/blog?q=nurse', headers))).toString('latin1'),
    );
  });

  it('leaves to Express a staff member, an applicant, a page not cached, a client taking neither brotli nor gzip, a POST', async () => {
    const before = served.length;
    const cases: Array<[string, string, Record<string, string>]> = [
      ['GET', '/blog?q=nurse', { 'Accept-Encoding': 'br', Cookie: `theme=dark; ${SESSION_COOKIE}=sealed` }],
      ['GET', '/blog?q=nurse', { 'Accept-Encoding': 'br', Cookie: `${APPLIED_COOKIE}=1` }],
      ['GET', '/blog?q=engineer', { 'Accept-Encoding': 'br' }],
      ['GET', '/blog?q=nurse', { 'Accept-Encoding': 'deflate' }],
      ['GET', '/blog?q=nurse', {}],
      ['GET', '/admin/dashboard', { 'Accept-Encoding': 'br' }],
    ];
    for (const [method, path, headers] of cases) {
      const fast = await rawAnswer(fastPort, request(method, path, headers));
      const slow = await rawAnswer(expressPort, request(method, path, headers));
      expect(fast.toString('latin1'), `${method} ${path} ${JSON.stringify(headers)}`).toBe(slow.toString('latin1'));
    }
    expect(served.length).toBe(before);
    expect(renders).toBe(2); // ?q=engineer, once
  });
});

describe('what the fast path remembers of a request', () => {
  /** A raw GET of /blog?q=nurse in brotli with the Host and extra header lines given. */
  const get = (host: string, extra = '') =>
    `GET /blog?q=nurse HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: br\r\n${extra}Connection: close\r\n\r\n`;

  it('never answers for another host or protocol what it answered for one: each is its own page, through Express first', async () => {
    const rendersBefore = renders;
    // Seen and answered before Express for site.test over http (the tests above).
    let before = served.length;
    await rawAnswer(fastPort, get('site.test'));
    expect(served.length).toBe(before + 1);
    // The same URL for another host, and through the trusted proxy (loopback) over https: other pages, rendered.
    for (const [host, extra] of [
      ['other.test', ''],
      ['site.test', 'X-Forwarded-Proto: https\r\n'],
    ]) {
      before = served.length;
      const fast = await rawAnswer(fastPort, get(host, extra));
      expect(served.length, `${host} ${extra}: through Express`).toBe(before);
      expect(fast.toString('latin1')).toMatch(/^HTTP\/1.1 200 OK\r\n/);
      // Now cached: the next one is answered before Express, the same as through it.
      const again = await rawAnswer(fastPort, get(host, extra));
      expect(served.length, `${host} ${extra}: before Express`).toBe(before + 1);
      expect(again.toString('latin1')).toBe((await rawAnswer(expressPort, get(host, extra))).toString('latin1'));
    }
    expect(renders).toBe(rendersBefore + 2);
  });
});

describe('a page first rendered, then answered before Express, on one kept-alive connection', () => {
  /** The answers to `requests` sent at once on one connection (pipelined), each split into its head and its body. */
  function pipelined(port: number, requests: string[]): Promise<Array<{ head: string; body: Buffer }>> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(requests.join('')));
      let received = Buffer.alloc(0);
      const answers: Array<{ head: string; body: Buffer }> = [];
      socket.on('error', reject);
      socket.on('data', (chunk: Buffer) => {
        received = Buffer.concat([received, chunk]);
        for (;;) {
          const end = received.indexOf('\r\n\r\n');
          if (end === -1) break;
          const head = received.subarray(0, end).toString('latin1');
          const bodiless = requests[answers.length].startsWith('HEAD ') || / 304 /.test(head.split('\r\n')[0]);
          const length = bodiless ? 0 : Number(/\r\nContent-Length: (\d+)/i.exec(head)?.[1] ?? 0);
          if (received.length < end + 4 + length) break;
          answers.push({ head, body: received.subarray(end + 4, end + 4 + length) });
          received = received.subarray(end + 4 + length);
        }
        if (answers.length === requests.length) {
          socket.end();
          resolve(answers);
        }
      });
    });
  }

  it('has the same headers and body as its render, but for the Date and the request id, and keeps the connection', async () => {
    let ids = 0;
    const server = expressServer({ withIds: false });
    const seen: ServedFromCache[] = [];
    const fast = http.createServer(
      cachedPagesFirst(pages, server, {
        requestId: () => `id-${(ids += 1)}`,
        onServed: (_req, _res, info) => seen.push(info),
      }),
    );
    const port = await listen(fast);
    try {
      const get = (path: string, method = 'GET') =>
        `${method} ${path} HTTP/1.1\r\nHost: site.test\r\nAccept-Encoding: gzip\r\nConnection: keep-alive\r\n\r\n`;
      // The first request renders the page through Express (a miss); it is then fresh in the cache.
      const [render] = await pipelined(port, [get('/blog?q=welder')]);
      expect(seen).toHaveLength(0);
      // Then three at once on one connection: two hits and a HEAD, answered before Express in order.
      const answers = await pipelined(port, [
        get('/blog?q=welder'),
        get('/blog?q=welder'),
        get('/blog?q=welder', 'HEAD'),
      ]);
      expect(seen.map((info) => info.requestId)).toEqual(['id-1', 'id-2', 'id-3']);
      // Apart from what varies by answer: the Date and the request id (a render through Express has none here).
      const constant = (head: string) =>
        head.replace(/\r\nDate: [^\r]*/, '\r\nDate: (now)').replace(/\r\nX-Request-Id: [^\r]*/i, '');
      expect(render.head).toMatch(/\r\nDate: /);
      for (const [index, answer] of answers.entries()) {
        expect(answer.head, `answer ${index + 1}`).toMatch(
          new RegExp(`^HTTP/1.1 200 OK\r\n${REQUEST_ID_HEADER}: id-${index + 1}\r\n`),
        );
        expect(constant(answer.head), `answer ${index + 1}`).toBe(constant(render.head));
        expect(answer.head).toMatch(/\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5$/);
      }
      expect(answers[0].body.equals(render.body)).toBe(true);
      expect(answers[1].body.equals(render.body)).toBe(true);
      expect(answers[2].body).toHaveLength(0);
    } finally {
      await new Promise((resolve) => fast.close(resolve));
    }
  });
});
