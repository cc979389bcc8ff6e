import type { Core } from '@strapi/strapi';
import jwt from 'jsonwebtoken';

/**
 * Refresh token reuse detection for staff sessions (docs/017-security-audit.md; OWASP ASVS 3.3, Auth0's "refresh
 * token rotation" with reuse detection).
 *
 * Strapi's session manager (`jwtManagement: 'refresh'`, config/plugins.ts) rotates the refresh token at each
 * `POST /auth/refresh`: the presented token's session record becomes `rotated` and points to a new one (`childId`),
 * whose token is returned. A rotated token presented again is only refused (401); its family lives on. But a
 * rotated token presented again means two holders: the owner refreshed with it, and someone else kept a copy (a stolen
 * cookie) — or the other way round. Nobody can tell which, so every session of that account ends: all its refresh
 * tokens and, at the next request, all its access tokens (src/extensions/users-permissions checks the session of
 * each access token).
 *
 * Except within `STAFF_REFRESH_GRACE_SECONDS` (default 30) of the rotation: the same legitimate web app often
 * refreshes twice at once — two tabs, or two requests of one page, that both carry the cookie from before the refresh
 * (the first answer's new cookie has not reached the browser yet), or two web instances behind a proxy. apps/web
 * cannot serialise those (its cookie is the only state it keeps, and the instances share nothing), so the CMS gives
 * the second one the family's current token instead of a new one (Auth0's "reuse interval", Okta's grace period): both
 * requests end with the same session. A stolen token replayed within those seconds gets the same answer; replayed any
 * later, once the owner has refreshed, it signs the account out everywhere.
 */

const ORIGIN = 'users-permissions';
const SESSION = 'admin::session';

/** Seconds after a rotation in which the old refresh token still answers with its family's current token. */
export const REFRESH_GRACE_SECONDS_DEFAULT = 30;
/** How many rotations within the grace period are followed to the family's current token. */
const MAX_CHAIN = 20;

/** The grace period from `STAFF_REFRESH_GRACE_SECONDS` (a whole number of seconds, 0 for none), else the default. */
export function refreshGraceSeconds(value: string | undefined): number {
  const seconds = Number(value);
  return value && Number.isInteger(seconds) && seconds >= 0 ? seconds : REFRESH_GRACE_SECONDS_DEFAULT;
}

/** A users-permissions session record of Strapi's session manager (content type `admin::session`). */
export interface SessionRecord {
  sessionId: string;
  userId: string;
  origin: string;
  status: string;
  childId?: string | null;
  type?: string | null;
  createdAt: string | Date;
  expiresAt: string | Date;
  absoluteExpiresAt?: string | Date | null;
}

/**
 * What a refresh with a known token is:
 * - `fresh`: not rotated yet (or not ours): Strapi's own refresh handles it;
 * - `grace`: rotated within the grace period: answer with the family's current session, `current`;
 * - `ended`: rotated within the grace period but its family has no live session any more (signed out): refuse;
 * - `reused`: rotated before the grace period: refuse and end every session of `userId`.
 */
export type RefreshReplay =
  | { kind: 'fresh' }
  | { kind: 'grace'; current: SessionRecord }
  | { kind: 'ended' }
  | { kind: 'reused'; userId: string };

const time = (value: string | Date | null | undefined) => (value ? new Date(value).getTime() : Number.NaN);

/** Whether a session record can still give tokens at `now` (Strapi's own conditions for a refresh). */
function isLive(record: SessionRecord, now: number): boolean {
  const absolute = time(record.absoluteExpiresAt);
  return record.status === 'active' && time(record.expiresAt) > now && !(absolute <= now);
}

/**
 * Classifies a refresh with the token of `presented` (`null`: no such session) whose later rotations are
 * `descendants` (its child first, then the child's child…, as far as they go).
 */
export function classifyRefresh(
  presented: SessionRecord | null,
  descendants: SessionRecord[],
  now: Date,
  graceSeconds: number,
): RefreshReplay {
  if (presented?.origin !== ORIGIN || presented.status !== 'rotated') return { kind: 'fresh' };
  const rotatedAt = time(descendants[0]?.createdAt);
  if (Number.isNaN(rotatedAt) || now.getTime() - rotatedAt > graceSeconds * 1000) {
    return { kind: 'reused', userId: presented.userId };
  }
  const current = descendants.at(-1);
  return current !== undefined && isLive(current, now.getTime()) ? { kind: 'grace', current } : { kind: 'ended' };
}

/** The users-permissions JWT settings as Strapi's session manager uses them (the plugin's bootstrap). */
function jwtSettings(strapi: Core.Strapi) {
  const config = strapi.config.get<{ jwtSecret?: string; jwt?: Record<string, unknown> }>('plugin::users-permissions');
  const { expiresIn: _expiresIn, privateKey: _privateKey, publicKey: _publicKey, ...options } = config.jwt ?? {};
  const secret = config.jwtSecret || strapi.config.get<string>('admin.auth.secret');
  const algorithm = ((config.jwt?.algorithm as string | undefined) ?? 'HS256') as jwt.Algorithm;
  return { secret, algorithm, options };
}

/**
 * The refresh token of `record`, signed as Strapi's session manager signs it (its `generateRefreshToken` and
 * `rotateRefreshToken`: the same claims, `noTimestamp`), to hand a family's current token to a request in the grace
 * period: Strapi only mints tokens for new sessions. Symmetric keys only (this project's `JWT_SECRET`).
 */
export function refreshTokenOf(strapi: Core.Strapi, record: SessionRecord): string {
  const { secret, algorithm, options } = jwtSettings(strapi);
  const payload = {
    userId: record.userId,
    sessionId: record.sessionId,
    type: 'refresh',
    iat: Math.floor(time(record.createdAt) / 1000),
    exp: Math.floor(time(record.expiresAt) / 1000),
  };
  return jwt.sign(payload, secret, { algorithm, noTimestamp: true, ...options });
}

/**
 * Reads what a refresh token stands for: its session record (`null` when the token is not one of ours, or its session
 * is gone) and the records of its later rotations. A token past its expiry still counts: a stolen copy replayed late
 * is a theft all the same.
 */
async function loadFamily(
  strapi: Core.Strapi,
  token: string,
): Promise<{ presented: SessionRecord | null; descendants: SessionRecord[] }> {
  const { secret, algorithm, options } = jwtSettings(strapi);
  let payload: { sessionId?: unknown; userId?: unknown; type?: unknown };
  try {
    payload = jwt.verify(token, secret, {
      ...options,
      algorithms: [algorithm],
      ignoreExpiration: true,
    }) as typeof payload;
  } catch {
    return { presented: null, descendants: [] };
  }
  if (payload.type !== 'refresh' || typeof payload.sessionId !== 'string') return { presented: null, descendants: [] };
  const sessions = strapi.db.query(SESSION);
  const presented = (await sessions.findOne({ where: { sessionId: payload.sessionId } })) as SessionRecord | null;
  if (!presented || String(presented.userId) !== String(payload.userId)) return { presented: null, descendants: [] };
  const descendants: SessionRecord[] = [];
  for (let next = presented.childId; next && descendants.length < MAX_CHAIN;) {
    const child = (await sessions.findOne({ where: { sessionId: next } })) as SessionRecord | null;
    if (!child) break;
    descendants.push(child);
    next = child.childId;
  }
  return { presented, descendants };
}

/**
 * Looks at a refresh token before Strapi's refresh does, and ends every session of its account when it is a reused
 * one (see the module's comment).
 */
export async function inspectRefresh(strapi: Core.Strapi, token: string, now = new Date()): Promise<RefreshReplay> {
  const { presented, descendants } = await loadFamily(strapi, token);
  const replay = classifyRefresh(
    presented,
    descendants,
    now,
    refreshGraceSeconds(process.env.STAFF_REFRESH_GRACE_SECONDS),
  );
  if (replay.kind === 'reused') {
    await strapi.sessionManager(ORIGIN).invalidateRefreshToken(replay.userId);
    strapi.log.warn(
      `A refresh token was used again after its rotation: every session of user ${replay.userId} has been ended.`,
    );
  }
  return replay;
}
