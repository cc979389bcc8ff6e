import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '~/lib/log.server';
import { cmsRequest } from '~/lib/cms-client.server';
import { pathOf, requestLogging, type TrustProxy } from './request-log';

/** A stream that keeps what a logger writes, one parsed JSON line each. */
function capture() {
  const lines: Array<Record<string, unknown>> = [];
  let raw = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw += chunk.toString('utf8');
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines, raw: () => raw };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A server whose every request goes through `requestLogging(trust)` and then `handle`; its lines are captured. */
async function serve(trust: TrustProxy, handle: () => Promise<number> | number = () => 200) {
  const output = capture();
  const logging = requestLogging(trust, createLogger(output.stream, false));
  const server = createServer((req, res) => {
    logging(req, res, () => {
      void Promise.resolve(handle()).then((status) => {
        res.statusCode = status;
        res.end('ok');
      });
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, output };
}

const loopback: TrustProxy = (address) => address === '127.0.0.1' || address === '::ffff:127.0.0.1';
const nobody: TrustProxy = () => false;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestLogging: the request id', () => {
  it("keeps the trusted proxy's id, echoes it and writes one line with method, route, status and duration", async () => {
    const { url, output } = await serve(loopback, () => 201);
    const response = await fetch(`${url}/blog?q=ann%40example.com`, {
      headers: { 'X-Request-Id': '0f8c2a6d1e4b7c9a0f8c2a6d1e4b7c9a' },
    });
    expect(response.headers.get('x-request-id')).toBe('0f8c2a6d1e4b7c9a0f8c2a6d1e4b7c9a');
    await expect.poll(() => output.lines.length).toBe(1);
    expect(output.lines[0]).toMatchObject({
      level: 'info',
      app: 'web',
      message: 'request',
      requestId: '0f8c2a6d1e4b7c9a0f8c2a6d1e4b7c9a',
      method: 'GET',
      route: '/blog',
      status: 201,
    });
    expect(output.lines[0].durationMs).toEqual(expect.any(Number));
    // The query string (a search, an address) is never logged.
    expect(output.raw()).not.toContain('example.com');
  });

  it('writes the same line for a request that changes something (through pino-http)', async () => {
    const { url, output } = await serve(loopback, () => 303);
    const response = await fetch(`${url}/contact?service=it`, {
      method: 'POST',
      headers: { 'X-Request-Id': 'post-1', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=ann%40example.com',
      redirect: 'manual',
    });
    expect(response.headers.get('x-request-id')).toBe('post-1');
    await expect.poll(() => output.lines.length).toBe(1);
    expect(output.lines[0]).toEqual({
      level: 'info',
      time: expect.any(String) as string,
      app: 'web',
      message: 'request',
      requestId: 'post-1',
      method: 'POST',
      route: '/contact',
      status: 303,
      durationMs: expect.any(Number) as number,
    });
    expect(output.raw()).not.toContain('example.com');
  });

  it('replaces the id an untrusted client sent, and never logs it', async () => {
    const { url, output } = await serve(nobody);
    const response = await fetch(url, { headers: { 'X-Request-Id': 'forged-by-a-visitor' } });
    expect(response.headers.get('x-request-id')).toMatch(uuid);
    await expect.poll(() => output.lines.length).toBe(1);
    expect(output.lines[0].requestId).toBe(response.headers.get('x-request-id'));
    expect(output.raw()).not.toContain('forged-by-a-visitor');
  });

  it('replaces an id longer than 128 characters or with other characters, even from the trusted proxy', async () => {
    const { url, output } = await serve(loopback);
    for (const forged of ['a'.repeat(129), 'id"},"level":"fatal', 'two words', 'é-id']) {
      const response = await fetch(url, { headers: { 'X-Request-Id': forged } });
      expect(response.headers.get('x-request-id')).toMatch(uuid);
    }
    await expect.poll(() => output.lines.length).toBe(4);
    expect(output.raw()).not.toContain('a'.repeat(129));
    expect(output.raw()).not.toContain('fatal');
    expect(output.raw()).not.toContain('two words');
    for (const line of output.lines) expect(line.requestId).toMatch(uuid);
  });

  it('is in every line the app logs while the request is handled, and in every call to the CMS', async () => {
    const app = capture();
    const cmsHeaders: Array<string | undefined> = [];
    const cms = createServer((req, res) => {
      cmsHeaders.push(req.headers['x-request-id'] as string | undefined);
      res.setHeader('Content-Type', 'application/json');
      res.end('{"data":[]}');
    });
    servers.push(cms);
    await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
    process.env.CMS_URL = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
    const logger = createLogger(app.stream);
    const { url } = await serve(loopback, async () => {
      logger.warn('first');
      await cmsRequest('/jobs');
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.error({ err: new Error('later') }, 'after a timer');
      return 200;
    });
    const response = await fetch(url, { headers: { 'X-Request-Id': 'trace-me-1' } });
    expect(response.status).toBe(200);
    expect(app.lines.map((line) => [line.message, line.requestId])).toEqual([
      ['first', 'trace-me-1'],
      ['after a timer', 'trace-me-1'],
    ]);
    expect(cmsHeaders).toEqual(['trace-me-1']);
    // Outside a request: no id.
    logger.info('outside');
    expect(app.lines.at(-1)).not.toHaveProperty('requestId');
  });
});

describe('pathOf', () => {
  it('drops the query string and caps the length', () => {
    expect(pathOf('/blog?q=x&page=2')).toBe('/blog');
    expect(pathOf('/about')).toBe('/about');
    expect(pathOf(`/${'x'.repeat(400)}`)).toHaveLength(256);
  });

  it("never logs the token of a candidate's page (docs/025-placements.md)", () => {
    const token = 'Ab1_-'.repeat(8) + 'xyz';
    expect(pathOf(`/my-application/${token}`)).toBe('/my-application/:token');
    expect(pathOf(`/my-application/${token}.data?_routes=x`)).toBe('/my-application/:token');
    expect(pathOf(`/my-application/${token}/more`)).toBe('/my-application/:token/more');
    expect(pathOf('/my-application')).toBe('/my-application');
    expect(pathOf('/my-application/export.zip')).toBe('/my-application/export.zip');
  });
});
