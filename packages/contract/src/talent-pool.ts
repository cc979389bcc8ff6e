import { z } from './zod.js';

/**
 * The talent pool's consent and retention rules (docs/023-talent-pool.md "Consent and retention"): one place for the
 * CMS, which applies them, and the web app, which shows the box and states the period on the privacy page.
 */

/** How long a candidate who ticked the talent-pool box is kept, in months, when `TALENT_POOL_MONTHS` does not say. */
export const TALENT_POOL_MONTHS_DEFAULT = 24;

/** The longest pool period the setting accepts, in months (ten years): a longer value is a typo, not a policy. */
export const TALENT_POOL_MONTHS_MAX = 120;

/** How many days before the pool consent expires the candidate is asked, once, to renew it. */
export const POOL_RENEWAL_NOTICE_DAYS = 30;

/**
 * The pool period in months from the value of `TALENT_POOL_MONTHS`: a whole number from 1 to `TALENT_POOL_MONTHS_MAX`,
 * else (absent, empty, not a number, out of range) `TALENT_POOL_MONTHS_DEFAULT`. Both apps read the setting through
 * this, so the box, the privacy page and the retention task name one period.
 */
export function talentPoolMonths(value: string | undefined): number {
  const months = Number(value);
  return value && Number.isInteger(months) && months >= 1 && months <= TALENT_POOL_MONTHS_MAX
    ? months
    : TALENT_POOL_MONTHS_DEFAULT;
}

/**
 * The words of the apply form's optional box for a pool period of `months`. The CMS stores them with the application
 * and on the candidate (`poolConsentText`), so that a later change of the period never changes what was agreed to.
 */
export function talentPoolConsentText(months: number): string {
  return `Keep my CV in your talent pool for future roles for ${months} months.`;
}

/** The words of the renewal page's button and what the CMS stores when it is pressed. */
export function talentPoolRenewalText(months: number): string {
  return `Keep my CV in your talent pool for future roles for another ${months} months.`;
}

/**
 * The end of a pool consent given at `from` for `months` calendar months (UTC; the 31st of a month without one goes to
 * the month's last day, as a person counts months).
 */
export function poolConsentUntil(from: Date, months: number): Date {
  const until = new Date(from.getTime());
  const day = until.getUTCDate();
  until.setUTCDate(1);
  until.setUTCMonth(until.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(until.getUTCFullYear(), until.getUTCMonth() + 1, 0)).getUTCDate();
  until.setUTCDate(Math.min(day, lastDay));
  return until;
}

/**
 * The apply form's box as the CMS reads it: ticked is `true` (a form's `on`, a JSON `true` or `"true"`); unticked,
 * absent or empty is `undefined`. Anything else is refused: the applicant's choice is never guessed.
 */
export const poolConsentField = z.preprocess(
  (value) =>
    value === 'on' || value === 'true' || value === true
      ? true
      : value === '' || value === 'false' || value === false || value === null
        ? undefined
        : value,
  z.literal(true).optional(),
);

/**
 * The renewal token of a pool renewal link (the e-mail's `/talent-pool/renew?token=…`): the 43 base64url characters of
 * 32 random bytes (the team invitations' token helpers).
 */
export const POOL_TOKEN_PATTERN = /^[\w-]{43}$/;

/** The body of the public renewal request (`POST /api/talent-pool/renew`). */
export const poolRenewalSchema = z.object({ token: z.string().regex(POOL_TOKEN_PATTERN) });
