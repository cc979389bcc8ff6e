import type { Route } from './+types/contacts';
import { listContacts, type AdminContact } from '~/features/enquiries/api.server';
import { EnquiryList } from '~/features/enquiries/components/enquiry-list';
import { failureMessage, withStaff } from '~/features/staff/session.server';
import { DEFAULT_PAGE_SIZE, parsePage } from '~/lib/pagination';
import { pageTitle } from '~/lib/seo';

/** /admin/contactList — contact submissions, newest first, 10 a page (spec §9 default list size). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  return withStaff({ request, context }, async ({ token }) => {
    try {
      const { contacts, pagination } = await listContacts(token, { page, pageSize: DEFAULT_PAGE_SIZE });
      return { contacts, pagination, page, error: null };
    } catch (error) {
      return {
        contacts: [] as AdminContact[],
        pagination: null,
        page,
        error: failureMessage(error, 'Failed to fetch contact submissions'),
      };
    }
  });
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Contact Submissions') },
  { name: 'robots', content: 'noindex' },
];

export default function Contacts({ loaderData }: Route.ComponentProps) {
  return <EnquiryList {...loaderData} />;
}
