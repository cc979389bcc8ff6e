import {
  MFA_CODE_USER_LIMIT,
  MFA_CODE_WINDOW_SECONDS,
  MFA_INVALID_CODE_MESSAGE,
  MFA_INVALID_RECOVERY_CODE_MESSAGE,
  MFA_RATE_LIMIT_MESSAGE,
  mfaRequiredFor,
  mfaRequirement,
  type MfaRequirement,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { recordSignIn } from './sign-ins';
import { errors } from '@strapi/utils';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimitRefused } from './metrics';
import { staffRoleOf } from './roles';
import {
  acceptedStep,
  bindingOf,
  enrolmentOf,
  newRecoveryCodes,
  newSecret,
  openSecret,
  readChallenge,
  recoveryCodeHash,
  recoveryCodeHashes,
  sealSecret,
  signChallenge,
  type ChallengeKind,
} from './two-factor';

/**
 * Two-factor sign-in of staff, enforced by the CMS (docs/022-the-team.md "Two-factor sign-in"):
 *
 * - `POST /auth/local` (src/extensions/users-permissions) answers a user who has it on, or whose role must have it
 *   (`STAFF_MFA_REQUIRED`), with a challenge instead of a session (`passwordStepAnswer`);
 * - `POST /staff/mfa/verify` turns a challenge and a code (or a recovery code) into the session, and
 *   `POST /staff/mfa/enrol/start|confirm` turns it on first when it is due (src/api/two-factor);
 * - a signed-in staff member turns it on, renews the recovery codes or turns it off on their own account.
 *
 * Every code is checked against the record with a compare-and-set on the sealed secret (`mfaSecret` is re-sealed with
 * a new IV at each accepted code): of two requests with the same code, or the same recovery code, only one wins.
 */

const USER = 'plugin::users-permissions.user';

/** An unconfirmed secret (enrolment started, no code given yet) is replaced after this long. */
const PENDING_SECRET_TTL_MS = 15 * 60 * 1000;

/** The fields of the users-permissions user this module reads (private ones included: db.query returns them). */
export interface MfaUser {
  id: number;
  username?: string;
  email?: string;
  password?: string | null;
  blocked?: boolean | null;
  confirmed?: boolean | null;
  mfaSecret?: string | null;
  mfaEnabledAt?: string | Date | null;
  mfaRecoveryCodes?: unknown;
  role?: { type?: string } | null;
}

const MFA_SELECT = [
  'id',
  'documentId',
  'username',
  'email',
  'password',
  'blocked',
  'confirmed',
  'mfaSecret',
  'mfaEnabledAt',
  'mfaRecoveryCodes',
];

/** users-permissions' user service, for its password check (bcrypt, the plugin's own). */
interface PasswordCheck {
  validatePassword(password: string, hash: string): Promise<boolean>;
}
function passwords(strapi: Core.Strapi): PasswordCheck {
  return strapi.plugin('users-permissions').service<PasswordCheck>('user');
}

/** `STAFF_MFA_REQUIRED`, read at each use (contract `mfaRequirement`: `admin` by default). */
export function mfaSetting(): MfaRequirement {
  return mfaRequirement(process.env.STAFF_MFA_REQUIRED);
}

/** True when the user has two-factor sign-in on (a confirmed, readable secret). */
export function mfaEnabled(user: MfaUser): boolean {
  return Boolean(user.mfaEnabledAt) && openSecret(user.mfaSecret) !== null;
}

/** True when `STAFF_MFA_REQUIRED` makes two-factor sign-in compulsory for this user's staff role. */
export function mfaRequiredForUser(user: MfaUser): boolean {
  const role = staffRoleOf(user);
  return role !== null && mfaRequiredFor(role, mfaSetting());
}

/** What a correct password must be followed by: a code (`verify`), an enrolment (`enrol`), or nothing (null). */
export function secondFactorDue(user: MfaUser): ChallengeKind | null {
  if (mfaEnabled(user)) return 'verify';
  return mfaRequiredForUser(user) ? 'enrol' : null;
}

/**
 * What a challenge is bound to: the password hash (a password change ends it) and, for `verify`, the sealed secret
 * (an accepted code re-seals it, so a challenge opens one session at most).
 */
function challengeBinding(user: MfaUser, kind: ChallengeKind): string {
  return kind === 'verify' ? bindingOf('verify', user.password, user.mfaSecret) : bindingOf('enrol', user.password);
}

/** The user by id with the fields above and the role's type. */
async function findUser(strapi: Core.Strapi, id: number): Promise<MfaUser | null> {
  return (await strapi.db.query(USER).findOne({
    where: { id },
    select: MFA_SELECT,
    populate: { role: { select: ['type'] } },
  })) as MfaUser | null;
}

/** The user by identifier (e-mail or username) as the plugin's sign-in finds it, with the fields above. */
export async function findSignInUser(strapi: Core.Strapi, identifier: string): Promise<MfaUser | null> {
  return (await strapi.db.query(USER).findOne({
    where: { provider: 'local', $or: [{ email: identifier.toLowerCase() }, { username: identifier }] },
    select: MFA_SELECT,
    populate: { role: { select: ['type'] } },
  })) as MfaUser | null;
}

/**
 * The password step of a user for whom a second factor is due, done here instead of in the plugin (whose callback
 * would open a session): the same checks in the same order and with the same messages as the plugin's callback
 * (controllers/auth.js: password, e-mail confirmation, blocked), then a challenge instead of a session.
 * @returns `{ mfaRequired: true, challenge }` or `{ mfaEnrolmentRequired: true, challenge }`.
 * @throws ValidationError for a wrong password; ApplicationError for an unconfirmed or blocked account.
 */
export async function passwordStepAnswer(
  strapi: Core.Strapi,
  user: MfaUser,
  password: string,
  kind: ChallengeKind,
): Promise<{ mfaRequired?: true; mfaEnrolmentRequired?: true; challenge: string }> {
  const users = passwords(strapi);
  if (!user.password || !(await users.validatePassword(password, user.password))) {
    throw new errors.ValidationError('Invalid identifier or password');
  }
  const advanced = (await strapi.store({ type: 'plugin', name: 'users-permissions' }).get({ key: 'advanced' })) as {
    email_confirmation?: boolean;
  } | null;
  if (advanced?.email_confirmation && user.confirmed !== true) {
    throw new errors.ApplicationError('Your account email is not confirmed');
  }
  if (user.blocked === true) throw new errors.ApplicationError('Your account has been blocked by an administrator');
  const challenge = signChallenge(user.id, kind, challengeBinding(user, kind));
  return kind === 'verify' ? { mfaRequired: true, challenge } : { mfaEnrolmentRequired: true, challenge };
}

/**
 * The user a challenge of `kind` was given to, still in the state it was bound to, not blocked, and still needing it;
 * null for anything else (expired, tampered, used, foreign): the caller answers 401 with
 * `MFA_CHALLENGE_EXPIRED_MESSAGE` (`ctx.unauthorized`: Strapi's router turns a thrown UnauthorizedError into a bare
 * "Unauthorized").
 */
export async function challengeUser(
  strapi: Core.Strapi,
  challenge: unknown,
  kind: ChallengeKind,
): Promise<MfaUser | null> {
  const read = readChallenge(challenge);
  const user = read?.kind === kind ? await findUser(strapi, read.userId) : null;
  if (!user || user.blocked === true || read?.binding !== challengeBinding(user, kind)) return null;
  return secondFactorDue(user) === kind ? user : null;
}

// ---------------------------------------------------------------- limits

/** Codes a client may send a minute: the password step's own limit (`AUTH_RATE_LIMIT_MAX`, config/plugins.ts). */
function clientLimit(): number {
  const value = Number(process.env.AUTH_RATE_LIMIT_MAX);
  return Number.isInteger(value) && value > 0 ? value : 10;
}
let clientLimiter: RateLimiterMemory | undefined;
const userLimiter = new RateLimiterMemory({
  keyPrefix: 'mfa-user',
  points: MFA_CODE_USER_LIMIT,
  duration: MFA_CODE_WINDOW_SECONDS,
});

/** @throws RateLimitError (429, `MFA_RATE_LIMIT_MESSAGE`) with the seconds to wait. */
function refuse(refusal: RateLimiterRes): never {
  rateLimitRefused('sign_in');
  const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
  throw new errors.RateLimitError(MFA_RATE_LIMIT_MESSAGE, { retryAfterSeconds });
}

/**
 * Counts one code attempt (docs/022-the-team.md): every attempt of a client (`AUTH_RATE_LIMIT_MAX` a minute, the
 * password step's limit), and refuses a user who already had `MFA_CODE_USER_LIMIT` wrong codes from all clients.
 * The counts are in this process's memory, like users-permissions' own sign-in limit (config/plugins.ts): N CMS
 * instances allow N times as many.
 * @throws RateLimitError (429) beyond either limit.
 */
export async function countCodeAttempt(client: string, userId: number): Promise<void> {
  const wrong = await userLimiter.get(String(userId));
  if (wrong && wrong.remainingPoints <= 0) refuse(wrong);
  try {
    clientLimiter ??= new RateLimiterMemory({ keyPrefix: 'mfa-client', points: clientLimit(), duration: 60 });
    await clientLimiter.consume(client || 'unknown');
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) refuse(refusal);
    throw refusal;
  }
}

/** Counts a wrong code against its user. */
async function countWrongCode(userId: number): Promise<void> {
  await userLimiter.consume(String(userId)).catch((refusal: unknown) => {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
  });
}

// ---------------------------------------------------------------- codes

/** What a staff member gives as the second factor: a code of their app, or one of their recovery codes. */
export interface SecondFactor {
  code?: unknown;
  recoveryCode?: unknown;
}

/**
 * Checks a code or a recovery code of a user who has two-factor sign-in on, and uses it up: the code's step is stored
 * (neither it nor an older one is accepted again), a recovery code is removed. Counts a wrong one against the user.
 * @throws ValidationError (400) with the contract's message when it is wrong, reused or missing.
 */
export async function useSecondFactor(strapi: Core.Strapi, user: MfaUser, factor: SecondFactor): Promise<void> {
  const stored = openSecret(user.mfaSecret);
  const sealed = user.mfaSecret;
  if (stored && sealed && typeof factor.recoveryCode === 'string' && factor.recoveryCode.trim() !== '') {
    const hashes = Array.isArray(user.mfaRecoveryCodes) ? (user.mfaRecoveryCodes as unknown[]) : [];
    const hash = recoveryCodeHash(factor.recoveryCode);
    if (hashes.includes(hash)) {
      const { count } = await strapi.db.query(USER).updateMany({
        where: { id: user.id, mfaSecret: sealed },
        data: { mfaSecret: sealSecret(stored), mfaRecoveryCodes: hashes.filter((value) => value !== hash) },
      });
      if (count === 1) return;
    }
    await countWrongCode(user.id);
    throw new errors.ValidationError(MFA_INVALID_RECOVERY_CODE_MESSAGE);
  }
  const step = stored && sealed && typeof factor.code === 'string' ? await acceptedStep(stored, factor.code) : null;
  if (stored && step !== null) {
    const { count } = await strapi.db.query(USER).updateMany({
      where: { id: user.id, mfaSecret: sealed },
      data: { mfaSecret: sealSecret({ ...stored, lastStep: step }) },
    });
    if (count === 1) return;
  }
  await countWrongCode(user.id);
  throw new errors.ValidationError(MFA_INVALID_CODE_MESSAGE);
}

// ---------------------------------------------------------------- enrolment

/** What the enrolment page shows: the secret in text for typing, its `otpauth://` URI, and the QR code (data URL). */
export interface Enrolment {
  secret: string;
  otpauthUri: string;
  qrCode: string;
}

/**
 * Starts turning two-factor sign-in on: a new secret, stored sealed and unconfirmed (`mfaEnabledAt` empty), or the one
 * started less than 15 minutes ago (a page reloaded shows the QR code already scanned).
 * @throws ValidationError (400) when it is on already.
 */
export async function startEnrolment(strapi: Core.Strapi, user: MfaUser): Promise<Enrolment> {
  if (mfaEnabled(user)) throw new errors.ValidationError('Two-factor sign-in is already on.');
  let stored = openSecret(user.mfaSecret);
  if (!stored || Date.now() - stored.createdAt > PENDING_SECRET_TTL_MS) {
    stored = newSecret();
    await strapi.db.query(USER).update({
      where: { id: user.id },
      data: { mfaSecret: sealSecret(stored), mfaEnabledAt: null, mfaRecoveryCodes: null },
    });
  }
  return { secret: stored.secret, ...(await enrolmentOf(stored.secret, user.email ?? user.username ?? 'staff')) };
}

/**
 * Turns two-factor sign-in on with the first code of the secret `startEnrolment` made: stores the code's step, the time
 * and the hashes of `MFA_RECOVERY_CODE_COUNT` new recovery codes.
 * @returns the recovery codes, in clear this once.
 * @throws ValidationError (400) for a wrong code or when no enrolment was started.
 */
export async function confirmEnrolment(strapi: Core.Strapi, user: MfaUser, code: unknown): Promise<string[]> {
  const stored = mfaEnabled(user) ? null : openSecret(user.mfaSecret);
  const step = stored && typeof code === 'string' ? await acceptedStep(stored, code) : null;
  if (!stored || step === null) {
    await countWrongCode(user.id);
    throw new errors.ValidationError(MFA_INVALID_CODE_MESSAGE);
  }
  const recoveryCodes = newRecoveryCodes();
  const { count } = await strapi.db.query(USER).updateMany({
    where: { id: user.id, mfaSecret: user.mfaSecret, mfaEnabledAt: null },
    data: {
      mfaSecret: sealSecret({ ...stored, lastStep: step }),
      mfaEnabledAt: new Date(),
      mfaRecoveryCodes: recoveryCodeHashes(recoveryCodes),
    },
  });
  if (count !== 1) throw new errors.ValidationError(MFA_INVALID_CODE_MESSAGE);
  return recoveryCodes;
}

/**
 * New recovery codes for a user who has two-factor sign-in on, after a code of their app: the old ones stop working.
 * @throws ValidationError (400) for a wrong code or when it is off.
 */
export async function renewRecoveryCodes(strapi: Core.Strapi, user: MfaUser, code: unknown): Promise<string[]> {
  if (!mfaEnabled(user)) throw new errors.ValidationError('Two-factor sign-in is off.');
  await useSecondFactor(strapi, user, { code });
  const recoveryCodes = newRecoveryCodes();
  await strapi.db.query(USER).update({
    where: { id: user.id },
    data: { mfaRecoveryCodes: recoveryCodeHashes(recoveryCodes) },
  });
  return recoveryCodes;
}

/**
 * Turns two-factor sign-in off after the current password and a code (or a recovery code); never for a role
 * `STAFF_MFA_REQUIRED` requires it of.
 * @throws PolicyError (403, its message kept by Strapi's router) when the role requires it; ValidationError (400) for a wrong password or code.
 */
export async function turnOff(
  strapi: Core.Strapi,
  user: MfaUser,
  password: unknown,
  factor: SecondFactor,
): Promise<void> {
  if (mfaRequiredForUser(user)) {
    throw new errors.PolicyError('Two-factor sign-in is required for your role and cannot be turned off.');
  }
  if (!mfaEnabled(user)) throw new errors.ValidationError('Two-factor sign-in is off.');
  const users = passwords(strapi);
  if (typeof password !== 'string' || !user.password || !(await users.validatePassword(password, user.password))) {
    await countWrongCode(user.id);
    throw new errors.ValidationError('Your current password is not correct.');
  }
  await useSecondFactor(strapi, user, factor);
  await strapi.db.query(USER).update({
    where: { id: user.id },
    data: { mfaSecret: null, mfaEnabledAt: null, mfaRecoveryCodes: null },
  });
}

/** What the account page shows of a staff member's two-factor sign-in. */
export function mfaStatus(user: MfaUser) {
  const enabled = mfaEnabled(user);
  return {
    enabled,
    enabledAt: enabled && user.mfaEnabledAt ? new Date(user.mfaEnabledAt).toISOString() : null,
    required: mfaRequiredForUser(user),
    recoveryCodesLeft: enabled && Array.isArray(user.mfaRecoveryCodes) ? user.mfaRecoveryCodes.length : 0,
  };
}

/** The signed-in user (`ctx.state.user`) again, with the two-factor fields. @throws UnauthorizedError when gone. */
export async function accountUser(strapi: Core.Strapi, id: unknown): Promise<MfaUser> {
  const user = typeof id === 'number' ? await findUser(strapi, id) : null;
  if (!user) throw new errors.UnauthorizedError('Missing or invalid credentials');
  return user;
}

// ---------------------------------------------------------------- the session

/**
 * Opens the users-permissions session the plugin's sign-in would have opened (controllers/auth.js
 * `sendRefreshAuthResponse`, `jwtManagement: 'refresh'`): a refresh token for the given device id and an access token.
 * @returns the plugin's answer `{ jwt, refreshToken, user }` (the user sanitized as the plugin does).
 * @throws ApplicationError when the session manager refuses.
 */
export async function openSession(
  strapi: Core.Strapi,
  user: MfaUser,
  deviceId: unknown,
  userAgent: string | undefined,
): Promise<{ jwt: string; refreshToken: string; user: unknown }> {
  const sessions = strapi.sessionManager('users-permissions');
  const device = typeof deviceId === 'string' && deviceId.length > 0 && deviceId.length <= 200 ? deviceId : undefined;
  const refresh = await sessions.generateRefreshToken(String(user.id), device, {
    type: 'refresh',
    ...(userAgent ? { metadata: { userAgent: userAgent.slice(0, 500) } } : {}),
  });
  const access = await sessions.generateAccessToken(refresh.token);
  if ('error' in access) throw new errors.ApplicationError('Invalid credentials');
  await recordSignIn(strapi, user.id);
  const full = (await strapi.db.query(USER).findOne({ where: { id: user.id } })) as Record<string, unknown>;
  const sanitized: unknown = await strapi.contentAPI.sanitize.output(full, strapi.getModel(USER), { auth: undefined });
  return { jwt: access.token, refreshToken: refresh.token, user: sanitized };
}
