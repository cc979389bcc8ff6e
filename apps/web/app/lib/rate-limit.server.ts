import { RateLimiterMemory } from 'rate-limiter-flexible';

/**
 * Per-client limits on public form submissions (DESIGN §6), with rate-limiter-flexible. The memory store is
 * per process; with several web instances, swap in its Redis store so that the limit is shared.
 * `FORM_RATE_LIMIT` submissions per client every 10 minutes (default 10).
 */
const limiter = new RateLimiterMemory({
  keyPrefix: 'public-forms',
  points: Number(process.env.FORM_RATE_LIMIT) || 10,
  duration: 10 * 60,
});

export const RATE_LIMIT_MESSAGE = 'Too many submissions from your connection. Please wait a few minutes and try again.';

/** True when `clientIp` may submit once more (and counts this submission), false when over the limit. */
export async function allowSubmission(clientIp: string): Promise<boolean> {
  try {
    await limiter.consume(clientIp || 'unknown');
    return true;
  } catch {
    return false;
  }
}
