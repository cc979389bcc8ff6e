import { failureMessage } from '~/features/staff/session.server';
import { DEFAULT_PAGE_SIZE, parsePage } from '~/lib/pagination';
import { listContacts, type AdminContact } from './api.server';

/**
 * The enquiries list of /admin/contactList: the `?page=` of the URL, newest first, 10 a page (spec §9 default list
 * size); on a CMS failure an empty list and its message.
 * @throws what `failureMessage` rethrows (a lost session).
 */
export async function loadStaffEnquiries(token: string, params: URLSearchParams) {
  const page = parsePage(params.get('page'));
  try {
    const { contacts, pagination } = await listContacts(token, { page, pageSize: DEFAULT_PAGE_SIZE });
    return { contacts, pagination, page, error: null };
  } catch (error) {
    const message = failureMessage(error, 'Failed to fetch contact submissions');
    return { contacts: [] as AdminContact[], pagination: null, page, error: message };
  }
}
