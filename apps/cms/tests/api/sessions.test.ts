import { randomBytes, randomUUID } from 'crypto';
import { describe, expect, inject, it } from 'vitest';
import { api, cmsUrl, expectError, sharedPanelToken } from './helpers';
import { createUser, DEMO_ADMIN } from './setup/admin-panel';

/**
 * Staff sessions (docs/006-staff-sessions-and-sign-in-limits.md, docs/000-product.md §16): users-permissions' session
 * management — a short access token, a refresh token, and a logout that ends the session so that its tokens are refused
 * at the next request; a refresh token used again after its rotation ends every session of its account
 * (docs/017-security-audit.md), except within the grace period after the rotation (`STAFF_REFRESH_GRACE_SECONDS`, 2 s
 * for this suite: setup/global-setup.ts) — and a sign-in that takes as long for an unknown identifier as for a known
 * one.
 */

const GRACE_MS = 2_000;

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

/** A staff member of its own (role Admin), so that ending all of its sessions touches no other test. */
async function newStaffMember(): Promise<{ username: string; password: string }> {
  const suffix = randomBytes(4).toString('hex');
  const user = { username: `staff-${suffix}`, email: `staff-${suffix}@example.com`, password: `Staff-${suffix}-2026!` };
  await createUser(cmsUrl(), sharedPanelToken(), user, 'admin');
  return user;
}

describe('refresh token reuse', () => {
  it('a refresh token used again after its rotation is refused and ends every session of the account', async () => {
    const staff = await newStaffMember();
    const office = await signIn(staff.username, staff.password);
    const laptop = await signIn(staff.username, staff.password);
    const rotated = await refresh(office.refreshToken);
    expect(rotated.status).toBe(200);
    const current = rotated.body as { jwt: string; refreshToken: string };
    expect(current.refreshToken).not.toBe(office.refreshToken);
    expect((await staffMe(current.jwt)).status).toBe(200);

    // Someone else kept the token from before the refresh, and presents it once the owner has moved on.
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS + 500));
    expectError(await refresh(office.refreshToken), 401, 'Invalid refresh token');

    // Every session of the account ends: the owner's current one, the other device's, their access tokens at once.
    for (const token of [current.jwt, office.jwt, laptop.jwt]) expectError(await staffMe(token), 401);
    for (const token of [current.refreshToken, laptop.refreshToken]) expectError(await refresh(token), 401);
    // The owner signs in again.
    expect((await staffMe((await signIn(staff.username, staff.password)).jwt)).status).toBe(200);
  });

  it('two refreshes with the same token moments apart (two tabs, two web instances) keep one session', async () => {
    const staff = await newStaffMember();
    const session = await signIn(staff.username, staff.password);
    const first = await refresh(session.refreshToken);
    const second = await refresh(session.refreshToken);
    expect([first.status, second.status]).toEqual([200, 200]);
    // The second gets the session the first moved to, not a new one.
    expect(second.body.refreshToken).toBe(first.body.refreshToken);
    for (const answer of [first, second]) expect((await staffMe(answer.body.jwt as string)).status).toBe(200);

    // At the very same moment, too.
    const together = await Promise.all([refresh(first.body.refreshToken), refresh(first.body.refreshToken)]);
    expect(together.map((answer) => answer.status)).toEqual([200, 200]);
    for (const answer of together) {
      expect((await staffMe(answer.body.jwt as string)).status).toBe(200);
      expect((await refresh(answer.body.refreshToken as string)).status).toBe(200);
    }
    expect((await staffMe(session.jwt)).status).toBe(200);
  });
});

describe('sign-in timing', () => {
  /**
   * The median duration of refused sign-ins with each identifier, in milliseconds: `rounds` rounds, each asking every
   * identifier once in turn, so that a burst of load on the machine (other suites run beside this one) slows all of
   * them alike.
   */
  async function medianRefusals(identifiers: string[], rounds = 9): Promise<number[]> {
    const durations = identifiers.map((): number[] => []);
    for (let round = 0; round < rounds; round += 1) {
      for (const [index, identifier] of identifiers.entries()) {
        const started = performance.now();
        const response = await api('POST', '/auth/local', { json: { identifier, password: `wrong-${round}` } });
        durations[index].push(performance.now() - started);
        expect(response.status).toBe(400);
      }
    }
    return durations.map((list) => list.sort((a, b) => a - b)[Math.floor(rounds / 2)]);
  }

  it('takes as long for an unknown identifier as for an existing account (no account enumeration)', async () => {
    const [known, unknown] = await medianRefusals([DEMO_ADMIN.email, `nobody-${randomUUID()}@example.com`]);
    // Both cost one bcrypt comparison (about 100 ms); before the fix an unknown identifier took about a tenth.
    expect(unknown / known).toBeGreaterThan(0.6);
  });
});
