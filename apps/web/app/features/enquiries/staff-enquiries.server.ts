import { enquiryStatusFrom, ENQUIRY_STATUS_VALUES, z } from '@agency/contract';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { failureMessage } from '~/lib/reported-failure.server';
import { ApiError } from '~/lib/api-error';
import { DEFAULT_PAGE_SIZE, parsePage } from '~/lib/pagination';
import { listContacts, setContactStatus, type AdminContact } from './api.server';

/**
 * The enquiries list of /admin/contactList: the `?status=` (new / handled; anything else is all) and `?page=` of the
 * URL, newest first, 10 a page (docs/000-product.md §9 default list size); on a CMS failure an empty list and its
 * message.
 * @throws what `failureMessage` rethrows (a lost session).
 */
export async function loadStaffEnquiries(token: string, params: URLSearchParams) {
  const page = parsePage(params.get('page'));
  const status = enquiryStatusFrom(params.get('status')) ?? null;
  try {
    const { contacts, pagination } = await listContacts(token, { page, pageSize: DEFAULT_PAGE_SIZE, status });
    return { contacts, pagination, page, status, error: null };
  } catch (error) {
    const message = failureMessage(error, 'Failed to fetch contact submissions');
    return { contacts: [] as AdminContact[], pagination: null, page, status, error: message };
  }
}

const intentSchema = z.object({
  intent: z.literal('status'),
  documentId: z.string().min(1),
  status: z.enum(ENQUIRY_STATUS_VALUES),
});

/**
 * The enquiries page's intent `status`: marks an enquiry handled or new. Answers `{ ok, message }`; a failure carries
 * the CMS's status (502 without one), an invalid form 400.
 */
export async function handleStaffEnquiriesAction(token: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: intentSchema });
  if (submission.status !== 'success') return data({ ok: false as const, message: 'Invalid request' }, { status: 400 });
  const { documentId, status } = submission.value;
  try {
    await setContactStatus(token, documentId, status);
    return { ok: true as const, message: status === 'handled' ? 'Marked as handled' : 'Marked as new' };
  } catch (error) {
    const message =
      error instanceof ApiError && error.status === 404
        ? 'Enquiry not found'
        : failureMessage(error, 'Failed to update the enquiry');
    return data(
      { ok: false as const, message },
      { status: error instanceof ApiError && error.status ? error.status : 502 },
    );
  }
}
