import { createHash, randomBytes } from 'crypto';
import {
  changePasswordSchema,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  forgotPasswordSchema,
  PASSWORD_CLIENT_WINDOW_SECONDS,
  PASSWORD_RATE_LIMIT_MESSAGE,
  PASSWORD_REQUESTS_PER_CLIENT,
  PASSWORD_RESET_ADDRESS_WINDOW_SECONDS,
  PASSWORD_RESET_EMAILS_PER_ADDRESS,
  PASSWORD_RESET_LINK_INVALID_MESSAGE,
  PASSWORD_RESET_TOKEN_PATTERN,
  PASSWORD_RESET_TTL_MS,
  resetPasswordSchema,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { recordAudit } from '../../../lib/audit';
import { emailSettings, passwordResetEmail } from '../../../lib/emails';
import { rateLimitRefused } from '../../../lib/metrics';
import { recordEmail } from '../../../lib/notifications';
import { createRateLimit, rateLimitRedis, type RateLimit } from '../../../lib/rate-limit';
import { staffRoleOf } from '../../../lib/roles';
import { checkStaffPassword } from '../../../lib/staff-password';
import { parseOrThrow } from '../../../lib/validation';

/**
 * Staff password reset and change (docs/022-the-team.md "Password reset and change"). users-permissions' own
 * forgot/reset are not used: its reset tokens never expire (strapi/strapi#25711) and its reset did not end sessions.
 * Here:
 * - a reset token is 32 random bytes (base64url, 43 characters) e-mailed in a link on `PUBLIC_URL`; only its SHA-256
 *   is stored (`api::staff-password.staff-password-reset`), with an expiry `PASSWORD_RESET_TTL_MS` (30 minutes) ahead;
 *   a new request deletes the person's older tokens; a token is used once (a conditional update decides between two
 *   requests with the same link);
 * - the person's answer to "forgot" is the same, in about the same time (`FORGOT_MIN_MS`), whoever the address is;
 * - setting the password (reset or change) checks the rule of lib/staff-password.ts, then ends every session of the
 *   person (reset) or every other one (change: the access token's own session stays), and writes an audit entry with
 *   no personal data (the user's documentId and the actor's username, as every staff action's entry).
 */

const RESET = 'api::staff-password.staff-password-reset';
const USER = 'plugin::users-permissions.user';
const SESSION = 'admin::session';
const ORIGIN = 'users-permissions';

/**
 * The least time a "forgot" answer takes: the work for a staff address (a token, an outbox row) is done within it, so
 * that the answer's time does not tell a known address from an unknown one.
 */
export const FORGOT_MIN_MS = 400;

/** A user as this module reads it. */
interface StaffUserRow {
  id: number;
  documentId: string;
  username: string;
  email: string;
  fullName?: string | null;
  blocked?: boolean | null;
  password?: string | null;
  role?: { type?: string } | null;
}

const USER_FIELDS = ['id', 'documentId', 'username', 'email', 'fullName', 'blocked'];

/** The SHA-256 of a token, hex (what is stored and looked up). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new reset token: 32 random bytes, base64url (the contract's `PASSWORD_RESET_TOKEN_PATTERN`). */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** True for a user who may reset their password: a staff role, not deactivated. */
function isActiveStaff(user: StaffUserRow | null): user is StaffUserRow {
  return Boolean(user && !user.blocked && staffRoleOf(user));
}

/** The 400 of a reset link that does not work (one answer for every reason). */
function invalidLink(): errors.ValidationError {
  return new errors.ValidationError(PASSWORD_RESET_LINK_INVALID_MESSAGE, {
    errors: [{ path: ['token'], message: PASSWORD_RESET_LINK_INVALID_MESSAGE, name: 'ValidationError' }],
  });
}

/** The 400 of a field, in Strapi's validation shape (the web app shows the message next to that field). */
function fieldError(field: string, message: string): errors.ValidationError {
  return new errors.ValidationError(message, { errors: [{ path: [field], message, name: 'ValidationError' }] });
}

/** The person's words that a guesser tries first (lib/staff-password.ts). */
const userInputsOf = (user: StaffUserRow) => [user.username, user.email, user.fullName ?? ''];

/** The limits of this module, made at the first request (Redis or memory, lib/rate-limit.ts). */
interface Limits {
  forgotClients: RateLimit;
  resetClients: RateLimit;
  changeClients: RateLimit;
  addresses: RateLimit;
}
let limits: Limits | undefined;

function limitsOf(strapi: Core.Strapi): Limits {
  if (limits) return limits;
  const redis = rateLimitRedis((message) => strapi.log.warn(message));
  const perClient = (keyPrefix: string) =>
    createRateLimit({
      keyPrefix,
      points: PASSWORD_REQUESTS_PER_CLIENT,
      seconds: PASSWORD_CLIENT_WINDOW_SECONDS,
      redis,
    });
  limits = {
    forgotClients: perClient('password-forgot'),
    resetClients: perClient('password-reset'),
    changeClients: perClient('password-change'),
    addresses: createRateLimit({
      keyPrefix: 'password-reset-address',
      points: PASSWORD_RESET_EMAILS_PER_ADDRESS,
      seconds: PASSWORD_RESET_ADDRESS_WINDOW_SECONDS,
      redis,
    }),
  };
  return limits;
}

/**
 * Counts one request of `key` against `limit`.
 * @throws RateLimitError (429, with `retryAfterSeconds`) over the limit, counted in the metrics.
 */
async function within(limit: RateLimit, key: string): Promise<void> {
  const answer = await limit.consume(key);
  if (answer.allowed) return;
  rateLimitRefused('password');
  throw new errors.RateLimitError(PASSWORD_RATE_LIMIT_MESSAGE, { retryAfterSeconds: answer.retryAfterSeconds });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * "Forgot password": when `body.email` is an active staff member's (and the address has had fewer than
 * `PASSWORD_RESET_EMAILS_PER_ADDRESS` requests this hour), a new reset token replaces their older ones and its link is
 * recorded in the outbox, in one transaction. Resolves no sooner than `FORGOT_MIN_MS` after it was called, whoever the
 * address is.
 * @throws RateLimitError (429) when `clientIp` has made too many requests; ValidationError (400) for a body without an
 * e-mail address's shape (which tells nothing about accounts).
 */
export async function forgotPassword(strapi: Core.Strapi, body: unknown, clientIp: string): Promise<void> {
  const started = Date.now();
  await within(limitsOf(strapi).forgotClients, clientIp);
  const { email } = parseOrThrow(forgotPasswordSchema, body);
  try {
    // Keyed by the address's hash: no address in Redis. Counted for every address, known or not.
    const allowed = await limitsOf(strapi).addresses.consume(tokenHash(email));
    if (!allowed.allowed) {
      rateLimitRefused('password');
      return;
    }
    const user = (await strapi.db.query(USER).findOne({
      where: { email, provider: 'local' },
      select: USER_FIELDS,
      populate: { role: { select: ['type'] } },
    })) as StaffUserRow | null;
    if (!isActiveStaff(user)) return;
    const token = newResetToken();
    await strapi.db.transaction(async () => {
      // The new link first, then every older one of this person gone: whatever order requests of a storm interleave
      // in, only the newest row is left once they are done; and a reset takes only the newest row (`usableReset`).
      const created = (await strapi.db.query(RESET).create({
        data: { user: user.id, tokenHash: tokenHash(token), expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS) },
      })) as { id: number };
      await strapi.db.query(RESET).deleteMany({ where: { user: user.id, id: { $lt: created.id } } });
      await recordEmail(
        strapi,
        passwordResetEmail(
          { email: user.email, name: user.fullName?.trim() || user.username, token },
          emailSettings(process.env),
        ),
      );
    });
  } finally {
    await sleep(Math.max(0, started + FORGOT_MIN_MS - Date.now()));
  }
}

/** The reset row of `token` that may still be used at `now` (unused, unexpired, its person's newest) and its active staff user, or null. */
async function usableReset(
  strapi: Core.Strapi,
  token: unknown,
  now: Date,
): Promise<{ id: number; user: StaffUserRow } | null> {
  if (typeof token !== 'string' || !PASSWORD_RESET_TOKEN_PATTERN.test(token)) return null;
  const row = (await strapi.db.query(RESET).findOne({
    where: { tokenHash: tokenHash(token) },
    select: ['id', 'user', 'expiresAt', 'usedAt'],
  })) as { id: number; user: number; expiresAt: string | Date; usedAt: string | Date | null } | null;
  if (!row || row.usedAt || new Date(row.expiresAt).getTime() <= now.getTime()) return null;
  // Only the person's newest link works, even while an older row still waits for its deletion.
  if ((await strapi.db.query(RESET).count({ where: { user: row.user, id: { $gt: row.id } } })) > 0) return null;
  const user = (await strapi.db.query(USER).findOne({
    where: { id: row.user },
    select: USER_FIELDS,
    populate: { role: { select: ['type'] } },
  })) as StaffUserRow | null;
  return isActiveStaff(user) ? { id: row.id, user } : null;
}

/**
 * Sets a new password with the e-mailed token: the token must be known, unused, not expired, the newest of its
 * person, and its person an active staff member; the password must pass the rule. Then, in one transaction: the
 * token is marked used (only if it still is unused: of two requests with the same link, one wins), the password set,
 * the person's other tokens deleted, every session of theirs ended (lib/refresh-reuse.ts's way: their access tokens
 * are refused at the next request), an audit entry written.
 * @throws RateLimitError (429) for a client over its limit; ValidationError (400) `PASSWORD_RESET_LINK_INVALID_MESSAGE`
 * on `token` for a link that does not work, or the rule's reason on `password`; nothing is changed then.
 */
export async function resetPassword(strapi: Core.Strapi, body: unknown, clientIp: string): Promise<void> {
  await within(limitsOf(strapi).resetClients, clientIp);
  const input = (body && typeof body === 'object' ? body : {}) as { token?: unknown; password?: unknown };
  const now = new Date();
  const reset = await usableReset(strapi, input.token, now);
  if (!reset) throw invalidLink();
  const { password } = parseOrThrow(resetPasswordSchema, input);
  const reason = checkStaffPassword(password, userInputsOf(reset.user));
  if (reason) throw fieldError('password', reason);

  await strapi.db.transaction(async () => {
    const { count } = await strapi.db.query(RESET).updateMany({
      where: { id: reset.id, usedAt: null, expiresAt: { $gt: now } },
      data: { usedAt: now },
    });
    if (count !== 1) throw invalidLink();
    await strapi.plugin('users-permissions').service('user').edit(reset.user.id, { password });
    await strapi.db.query(RESET).deleteMany({ where: { user: reset.user.id, id: { $ne: reset.id } } });
    await strapi.sessionManager(ORIGIN).invalidateRefreshToken(String(reset.user.id));
    await recordAudit(strapi, {
      action: 'password-reset',
      subjectType: USER,
      subjectId: reset.user.documentId,
      actor: reset.user.username,
    });
  });
}

/**
 * Changes the signed-in staff member's password: `currentPassword` must be theirs, the new one must pass the rule.
 * Then, in one transaction, the password is set, every session of theirs but `sessionId` (the one of this request's
 * access token) ends, an audit entry is written.
 * @throws RateLimitError (429) for a client over its limit; ValidationError (400) on `currentPassword` when it is
 * wrong, or with the rule's reason on `password`; nothing is changed then.
 */
export async function changePassword(
  strapi: Core.Strapi,
  userId: number,
  sessionId: string | undefined,
  body: unknown,
  clientIp: string,
): Promise<void> {
  await within(limitsOf(strapi).changeClients, clientIp);
  const { currentPassword, password } = parseOrThrow(changePasswordSchema, body);
  const user = (await strapi.db.query(USER).findOne({
    where: { id: userId },
    select: [...USER_FIELDS, 'password'],
    populate: { role: { select: ['type'] } },
  })) as StaffUserRow | null;
  if (!isActiveStaff(user)) throw new errors.ForbiddenError();
  const users = strapi.plugin('users-permissions').service('user');
  const matches = Boolean(user.password) && (await users.validatePassword(currentPassword, user.password));
  if (!matches) throw fieldError('currentPassword', CURRENT_PASSWORD_WRONG_MESSAGE);
  const reason = checkStaffPassword(password, userInputsOf(user));
  if (reason) throw fieldError('password', reason);

  await strapi.db.transaction(async () => {
    await users.edit(user.id, { password });
    const others: Record<string, unknown> = { userId: String(user.id), origin: ORIGIN };
    if (sessionId) others.sessionId = { $ne: sessionId };
    await strapi.db.query(SESSION).deleteMany({ where: others });
    await recordAudit(strapi, {
      action: 'password-change',
      subjectType: USER,
      subjectId: user.documentId,
      actor: user.username,
    });
  });
}

/** The module's functions as Strapi's service `api::staff-password.staff-password`. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  forgot: (body: unknown, clientIp: string) => forgotPassword(strapi, body, clientIp),
  reset: (body: unknown, clientIp: string) => resetPassword(strapi, body, clientIp),
  change: (userId: number, sessionId: string | undefined, body: unknown, clientIp: string) =>
    changePassword(strapi, userId, sessionId, body, clientIp),
});
