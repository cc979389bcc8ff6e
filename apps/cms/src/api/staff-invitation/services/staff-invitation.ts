import { createHash, randomBytes, randomUUID } from 'crypto';
import {
  INVITATION_TTL_MS,
  invitationAcceptSchema,
  invitationTokenSchema,
  STAFF_ROLE_NAMES,
  STAFF_ROLES,
  staffInvitationSchema,
  staffRoleChangeSchema,
  TEAM_MESSAGES,
  type StaffRole,
  type StaffStatus,
} from '@agency/contract';
import { factories, type Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { recordAudit } from '../../../lib/audit';
import { enqueueStaffInvitation } from '../../../lib/notifications';
import { staffRoleOf } from '../../../lib/roles';
import { checkStaffPassword } from '../../../lib/staff-password';
import { parseOrThrow } from '../../../lib/validation';

/**
 * The team page's rules (docs/022-the-team.md "Team page and invitations"): the staff list, invitations (sent, resent,
 * revoked, accepted), role changes, deactivation and reactivation, each with its audit entry. Every change runs in
 * `withTeamLock`, so that the last-Admin rule and the "one invitation per address" rule hold under concurrent requests.
 * Each function throws Strapi's errors (400, 404) or `TeamConflict` (409, the controller's answer).
 */

export const INVITATION = 'api::staff-invitation.staff-invitation';
const USER = 'plugin::users-permissions.user';
const ROLE = 'plugin::users-permissions.role';

/** The team's service (`api::staff-invitation.staff-invitation`): each method is a function of this module. */
export default factories.createCoreService(INVITATION, ({ strapi }) => ({
  list: (now?: Date) => listTeam(strapi, now),
  invite: (actor: Actor, input: unknown) => inviteStaff(strapi, actor, input),
  resend: (actor: Actor, documentId: unknown) => resendInvitation(strapi, actor, documentId),
  revoke: (actor: Actor, documentId: unknown) => revokeInvitation(strapi, actor, documentId),
  lookup: (token: unknown) => lookupInvitation(strapi, token),
  accept: (input: unknown) => acceptInvitation(strapi, input),
  openSession: (userId: number, deviceId: unknown) => openSession(strapi, userId, deviceId),
  changeRole: (actor: Actor, documentId: unknown, input: unknown) => changeRole(strapi, actor, documentId, input),
  deactivate: (actor: Actor, documentId: unknown) => deactivateMember(strapi, actor, documentId),
  reactivate: (actor: Actor, documentId: unknown) => reactivateMember(strapi, actor, documentId),
}));

/** A change the team's rules refuse (the last Admin, an address taken…): 409 with `message`. */
export class TeamConflict extends Error {}

/** Who acts: the signed-in Admin (`ctx.state.user`). */
export interface Actor {
  id: number;
  documentId: string;
  username: string;
}

/** A member of staff as the team page lists it. */
export interface TeamMember {
  documentId: string;
  fullName: string | null;
  username: string;
  email: string;
  role: StaffRole;
  lastSignInAt: string | null;
  mfaEnabled: boolean;
  status: StaffStatus;
}

/** An open invitation (neither accepted nor revoked) as the team page lists it; `expired` once past `expiresAt`. */
export interface TeamInvitation {
  documentId: string;
  email: string;
  role: StaffRole;
  expiresAt: string;
  expired: boolean;
  invitedBy: string | null;
  createdAt: string;
}

interface StoredUser {
  id: number;
  documentId: string;
  username: string;
  email: string;
  fullName?: string | null;
  lastSignInAt?: string | Date | null;
  mfaEnabledAt?: string | Date | null;
  blocked?: boolean | null;
  role?: { type?: string } | null;
}

interface StoredInvitation {
  id: number;
  documentId: string;
  email: string;
  role: StaffRole;
  expiresAt: string | Date;
  acceptedAt: string | Date | null;
  revokedAt: string | Date | null;
  createdAt: string | Date;
  invitedBy?: { username?: string } | null;
}

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);

/** A new invitation token: 32 random bytes, base64url (the contract's `INVITATION_TOKEN_PATTERN`). */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token: its SHA-256, hex (a stolen database gives no working link). */
export function tokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** An invitation's state at `now`: open and usable, open but past its expiry, accepted or revoked. */
export function invitationState(
  invitation: Pick<StoredInvitation, 'expiresAt' | 'acceptedAt' | 'revokedAt'>,
  now: Date,
): 'pending' | 'expired' | 'accepted' | 'revoked' {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  return new Date(invitation.expiresAt).getTime() > now.getTime() ? 'pending' : 'expired';
}

/**
 * A username made from an address's local part (letters, digits, dots, dashes, underscores; at least 3 characters),
 * for an invitee who chose none; `taken` says which are in use, and a number is added until one is free.
 */
export async function usernameFor(email: string, taken: (candidate: string) => Promise<boolean>): Promise<string> {
  const base = (email.split('@')[0].replace(/[^A-Za-z0-9._-]/g, '') || 'staff').slice(0, 40).padEnd(3, '0');
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? base : `${base}${suffix}`;
    if (!(await taken(candidate))) return candidate;
  }
}

/**
 * Runs `work` in one database transaction that first takes the team's lock: an update of the Admin role's row, which
 * PostgreSQL holds until the transaction ends, so that two team changes never interleave (two Admins demoting each
 * other at once cannot leave none; two invitations of one address cannot both pass the check). SQLite runs one
 * transaction at a time anyway. A plain `SELECT … FOR UPDATE` is not offered by Strapi's query engine, and knex
 * ignores it on SQLite with a warning at each call.
 */
export async function withTeamLock<T>(strapi: Core.Strapi, work: () => Promise<T>): Promise<T> {
  return strapi.db.transaction(async (): Promise<T> => {
    await strapi.db.query(ROLE).update({ where: { type: 'admin' }, data: { updatedAt: new Date() } });
    return work();
  }) as Promise<T>;
}

/** The ids of the staff roles by type. */
async function staffRoleIds(strapi: Core.Strapi): Promise<Record<StaffRole, number>> {
  const roles: Array<{ id: number; type: string }> = await strapi.db
    .query(ROLE)
    .findMany({ where: { type: { $in: [...STAFF_ROLES] } }, select: ['id', 'type'] });
  const ids = Object.fromEntries(roles.map((role) => [role.type, role.id])) as Record<StaffRole, number>;
  for (const role of STAFF_ROLES) if (!ids[role]) throw new Error(`The staff role "${role}" is missing`);
  return ids;
}

const MEMBER_FIELDS = [
  'id',
  'documentId',
  'username',
  'email',
  'fullName',
  'lastSignInAt',
  'mfaEnabledAt',
  'blocked',
] as const;

/** A stored user as the team page lists it (never the two-factor secret: only whether it is on). */
function memberOf(user: StoredUser): TeamMember {
  return {
    documentId: user.documentId,
    fullName: user.fullName ?? null,
    username: user.username,
    email: user.email,
    role: staffRoleOf(user) ?? 'editor',
    lastSignInAt: iso(user.lastSignInAt),
    mfaEnabled: Boolean(user.mfaEnabledAt),
    status: user.blocked ? 'deactivated' : 'active',
  };
}

function invitationOf(row: StoredInvitation, now: Date): TeamInvitation {
  return {
    documentId: row.documentId,
    email: row.email,
    role: row.role,
    expiresAt: iso(row.expiresAt)!,
    expired: invitationState(row, now) === 'expired',
    invitedBy: row.invitedBy?.username ?? null,
    createdAt: iso(row.createdAt)!,
  };
}

/** The member of staff `documentId` (a user whose role is a staff role). @throws NotFoundError (404). */
async function findMember(strapi: Core.Strapi, documentId: unknown): Promise<StoredUser> {
  const user = (
    typeof documentId === 'string'
      ? await strapi.db.query(USER).findOne({
          where: { documentId, role: { type: { $in: [...STAFF_ROLES] } } },
          select: [...MEMBER_FIELDS],
          populate: { role: { select: ['type'] } },
        })
      : null
  ) as StoredUser | null;
  if (!user) throw new errors.NotFoundError(TEAM_MESSAGES.memberNotFound);
  return user;
}

/** How many active Admins there are other than user `exceptId`. */
async function otherActiveAdmins(strapi: Core.Strapi, exceptId: number): Promise<number> {
  return strapi.db.query(USER).count({
    where: { id: { $ne: exceptId }, blocked: { $ne: true }, role: { type: 'admin' } },
  });
}

/**
 * @throws TeamConflict when `user` is an active Admin and no other active Admin remains (the last-Admin rule): call it
 * inside `withTeamLock`, before the change that would take `user` out of the active Admins.
 */
async function assertNotLastAdmin(strapi: Core.Strapi, user: StoredUser): Promise<void> {
  if (staffRoleOf(user) !== 'admin' || user.blocked) return;
  if ((await otherActiveAdmins(strapi, user.id)) === 0) throw new TeamConflict(TEAM_MESSAGES.lastAdmin);
}

/** Whether an address belongs to a user already (compared without case: users-permissions stores it lower case). */
async function addressTaken(strapi: Core.Strapi, email: string): Promise<boolean> {
  return (await strapi.db.query(USER).count({ where: { email: { $eqi: email } } })) > 0;
}

/** The staff list (every user with a staff role, by username) and the open invitations (newest first). */
export async function listTeam(
  strapi: Core.Strapi,
  now = new Date(),
): Promise<{ members: TeamMember[]; invitations: TeamInvitation[] }> {
  const users = (await strapi.db.query(USER).findMany({
    where: { role: { type: { $in: [...STAFF_ROLES] } } },
    select: [...MEMBER_FIELDS],
    populate: { role: { select: ['type'] } },
    orderBy: [{ username: 'asc' }],
  })) as StoredUser[];
  const open = (await strapi.db.query(INVITATION).findMany({
    where: { acceptedAt: { $null: true }, revokedAt: { $null: true } },
    populate: { invitedBy: { select: ['username'] } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  })) as StoredInvitation[];
  return { members: users.map(memberOf), invitations: open.map((row) => invitationOf(row, now)) };
}

/**
 * Invites `{ email, role }` (the contract's `staffInvitationSchema`): a new invitation valid for `INVITATION_TTL_MS`,
 * its e-mail in the outbox and an audit entry, in one transaction.
 * @throws ValidationError (400) for a bad address or role; TeamConflict (409) when the address belongs to a user or has
 * an open invitation.
 */
export async function inviteStaff(
  strapi: Core.Strapi,
  actor: Actor,
  input: unknown,
  now = new Date(),
): Promise<TeamInvitation> {
  const { email, role } = parseOrThrow(staffInvitationSchema, input);
  return withTeamLock(strapi, async () => {
    if (await addressTaken(strapi, email)) throw new TeamConflict(TEAM_MESSAGES.addressTaken);
    const open = await strapi.db
      .query(INVITATION)
      .count({ where: { email, acceptedAt: { $null: true }, revokedAt: { $null: true } } });
    if (open > 0) throw new TeamConflict(TEAM_MESSAGES.addressInvited);
    const token = newInvitationToken();
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
    const created = (await strapi.documents(INVITATION).create({
      data: { email, role, tokenHash: tokenHashOf(token), expiresAt, invitedBy: actor.documentId },
    })) as unknown as StoredInvitation;
    await enqueueStaffInvitation(strapi, { email, token, roleName: STAFF_ROLE_NAMES[role], expiresAt });
    await recordAudit(strapi, {
      action: 'team-invite',
      subjectType: INVITATION,
      subjectId: created.documentId,
      actor: actor.username,
      details: { role },
    });
    return invitationOf({ ...created, invitedBy: { username: actor.username } }, now);
  });
}

/** The open invitation `documentId`, read inside the team lock. @throws NotFoundError (404); TeamConflict when closed. */
async function openInvitation(strapi: Core.Strapi, documentId: unknown): Promise<StoredInvitation> {
  const row = (
    typeof documentId === 'string' ? await strapi.db.query(INVITATION).findOne({ where: { documentId } }) : null
  ) as StoredInvitation | null;
  if (!row) throw new errors.NotFoundError(TEAM_MESSAGES.invitationNotFound);
  if (row.acceptedAt || row.revokedAt) throw new TeamConflict(TEAM_MESSAGES.invitationClosed);
  return row;
}

/**
 * Sends invitation `documentId` again with a new token and a new expiry: the old link stops working at once.
 * @throws NotFoundError (404); TeamConflict (409) when it was accepted or revoked.
 */
export async function resendInvitation(
  strapi: Core.Strapi,
  actor: Actor,
  documentId: unknown,
  now = new Date(),
): Promise<TeamInvitation> {
  return withTeamLock(strapi, async () => {
    const row = await openInvitation(strapi, documentId);
    const token = newInvitationToken();
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
    await strapi.db
      .query(INVITATION)
      .update({ where: { id: row.id }, data: { tokenHash: tokenHashOf(token), expiresAt } });
    await enqueueStaffInvitation(strapi, { email: row.email, token, roleName: STAFF_ROLE_NAMES[row.role], expiresAt });
    await recordAudit(strapi, {
      action: 'team-invite-resend',
      subjectType: INVITATION,
      subjectId: row.documentId,
      actor: actor.username,
      details: { role: row.role },
    });
    return invitationOf({ ...row, expiresAt }, now);
  });
}

/** Revokes invitation `documentId`: its link stops working. @throws NotFoundError (404); TeamConflict (409) when closed. */
export async function revokeInvitation(
  strapi: Core.Strapi,
  actor: Actor,
  documentId: unknown,
  now = new Date(),
): Promise<void> {
  await withTeamLock(strapi, async () => {
    const row = await openInvitation(strapi, documentId);
    await strapi.db.query(INVITATION).update({ where: { id: row.id }, data: { revokedAt: now } });
    await recordAudit(strapi, {
      action: 'team-invite-revoke',
      subjectType: INVITATION,
      subjectId: row.documentId,
      actor: actor.username,
    });
  });
}

/** The open, unexpired invitation of `token`, or null (unknown, expired, accepted, revoked: the same to the caller). */
async function usableInvitation(strapi: Core.Strapi, token: string, now: Date): Promise<StoredInvitation | null> {
  const row = (await strapi.db
    .query(INVITATION)
    .findOne({ where: { tokenHash: tokenHashOf(token) } })) as StoredInvitation | null;
  return row && invitationState(row, now) === 'pending' ? row : null;
}

/**
 * What an invitation link offers: `{ email, role }`.
 * @throws NotFoundError (404) for a token of the wrong shape, unknown, expired, used or revoked (one answer for all, so
 * nobody learns which).
 */
export async function lookupInvitation(
  strapi: Core.Strapi,
  token: unknown,
  now = new Date(),
): Promise<{ email: string; role: StaffRole }> {
  const parsed = invitationTokenSchema.safeParse(token);
  const row = parsed.success ? await usableInvitation(strapi, parsed.data, now) : null;
  if (!row) throw new errors.NotFoundError(TEAM_MESSAGES.invitationUnusable);
  return { email: row.email, role: row.role };
}

/** The new member of staff an accepted invitation made. */
export interface AcceptedInvitation {
  user: { id: number; documentId: string; username: string; email: string; role: StaffRole };
}

/**
 * Accepts an invitation (`{ token, fullName, username?, password }`, the contract's `invitationAcceptSchema`): the user
 * is created with the invitation's address and role, confirmed and active, and the invitation is marked used by a
 * conditional update, so that of two accepts at once only one creates a user; an audit entry records it.
 * @throws ValidationError (400) for bad fields or a password the check refuses (its reason on `password`);
 * NotFoundError (404) for an unusable token (as `lookupInvitation`); TeamConflict (409) for a username or an address
 * taken since the invitation was sent.
 */
export async function acceptInvitation(
  strapi: Core.Strapi,
  input: unknown,
  now = new Date(),
): Promise<AcceptedInvitation> {
  const body = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  // An unusable link is told before anything else about the form.
  await lookupInvitation(strapi, body.token, now);
  const { token, fullName, username: chosen, password } = parseOrThrow(invitationAcceptSchema, body);
  const roleIds = await staffRoleIds(strapi);
  const created = await withTeamLock(strapi, async () => {
    const row = await usableInvitation(strapi, token, now);
    if (!row) throw new errors.NotFoundError(TEAM_MESSAGES.invitationUnusable);
    const reason = checkStaffPassword(password, [row.email, fullName, ...(chosen ? [chosen] : [])]);
    if (reason) {
      throw new errors.ValidationError(reason, {
        errors: [{ path: ['password'], message: reason, name: 'ValidationError' }],
      });
    }
    if (await addressTaken(strapi, row.email)) throw new TeamConflict(TEAM_MESSAGES.addressTaken);
    const usernameTaken = async (candidate: string) =>
      (await strapi.db.query(USER).count({ where: { username: { $eqi: candidate } } })) > 0;
    if (chosen && (await usernameTaken(chosen))) throw new TeamConflict(TEAM_MESSAGES.usernameTaken);
    const username = chosen ?? (await usernameFor(row.email, usernameTaken));
    // Single use: only the request that moves `acceptedAt` from empty goes on.
    const { count } = await strapi.db.query(INVITATION).updateMany({
      where: { id: row.id, acceptedAt: { $null: true }, revokedAt: { $null: true }, tokenHash: tokenHashOf(token) },
      data: { acceptedAt: now },
    });
    if (count !== 1) throw new errors.NotFoundError(TEAM_MESSAGES.invitationUnusable);
    const user = (await strapi.plugin('users-permissions').service('user').add({
      username,
      email: row.email,
      password,
      fullName,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: roleIds[row.role],
      lastSignInAt: now,
    })) as StoredUser;
    await recordAudit(strapi, {
      action: 'team-invite-accept',
      subjectType: INVITATION,
      subjectId: row.documentId,
      actor: username,
      details: { user: user.documentId, role: row.role },
    });
    return { id: user.id, documentId: user.documentId, username, email: row.email, role: row.role };
  });
  return { user: created };
}

/**
 * A new session for a user who just accepted an invitation, as `POST /auth/local` opens one (users-permissions'
 * session manager, `jwtManagement: 'refresh'`): `{ jwt, refreshToken }`. `deviceId` names the session (the web app
 * sends one, as it does to sign in).
 */
export async function openSession(
  strapi: Core.Strapi,
  userId: number,
  deviceId: unknown,
): Promise<{ jwt: string; refreshToken: string }> {
  const sessions = strapi.sessionManager('users-permissions');
  const device =
    typeof deviceId === 'string' && deviceId.length > 0 && deviceId.length <= 100 ? deviceId : randomUUID();
  const refresh = await sessions.generateRefreshToken(String(userId), device, { type: 'refresh' });
  const access = await sessions.generateAccessToken(refresh.token);
  if ('error' in access) throw new errors.ApplicationError('The session could not be opened.');
  return { jwt: access.token, refreshToken: refresh.token };
}

/**
 * Gives member `documentId` the role `{ role }`. Demoting the last active Admin is refused; the member's sessions go on
 * (every request reads the role afresh).
 * @throws ValidationError (400) for an unknown role; NotFoundError (404); TeamConflict (409) for the last Admin.
 */
export async function changeRole(
  strapi: Core.Strapi,
  actor: Actor,
  documentId: unknown,
  input: unknown,
): Promise<TeamMember> {
  const { role } = parseOrThrow(staffRoleChangeSchema, input);
  const roleIds = await staffRoleIds(strapi);
  return withTeamLock(strapi, async () => {
    const user = await findMember(strapi, documentId);
    const from = staffRoleOf(user);
    if (from === role) return memberOf(user);
    if (role !== 'admin') await assertNotLastAdmin(strapi, user);
    await strapi.db.query(USER).update({ where: { id: user.id }, data: { role: roleIds[role] } });
    await recordAudit(strapi, {
      action: 'team-role-change',
      subjectType: USER,
      subjectId: user.documentId,
      actor: actor.username,
      details: { from, to: role },
    });
    return memberOf({ ...user, role: { type: role } });
  });
}

/**
 * Deactivates member `documentId`: `blocked`, and every session of theirs ended at once (their access tokens are
 * refused at the next request: src/extensions/users-permissions checks each token's session; their refresh tokens
 * too). Their jobs keep them as owner. An Admin cannot deactivate themself, nor the last active Admin.
 * @throws NotFoundError (404); TeamConflict (409) for oneself or the last Admin.
 */
export async function deactivateMember(strapi: Core.Strapi, actor: Actor, documentId: unknown): Promise<TeamMember> {
  return withTeamLock(strapi, async () => {
    const user = await findMember(strapi, documentId);
    if (user.id === actor.id) throw new TeamConflict(TEAM_MESSAGES.selfDeactivation);
    await assertNotLastAdmin(strapi, user);
    if (!user.blocked) await strapi.db.query(USER).update({ where: { id: user.id }, data: { blocked: true } });
    await strapi.sessionManager('users-permissions').invalidateRefreshToken(String(user.id));
    await recordAudit(strapi, {
      action: 'team-deactivate',
      subjectType: USER,
      subjectId: user.documentId,
      actor: actor.username,
    });
    return memberOf({ ...user, blocked: true });
  });
}

/** Reactivates member `documentId` (they sign in again; no earlier session comes back). @throws NotFoundError (404). */
export async function reactivateMember(strapi: Core.Strapi, actor: Actor, documentId: unknown): Promise<TeamMember> {
  return withTeamLock(strapi, async () => {
    const user = await findMember(strapi, documentId);
    if (user.blocked) await strapi.db.query(USER).update({ where: { id: user.id }, data: { blocked: false } });
    await recordAudit(strapi, {
      action: 'team-reactivate',
      subjectType: USER,
      subjectId: user.documentId,
      actor: actor.username,
    });
    return memberOf({ ...user, blocked: false });
  });
}
