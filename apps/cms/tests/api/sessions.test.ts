import { randomUUID } from 'crypto';
import { describe, expect, inject, it } from 'vitest';
import { api, expectError } from './helpers';
import { DEMO_ADMIN } from './setup/admin-panel';

/**
 * Staff sessions (issue 7, DESIGN §7): users-permissions' session management — a short access token, a refresh
 * token, and a logout that ends the session so that its tokens are refused at the next request — and a sign-in that
 * takes as long for an unknown identifier as for a known one.
 */

async function signIn(
  identifier: string = DEMO_ADMIN.username,
  password: string = DEMO_ADMIN.password,
  deviceId = randomUUID(),
) {
  const response = await api('POST', '/auth/local', { json: { identifier, password, deviceId } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { jwt: response.body.jwt as string, refreshToken: response.body.refreshToken as string, deviceId };
}

const staffMe = (token: string) => api('GET', '/staff/me', { token });
const refresh = (refreshToken: string) => api('POST', '/auth/refresh', { json: { refreshToken } });
const logout = (token: string, deviceId: string) => api('POST', '/auth/logout', { token, json: { deviceId } });

/** Seconds an access token lives, from its own claims. */
function lifespan(token: string): number {
  const { iat, exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  return exp - iat;
}

describe('staff sessions', () => {
  it('a sign-in returns a short access token and a refresh token', async () => {
    const session = await signIn();
    expect(lifespan(session.jwt)).toBe(600);
    expect(session.refreshToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await staffMe(session.jwt)).status).toBe(200);
  });

  it('a refresh gives a new access token for the same session', async () => {
    const session = await signIn();
    const refreshed = await refresh(session.refreshToken);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.jwt).not.toBe(session.jwt);
    expect((await staffMe(refreshed.body.jwt)).status).toBe(200);
  });

  it('logout ends the session: every token of it is refused at the next request', async () => {
    const session = await signIn();
    const refreshed = (await refresh(session.refreshToken)).body as { jwt: string; refreshToken: string };
    expect((await logout(refreshed.jwt, session.deviceId)).status).toBe(200);

    expectError(await staffMe(refreshed.jwt), 401);
    expectError(await staffMe(session.jwt), 401);
    expectError(await refresh(refreshed.refreshToken), 401);
  });

  it('logout on one device leaves the other devices signed in', async () => {
    const office = await signIn();
    const laptop = await signIn();
    expect((await logout(office.jwt, office.deviceId)).status).toBe(200);
    expect((await staffMe(laptop.jwt)).status).toBe(200);
  });

  it('a visitor cannot log anybody out', async () => {
    expectError(await api('POST', '/auth/logout', { json: { scope: 'all' } }), 403);
  });

  it('a user without the Admin role can end its own session', async () => {
    const user = inject('authenticatedUser');
    const session = await signIn(user.username, user.password);
    expect((await logout(session.jwt, session.deviceId)).status).toBe(200);
    expectError(await api('GET', '/users/me', { token: session.jwt }), 401);
  });
});

describe('sign-in timing', () => {
  /** Median duration of `count` refused sign-ins with this identifier, in milliseconds. */
  async function medianRefusal(identifier: string, count = 7): Promise<number> {
    const durations: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const started = performance.now();
      const response = await api('POST', '/auth/local', { json: { identifier, password: `wrong-${index}` } });
      durations.push(performance.now() - started);
      expect(response.status).toBe(400);
    }
    return durations.sort((a, b) => a - b)[Math.floor(count / 2)];
  }

  it('takes as long for an unknown identifier as for an existing account (no account enumeration)', async () => {
    const known = await medianRefusal(DEMO_ADMIN.email);
    const unknown = await medianRefusal(`nobody-${randomUUID()}@example.com`);
    // Both cost one bcrypt comparison (about 100 ms); before the fix an unknown identifier took about a tenth.
    expect(unknown / known).toBeGreaterThan(0.6);
  });
});
