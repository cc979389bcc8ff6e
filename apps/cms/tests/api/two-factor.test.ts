import { randomBytes, randomUUID } from 'crypto';
import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import { pathToFileURL } from 'url';
import {
  MFA_CHALLENGE_EXPIRED_MESSAGE,
  MFA_CODE_USER_LIMIT,
  MFA_INVALID_CODE_MESSAGE,
  MFA_INVALID_RECOVERY_CODE_MESSAGE,
  MFA_RATE_LIMIT_MESSAGE,
  MFA_RECOVERY_CODE_COUNT,
} from '@agency/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsUrl } from './helpers';
import { createUser, DEMO_ADMIN, PANEL_ADMIN, type Credentials } from './setup/admin-panel';

/**
 * Two-factor sign-in, enforced by the CMS (docs/022-the-team.md "Two-factor sign-in"): an attacker who knows a staff
 * member's password and calls `POST /api/auth/local` directly gets no session, only a challenge that is no token; the
 * code step turns it into a session once per code; recovery codes work once; codes are limited per user and per client;
 * `STAFF_MFA_REQUIRED=admin` makes an Admin enrol before any session, and leaves an Editor alone.
 *
 * The suite's CMS runs with `STAFF_MFA_REQUIRED=off` (setup/global-setup.ts); the last block starts a CMS of its own
 * with `admin` and a client limit of 6 codes a minute. Each test acts as its own client (`X-Forwarded-For`, which the
 * CMS believes from loopback), so that the per-client limit counts only what a test means it to.
 */

interface Answer {
  status: number;
  body: any;
}

/** `method /api{apiPath}` on the CMS at `base`, as client `client`, with a bearer token and a JSON body. */
async function call(
  base: string,
  method: string,
  apiPath: string,
  { token, json, client = '198.51.100.1' }: { token?: string; json?: unknown; client?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'X-Forwarded-For': client };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${base}/api${apiPath}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A client address of its own for each caller. */
const newClient = () => `203.0.113.${1 + Math.floor(Math.random() * 250)}`;

/** The code of `secret` now, or `steps` 30-second steps from now (the CMS accepts one step either side). */
const codeOf = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

const panelTokens = new Map<string, Promise<string>>();

/**
 * The admin panel's token for the CMS at `base`, signed in once, as a client of its own: the panel's sign-in limit
 * (5 in 5 minutes per address) is shared with the other files' set-up otherwise.
 */
function panelToken(base: string): Promise<string> {
  const token =
    panelTokens.get(base) ??
    fetch(`${base}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.200' },
      body: JSON.stringify(PANEL_ADMIN),
    }).then(async (response) => {
      const text = await response.text();
      if (!response.ok) throw new Error(`panel sign-in answered ${response.status}: ${text.slice(0, 200)}`);
      return (JSON.parse(text) as { data: { token: string } }).data.token;
    });
  panelTokens.set(base, token);
  return token;
}

function newCredentials(prefix: string): Credentials {
  const suffix = randomBytes(4).toString('hex');
  return {
    username: `${prefix}-${suffix}`,
    email: `${prefix}-${suffix}@example.com`,
    password: `Staff-${randomBytes(9).toString('base64url')}`,
  };
}

/** Signs in with a password alone (a user with no second factor due). @returns the access token. */
async function passwordSession(base: string, user: Credentials): Promise<string> {
  const answer = await call(base, 'POST', '/auth/local', {
    json: { identifier: user.email, password: user.password },
    client: newClient(),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.jwt as string;
}

/** Turns two-factor sign-in on from the account (start, confirm with the current code). */
async function turnOn(base: string, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const client = newClient();
  const started = await call(base, 'POST', '/staff/mfa/start', { token, client });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const secret = started.body.secret as string;
  const confirmed = await call(base, 'POST', '/staff/mfa/confirm', {
    token,
    client,
    json: { code: await codeOf(secret) },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes };
}

/** The password step: asserts that it answers a challenge of `kind` and no session. @returns the challenge. */
async function challengeOf(base: string, user: Credentials, kind: 'mfaRequired' | 'mfaEnrolmentRequired') {
  const answer = await call(base, 'POST', '/auth/local', {
    json: { identifier: user.username, password: user.password, deviceId: randomUUID() },
    client: newClient(),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(Object.keys(answer.body).sort()).toEqual(['challenge', kind].sort());
  expect(answer.body[kind]).toBe(true);
  return answer.body.challenge as string;
}

describe('two-factor sign-in of a staff member who turned it on', () => {
  const user = newCredentials('mfa-admin');
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    await createUser(cmsUrl(), await panelToken(cmsUrl()), user, 'admin');
    const token = await passwordSession(cmsUrl(), user);
    ({ secret, recoveryCodes } = await turnOn(cmsUrl(), token));
  });

  it('is on, with ten recovery codes shown once and no secret in any answer', async () => {
    expect(recoveryCodes).toHaveLength(MFA_RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(MFA_RECOVERY_CODE_COUNT);
    const challenge = await challengeOf(cmsUrl(), user, 'mfaRequired');
    const session = await call(cmsUrl(), 'POST', '/staff/mfa/verify', {
      json: { challenge, code: await codeOf(secret, 1) },
      client: newClient(),
    });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    const status = await call(cmsUrl(), 'GET', '/staff/mfa', { token: session.body.jwt });
    expect(status.body).toEqual({
      enabled: true,
      enabledAt: expect.any(String),
      required: false,
      recoveryCodesLeft: MFA_RECOVERY_CODE_COUNT,
    });
    const me = await call(cmsUrl(), 'GET', '/users/me', { token: session.body.jwt });
    expect(JSON.stringify(me.body)).not.toMatch(/mfaSecret|mfaRecoveryCodes/);
    expect(JSON.stringify(session.body.user)).not.toMatch(/mfaSecret|mfaRecoveryCodes/);
  });

  it('gives no session for the password alone, and the challenge is no token', async () => {
    const challenge = await challengeOf(cmsUrl(), user, 'mfaRequired');
    for (const route of ['/users/me', '/staff/me', '/staff/mfa', '/jobs?status=draft']) {
      const answer = await call(cmsUrl(), 'GET', route, { token: challenge });
      expect(answer.status, route).toBe(401);
    }
    const refresh = await call(cmsUrl(), 'POST', '/auth/refresh', { json: { refreshToken: challenge } });
    expect(refresh.status).toBe(401);
  });

  it('turns a challenge and a right code into a session, once', async () => {
    // A member of their own, whose next step's code is unused: this block's member already signed in with theirs, and
    // a code is taken once per step (waiting for the step after it took up to 30 s).
    const member = newCredentials('mfa-once');
    await createUser(cmsUrl(), await panelToken(cmsUrl()), member, 'admin');
    const { secret: own } = await turnOn(cmsUrl(), await passwordSession(cmsUrl(), member));
    const challenge = await challengeOf(cmsUrl(), member, 'mfaRequired');
    const client = newClient();
    const code = await codeOf(own, 1);
    const deviceId = randomUUID();
    const session = await call(cmsUrl(), 'POST', '/staff/mfa/verify', { json: { challenge, code, deviceId }, client });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    expect(session.body).toEqual({
      jwt: expect.any(String),
      refreshToken: expect.any(String),
      user: expect.any(Object),
    });
    expect((await call(cmsUrl(), 'GET', '/staff/me', { token: session.body.jwt })).status).toBe(200);
    // The session is the plugin's own: it refreshes, and logs out by its device id.
    const refreshed = await call(cmsUrl(), 'POST', '/auth/refresh', {
      json: { refreshToken: session.body.refreshToken },
    });
    expect(refreshed.status).toBe(200);

    // The same challenge is used up, and the same code is refused with a fresh challenge (a replay in its window).
    const again = await call(cmsUrl(), 'POST', '/staff/mfa/verify', { json: { challenge, code }, client });
    expect(again.status).toBe(401);
    expect(again.body.error.message).toBe(MFA_CHALLENGE_EXPIRED_MESSAGE);
    const replay = await call(cmsUrl(), 'POST', '/staff/mfa/verify', {
      json: { challenge: await challengeOf(cmsUrl(), member, 'mfaRequired'), code },
      client,
    });
    expect(replay.status).toBe(400);
    expect(replay.body.error.message).toBe(MFA_INVALID_CODE_MESSAGE);
    // Nor is the code of the step before, although within the window.
    const older = await call(cmsUrl(), 'POST', '/staff/mfa/verify', {
      json: { challenge: await challengeOf(cmsUrl(), member, 'mfaRequired'), code: await codeOf(own, -1) },
      client,
    });
    expect(older.status).toBe(400);
  });

  it('refuses a wrong code, a code two steps away, a tampered challenge and a challenge of another user', async () => {
    const challenge = await challengeOf(cmsUrl(), user, 'mfaRequired');
    const client = newClient();
    const right = await codeOf(secret, 1);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (const code of [wrong, await codeOf(secret, 3), 'abcdef']) {
      const answer = await call(cmsUrl(), 'POST', '/staff/mfa/verify', { json: { challenge, code }, client });
      expect(answer.status, code).toBe(400);
      expect(answer.body.error.message).toBe(MFA_INVALID_CODE_MESSAGE);
      expect(answer.body).not.toHaveProperty('jwt');
    }
    const [body, signature] = challenge.split('.');
    const decoded = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...decoded, u: decoded.u + 1 })).toString('base64url')}.${signature}`;
    for (const bad of [forged, `${body}.${signature}x`, 'x', randomBytes(40).toString('base64url')]) {
      const answer = await call(cmsUrl(), 'POST', '/staff/mfa/verify', {
        json: { challenge: bad, code: right },
        client,
      });
      expect(answer.status).toBe(401);
      expect(answer.body.error.message).toBe(MFA_CHALLENGE_EXPIRED_MESSAGE);
    }
    // A challenge to enrol is not one to verify.
    const enrol = await call(cmsUrl(), 'POST', '/staff/mfa/enrol/start', { json: { challenge }, client });
    expect(enrol.status).toBe(401);
  });

  it('takes a recovery code once', async () => {
    const code = recoveryCodes[0];
    const first = await call(cmsUrl(), 'POST', '/staff/mfa/verify', {
      json: { challenge: await challengeOf(cmsUrl(), user, 'mfaRequired'), recoveryCode: code.toLowerCase() },
      client: newClient(),
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.jwt).toEqual(expect.any(String));
    const status = await call(cmsUrl(), 'GET', '/staff/mfa', { token: first.body.jwt });
    expect(status.body.recoveryCodesLeft).toBe(MFA_RECOVERY_CODE_COUNT - 1);

    const second = await call(cmsUrl(), 'POST', '/staff/mfa/verify', {
      json: { challenge: await challengeOf(cmsUrl(), user, 'mfaRequired'), recoveryCode: code },
      client: newClient(),
    });
    expect(second.status).toBe(400);
    expect(second.body.error.message).toBe(MFA_INVALID_RECOVERY_CODE_MESSAGE);
    expect(second.body).not.toHaveProperty('jwt');
  });

  it('turns off only with the current password and a code', async () => {
    const challenge = await challengeOf(cmsUrl(), user, 'mfaRequired');
    const session = await call(cmsUrl(), 'POST', '/staff/mfa/verify', {
      json: { challenge, recoveryCode: recoveryCodes[1] },
      client: newClient(),
    });
    const token = session.body.jwt as string;
    const client = newClient();
    const noPassword = await call(cmsUrl(), 'POST', '/staff/mfa/disable', {
      token,
      client,
      json: { password: 'wrong-password-1234', recoveryCode: recoveryCodes[2] },
    });
    expect(noPassword.status).toBe(400);
    const noCode = await call(cmsUrl(), 'POST', '/staff/mfa/disable', {
      token,
      client,
      json: { password: user.password, code: '000000' },
    });
    expect(noCode.status).toBe(400);
    expect((await call(cmsUrl(), 'GET', '/staff/mfa', { token })).body.enabled).toBe(true);
    const off = await call(cmsUrl(), 'POST', '/staff/mfa/disable', {
      token,
      client,
      json: { password: user.password, recoveryCode: recoveryCodes[2] },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    // Off: the password alone opens a session again.
    expect(await passwordSession(cmsUrl(), user)).toEqual(expect.any(String));
  });
});

describe('the limits of the code step', () => {
  it(`refuses a user's codes after ${MFA_CODE_USER_LIMIT} wrong ones, whichever client sends them`, async () => {
    const user = newCredentials('mfa-limit');
    await createUser(cmsUrl(), await panelToken(cmsUrl()), user, 'admin');
    const { secret } = await turnOn(cmsUrl(), await passwordSession(cmsUrl(), user));
    const challenge = await challengeOf(cmsUrl(), user, 'mfaRequired');
    const right = await codeOf(secret, 1);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < MFA_CODE_USER_LIMIT; attempt += 1) {
      const answer = await call(cmsUrl(), 'POST', '/staff/mfa/verify', {
        json: { challenge, code: wrong },
        client: newClient(),
      });
      expect(answer.status).toBe(400);
    }
    // Even the right code, from yet another client.
    const limited = await call(cmsUrl(), 'POST', '/staff/mfa/verify', {
      json: { challenge, code: right },
      client: newClient(),
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe(MFA_RATE_LIMIT_MESSAGE);
    expect(limited.body).not.toHaveProperty('jwt');
  });
});

/** The part of `scripts/lib/processes.mjs` and `scripts/lib/env.mjs` (repository root) this file uses. */
interface Scripts {
  startCms(options: { env: NodeJS.ProcessEnv; port: number; dataDir: string; quiet?: boolean }): Promise<{
    url: string;
    child: unknown;
  }>;
  stopProcess(child: unknown): Promise<void>;
  freePort(): Promise<number>;
  generateSecrets(): Record<string, string>;
}

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');

describe('STAFF_MFA_REQUIRED=admin', () => {
  let scripts: Scripts;
  let base: string;
  let child: unknown;
  let dataDir: string;
  const editor = newCredentials('mfa-editor');
  const CLIENT_LIMIT = 6;

  beforeAll(async () => {
    scripts = {
      ...((await import(pathToFileURL(path.join(ROOT, 'scripts/lib/processes.mjs')).href)) as Scripts),
      ...((await import(pathToFileURL(path.join(ROOT, 'scripts/lib/env.mjs')).href)) as Scripts),
    };
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-two-factor-'));
    const started = await scripts.startCms({
      env: {
        ...process.env,
        ...scripts.generateSecrets(),
        NODE_ENV: 'test',
        SEED_DEMO: 'false',
        STAFF_MFA_REQUIRED: 'admin',
        AUTH_RATE_LIMIT_MAX: String(CLIENT_LIMIT),
        CMS_ADMIN_EMAIL: PANEL_ADMIN.email,
        CMS_ADMIN_PASSWORD: PANEL_ADMIN.password,
      },
      port: await scripts.freePort(),
      dataDir,
      quiet: process.env.CMS_LOGS !== '1',
    });
    base = started.url;
    child = started.child;
    await createUser(base, await panelToken(base), editor, 'editor');
  });

  afterAll(async () => {
    if (child) await scripts.stopProcess(child);
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('makes an Admin enrol before any session, then ask for a code', async () => {
    const admin: Credentials = { ...DEMO_ADMIN };
    const challenge = await challengeOf(base, admin, 'mfaEnrolmentRequired');
    // No session, and nothing to verify yet.
    const client = newClient();
    expect((await call(base, 'GET', '/staff/me', { token: challenge })).status).toBe(401);
    const early = await call(base, 'POST', '/staff/mfa/verify', { json: { challenge, code: '123456' }, client });
    expect(early.status).toBe(401);

    const started = await call(base, 'POST', '/staff/mfa/enrol/start', { json: { challenge }, client });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toEqual({
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauthUri: expect.stringMatching(/^otpauth:\/\/totp\//),
      qrCode: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    const secret = started.body.secret as string;
    expect(started.body.otpauthUri).toContain(`secret=${secret}`);
    // Started again (a page reloaded): the same secret.
    const again = await call(base, 'POST', '/staff/mfa/enrol/start', { json: { challenge }, client });
    expect(again.body.secret).toBe(secret);

    const wrong = await call(base, 'POST', '/staff/mfa/enrol/confirm', {
      json: { challenge, code: String((Number(await codeOf(secret)) + 1) % 1_000_000).padStart(6, '0') },
      client,
    });
    expect(wrong.status).toBe(400);
    const confirmed = await call(base, 'POST', '/staff/mfa/enrol/confirm', {
      json: { challenge, code: await codeOf(secret), deviceId: randomUUID() },
      client,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(MFA_RECOVERY_CODE_COUNT);
    expect((await call(base, 'GET', '/staff/me', { token: confirmed.body.jwt })).status).toBe(200);
    const status = await call(base, 'GET', '/staff/mfa', { token: confirmed.body.jwt });
    expect(status.body).toMatchObject({ enabled: true, required: true });
    // The enrolment challenge is used up.
    expect((await call(base, 'POST', '/staff/mfa/enrol/start', { json: { challenge }, client })).status).toBe(401);

    // From now on: a code after the password; and the role may not turn it off.
    const next = await challengeOf(base, admin, 'mfaRequired');
    const session = await call(base, 'POST', '/staff/mfa/verify', {
      json: { challenge: next, code: await codeOf(secret, 1) },
      client: newClient(),
    });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    const off = await call(base, 'POST', '/staff/mfa/disable', {
      token: session.body.jwt,
      json: { password: admin.password, recoveryCode: confirmed.body.recoveryCodes[0] },
      client: newClient(),
    });
    expect(off.status).toBe(403);
    expect(off.body.error.message).toMatch(/required for your role/);
  });

  it('leaves an Editor with a password alone', async () => {
    const answer = await call(base, 'POST', '/auth/local', {
      json: { identifier: editor.email, password: editor.password },
      client: newClient(),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ jwt: expect.any(String), refreshToken: expect.any(String) });
    expect(answer.body).not.toHaveProperty('challenge');
  });

  it(`refuses a client's codes beyond the sign-in limit (${CLIENT_LIMIT} a minute), whichever user they are for`, async () => {
    // An address no other test of this file uses (newClient draws from 203.0.113.0/24).
    const client = '192.0.2.99';
    const challenge = await challengeOf(base, DEMO_ADMIN, 'mfaRequired');
    for (let attempt = 0; attempt < CLIENT_LIMIT; attempt += 1) {
      const answer = await call(base, 'POST', '/staff/mfa/verify', { json: { challenge, code: '000000' }, client });
      expect([400, 200], JSON.stringify(answer.body)).toContain(answer.status);
    }
    const limited = await call(base, 'POST', '/staff/mfa/verify', { json: { challenge, code: '000000' }, client });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe(MFA_RATE_LIMIT_MESSAGE);
  });
});
