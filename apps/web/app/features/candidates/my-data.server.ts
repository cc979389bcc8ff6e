import { MY_DATA_TOKEN_PATTERN, myDataAnswerSchema, type MyDataHeld } from '@agency/contract';
import { ApiError } from '~/lib/api-error';
import { cmsFetch, cmsRequest, parse } from '~/lib/cms-client.server';
import { textField } from '~/lib/form-data.server';
import { log } from '~/lib/log.server';
import { allowSubmission, RATE_LIMIT_MESSAGE } from '~/lib/rate-limit.server';

/**
 * The personal-data link of a candidate added by staff (docs/023-talent-pool.md "Added by staff"), server only: what
 * is held (`GET /api/my-data`, changing nothing: mail scanners open links), the download of the personal-data ZIP and
 * the erasure, both POSTs of the page counted against the public forms' per-client limit, as the renewal page's.
 */

/** What /my-data shows. */
export type MyDataOutcome =
  | (MyDataHeld & { token: string })
  | { status: 'confirm'; token: string }
  | { status: 'gone'; erased: boolean }
  | { status: 'unknown' | 'failed' | 'limited'; message: string };

export const MY_DATA_UNKNOWN_MESSAGE =
  'This link does not work: it has expired or was not sent by us. To see or erase your data, write to us through our contact page.';
export const MY_DATA_FAILED_MESSAGE = 'We could not answer just now. Please open the link again later.';

/** The page of a link that cannot be used (forged, malformed, expired): 404. */
const unknownLink = () => ({
  outcome: { status: 'unknown', message: MY_DATA_UNKNOWN_MESSAGE } as MyDataOutcome,
  status: 404,
});

/** A CMS failure as the page says it: an unusable link (404, 400), too many tries (429), or a failure (503). */
function failureOf(error: unknown, what: string): { outcome: MyDataOutcome; status: number } {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return unknownLink();
  if (error instanceof ApiError && error.status === 429) {
    return { outcome: { status: 'limited', message: RATE_LIMIT_MESSAGE }, status: 429 };
  }
  log.error({ err: error }, what);
  return { outcome: { status: 'failed', message: MY_DATA_FAILED_MESSAGE }, status: 503 };
}

/** GET /my-data?token=…: what is held about the person, or that it is gone. */
export async function myDataView(url: URL, clientIp: string): Promise<{ outcome: MyDataOutcome; status: number }> {
  const token = url.searchParams.get('token') ?? '';
  if (!MY_DATA_TOKEN_PATTERN.test(token)) return unknownLink();
  try {
    const { data } = parse(myDataAnswerSchema, await cmsRequest('/my-data', { query: { token }, clientIp }));
    return { outcome: data.status === 'held' ? { ...data, token } : { status: 'gone', erased: false }, status: 200 };
  } catch (error) {
    return failureOf(error, 'Personal-data link lookup failed');
  }
}

/**
 * POST /my-data (the page's buttons, fields `intent` and `token`): `erase` asks to confirm (nothing changes),
 * `erase-confirmed` erases through the CMS. Limited per client like every public form.
 */
export async function myDataAction(
  request: Request,
  clientIp: string,
): Promise<{ outcome: MyDataOutcome; status: number }> {
  if (!(await allowSubmission(clientIp))) {
    return { outcome: { status: 'limited', message: RATE_LIMIT_MESSAGE }, status: 429 };
  }
  const form = await request.formData().catch(() => new FormData());
  const token = textField(form, 'token');
  if (!MY_DATA_TOKEN_PATTERN.test(token)) return unknownLink();
  if (textField(form, 'intent') !== 'erase-confirmed') return { outcome: { status: 'confirm', token }, status: 200 };
  try {
    await cmsRequest('/my-data/erase', { method: 'POST', body: { token }, clientIp });
    return { outcome: { status: 'gone', erased: true }, status: 200 };
  } catch (error) {
    return failureOf(error, 'Personal-data erasure through the link failed');
  }
}

/**
 * POST /my-data/export.zip (field `token`): the personal-data ZIP, streamed from the CMS as it comes.
 * @returns the download, or a plain-text refusal (404 unusable link, 429 too many tries, 503 a failure).
 */
export async function myDataDownload(request: Request, clientIp: string): Promise<Response> {
  const plain = (message: string, status: number) =>
    new Response(message, {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  if (!(await allowSubmission(clientIp))) return plain(RATE_LIMIT_MESSAGE, 429);
  const token = textField(await request.formData().catch(() => new FormData()), 'token');
  if (!MY_DATA_TOKEN_PATTERN.test(token)) return plain(MY_DATA_UNKNOWN_MESSAGE, 404);
  try {
    const zip = await cmsFetch('/my-data/export', { method: 'POST', body: { token }, clientIp, timeoutMs: 60_000 });
    return new Response(zip.body, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': zip.headers.get('content-disposition') ?? 'attachment; filename="personal-data.zip"',
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    const { outcome, status } = failureOf(error, 'Personal-data download through the link failed');
    return plain('message' in outcome ? outcome.message : MY_DATA_FAILED_MESSAGE, status);
  }
}
