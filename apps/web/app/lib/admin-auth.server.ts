import { RateLimiterMemory } from 'rate-limiter-flexible';

/**
 * Per-client limit of staff sign-in attempts in apps/web (DESIGN §6). The CMS limits `/auth/local` too, but it
 * sees only the web server's address; this limit keys on the visitor's (`context.clientIp`).
 * `LOGIN_RATE_LIMIT` attempts per client every 15 minutes (default 10); a successful sign-in resets the count.
 * The memory store is per process; several web instances would share rate-limiter-flexible's Redis store.
 */
const limiter = new RateLimiterMemory({
  keyPrefix: 'staff-sign-in',
  points: Number(process.env.LOGIN_RATE_LIMIT) || 10,
  duration: 15 * 60,
});

export const LOGIN_RATE_LIMIT_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/** True when `clientIp` may try once more (and counts the attempt), false when over the limit. */
export async function allowSignInAttempt(clientIp: string): Promise<boolean> {
  try {
    await limiter.consume(clientIp || 'unknown');
    return true;
  } catch {
    return false;
  }
}

/** Forgets the failed attempts of a client that signed in. */
export async function resetSignInAttempts(clientIp: string): Promise<void> {
  await limiter.delete(clientIp || 'unknown');
}
