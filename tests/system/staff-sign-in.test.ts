import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF, startStack, type Stack } from './stack';

/**
 * Sign-in limits that lock nobody out (docs/006-staff-sessions-and-sign-in-limits.md), against a CMS and web app with
 * their production limits: sign-in is limited per client and per account, the CMS counts visitors (not the web server),
 * a refused attempt says to wait; and a staff session outlives its short access token, until logout ends it everywhere,
 * or until a copy of its cookie from before a refresh comes back (docs/017-security-audit.md). Visitors are told
 * apart by the X-Forwarded-For the web app trusts from loopback (TRUST_PROXY), as behind a proxy.
 */

const INVALID =
  'Invalid credentials or insufficient privileges. Please check your username/password and ensure you have admin access.';
const WAIT = 'Too many sign-in attempts. Please wait a few minutes and try again.';

let stack: Stack;

beforeAll(async () => {
  // Access tokens of 125 s: with the 2-minute refresh margin, a request 5 s after sign-in already refreshes. A refresh
  // token presented again more than 2 s after its rotation is a stolen copy to the CMS.
  stack = await startStack({ STAFF_TOKEN_SECONDS: '125', STAFF_REFRESH_GRACE_SECONDS: '2' });
});

afterAll(async () => {
  await stack?.stop();
});

interface Answer {
  status: number;
  location: string | null;
  cookies: string[];
  text: string;
}

/** One sign-in through the web app's form, from `client`, with an optional cookie header. */
async function signIn(
  identifier: string,
  password: string,
  client: string,
  { web = stack.webUrl, cookie = '' } = {},
): Promise<Answer> {
  const response = await fetch(`${web}/admin/login`, {
    method: 'POST',
    headers: { Origin: web, 'X-Forwarded-For': client, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams({ identifier, password }),
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    cookies: response.headers.getSetCookie().map((value) => value.split(';')[0]),
    text: await response.text(),
  };
}

/** GET `path` with `cookie`, without following redirects. */
async function visit(path: string, cookie: string) {
  const response = await fetch(`${stack.webUrl}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' });
  await response.arrayBuffer();
  return {
    status: response.status,
    location: response.headers.get('location'),
    cookies: response.headers.getSetCookie().map((value) => value.split(';')[0]),
  };
}

/** A cookie header with `fresh` cookies replacing those of the same name in `current`. */
function merge(current: string, fresh: string[]): string {
  const jar = new Map(
    current
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0], pair] as const),
  );
  for (const pair of fresh) jar.set(pair.split('=')[0], pair);
  return [...jar.values()].join('; ');
}

describe('sign-in limits', () => {
  let knownDevice = '';

  it("a visitor's wrong passwords lock out nobody else, not even the staff member of the account guessed", async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const answer = await signIn(STAFF.username, `wrong-${attempt}`, '198.51.100.1');
      expect(answer.status, `attempt ${attempt}`).toBe(401);
      expect(answer.text).toContain(INVALID);
    }
    const eleventh = await signIn(STAFF.username, 'wrong-11', '198.51.100.1');
    expect(eleventh.status).toBe(429);
    expect(eleventh.text).toContain(WAIT);

    // Another person, on a browser that never signed in here before, with the right password.
    const staff = await signIn(STAFF.email, STAFF.password, '198.51.100.2');
    expect(staff.status).toBe(302);
    expect(staff.location).toBe('/admin/dashboard');
    knownDevice = merge(
      '',
      staff.cookies.filter((pair) => pair.startsWith('__staff_device=')),
    );
  });

  it('many clients guessing one account slow down only that account, and not for a browser that signed in to it', async () => {
    for (let client = 1; client <= 30; client += 1) {
      expect((await signIn(STAFF.username, 'guess', `203.0.113.${client}`)).status).toBe(401);
    }
    const next = await signIn(STAFF.username, STAFF.password, '203.0.113.200');
    expect(next.status).toBe(429);
    expect(next.text).toContain(WAIT);
    // Another account, from another client: as usual.
    expect((await signIn('someone.else@example.com', 'guess', '203.0.113.201')).status).toBe(401);
    // The staff member, in the browser they signed in with before.
    const known = await signIn(STAFF.username, STAFF.password, '198.51.100.2', { cookie: knownDevice });
    expect(known.status).toBe(302);
  });

  it("the CMS's own limit counts visitors, and its refusal says to wait, not that the network failed", async () => {
    // A web app with a lax limit of its own, so that the CMS's limit (10 a minute per client) is met first.
    const web = await stack.startWeb({ LOGIN_RATE_LIMIT: '1000', LOGIN_ACCOUNT_RATE_LIMIT: '1000' });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await signIn('nobody@example.com', 'guess', '192.0.2.7', { web })).status).toBe(401);
    }
    const refused = await signIn('nobody@example.com', 'guess', '192.0.2.7', { web });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(WAIT);
    expect((await signIn(STAFF.email, STAFF.password, '192.0.2.8', { web })).status).toBe(302);
  });

  it('a limit set to no count of attempts keeps its default: it locks nobody out and stops no web app', async () => {
    // A negative count would refuse every attempt, and a count that is not finite would stop the web app at its start
    // (rate-limiter-flexible takes the number as given); the default applies instead (the contract's attemptLimit).
    const negative = await stack.startWeb({ LOGIN_RATE_LIMIT: '-1', LOGIN_ACCOUNT_RATE_LIMIT: '-1' });
    expect((await signIn(STAFF.email, STAFF.password, '192.0.2.20', { web: negative })).status).toBe(302);
    const infinite = await stack.startWeb({ LOGIN_RATE_LIMIT: 'Infinity', LOGIN_ACCOUNT_RATE_LIMIT: 'Infinity' });
    expect((await signIn(STAFF.email, STAFF.password, '192.0.2.21', { web: infinite })).status).toBe(302);
  });
});

describe('a staff session', () => {
  it('outlives its short access token, and logout ends it for every copy of the cookie', async () => {
    const signedIn = await signIn(STAFF.email, STAFF.password, '198.51.100.50');
    expect(signedIn.status).toBe(302);
    const first = merge('', signedIn.cookies);

    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const refreshed = await visit('/admin/dashboard', first);
    expect(refreshed.status).toBe(200);
    expect(refreshed.cookies.some((pair) => pair.startsWith('__staff_session='))).toBe(true);
    const second = merge(first, refreshed.cookies);
    expect((await visit('/admin/jobs', second)).status).toBe(200);
    // The copy from before the refresh still works while its token is valid.
    expect((await visit('/admin/jobs', first)).status).toBe(200);

    const logout = await fetch(`${stack.webUrl}/admin/logout`, {
      method: 'POST',
      headers: { Origin: stack.webUrl, Cookie: second },
      redirect: 'manual',
    });
    expect(logout.status).toBe(302);
    for (const copy of [first, second]) {
      const after = await visit('/admin/dashboard', copy);
      expect(after.status).toBe(302);
      expect(after.location).toBe('/admin/login?redirectTo=%2Fadmin%2Fdashboard');
    }
  });

  it('a copy of the cookie from before a refresh, used once the owner has moved on, signs the account out everywhere', async () => {
    const signedIn = await signIn(STAFF.email, STAFF.password, '198.51.100.60');
    expect(signedIn.status).toBe(302);
    const stolen = merge('', signedIn.cookies);

    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const refreshed = await visit('/admin/dashboard', stolen);
    expect(refreshed.status).toBe(200);
    const owner = merge(stolen, refreshed.cookies);
    expect((await visit('/admin/jobs', owner)).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const thief = await visit('/admin/dashboard', stolen);
    expect(thief.status).toBe(302);
    expect(thief.location).toBe('/admin/login?redirectTo=%2Fadmin%2Fdashboard');
    const after = await visit('/admin/jobs', owner);
    expect(after.status).toBe(302);
    expect(after.location).toBe('/admin/login?redirectTo=%2Fadmin%2Fjobs');

    expect((await signIn(STAFF.email, STAFF.password, '198.51.100.61')).status).toBe(302);
  });
});
