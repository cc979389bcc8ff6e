import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaffSession, getStaffSession } from './session.server';

/**
 * The staff cookie as the browser sends it back (docs/006-staff-sessions-and-sign-in-limits.md): written by
 * `createStaffSession`, read by `getStaffSession`. The secret is this file's own: the module keeps the cookie storage
 * of the first secret it sees.
 */
const SECRET = 'fixture-secret-of-the-iron-session-8-cookie';

/**
 * A cookie written by this module under iron-session 8.0.4 (before the upgrade to 9), for `SECRET`, holding a session
 * that ends on 2100-01-01 (`sessionExpiresAt` 4102444800). iron-session 9 says it "reads v8 cookies" (its
 * MIGRATION.md, "Cookies stay valid"): staff who were signed in stay signed in across the upgrade.
 */
const V8_COOKIE =
  '__staff_session=eyJzdGFmZiI6IkZlMjYuMioxKmMyODI3ZjAwN2Q3ZWQxYmEwM2Q3YWZjNGVhNjY5YjlmNmFiNmRhZDdmOGY5YTc4ZGNjMGI4MTJiMzUyZjczZmIqUXFBMWJhYkNMQ0wzM09SZEFzblZ5ZyppRGJIMGtXZ2IycHlxdFhUNzdxSDU5eXZUMV9HZUpLNTY1dWwxR0Y3RTZUejZkWnEyckRJMmdHN1k3NXZfem5ocXJjYk1oYzdEcXkwVHB0YmFnTlFhLU05NzRiNmFhc2lodTNSQ1RiQU9DTFQ0aWoyMFRjSERrTTczSWFRVF83ZUFwS1BLYmZwUWNhMkliTXZWRTZXZ0d0WVI2aS02YTl0RGUtdVVVbmx2VC01Z2prbERJUUhPNG15ZzUzRFNpNm5RWWIyMDFnaHZ5bTV0dzZ5MXM2WDFwVnNQNUVUUTI4N0J1QTZ6d0xpLWFxQWtiMmxuS1hkb0E2NDEyZlAwaURjLXBNcThRZlJBQ1pUSW5ZcmJfUUhGZyo0MTAyNDQ0Nzk5MjAyKjA4ODEzNzBmOTJmY2E1ZGFmYzBjMzU0NTg2ZTViMzI3YzVhMjJmOGNhNTUwYzJjMzRmYTk3NTU5NjcwZDkxMzgqbEoyRTJzbDg4RVJKblNBWUY0LW1sWEtkUmotbEoxaHNnd2Z2ekJYeFpQOH4yIn0%3D.gLWfue45IC28Bv%2F%2BrjHaXrxZ8gFu7AeQ8mPMhnMESZ0';

const FIXTURE_USER = { username: 'fixture-staff', email: 'staff@example.test', role: 'editor' } as const;

const withCookie = (cookie: string) => new Request('http://localhost:3000/admin', { headers: { Cookie: cookie } });

/** The `name=value` part of a `Set-Cookie` header: what the browser sends back. */
const sentBack = (setCookie: string | null) => (setCookie ?? '').split(';')[0];

/** The cookie of a fresh sign-in whose CMS session lasts `seconds`. */
async function signedIn(seconds: number): Promise<string | null> {
  const now = Math.floor(Date.now() / 1000);
  const response = await createStaffSession(
    new Request('http://localhost:3000/admin/login', { method: 'POST' }),
    {
      token: 'access-token',
      tokenExpiresAt: now + 600,
      refreshToken: 'refresh-token',
      sessionExpiresAt: now + seconds,
      deviceId: 'device-1',
      user: FIXTURE_USER,
    },
    '/admin',
  );
  return response.headers.get('Set-Cookie');
}

beforeAll(() => {
  vi.stubEnv('SESSION_SECRET', SECRET);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the staff session cookie', () => {
  it('opens a cookie written before the upgrade to iron-session 9, an Admin’s (only Admins could sign in then)', async () => {
    expect(await getStaffSession(withCookie(V8_COOKIE))).toEqual({
      token: 'access-token',
      user: { username: FIXTURE_USER.username, email: FIXTURE_USER.email, role: 'admin' },
    });
  });

  it('keeps the staff role it was given, and signs nobody in with a role that is not staff', async () => {
    expect((await getStaffSession(withCookie(sentBack(await signedIn(3600)))))?.user.role).toBe('editor');
    const now = Math.floor(Date.now() / 1000);
    const response = await createStaffSession(
      new Request('http://localhost:3000/admin/login', { method: 'POST' }),
      {
        token: 'access-token',
        tokenExpiresAt: now + 600,
        refreshToken: 'refresh-token',
        sessionExpiresAt: now + 3600,
        deviceId: 'device-1',
        user: { ...FIXTURE_USER, role: 'authenticated' as never },
      },
      '/admin',
    );
    expect(await getStaffSession(withCookie(sentBack(response.headers.get('Set-Cookie'))))).toBeNull();
  });

  it('reads back the session it writes, in an httpOnly SameSite=Lax cookie living as long as the CMS session', async () => {
    const setCookie = await signedIn(3600);
    expect(setCookie).toMatch(/; Max-Age=(3600|3599); Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await getStaffSession(withCookie(sentBack(setCookie)))).toEqual({
      token: 'access-token',
      user: FIXTURE_USER,
    });
  });

  it('signs nobody in with a cookie whose content was changed', async () => {
    const cookie = sentBack(await signedIn(3600));
    const [value, signature] = cookie.slice('__staff_session='.length).split('.');
    const data = JSON.parse(Buffer.from(decodeURIComponent(value), 'base64').toString()) as { staff: string };
    // An attacker cannot sign again without SESSION_SECRET: the changed seal is sent with the cookie's old signature.
    const seal = data.staff;
    const changed = `${seal.slice(0, 40)}${seal[40] === 'A' ? 'B' : 'A'}${seal.slice(41)}`;
    const forged = encodeURIComponent(Buffer.from(JSON.stringify({ staff: changed })).toString('base64'));
    expect(await getStaffSession(withCookie(`__staff_session=${forged}.${signature}`))).toBeNull();
  });

  it('signs nobody in once the session has ended', async () => {
    const cookie = sentBack(await signedIn(3600));
    vi.useFakeTimers({ now: Date.now() + 3601_000 });
    expect(await getStaffSession(withCookie(cookie))).toBeNull();
  });
});
