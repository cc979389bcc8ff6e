import { PERSONAL_DATA_KINDS, z, type PersonalDataCounts } from '@agency/contract';
import { cmsFetch, cmsRequest, parse } from '~/lib/cms-client.server';

/**
 * Erasure and access by e-mail address (apps/cms `/api/personal-data`, Admin only; docs/015-recruiter-workflow.md),
 * server only.
 * @throws ApiError (docs/000-product.md §8 message rule) for any failure.
 */

const countsSchema = z.object(
  Object.fromEntries(PERSONAL_DATA_KINDS.map(({ key }) => [key, z.number().int().min(0)])) as Record<
    keyof PersonalDataCounts,
    z.ZodNumber
  >,
);
const answerSchema = z.object({ data: z.object({ email: z.string(), counts: countsSchema }) });

/** `POST /personal-data/find` → how much of each kind is stored about `email` (the address in the body, never a URL). */
export async function getPersonalDataSummary(token: string, email: string): Promise<PersonalDataCounts> {
  const body = await cmsRequest('/personal-data/find', { method: 'POST', token, body: { data: { email } } });
  return parse(answerSchema, body).data.counts;
}

/** `POST /personal-data/export` → the CMS's ZIP response, its body unread (streamed through). */
export async function fetchPersonalDataExport(token: string, email: string): Promise<Response> {
  // The timeout covers reading the body too: a large export streams for a while.
  return cmsFetch('/personal-data/export', {
    method: 'POST',
    token,
    body: { data: { email } },
    timeoutMs: 10 * 60_000,
  });
}

/** `POST /personal-data/erase` → how much of each kind was deleted. */
export async function erasePersonalData(token: string, email: string): Promise<PersonalDataCounts> {
  const body = await cmsRequest('/personal-data/erase', {
    method: 'POST',
    token,
    body: { data: { email } },
    timeoutMs: 120_000,
  });
  return parse(answerSchema, body).data.counts;
}
