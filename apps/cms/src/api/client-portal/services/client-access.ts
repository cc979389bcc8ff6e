import {
  CLIENT_LINK_INVALID_MESSAGE,
  CLIENT_LINK_MINUTES,
  CLIENT_LINKS_PER_HOUR,
  CLIENT_SESSION_HOURS,
  clientLinkRequestSchema,
  clientSignInSchema,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { recordAudit } from '../../../lib/audit';
import { rateLimitRefused } from '../../../lib/metrics';
import { enqueueClientSignInLink } from '../../../lib/notifications';
import { createRateLimit, rateLimitRedis, type RateLimit } from '../../../lib/rate-limit';
import { parseOrThrow } from '../../../lib/validation';
import { newInvitationToken, tokenHashOf } from '../../staff-invitation/services/staff-invitation';

/**
 * How a client contact gets into the client portal (docs/024-employers.md "Submissions and the client portal"; issue
 * 22): a single-use sign-in link e-mailed to the contact's address, exchanged for a session whose token the web app
 * sends in the `x-client-session` header. Tokens are 32 random bytes (base64url, 43 characters; the team invitations'
 * `newInvitationToken`); the database keeps only their SHA-256 (`tokenHashOf`), so a copy of it opens nothing.
 * - A link works once, for `CLIENT_LINK_MINUTES` (15): its use is one conditional update (`usedAt IS NULL AND
 *   expiresAt > now`), so two uses at once make one session. A new link ends the contact's older ones.
 * - The request for a link answers the same, in about the same time (`CLIENT_LINK_MIN_MS`), whether or not the address
 *   is a contact's; at most `CLIENT_LINKS_PER_HOUR` links are sent to one address an hour (counted by the address's
 *   hash, for every address), beyond which nothing is sent.
 * - A session lasts `CLIENT_SESSION_HOURS` (8), ends when it is revoked (sign-out) or its contact removed: a removed
 *   contact's links and sessions are deleted with it (`removeClientAccess`).
 */

export const LINK_UID = 'api::client-portal.client-sign-in-link';
export const SESSION_UID = 'api::client-portal.client-session';
const CONTACT_UID = 'api::client-contact.client-contact';

/** The least time a link request's answer takes, whoever the address is (the password reset's 400 ms). */
export const CLIENT_LINK_MIN_MS = 400;

/** What a token looks like: 43 URL-safe base64 characters (the contract's `clientSignInSchema`). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The audit action of a client contact's sign-in (the contact's documentId; no personal data). */
export const CLIENT_SIGN_IN_ACTION = 'client-sign-in';

/** A signed-in client contact, as `ctx.state.clientContact` holds it on the portal's routes. */
export interface ClientContactOfSession {
  id: number;
  documentId: string;
  fullName: string;
  email: string;
  /** The row id of the contact's client. */
  clientId: number;
}

/** A session found by its token: its row id, and its contact. */
export interface ClientSessionFound {
  sessionId: number;
  contact: ClientContactOfSession;
}

/** The audit actor of what a client contact does: `client-contact:<documentId>` (no name, no address). */
export const clientActor = (contact: Pick<ClientContactOfSession, 'documentId'>): string =>
  `client-contact:${contact.documentId}`;

let addressLimit: RateLimit | undefined;

/** `CLIENT_LINKS_PER_HOUR` links per address an hour (Redis or memory, lib/rate-limit.ts), made at the first request. */
function linksPerAddress(strapi: Core.Strapi): RateLimit {
  addressLimit ??= createRateLimit({
    keyPrefix: 'client-link-address',
    points: CLIENT_LINKS_PER_HOUR,
    seconds: 3600,
    redis: rateLimitRedis((message) => strapi.log.warn(message)),
  });
  return addressLimit;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /client-portal/sign-in-links `{ data: { email } }`: when the address is a client contact's (and has had fewer
 * than `CLIENT_LINKS_PER_HOUR` requests this hour), a new link replaces the contact's older ones and its e-mail is
 * recorded in the outbox, in one transaction. Resolves no sooner than `CLIENT_LINK_MIN_MS` after it was called, whoever
 * the address is. Logs nothing about the address.
 * @throws ValidationError (400) for a body without an e-mail address's shape (which tells nothing about contacts).
 */
export async function requestSignInLink(strapi: Core.Strapi, data: unknown): Promise<void> {
  const started = Date.now();
  const { email } = parseOrThrow(clientLinkRequestSchema, data);
  try {
    // Keyed by the address's hash: no address in Redis. Counted for every address, known or not.
    const allowed = await linksPerAddress(strapi).consume(tokenHashOf(email));
    if (!allowed.allowed) {
      rateLimitRefused('links');
      return;
    }
    const contact = (await strapi.db.query(CONTACT_UID).findOne({
      where: { email },
      select: ['id', 'fullName', 'email'],
      populate: { client: { select: ['id'] } },
    })) as { id: number; fullName: string; email: string; client?: { id: number } | null } | null;
    if (!contact?.client) return;
    const token = newInvitationToken();
    await strapi.db.transaction(async () => {
      const now = new Date();
      // The new link first, then every older one of the contact gone: whatever order two requests interleave in, only
      // the newest is left once both are done.
      const created = (await strapi.db.query(LINK_UID).create({
        select: ['id'],
        data: {
          contact: contact.id,
          tokenHash: tokenHashOf(token),
          expiresAt: new Date(now.getTime() + CLIENT_LINK_MINUTES * 60_000),
          usedAt: null,
          createdAt: now,
          updatedAt: now,
          publishedAt: now,
        },
      })) as { id: number };
      const older = (await strapi.db.query(LINK_UID).findMany({
        where: { contact: { id: contact.id }, id: { $lt: created.id } },
        select: ['id'],
      })) as Array<{ id: number }>;
      if (older.length > 0) {
        await strapi.db.query(LINK_UID).deleteMany({ where: { id: { $in: older.map((link) => link.id) } } });
      }
      await enqueueClientSignInLink(strapi, { email: contact.email, fullName: contact.fullName, token });
    });
  } finally {
    await sleep(Math.max(0, started + CLIENT_LINK_MIN_MS - Date.now()));
  }
}

/** The 400 of a sign-in link that does not work: one answer for unknown, used, expired and malformed tokens. */
function invalidLink(): errors.ValidationError {
  return new errors.ValidationError(CLIENT_LINK_INVALID_MESSAGE, {
    errors: [{ path: ['token'], message: CLIENT_LINK_INVALID_MESSAGE, name: 'ValidationError' }],
  });
}

/**
 * POST /client-portal/sessions `{ data: { token } }`: uses the link (a conditional update on its hash: unused and not
 * expired), drops the contact's ended sessions and opens a new one, with an audit entry `client-sign-in`, in one
 * transaction.
 * @returns { session (the token, shown once), expiresAt, contact: { fullName }, client: { name } }
 * @throws ValidationError (400) `CLIENT_LINK_INVALID_MESSAGE` for a link that does not work, whatever the reason.
 */
export async function signIn(strapi: Core.Strapi, data: unknown) {
  const parsed = clientSignInSchema.safeParse(data ?? {});
  if (!parsed.success) throw invalidLink();
  const linkHash = tokenHashOf(parsed.data.token);
  return strapi.db.transaction(async () => {
    const now = new Date();
    const { count } = await strapi.db.query(LINK_UID).updateMany({
      where: { tokenHash: linkHash, usedAt: null, expiresAt: { $gt: now } },
      data: { usedAt: now, updatedAt: now },
    });
    if (count !== 1) throw invalidLink();
    const link = (await strapi.db.query(LINK_UID).findOne({
      where: { tokenHash: linkHash },
      select: ['id'],
      populate: {
        contact: { select: ['id', 'documentId', 'fullName'], populate: { client: { select: ['id', 'name'] } } },
      },
    })) as {
      contact?: { id: number; documentId: string; fullName: string; client?: { name: string } | null } | null;
    } | null;
    const contact = link?.contact;
    if (!contact?.client) throw invalidLink();
    const ended = (await strapi.db.query(SESSION_UID).findMany({
      where: { contact: { id: contact.id }, $or: [{ revokedAt: { $notNull: true } }, { expiresAt: { $lte: now } }] },
      select: ['id'],
    })) as Array<{ id: number }>;
    if (ended.length > 0) {
      await strapi.db.query(SESSION_UID).deleteMany({ where: { id: { $in: ended.map((row) => row.id) } } });
    }
    const session = newInvitationToken();
    const expiresAt = new Date(now.getTime() + CLIENT_SESSION_HOURS * 3_600_000);
    await strapi.db.query(SESSION_UID).create({
      select: ['id'],
      data: {
        contact: contact.id,
        tokenHash: tokenHashOf(session),
        expiresAt,
        revokedAt: null,
        createdAt: now,
        updatedAt: now,
        publishedAt: now,
      },
    });
    await recordAudit(strapi, {
      action: CLIENT_SIGN_IN_ACTION,
      subjectType: CONTACT_UID,
      subjectId: contact.documentId,
      actor: clientActor(contact),
    });
    return {
      session,
      expiresAt: expiresAt.toISOString(),
      contact: { fullName: contact.fullName },
      client: { name: contact.client.name },
    };
  });
}

/**
 * The session of the token `token` (the `x-client-session` header) at `now`, with its contact: known, not revoked, not
 * expired, its contact still there with a client. Anything else (no header, a malformed token, …) is null.
 */
export async function sessionOf(
  strapi: Core.Strapi,
  token: unknown,
  now = new Date(),
): Promise<ClientSessionFound | null> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
  const session = (await strapi.db.query(SESSION_UID).findOne({
    where: { tokenHash: tokenHashOf(token), revokedAt: null, expiresAt: { $gt: now } },
    select: ['id'],
    populate: {
      contact: { select: ['id', 'documentId', 'fullName', 'email'], populate: { client: { select: ['id'] } } },
    },
  })) as {
    id: number;
    contact?: {
      id: number;
      documentId: string;
      fullName: string;
      email: string;
      client?: { id: number } | null;
    } | null;
  } | null;
  const contact = session?.contact;
  if (!session || !contact?.client) return null;
  return {
    sessionId: session.id,
    contact: {
      id: contact.id,
      documentId: contact.documentId,
      fullName: contact.fullName,
      email: contact.email,
      clientId: contact.client.id,
    },
  };
}

/** DELETE /client-portal/sessions/current: the session `sessionId` is revoked (its token opens nothing any more). */
export async function revokeSession(strapi: Core.Strapi, sessionId: number): Promise<void> {
  const now = new Date();
  await strapi.db.query(SESSION_UID).updateMany({
    where: { id: sessionId, revokedAt: null },
    data: { revokedAt: now, updatedAt: now },
  });
}

/**
 * Deletes the sign-in links and sessions of the contact `contactId` (row id), inside the caller's transaction: the
 * contact's removal by staff and the erasure of their personal data end their access with them.
 */
export async function removeClientAccess(strapi: Core.Strapi, contactId: number): Promise<void> {
  for (const uid of [LINK_UID, SESSION_UID] as const) {
    const rows = (await strapi.db.query(uid).findMany({
      where: { contact: { id: contactId } },
      select: ['id'],
    })) as Array<{ id: number }>;
    // The link rows go with them (their foreign keys cascade).
    if (rows.length > 0) await strapi.db.query(uid).deleteMany({ where: { id: { $in: rows.map((row) => row.id) } } });
  }
}

/** The module's functions as Strapi's service `api::client-portal.client-access`. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  requestLink: (data: unknown) => requestSignInLink(strapi, data),
  signIn: (data: unknown) => signIn(strapi, data),
  sessionOf: (token: unknown) => sessionOf(strapi, token),
  revoke: (sessionId: number) => revokeSession(strapi, sessionId),
});
