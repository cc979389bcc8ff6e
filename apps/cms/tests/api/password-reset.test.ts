import { createHash, randomBytes, randomUUID } from 'crypto';
import http from 'http';
import type { ParsedMail } from 'mailparser';
import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  FORGOT_PASSWORD_ANSWER,
  PASSWORD_RATE_LIMIT_MESSAGE,
  PASSWORD_REQUESTS_PER_CLIENT,
  PASSWORD_RESET_EMAILS_PER_ADDRESS,
  PASSWORD_RESET_LINK_INVALID_MESSAGE,
  STAFF_PASSWORD_TOO_SHORT_MESSAGE,
} from '@agency/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Connection } from '../../src/lib/database-types';
import { api, cmsUrl, expectError, loginAsAdmin, type ApiResponse, sharedPanelToken } from './helpers';
import { openCmsDatabase } from './database';
import { openMailbox, recipients, type Mailbox } from './mailbox';
import { createUser } from './setup/admin-panel';

/**
 * Staff password reset and change (docs/022-the-team.md "Password reset and change") against the real CMS and a real
 * SMTP server: "forgot" answers the same for every address and mails a link on `PUBLIC_URL` to staff only, at most
 * `PASSWORD_RESET_EMAILS_PER_ADDRESS` an hour per address; the link sets a password once, within 30 minutes, and ends
 * every session; a bad link (expired, used, altered, someone else's kind of token) changes nothing; the password rule
 * gives its reason; "change" needs the current password and ends every other session. Each test has staff members
 * of its own and a client address of its own (`X-Forwarded-For`, which the CMS believes from the loopback), so that
 * the limits of one test never touch another.
 */

/** The website's origin the test CMS puts in its links (`PUBLIC_URL` unset: its default). */
const SITE = 'http://localhost:3000';
/** A password the rule accepts. */
const STRONG = () => `Quiet-harbour-${randomBytes(3).toString('hex')}-lantern`;

let mailbox: Mailbox;
let database: Connection;

beforeAll(async () => {
  mailbox = await openMailbox();
  database = openCmsDatabase();
});

afterAll(async () => {
  await mailbox.close();
  await database.destroy();
});

interface Staff {
  username: string;
  email: string;
  password: string;
}

/** A staff member of its own (role `role`), so that ending their sessions touches no other test. */
async function newStaff(role: 'admin' | 'recruiter' | 'editor' | 'authenticated' = 'admin'): Promise<Staff> {
  const suffix = randomBytes(4).toString('hex');
  const user = { username: `pw-${suffix}`, email: `pw-${suffix}@example.com`, password: `Old-secret-${suffix}-x` };
  await createUser(cmsUrl(), sharedPanelToken(), user, role);
  return user;
}

/** A client address no other test uses. */
const newClient = () => `10.${randomBytes(3).join('.')}`;

/** A POST to the content API from `client` (its address forwarded as apps/web forwards a visitor's). */
async function post(path: string, json: unknown, client = newClient(), token?: string): Promise<ApiResponse> {
  const response = await fetch(`${cmsUrl()}/api${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': client,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(json),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, headers: response.headers, body: isJson && text ? JSON.parse(text) : text, bytes };
}

const forgot = (email: string, client?: string) => post('/staff/password/forgot', { email }, client);
const reset = (token: string, password: string, client?: string) =>
  post('/staff/password/reset', { token, password }, client);

async function signIn(identifier: string, password: string) {
  const response = await api('POST', '/auth/local', { json: { identifier, password, deviceId: randomUUID() } });
  return response.status === 200
    ? { jwt: response.body.jwt as string, refreshToken: response.body.refreshToken as string }
    : null;
}

const me = (token: string) => api('GET', '/users/me', { token });
const refresh = (refreshToken: string) => api('POST', '/auth/refresh', { json: { refreshToken } });

/** The messages to `to` so far. */
const mailTo = (to: string) => mailbox.messages.filter((message) => recipients(message).includes(to));

/** The token of the reset link in `message` (asserting the link's origin and path). */
function tokenIn(message: ParsedMail): string {
  const match = /(\S+)\/admin\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(message.text ?? '');
  expect(match, message.text).not.toBeNull();
  expect(match![1]).toBe(SITE);
  return match![2];
}

/** Asks for a reset of `staff` and returns the token of the e-mail that follows (the newest one to them). */
async function resetToken(staff: Staff): Promise<string> {
  const before = mailTo(staff.email).length;
  expect((await forgot(staff.email)).status).toBe(202);
  await mailbox.waitFor(() => mailTo(staff.email).length > before);
  return tokenIn(mailTo(staff.email).at(-1)!);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The reset rows of a user, as stored. */
async function resetRows(username: string) {
  const user = await database('up_users').where({ username }).first<{ id: number }>('id');
  return (await database('staff_password_resets').where({ user: user.id })) as Array<Record<string, unknown>>;
}

/** The audit entries of `action` about the user `username`, newest first. */
async function auditOf(action: string, username: string) {
  const user = await database('up_users').where({ username }).first<{ document_id: string }>('document_id');
  const entries = await api(
    'GET',
    `/audit-entries?filters[action][$eq]=${action}&filters[subjectId][$eq]=${user.document_id}&sort[0]=id:desc`,
    { token: await loginAsAdmin() },
  );
  expect(entries.status).toBe(200);
  return entries.body.data as Array<Record<string, unknown>>;
}

describe("users-permissions' own password routes", () => {
  it('stay closed: forgot and reset to the public, change to staff', async () => {
    const staff = await newStaff();
    expectError(await post('/auth/forgot-password', { email: staff.email }), 403);
    expectError(await post('/auth/reset-password', { code: 'x', password: STRONG(), passwordConfirmation: 'x' }), 403);
    const session = (await signIn(staff.username, staff.password))!;
    expectError(
      await post(
        '/auth/change-password',
        { currentPassword: staff.password, password: STRONG(), passwordConfirmation: 'x' },
        undefined,
        session.jwt,
      ),
      403,
    );
  });
});

describe('forgot password', () => {
  it('answers the same for a staff address, an unknown one, a non-staff user and a deactivated member', async () => {
    const staff = await newStaff();
    const reader = await newStaff('authenticated');
    const blocked = await newStaff('recruiter');
    await database('up_users').where({ username: blocked.username }).update({ blocked: true });
    const unknown = `nobody-${randomBytes(4).toString('hex')}@example.com`;

    const answers = await Promise.all(
      [staff.email, unknown, reader.email, blocked.email].map((email) => forgot(email)),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ data: null, meta: { message: FORGOT_PASSWORD_ANSWER } });
    }
    // The address as typed, upper case and with spaces, is the same address.
    expect((await forgot(`  ${staff.email.toUpperCase()} `)).status).toBe(202);

    await mailbox.waitFor(() => mailTo(staff.email).length === 2);
    await sleep(1_500); // the outbox's later rounds: nothing for the others
    for (const other of [unknown, reader.email, blocked.email]) expect(mailTo(other)).toEqual([]);
  });

  it('takes about as long for an unknown address as for a staff one', async () => {
    const durations = { known: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < 5; round += 1) {
      const staff = await newStaff();
      for (const [kind, email] of [
        ['known', staff.email],
        ['unknown', `nobody-${randomBytes(4).toString('hex')}@example.com`],
      ] as const) {
        const started = performance.now();
        expect((await forgot(email)).status).toBe(202);
        durations[kind].push(performance.now() - started);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    // Both wait for the same floor (FORGOT_MIN_MS, 400 ms), inside which the work for a staff address is done.
    expect(median(durations.known)).toBeGreaterThanOrEqual(390);
    expect(median(durations.unknown)).toBeGreaterThanOrEqual(390);
    expect(Math.abs(median(durations.known) - median(durations.unknown))).toBeLessThan(100);
  });

  it("mails a link on PUBLIC_URL, never the request's Host, and stores only the token's SHA-256", async () => {
    const staff = await newStaff();
    const url = new URL(`${cmsUrl()}/api/staff/password/forgot`);
    // Sent as an attacker would: another site in Host and in the forwarded host headers.
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            Host: 'attacker.example',
            'X-Forwarded-Host': 'attacker.example',
            'X-Forwarded-Proto': 'https',
            'X-Forwarded-For': newClient(),
            'Content-Type': 'application/json',
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ email: staff.email }));
    });
    expect(status).toBe(202);

    const message = await mailbox.waitFor((caught) => recipients(caught).includes(staff.email));
    expect(message.subject).toBe('Set a new password — Northstar Talent');
    expect(`${message.text}${String(message.html)}`).not.toContain('attacker.example');
    const token = tokenIn(message);
    expect(String(message.html)).toContain(`${SITE}/admin/reset-password?token=${token}`);

    const rows = await resetRows(staff.username);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const expiresIn = new Date(rows[0].expires_at as string | number).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(29 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000);
  });

  it(`a storm against one address sends at most ${PASSWORD_RESET_EMAILS_PER_ADDRESS} e-mails`, async () => {
    const staff = await newStaff();
    // Twenty requests from twenty clients (no client limit is met), all answered alike.
    const answers = await Promise.all(Array.from({ length: 20 }, () => forgot(staff.email)));
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.body.meta.message).toBe(FORGOT_PASSWORD_ANSWER);
    }
    await mailbox.waitFor(() => mailTo(staff.email).length >= PASSWORD_RESET_EMAILS_PER_ADDRESS);
    await sleep(2_000);
    expect(mailTo(staff.email)).toHaveLength(PASSWORD_RESET_EMAILS_PER_ADDRESS);
    // Only the newest link works: each request replaced the one before. A weak password tells a working link (its
    // answer is about the password) from a dead one (about the link), and uses none.
    const tried = await Promise.all(mailTo(staff.email).map((message) => reset(tokenIn(message), 'password1234')));
    const working = tried.filter((answer) => answer.body.error?.details?.errors?.[0]?.path?.[0] === 'password');
    expect(working).toHaveLength(1);
    for (const answer of tried.filter((candidate) => !working.includes(candidate))) {
      expectError(answer, 400, PASSWORD_RESET_LINK_INVALID_MESSAGE);
    }
  });

  it(`refuses a client's request beyond ${PASSWORD_REQUESTS_PER_CLIENT} in 15 minutes (429, Retry-After)`, async () => {
    const client = newClient();
    for (let index = 0; index < PASSWORD_REQUESTS_PER_CLIENT; index += 1) {
      expect((await forgot(`nobody-${index}-${randomBytes(3).toString('hex')}@example.com`, client)).status).toBe(202);
    }
    const refused = await forgot('one-more@example.com', client);
    expectError(refused, 429, PASSWORD_RATE_LIMIT_MESSAGE);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not held back.
    expect((await forgot('one-more@example.com')).status).toBe(202);
  });
});

describe('reset password', () => {
  it('sets the password once, ends every session of the person, and leaves an audit entry', async () => {
    const staff = await newStaff('recruiter');
    const office = (await signIn(staff.username, staff.password))!;
    const laptop = (await signIn(staff.email, staff.password))!;
    expect((await me(office.jwt)).status).toBe(200);
    const token = await resetToken(staff);
    const password = STRONG();

    const done = await reset(token, password);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ data: { reset: true }, meta: {} });

    // The old password and every session of before are refused at the next request.
    expect(await signIn(staff.username, staff.password)).toBeNull();
    for (const session of [office, laptop]) {
      expectError(await me(session.jwt), 401);
      expectError(await refresh(session.refreshToken), 401);
    }
    const fresh = (await signIn(staff.username, password))!;
    expect((await me(fresh.jwt)).status).toBe(200);

    // The link works once.
    expectError(await reset(token, STRONG()), 400, PASSWORD_RESET_LINK_INVALID_MESSAGE);
    expect(await signIn(staff.username, password)).not.toBeNull();

    const [entry] = await auditOf('password-reset', staff.username);
    expect(entry).toMatchObject({ action: 'password-reset', subjectType: 'plugin::users-permissions.user' });
    expect(JSON.stringify(entry)).not.toContain(staff.email);
  });

  it('refuses an expired link and changes nothing', async () => {
    const staff = await newStaff();
    const token = await resetToken(staff);
    const [row] = await resetRows(staff.username);
    const past = Date.now() - 1000;
    // The column as Strapi writes it (milliseconds on SQLite, or text; a timestamp on PostgreSQL).
    await database('staff_password_resets')
      .where({ id: row.id })
      .update({ expires_at: typeof row.expires_at === 'number' ? past : new Date(past).toISOString() });

    const refused = await reset(token, STRONG());
    expectError(refused, 400, PASSWORD_RESET_LINK_INVALID_MESSAGE);
    expect(refused.body.error.details.errors).toEqual([
      { path: ['token'], message: PASSWORD_RESET_LINK_INVALID_MESSAGE, name: 'ValidationError' },
    ]);
    expect(await signIn(staff.username, staff.password)).not.toBeNull();
    expect((await resetRows(staff.username))[0].used_at).toBeNull();
  });

  it('refuses a tampered, an unknown, a replaced and a foreign token, and changes nothing', async () => {
    const staff = await newStaff();
    const first = await resetToken(staff);
    const token = await resetToken(staff); // a new request: the first link no longer works
    const session = (await signIn(staff.username, staff.password))!;
    const tampered = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;

    // users-permissions' own reset code, as its forgot-password would have stored it: not a link of ours.
    const pluginCode = randomBytes(64).toString('hex');
    await database('up_users').where({ username: staff.username }).update({ reset_password_token: pluginCode });
    // A job alert's token has the same shape as ours.
    const alertToken = randomBytes(32).toString('base64url');

    for (const bad of [first, tampered, alertToken, pluginCode, '', `${token}x`, token.slice(0, 42)]) {
      expectError(await reset(bad, STRONG()), 400, PASSWORD_RESET_LINK_INVALID_MESSAGE);
    }
    expectError(await post('/staff/password/reset', { token: [token], password: STRONG() }), 400);
    // Nothing changed: the old password, the session, and the newest link all still work.
    expect(await signIn(staff.username, staff.password)).not.toBeNull();
    expect((await me(session.jwt)).status).toBe(200);
    expect((await reset(token, STRONG())).status).toBe(200);
  });

  it('refuses a weak password with the reason, and the link still works afterwards', async () => {
    const staff = await newStaff();
    const token = await resetToken(staff);

    const short = await reset(token, 'Short-1!');
    expectError(short, 400);
    expect(short.body.error.details.errors).toEqual([
      { path: ['password'], message: STAFF_PASSWORD_TOO_SHORT_MESSAGE, name: 'ValidationError' },
    ]);
    for (const weak of ['password1234', 'qwertyuiopasdf', `${staff.username}2026!`]) {
      const refused = await reset(token, weak);
      expectError(refused, 400, /^This password is too easy to guess\./);
      expect(refused.body.error.details.errors[0].path).toEqual(['password']);
    }
    expect(await signIn(staff.username, staff.password)).not.toBeNull();
    expect((await reset(token, STRONG())).status).toBe(200);
  });

  it('two requests with the same link at once: one sets the password', async () => {
    const staff = await newStaff();
    const token = await resetToken(staff);
    const [one, two] = [STRONG(), STRONG()];
    const answers = await Promise.all([reset(token, one), reset(token, two)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = answers[0].status === 200 ? one : two;
    expect(await signIn(staff.username, winner)).not.toBeNull();
    expect(await signIn(staff.username, winner === one ? two : one)).toBeNull();
  });

  it("refuses a deactivated member's link", async () => {
    const staff = await newStaff();
    const token = await resetToken(staff);
    await database('up_users').where({ username: staff.username }).update({ blocked: true });
    expectError(await reset(token, STRONG()), 400, PASSWORD_RESET_LINK_INVALID_MESSAGE);
  });
});

describe('change password', () => {
  const change = (token: string, body: unknown, client?: string) => post('/staff/password/change', body, client, token);

  for (const role of ['admin', 'recruiter', 'editor'] as const) {
    it(`${role}: needs the current password, keeps this session and ends every other one`, async () => {
      const staff = await newStaff(role);
      const here = (await signIn(staff.username, staff.password))!;
      const elsewhere = (await signIn(staff.username, staff.password))!;
      const password = STRONG();

      const wrong = await change(here.jwt, { currentPassword: 'not-my-password', password });
      expectError(wrong, 400, CURRENT_PASSWORD_WRONG_MESSAGE);
      expect(wrong.body.error.details.errors[0].path).toEqual(['currentPassword']);
      const weak = await change(here.jwt, { currentPassword: staff.password, password: 'password1234' });
      expectError(weak, 400, /^This password is too easy to guess\./);
      // Nothing changed by the refusals.
      expect((await me(elsewhere.jwt)).status).toBe(200);
      expect(await signIn(staff.username, staff.password)).not.toBeNull();

      const done = await change(here.jwt, { currentPassword: staff.password, password });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body).toEqual({ data: { changed: true }, meta: {} });

      expect((await me(here.jwt)).status).toBe(200);
      expect((await refresh(here.refreshToken)).status).toBe(200);
      expectError(await me(elsewhere.jwt), 401);
      expectError(await refresh(elsewhere.refreshToken), 401);
      expect(await signIn(staff.username, staff.password)).toBeNull();
      expect(await signIn(staff.username, password)).not.toBeNull();
      expect(await auditOf('password-change', staff.username)).toHaveLength(1);
    });
  }

  it('is refused to a visitor and to a signed-in user who is not staff', async () => {
    expectError(await post('/staff/password/change', { currentPassword: 'x', password: STRONG() }), 403);
    const reader = inject('authenticatedUser');
    const session = (await signIn(reader.username, reader.password))!;
    expectError(await change(session.jwt, { currentPassword: reader.password, password: STRONG() }), 403);
    expect(await signIn(reader.username, reader.password)).not.toBeNull();
  });
});
