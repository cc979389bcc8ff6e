import { createHash } from 'node:crypto';
import { attemptLimit } from '@agency/contract';
import { createCookie } from 'react-router';
import { rateLimitRefused } from '~/lib/metrics.server';
import { createRateLimit } from '~/lib/rate-limit.server';

/**
 * Limits of staff sign-in in apps/web (docs/000-product.md §15, docs/006-staff-sessions-and-sign-in-limits.md), with
 * rate-limiter-flexible:
 * - per client (the visitor's address, `context.clientIp`): `LOGIN_RATE_LIMIT` attempts every 15 minutes
 *   (default 10), whatever the account;
 * - per account (the identifier typed, lowercased, whether or not such an account exists): `LOGIN_ACCOUNT_RATE_LIMIT`
 *   failed attempts every 15 minutes (default 30), from all clients together, so that guessing one account from many
 *   addresses is slowed down too.
 * One visitor is stopped by the per-client limit long before the per-account one: alone, they cannot block anybody,
 * not even the account they guess. Many clients guessing one account can only slow down sign-in to that account,
 * and not for its own staff member: a browser that signed in to an account before carries a signed cookie saying so
 * (OWASP's "device cookie"), and the per-account limit does not apply to it or count its mistakes. A successful sign-in clears both counts. The CMS
 * limits `/auth/local` per client as well (it sees the visitor's address, forwarded by apps/web).
 * With `REDIS_URL` both counts are kept in Redis and shared by every web instance (lib/rate-limit.server.ts): the
 * 11th attempt of a client is refused whichever instance it reaches.
 */
const WINDOW_SECONDS = 15 * 60;

const attemptsByClient = createRateLimit({
  keyPrefix: 'staff-sign-in',
  points: attemptLimit(process.env.LOGIN_RATE_LIMIT, 10),
  seconds: WINDOW_SECONDS,
});

const failuresByAccount = createRateLimit({
  keyPrefix: 'staff-sign-in-account',
  points: attemptLimit(process.env.LOGIN_ACCOUNT_RATE_LIMIT, 30),
  seconds: WINDOW_SECONDS,
});

/** Shown for a refused attempt (either limit, or the CMS's own): it says to wait, not that the network failed. */
export const LOGIN_RATE_LIMIT_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';

const accountKey = (identifier: string) => identifier.trim().toLowerCase();
/** What the device cookie stores of an account: a short hash, not the name. */
const accountHash = (identifier: string) =>
  createHash('sha256')
    .update(`staff-device:${accountKey(identifier)}`)
    .digest('base64url')
    .slice(0, 16);

/** Names kept per browser: five accounts, each by the name typed, its username and its e-mail. */
const MAX_DEVICE_NAMES = 15;

const deviceCookie = createCookie('__staff_device', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/admin/login',
  maxAge: 365 * 24 * 60 * 60,
  secrets: process.env.SESSION_SECRET ? [process.env.SESSION_SECRET] : undefined,
});

/** The account hashes a browser signed in to before (an unsigned or tampered cookie counts as none). */
async function knownAccounts(request: Request): Promise<string[]> {
  if (!process.env.SESSION_SECRET) return [];
  const value: unknown = await deviceCookie.parse(request.headers.get('Cookie')).catch(() => null);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** One attempt to sign in: who tries (the client's address, its browser) which account. */
export interface SignInAttempt {
  request: Request;
  clientIp: string;
  identifier: string;
}

async function isKnownDevice({ request, identifier }: SignInAttempt): Promise<boolean> {
  return (await knownAccounts(request)).includes(accountHash(identifier));
}

/** True when this client may try to sign in to this account now (the attempt is counted against the client). */
export async function allowSignInAttempt(attempt: SignInAttempt): Promise<boolean> {
  if (!(await isKnownDevice(attempt)) && (await failuresByAccount.isOver(accountKey(attempt.identifier)))) {
    rateLimitRefused('staff-sign-in-account');
    return false;
  }
  return attemptsByClient.allow(attempt.clientIp);
}

/** Counts a failed attempt against the account (unless it came from a browser that signed in to it before). */
export async function recordFailedSignIn(attempt: SignInAttempt): Promise<void> {
  if (!(await isKnownDevice(attempt))) await failuresByAccount.allow(accountKey(attempt.identifier));
}

/**
 * Forgets the attempts of a client and the failures of an account that signed in (under each of its names).
 * @returns the `Set-Cookie` value that marks this browser as one the account signs in from (by the identifier typed
 *          and by the user's username and e-mail).
 */
export async function recordSuccessfulSignIn(
  attempt: SignInAttempt,
  user: { username: string; email: string },
): Promise<string | null> {
  const names = [attempt.identifier, user.username, user.email];
  await Promise.all([
    attemptsByClient.reset(attempt.clientIp),
    ...names.map((name) => failuresByAccount.reset(accountKey(name))),
  ]);
  if (!process.env.SESSION_SECRET) return null;
  const fresh = names.map(accountHash);
  const accounts = [...new Set([...fresh, ...(await knownAccounts(attempt.request))])].slice(0, MAX_DEVICE_NAMES);
  return deviceCookie.serialize(accounts, { secure: new URL(attempt.request.url).protocol === 'https:' });
}
