import { describe, expect, it } from 'vitest';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import requestLog from './request-log';
import { currentRequestId } from '../lib/logging';

type Line = [level: string, message: string, fields: Record<string, unknown>];

/** Runs the middleware once for a request from `address` with the given `X-Request-Id`; what it logged and echoed. */
async function handle(
  address: string,
  given?: string,
  matched: { route?: string } = { route: '/api/job-applications/:id' },
) {
  const logged: Line[] = [];
  const log = (level: string) => (message: string, fields: Record<string, unknown>) =>
    logged.push([level, message, fields]);
  const strapi = { log: { info: log('info'), error: log('error') } } as unknown as Core.Strapi;
  const echoed: Record<string, string> = {};
  const ctx = {
    req: { headers: given === undefined ? {} : { 'x-request-id': given }, socket: { remoteAddress: address } },
    method: 'PUT',
    path: '/api/job-applications/abc',
    status: 404,
    set: (name: string, value: string) => (echoed[name] = value),
  } as unknown as Context & { _matchedRoute?: string };
  let seenInside: string | undefined;
  await requestLog(undefined, { strapi })(ctx, async () => {
    seenInside = currentRequestId();
    if (matched.route) ctx._matchedRoute = matched.route;
    ctx.status = 200;
  });
  return { logged, echoed: echoed['x-request-id'], seenInside };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request-log middleware', () => {
  it("keeps a trusted caller's well-formed id, names it in the request, and logs one line with the route pattern", async () => {
    const { logged, echoed, seenInside } = await handle('127.0.0.1', 'trace-me-1');
    expect(echoed).toBe('trace-me-1');
    expect(seenInside).toBe('trace-me-1');
    expect(logged).toEqual([
      [
        'info',
        'request',
        {
          method: 'PUT',
          route: '/api/job-applications/:id',
          status: 200,
          durationMs: expect.any(Number) as number,
          requestId: 'trace-me-1',
        },
      ],
    ]);
  });

  it('replaces the id of an untrusted caller, and never logs it', async () => {
    const { logged, echoed } = await handle('203.0.113.9', 'forged-by-a-visitor');
    expect(echoed).toMatch(uuid);
    expect(logged[0][2].requestId).toBe(echoed);
    expect(JSON.stringify(logged)).not.toContain('forged');
  });

  it('replaces an id longer than 128 characters or with other characters, even from a trusted caller', async () => {
    for (const forged of ['a'.repeat(129), 'id"},"level":"fatal', 'two words']) {
      const { logged, echoed } = await handle('127.0.0.1', forged);
      expect(echoed).toMatch(uuid);
      expect(JSON.stringify(logged)).not.toContain(forged);
    }
  });

  it('gives the path without its query when no route matched', async () => {
    const { logged } = await handle('127.0.0.1', undefined, {});
    expect(logged[0][2].route).toBe('/api/job-applications/abc');
  });
});
