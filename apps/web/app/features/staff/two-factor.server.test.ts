import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleSignIn } from './sign-in.server';
import { handleTwoFactorStep, TWO_FACTOR_PATH } from './two-factor.server';

/**
 * The web app's side of two-factor sign-in (docs/022-the-team.md "Two-factor sign-in"), against a fake CMS whose
 * `POST /auth/local` answers a challenge instead of a session: the browser gets the code step, the challenge only in
 * the sealed `__staff_mfa` cookie (never in the URL), and no staff session.
 */

const CHALLENGE = 'eyJ1Ijo3fQ.c2lnbmF0dXJl';
let cms: Server;
beforeAll(async () => {
  cms = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ mfaRequired: true, challenge: CHALLENGE }));
  });
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('CMS_URL', `http://127.0.0.1:${(cms.address() as AddressInfo).port}`);
  vi.stubEnv('SESSION_SECRET', 'a-session-secret-for-the-unit-tests-of-two-factor');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => cms.close(resolve));
});

describe('a correct password for which the CMS wants a code', () => {
  it('leads to the code step with the challenge sealed in its cookie, and no session', async () => {
    const response = (await handleSignIn(
      new Request('http://localhost/admin/login', {
        method: 'POST',
        body: new URLSearchParams({ identifier: 'someone', password: 'right password', redirectTo: '/admin/jobs' }),
      }),
      '192.0.2.70',
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(TWO_FACTOR_PATH);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^__staff_mfa=/);
    expect(cookies[0]).toMatch(/HttpOnly/);
    expect(cookies[0]).toMatch(/Path=\/admin\/login/);
    expect(cookies[0]).toMatch(/SameSite=Lax/);
    expect(cookies[0]).not.toContain(CHALLENGE);
    expect(decodeURIComponent(cookies[0])).not.toContain(CHALLENGE);
  });

  it('answers the code step without that cookie with "sign in again", and calls no CMS', async () => {
    const answer = await handleTwoFactorStep(
      new Request(`http://localhost${TWO_FACTOR_PATH}`, {
        method: 'POST',
        body: new URLSearchParams({ intent: 'code', code: '123456' }),
      }),
      '192.0.2.71',
    );
    expect(answer).toMatchObject({ init: { status: 401 }, data: { step: 'expired' } });
  });
});
