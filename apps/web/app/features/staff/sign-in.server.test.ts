import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { metricValue } from '../../../test/metrics';
import { handleSignIn } from './sign-in.server';

/**
 * The counts of staff sign-in attempts (docs/021-operations.md "Metrics and alerts"), against a fake CMS that refuses
 * every password: each attempt counted by its outcome, the per-client limit's refusals under its name.
 */

let cms: Server;
beforeAll(async () => {
  cms = createServer((_req, res) => {
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: null, error: { status: 400, name: 'ValidationError', message: 'Invalid' } }));
  });
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('CMS_URL', `http://127.0.0.1:${(cms.address() as AddressInfo).port}`);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => cms.close(resolve));
});

const attempt = (fields: Record<string, string>, clientIp: string) =>
  handleSignIn(
    new Request('http://localhost/admin/login', { method: 'POST', body: new URLSearchParams(fields) }),
    clientIp,
  );
const outcome = (name: string) => metricValue('agency_web_staff_sign_ins_total', { outcome: name });

describe('handleSignIn counts every attempt by its outcome', () => {
  it('refused, invalid form, and rate limited past the per-client limit', async () => {
    const [refused, invalid, limited, limitRefusals] = await Promise.all([
      outcome('refused'),
      outcome('invalid_form'),
      outcome('rate_limited'),
      metricValue('agency_web_rate_limit_refusals_total', { limit: 'staff-sign-in' }),
    ]);
    await attempt({ identifier: 'admin' }, '192.0.2.50');
    expect(await outcome('invalid_form')).toBe(invalid + 1);
    for (let count = 1; count <= 10; count += 1) {
      await attempt({ identifier: `someone-${count}`, password: 'wrong password' }, '192.0.2.51');
    }
    expect(await outcome('refused')).toBe(refused + 10);
    expect(await outcome('rate_limited')).toBe(limited);
    await attempt({ identifier: 'someone-11', password: 'wrong password' }, '192.0.2.51');
    expect(await outcome('refused')).toBe(refused + 10);
    expect(await outcome('rate_limited')).toBe(limited + 1);
    expect(await metricValue('agency_web_rate_limit_refusals_total', { limit: 'staff-sign-in' })).toBe(
      limitRefusals + 1,
    );
  });
});
