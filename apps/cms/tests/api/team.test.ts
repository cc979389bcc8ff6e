import { createHash, randomBytes, randomUUID } from 'crypto';
import { TEAM_MESSAGES } from '@agency/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../../src/lib/database-types';
import { openCmsDatabase } from './database';
import {
  api,
  cmsUrl,
  expectError,
  login,
  loginAsAdmin,
  loginAsAuthenticatedUser,
  type ApiResponse,
  sharedPanelToken,
} from './helpers';
import { openMailbox, recipients, type Mailbox } from './mailbox';
import { DEMO_ADMIN, findRole, getRolePermissions, setRolePermissions } from './setup/admin-panel';

/**
 * The team page's API (docs/022-the-team.md "Team page and invitations"), as an Admin, an invitee and an attacker use
 * it against the real CMS: invitations (e-mailed through the outbox, single use, 72 hours, resent, revoked), the staff
 * list, role changes, deactivation that ends every session at the next request, reactivation, the last-Admin rule
 * (also under two demotions at once), and 403 on every team route for anybody but an Admin. The database is touched
 * directly only to set up what the calendar would (an expired link) or to leave a single Admin for a while.
 */

const tag = randomBytes(4).toString('hex');
let seq = 0;
/** An address no other test uses. */
const address = (label: string) => `${label}.${tag}.${++seq}@example.com`;
const STRONG = 'correct horse battery staple';

let admin: string;
let mailbox: Mailbox;
let database: Connection;
const others: Record<'recruiter' | 'editor' | 'authenticated', string> = {
  recruiter: '',
  editor: '',
  authenticated: '',
};

/** Creates a confirmed, active user with the role of type `roleType` through the admin panel (set-up only). */
async function createUserWithRole(roleType: string): Promise<{ username: string; password: string }> {
  const url = cmsUrl();
  const panel = sharedPanelToken();
  const role = await findRole(url, panel, roleType);
  const suffix = randomBytes(4).toString('hex');
  const user = { username: `${roleType}-${suffix}`, email: `${roleType}-${suffix}@example.com`, password: STRONG };
  const response = await fetch(`${url}/content-manager/collection-types/plugin::users-permissions.user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${panel}` },
    body: JSON.stringify({ ...user, confirmed: true, blocked: false, role: role.id }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return user;
}

const invite = (email: string, role = 'recruiter', token = admin) =>
  api('POST', '/team/invitations', { token, json: { data: { email, role } } });
const lookup = (token: string) => api('GET', `/team/invitations/lookup?token=${encodeURIComponent(token)}`);
const accept = (token: string, fields: Record<string, unknown> = {}) =>
  api('POST', '/team/invitations/accept', {
    json: { token, fullName: 'New Colleague', password: STRONG, deviceId: randomUUID(), ...fields },
  });
const team = (token = admin) => api('GET', '/team', { token });

/** The token of the link of the invitation e-mail number `after + 1` to `email` (waits for the outbox to send it). */
async function invitationToken(email: string, after = 0): Promise<string> {
  const toThem = () => mailbox.messages.filter((message) => recipients(message).includes(email));
  await mailbox.waitFor(() => toThem().length > after);
  const message = toThem()[after];
  const link = /http:\/\/localhost:3000\/admin\/invitation\?token=([\w-]+)/.exec(message.text ?? '');
  expect(link, message.text).not.toBeNull();
  return link![1];
}

/** Invites `email` as `role` and returns the invitation's documentId and the e-mailed token. */
async function invited(email: string, role = 'recruiter'): Promise<{ documentId: string; token: string }> {
  const before = mailbox.messages.filter((message) => recipients(message).includes(email)).length;
  const response = await invite(email, role);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { documentId: response.body.data.documentId as string, token: await invitationToken(email, before) };
}

/** A new member of staff with `role`, through an accepted invitation: their documentId, username and session. */
async function newMember(role: string) {
  const email = address(role);
  const { token } = await invited(email, role);
  const username = `member-${randomBytes(4).toString('hex')}`;
  const answer = await accept(token, { username });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return {
    documentId: answer.body.user.documentId as string,
    username,
    email,
    jwt: answer.body.jwt as string,
    refreshToken: answer.body.refreshToken as string,
  };
}

/** The audit entries of a subject, oldest first. */
async function auditOf(subjectId: string): Promise<Array<{ action: string; actor: string; details: unknown }>> {
  const response = await api(
    'GET',
    `/audit-entries?filters[subjectId][$eq]=${subjectId}&sort[0]=id:asc&pagination[pageSize]=100`,
    { token: admin },
  );
  expect(response.status).toBe(200);
  return response.body.data;
}

/**
 * Runs `work` while the only active Admins are `keep` (usernames): every other active Admin is blocked in the
 * database for that time (set-up of a team with one or two Admins), and unblocked afterwards.
 */
async function withOnlyAdmins(keep: string[], work: () => Promise<void>): Promise<void> {
  const adminRole = await database('up_roles').where({ type: 'admin' }).first('id');
  const rows: Array<{ id: number }> = await database('up_users')
    .join('up_users_role_lnk', 'up_users.id', 'up_users_role_lnk.user_id')
    .where('up_users_role_lnk.role_id', adminRole.id)
    .whereNot('up_users.blocked', true)
    .whereNotIn('up_users.username', keep)
    .select('up_users.id');
  const ids = rows.map((row) => row.id);
  await database('up_users').whereIn('id', ids).update({ blocked: true });
  try {
    await work();
  } finally {
    await database('up_users').whereIn('id', ids).update({ blocked: false });
  }
}

beforeAll(async () => {
  database = openCmsDatabase();
  mailbox = await openMailbox();
  admin = await loginAsAdmin();
  for (const role of ['recruiter', 'editor'] as const) {
    const user = await createUserWithRole(role);
    others[role] = await login(user.username, user.password);
  }
  others.authenticated = await loginAsAuthenticatedUser();
});

afterAll(async () => {
  await mailbox?.close();
  await database?.destroy();
});

describe('invitations', () => {
  it('e-mails a single-use link to PUBLIC_URL, stores only its SHA-256, lists it and audits it', async () => {
    const email = address('invitee');
    const typed = `  ${email.toUpperCase()} `;
    const response = await invite(typed, 'editor');
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data).toMatchObject({ email, role: 'editor', expired: false, invitedBy: DEMO_ADMIN.username });
    expect(response.body.data).not.toHaveProperty('tokenHash');
    const hours = (Date.parse(response.body.data.expiresAt as string) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const token = await invitationToken(email);
    const [row] = await database('staff_invitations').where({ email });
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const listed = await team();
    expect(listed.status).toBe(200);
    expect(listed.body.data.invitations).toContainEqual(expect.objectContaining({ email, role: 'editor' }));
    expect(JSON.stringify(listed.body)).not.toContain(row.token_hash);

    const audit = await auditOf(response.body.data.documentId as string);
    expect(audit).toEqual([expect.objectContaining({ action: 'team-invite', actor: DEMO_ADMIN.username })]);
    expect(JSON.stringify(audit)).not.toContain(email);
  });

  it('refuses an address that belongs to a member or is invited already, and a role that does not exist', async () => {
    expectError(await invite(DEMO_ADMIN.email.toUpperCase()), 409, TEAM_MESSAGES.addressTaken);
    const email = address('twice');
    expect((await invite(email)).status).toBe(201);
    expectError(await invite(email, 'admin'), 409, TEAM_MESSAGES.addressInvited);
    expectError(await invite(address('bad-role'), 'owner'), 400);
    expectError(await invite('not an address'), 400);
  });

  it('lookup shows the address and role; an unknown, tampered or malformed token gets one 404', async () => {
    const email = address('lookup');
    const { token } = await invited(email, 'admin');
    const found = await lookup(token);
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual({ email, role: 'admin' });
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [tampered, randomBytes(32).toString('base64url'), 'short', '']) {
      expectError(await lookup(wrong), 404, TEAM_MESSAGES.invitationUnusable);
      expectError(await accept(wrong), 404, TEAM_MESSAGES.invitationUnusable);
    }
  });

  it('accepting creates the member with the role, signs them in, and works once', async () => {
    const email = address('accept');
    const { documentId, token } = await invited(email, 'recruiter');
    const answer = await accept(token, { fullName: '  Ada Byron ', username: `ada-${tag}` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.user).toEqual({
      documentId: expect.any(String),
      username: `ada-${tag}`,
      email,
      role: 'recruiter',
    });
    expect(answer.body.refreshToken).toEqual(expect.any(String));
    const me = await api('GET', '/users/me', { token: answer.body.jwt as string });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: `ada-${tag}`, email, fullName: 'Ada Byron', blocked: false });
    // The answer's session is a real one: it refreshes.
    const refreshed = await api('POST', '/auth/refresh', { json: { refreshToken: answer.body.refreshToken } });
    expect(refreshed.status).toBe(200);
    // And the member signs in with the password they chose.
    expect(await login(email, STRONG)).toEqual(expect.any(String));

    expectError(await accept(token, { username: `other-${tag}` }), 404, TEAM_MESSAGES.invitationUnusable);
    expectError(await lookup(token), 404);
    const listed = (await team()).body.data;
    expect(listed.members).toContainEqual(
      expect.objectContaining({ username: `ada-${tag}`, role: 'recruiter', status: 'active', mfaEnabled: false }),
    );
    expect(listed.invitations).not.toContainEqual(expect.objectContaining({ email }));
    expect((await auditOf(documentId)).map((entry) => entry.action)).toEqual(['team-invite', 'team-invite-accept']);
  });

  it('of two accepts of one link at the same moment, exactly one creates a member', async () => {
    const email = address('race');
    const { token } = await invited(email);
    const answers = await Promise.all([
      accept(token, { username: `race-a-${tag}` }),
      accept(token, { username: `race-b-${tag}` }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 404]);
    expect(await database('up_users').where({ email })).toHaveLength(1);
  });

  it('makes a username from the address when none is chosen, and refuses one that is taken', async () => {
    const email = address('noname');
    const { token } = await invited(email);
    expectError(await accept(token, { username: DEMO_ADMIN.username }), 409, TEAM_MESSAGES.usernameTaken);
    const answer = await accept(token, { username: '' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.user.username).toMatch(/^noname\./);
  });

  it('refuses a short password with its reason and changes nothing: the link still works', async () => {
    const email = address('short');
    const { token } = await invited(email);
    const refused = await accept(token, { password: 'too short' });
    expectError(refused, 400);
    expect(JSON.stringify(refused.body.error.details)).toContain('password');
    expectError(await accept(token, { fullName: '   ' }), 400);
    expect(await database('up_users').where({ email })).toHaveLength(0);
    expect((await lookup(token)).status).toBe(200);
  });

  it('an expired link is refused and listed as expired', async () => {
    const email = address('expired');
    const { token } = await invited(email);
    await database('staff_invitations')
      .where({ email })
      .update({ expires_at: new Date(Date.now() - 60_000) });
    expectError(await lookup(token), 404, TEAM_MESSAGES.invitationUnusable);
    expectError(await accept(token), 404);
    expect(await database('up_users').where({ email })).toHaveLength(0);
    expect((await team()).body.data.invitations).toContainEqual(expect.objectContaining({ email, expired: true }));
  });

  it('a revoked link is refused at once; revoking again is a conflict', async () => {
    const email = address('revoked');
    const { documentId, token } = await invited(email);
    const revoked = await api('POST', `/team/invitations/${documentId}/revoke`, { token: admin });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expectError(await lookup(token), 404);
    expectError(await accept(token), 404);
    expectError(await api('POST', `/team/invitations/${documentId}/revoke`, { token: admin }), 409);
    expectError(await api('POST', `/team/invitations/${documentId}/resend`, { token: admin }), 409);
    expect((await team()).body.data.invitations).not.toContainEqual(expect.objectContaining({ email }));
    expect((await auditOf(documentId)).map((entry) => entry.action)).toEqual(['team-invite', 'team-invite-revoke']);
    // The address may be invited again.
    expect((await invite(email)).status).toBe(201);
  });

  it('resending e-mails a new link with a new expiry; the old link is dead', async () => {
    const email = address('resent');
    const { documentId, token: first } = await invited(email);
    await database('staff_invitations')
      .where({ email })
      .update({ expires_at: new Date(Date.now() - 60_000) });
    const resent = await api('POST', `/team/invitations/${documentId}/resend`, { token: admin });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.data.expired).toBe(false);
    const second = await invitationToken(email, 1);
    expect(second).not.toBe(first);
    expectError(await lookup(first), 404);
    expectError(await accept(first), 404);
    expect((await accept(second)).status).toBe(201);
    expectError(await api('POST', `/team/invitations/${randomUUID()}/resend`, { token: admin }), 404);
  });
});

describe('members', () => {
  it('shows each member’s last sign-in: none before the first, then the time of the latest', async () => {
    const member = await createUserWithRole('editor');
    const listed = async () =>
      ((await team()).body.data.members as Array<{ username: string; lastSignInAt: string | null }>).find(
        (row) => row.username === member.username,
      );
    expect((await listed())?.lastSignInAt).toBeNull();
    const before = Date.now();
    await login(member.username, member.password);
    const signedIn = Date.parse((await listed())?.lastSignInAt ?? '');
    expect(signedIn).toBeGreaterThanOrEqual(before - 1000);
    expect(signedIn).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('changes a member’s role, audited with the old and new role; refuses an unknown role or member', async () => {
    const member = await newMember('recruiter');
    const changed = await api('PUT', `/team/members/${member.documentId}/role`, {
      token: admin,
      json: { data: { role: 'editor' } },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ documentId: member.documentId, role: 'editor' });
    expect((await api('GET', '/users/me', { token: member.jwt })).status).toBe(200);
    expect((await auditOf(member.documentId)).at(-1)).toMatchObject({
      action: 'team-role-change',
      actor: DEMO_ADMIN.username,
      details: { from: 'recruiter', to: 'editor' },
    });
    expectError(
      await api('PUT', `/team/members/${member.documentId}/role`, { token: admin, json: { data: { role: 'root' } } }),
      400,
    );
    expectError(
      await api('PUT', `/team/members/${randomUUID()}/role`, { token: admin, json: { data: { role: 'editor' } } }),
      404,
    );
  });

  it('deactivating ends every session at once; reactivating lets them sign in again, no old session back', async () => {
    const member = await newMember('recruiter');
    const laptop = await api('POST', '/auth/local', {
      json: { identifier: member.username, password: STRONG, deviceId: randomUUID() },
    });
    expect(laptop.status).toBe(200);
    expect((await api('GET', '/users/me', { token: member.jwt })).status).toBe(200);

    const deactivated = await api('POST', `/team/members/${member.documentId}/deactivate`, { token: admin });
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200);
    expect(deactivated.body.data.status).toBe('deactivated');
    for (const jwt of [member.jwt, laptop.body.jwt as string])
      expectError(await api('GET', '/users/me', { token: jwt }), 401);
    for (const refreshToken of [member.refreshToken, laptop.body.refreshToken as string]) {
      expectError(await api('POST', '/auth/refresh', { json: { refreshToken } }), 401);
    }
    expect((await api('POST', '/auth/local', { json: { identifier: member.username, password: STRONG } })).status).toBe(
      400,
    );
    expect((await team()).body.data.members).toContainEqual(
      expect.objectContaining({ documentId: member.documentId, status: 'deactivated' }),
    );

    const reactivated = await api('POST', `/team/members/${member.documentId}/reactivate`, { token: admin });
    expect(reactivated.status).toBe(200);
    expect(reactivated.body.data.status).toBe('active');
    // The sessions that were ended stay ended.
    expectError(await api('GET', '/users/me', { token: member.jwt }), 401);
    expectError(await api('POST', '/auth/refresh', { json: { refreshToken: member.refreshToken } }), 401);
    expect((await api('GET', '/users/me', { token: await login(member.username, STRONG) })).status).toBe(200);
    expect((await auditOf(member.documentId)).map((entry) => entry.action).slice(-2)).toEqual([
      'team-deactivate',
      'team-reactivate',
    ]);
  });

  it('an Admin cannot deactivate themself', async () => {
    const me = (await team()).body.data.members.find(
      (member: { username: string }) => member.username === DEMO_ADMIN.username,
    );
    expectError(
      await api('POST', `/team/members/${me.documentId}/deactivate`, { token: admin }),
      409,
      TEAM_MESSAGES.selfDeactivation,
    );
  });

  it('the last active Admin cannot step down, not even by themself; beside another Admin they may', async () => {
    const me = (await team()).body.data.members.find(
      (member: { username: string }) => member.username === DEMO_ADMIN.username,
    );
    const other = await newMember('admin');
    await withOnlyAdmins([DEMO_ADMIN.username], async () => {
      expectError(
        await api('PUT', `/team/members/${me.documentId}/role`, { token: admin, json: { data: { role: 'editor' } } }),
        409,
        TEAM_MESSAGES.lastAdmin,
      );
      // A deactivated Admin does not count: making them an Admin again, or reactivating them, is allowed.
      expect((await team()).body.data.members).toContainEqual(
        expect.objectContaining({ documentId: other.documentId, status: 'deactivated' }),
      );
    });
    // With a second active Admin, the first may step down, and back up.
    const stepDown = await api('PUT', `/team/members/${me.documentId}/role`, {
      token: admin,
      json: { data: { role: 'recruiter' } },
    });
    expect(stepDown.status, JSON.stringify(stepDown.body)).toBe(200);
    const otherAdmin = other.jwt;
    const back = await api('PUT', `/team/members/${me.documentId}/role`, {
      token: otherAdmin,
      json: { data: { role: 'admin' } },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await team()).body.data.members).toContainEqual(
      expect.objectContaining({ username: DEMO_ADMIN.username, role: 'admin' }),
    );
  });

  it('two Admins demoting each other at the same moment leave one Admin', async () => {
    const first = await newMember('admin');
    const second = await newMember('admin');
    await withOnlyAdmins([first.username, second.username], async () => {
      const answers = await Promise.all([
        api('PUT', `/team/members/${second.documentId}/role`, { token: first.jwt, json: { data: { role: 'editor' } } }),
        api('PUT', `/team/members/${first.documentId}/role`, { token: second.jwt, json: { data: { role: 'editor' } } }),
      ]);
      // One goes through; the other meets the last-Admin rule (409), or, when it arrives after the first has ended,
      // finds its own role already taken (403).
      const statuses = answers.map((answer: ApiResponse) => answer.status).sort();
      expect(statuses.length, JSON.stringify(answers.map((answer) => answer.body))).toBe(2);
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
    });
    const roles = ((await team()).body.data.members as Array<{ documentId: string; role: string }>)
      .filter((member) => [first.documentId, second.documentId].includes(member.documentId))
      .map((member) => member.role)
      .sort();
    expect(roles).toEqual(['admin', 'editor']);
  });
});

describe('who may use the team routes', () => {
  const routes: Array<[string, string, (target: string) => string, unknown?]> = [
    ['GET', 'list', () => '/team'],
    ['POST', 'invite', () => '/team/invitations', { data: { email: 'someone@example.com', role: 'admin' } }],
    ['POST', 'resend', (target) => `/team/invitations/${target}/resend`],
    ['POST', 'revoke', (target) => `/team/invitations/${target}/revoke`],
    ['PUT', 'role', (target) => `/team/members/${target}/role`, { data: { role: 'admin' } }],
    ['POST', 'deactivate', (target) => `/team/members/${target}/deactivate`],
    ['POST', 'reactivate', (target) => `/team/members/${target}/reactivate`],
  ];

  it('answers 403 to a Recruiter, an Editor, a signed-in user without a staff role and a visitor, and changes nothing', async () => {
    const email = address('guarded');
    const { documentId: invitation, token } = await invited(email);
    const member = await newMember('editor');
    const callers: Array<[string, string | undefined]> = [
      ['recruiter', others.recruiter],
      ['editor', others.editor],
      ['authenticated', others.authenticated],
      ['visitor', undefined],
    ];
    for (const [caller, bearer] of callers) {
      for (const [method, name, path, body] of routes) {
        const target = name === 'resend' || name === 'revoke' ? invitation : member.documentId;
        const response = await api(method, path(target), { token: bearer, json: body });
        expect(response.status, `${caller} ${name}`).toBe(403);
      }
    }
    expect((await lookup(token)).status).toBe(200);
    const [row] = await database('staff_invitations').where({ email });
    expect(row.revoked_at).toBeNull();
    expect((await team()).body.data.members).toContainEqual(
      expect.objectContaining({ documentId: member.documentId, role: 'editor', status: 'active' }),
    );
  });

  it('stays closed to a Recruiter even when their role is granted a team action by mistake (global::staff-may)', async () => {
    const url = cmsUrl();
    const panel = sharedPanelToken();
    const role = await findRole(url, panel, 'recruiter');
    const original = await getRolePermissions(url, panel, role.id);
    const widened = structuredClone(original);
    widened['api::staff-invitation'].controllers.team.list.enabled = true;
    widened['api::staff-invitation'].controllers.team.invite.enabled = true;
    await setRolePermissions(url, panel, role, widened);
    try {
      expectError(await team(others.recruiter), 403, 'Your role may not do this.');
      expectError(await invite(address('mistake'), 'admin', others.recruiter), 403, 'Your role may not do this.');
    } finally {
      await setRolePermissions(url, panel, role, original);
    }
  });
});
