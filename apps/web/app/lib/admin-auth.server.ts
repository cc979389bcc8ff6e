import { createRateLimit } from './rate-limit.server';

/**
 * Per-client limit of staff sign-in attempts in apps/web (DESIGN §6). The CMS limits `/auth/local` too, but it
 * sees only the web server's address; this limit keys on the visitor's (`context.clientIp`).
 * `LOGIN_RATE_LIMIT` attempts per client every 15 minutes (default 10); a successful sign-in resets the count.
 */
const signInAttempts = createRateLimit({
  keyPrefix: 'staff-sign-in',
  points: Number(process.env.LOGIN_RATE_LIMIT) || 10,
  seconds: 15 * 60,
});

export const LOGIN_RATE_LIMIT_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/** True when `clientIp` may try once more (and counts the attempt), false when over the limit. */
export function allowSignInAttempt(clientIp: string): Promise<boolean> {
  return signInAttempts.allow(clientIp);
}

/** Forgets the failed attempts of a client that signed in. */
export function resetSignInAttempts(clientIp: string): Promise<void> {
  return signInAttempts.reset(clientIp);
}
