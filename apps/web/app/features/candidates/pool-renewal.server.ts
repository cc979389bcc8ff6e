import { POOL_TOKEN_PATTERN, z } from '@agency/contract';
import { ApiError } from '~/lib/api-error';
import { cmsRequest, parse } from '~/lib/cms-client.server';
import { log } from '~/lib/log.server';
import { allowSubmission, RATE_LIMIT_MESSAGE } from '~/lib/rate-limit.server';

/**
 * The talent pool's renewal link (docs/023-talent-pool.md "Consent and retention"), server only: what the link offers
 * (`GET /api/talent-pool/renewal`, changing nothing: mail scanners open links) and the renewal itself
 * (`POST /api/talent-pool/renew`), once, after the person pressed the page's button.
 */

/** What /talent-pool/renew shows. */
export type RenewalOutcome =
  | { status: 'offer'; token: string; until: string; renewedUntil: string; months: number }
  | { status: 'renewed'; until: string }
  | { status: 'unknown' | 'failed' | 'limited'; message: string };

export const RENEWAL_UNKNOWN_MESSAGE =
  'This link does not work: it was used already, or the period it was for has ended. Your data is handled as our Privacy Policy says.';
export const RENEWAL_FAILED_MESSAGE = 'We could not renew just now. Please open the link again later.';

const offerSchema = z.object({
  data: z.object({ until: z.string(), renewedUntil: z.string(), months: z.number() }),
});
const renewedSchema = z.object({ data: z.object({ until: z.string() }) });

/** A CMS failure as the page says it: an unusable link (404, 400) or a failure to try again (503). */
function failureOf(error: unknown, what: string): { outcome: RenewalOutcome; status: number } {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return { outcome: { status: 'unknown', message: RENEWAL_UNKNOWN_MESSAGE }, status: 404 };
  }
  if (error instanceof ApiError && error.status === 429) {
    return { outcome: { status: 'limited', message: RATE_LIMIT_MESSAGE }, status: 429 };
  }
  log.error({ err: error }, what);
  return { outcome: { status: 'failed', message: RENEWAL_FAILED_MESSAGE }, status: 503 };
}

/** GET /talent-pool/renew?token=…: the offer of a live link (until when the CV is kept now, and after renewing). */
export async function renewalOffer(url: URL, clientIp: string): Promise<{ outcome: RenewalOutcome; status: number }> {
  const token = url.searchParams.get('token') ?? '';
  if (!POOL_TOKEN_PATTERN.test(token)) {
    return { outcome: { status: 'unknown', message: RENEWAL_UNKNOWN_MESSAGE }, status: 404 };
  }
  try {
    const body = await cmsRequest('/talent-pool/renewal', { query: { token }, clientIp });
    return { outcome: { status: 'offer', token, ...parse(offerSchema, body).data }, status: 200 };
  } catch (error) {
    return failureOf(error, 'Talent pool renewal lookup failed');
  }
}

/**
 * POST /talent-pool/renew (the page's button, form field `token`): limited per client like every public form, then
 * the renewal. A second press of a used link says the link does not work.
 */
export async function renewFromForm(
  request: Request,
  clientIp: string,
): Promise<{ outcome: RenewalOutcome; status: number }> {
  if (!(await allowSubmission(clientIp))) {
    return { outcome: { status: 'limited', message: RATE_LIMIT_MESSAGE }, status: 429 };
  }
  const field = (await request.formData().catch(() => new FormData())).get('token');
  const token = typeof field === 'string' ? field : '';
  if (!POOL_TOKEN_PATTERN.test(token)) {
    return { outcome: { status: 'unknown', message: RENEWAL_UNKNOWN_MESSAGE }, status: 404 };
  }
  try {
    const body = await cmsRequest('/talent-pool/renew', { method: 'POST', body: { token }, clientIp });
    return { outcome: { status: 'renewed', until: parse(renewedSchema, body).data.until }, status: 200 };
  } catch (error) {
    return failureOf(error, 'Talent pool renewal failed');
  }
}
