import { z, type Language } from '@agency/contract';
import { cmsRequest, parse } from '~/lib/cms-client.server';

/** Job alerts in the CMS (docs/014-job-alerts.md), server only. @throws ApiError (docs/000-product.md §8 rule). */

/**
 * Asks the CMS for a job alert (`POST /api/job-alerts`): it stores it unconfirmed and emails the confirmation link.
 * `search` holds the board's parameters as the form sent them; the CMS reads them by the board's rule. `language` is the
 * board page's (`submissionLanguage`): the alert's e-mails are written in it. The CMS answers the same whether the
 * address is known or not.
 */
export async function subscribeToJobAlert(
  { email, search, language }: { email: string; search: Record<string, string | undefined>; language: Language },
  clientIp: string,
): Promise<void> {
  await cmsRequest('/job-alerts', { method: 'POST', body: { data: { email, search, language } }, clientIp });
}

const confirmedSchema = z.object({ data: z.object({ description: z.string() }) });

/**
 * Confirms the job alert of `token` (`POST /api/job-alerts/confirm`). @returns the search in words, in `language` (the
 * page's: /ar/alerts/confirm shows it in Arabic).
 * @throws ApiError: 404 for an unknown or expired link, 400 for something that is not a token.
 */
export async function confirmJobAlert(token: string, language: Language): Promise<{ description: string }> {
  const body = await cmsRequest('/job-alerts/confirm', { method: 'POST', body: { token, language } });
  return parse(confirmedSchema, body).data;
}

/**
 * Ends the job alert of `token` (`POST /api/job-alerts/unsubscribe`); an unknown token succeeds too.
 * @throws ApiError: 400 for something that is not a token, or the CMS unreachable.
 */
export async function unsubscribeFromJobAlert(token: string): Promise<void> {
  await cmsRequest('/job-alerts/unsubscribe', { method: 'POST', body: { token } });
}
