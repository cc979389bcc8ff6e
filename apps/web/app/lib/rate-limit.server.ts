import { RateLimiterMemory } from 'rate-limiter-flexible';

/**
 * Per-client limits (DESIGN §6) with rate-limiter-flexible. The memory store is per process; with several web
 * instances, swap in its Redis store so that the limit is shared.
 */
export function createRateLimit({
  keyPrefix,
  points,
  seconds,
}: {
  keyPrefix: string;
  points: number;
  seconds: number;
}) {
  const limiter = new RateLimiterMemory({ keyPrefix, points, duration: seconds });
  return {
    /** True when `key` (a client's address, an account) may go on, counting this attempt; false when over the limit. */
    async allow(key: string): Promise<boolean> {
      try {
        await limiter.consume(key || 'unknown');
        return true;
      } catch {
        return false;
      }
    },
    /** True when `key` has used up its attempts, without counting one more. */
    async isOver(key: string): Promise<boolean> {
      const state = await limiter.get(key || 'unknown');
      return state !== null && state.consumedPoints >= points;
    },
    /** Forgets the attempts of `key`. */
    async reset(key: string): Promise<void> {
      await limiter.delete(key || 'unknown');
    },
  };
}

/** Public form submissions: `FORM_RATE_LIMIT` per client every 10 minutes (default 10). */
const publicForms = createRateLimit({
  keyPrefix: 'public-forms',
  points: Number(process.env.FORM_RATE_LIMIT) || 10,
  seconds: 10 * 60,
});

export const RATE_LIMIT_MESSAGE = 'Too many submissions from your connection. Please wait a few minutes and try again.';

/** True when `clientIp` may submit a public form once more (and counts this submission). */
export function allowSubmission(clientIp: string): Promise<boolean> {
  return publicForms.allow(clientIp);
}
