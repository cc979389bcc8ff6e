import { HIRING_REQUEST_STATUS_VALUES, hiringRequestStatusFrom, hiringRequestStatusLabel, z } from '@agency/contract';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { ApiError } from '~/lib/api-error';
import { DEFAULT_PAGE_SIZE, parsePage } from '~/lib/pagination';
import { failureMessage } from '~/lib/reported-failure.server';
import {
  convertHiringRequest,
  findHiringRequest,
  listHiringRequests,
  setHiringRequestStatus,
  type StaffHiringRequest,
} from './api.server';

/**
 * The list of /admin/hiring-requests: the URL's `?status=` (one of the statuses; anything else is all) and `?page=`,
 * newest first, 10 a page; on a CMS failure an empty list and its message.
 * @throws what `failureMessage` rethrows (a lost session).
 */
export async function loadStaffHiringRequests(token: string, params: URLSearchParams) {
  const page = parsePage(params.get('page'));
  const status = hiringRequestStatusFrom(params.get('status')) ?? null;
  try {
    const { hiringRequests, pagination } = await listHiringRequests(token, {
      page,
      pageSize: DEFAULT_PAGE_SIZE,
      status,
    });
    return { hiringRequests, pagination, page, status, error: null };
  } catch (error) {
    const message = failureMessage(error, 'Failed to fetch hiring requests');
    return { hiringRequests: [] as StaffHiringRequest[], pagination: null, page, status, error: message };
  }
}

/**
 * One request for its page. @throws a 404 response when there is none, a 502 response with the failure's message when
 * the CMS fails (and what `failureMessage` rethrows).
 */
export async function loadStaffHiringRequest(token: string, documentId: string) {
  let request: StaffHiringRequest | null;
  try {
    request = await findHiringRequest(token, documentId);
  } catch (error) {
    throw data(failureMessage(error, 'Failed to fetch the hiring request'), { status: 502 });
  }
  if (!request) throw data('This hiring request does not exist (any more).', { status: 404 });
  return { hiringRequest: request };
}

const intentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('status'), status: z.enum(HIRING_REQUEST_STATUS_VALUES) }),
  z.object({ intent: z.literal('convert') }),
]);

/** What the request's page answers to its forms: `ok`, the message shown, and the job a conversion made. */
export type HiringRequestAnswer = { ok: boolean; message: string; job?: { documentId: string; title: string } };

/**
 * The forms of a request's page: `intent=status` sets the status (the CMS holds it to the contract's transitions),
 * `intent=convert` makes the draft job. Answers `HiringRequestAnswer`; a refusal carries the CMS's status and its
 * message (a conversion of a converted or declined request: 409), an invalid form 400.
 */
export async function handleHiringRequestAction(token: string, documentId: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: intentSchema });
  if (submission.status !== 'success') {
    return data<HiringRequestAnswer>({ ok: false, message: 'Invalid request' }, { status: 400 });
  }
  const intent = submission.value;
  try {
    if (intent.intent === 'convert') {
      const job = await convertHiringRequest(token, documentId);
      return data<HiringRequestAnswer>({
        ok: true,
        message: `Converted: the draft job “${job.title ?? ''}” is in Jobs.`,
        job: { documentId: job.documentId, title: job.title ?? '' },
      });
    }
    await setHiringRequestStatus(token, documentId, intent.status);
    return data<HiringRequestAnswer>({ ok: true, message: `Marked as ${hiringRequestStatusLabel(intent.status)}` });
  } catch (error) {
    const status = error instanceof ApiError && error.status ? error.status : 502;
    const fallback = intent.intent === 'convert' ? 'Failed to convert the request' : 'Failed to update the request';
    return data<HiringRequestAnswer>({ ok: false, message: failureMessage(error, fallback) }, { status });
  }
}
