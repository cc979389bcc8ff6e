import type { Route } from './+types/contacts';
import { EnquiryList } from '~/features/enquiries/components/enquiry-list';
import { loadStaffEnquiries } from '~/features/enquiries/staff-enquiries.server';
import { staffListLoader } from '~/features/staff/staff-route.server';
import { staffMeta } from '~/lib/seo';

/** /admin/contactList — contact submissions, newest first, 10 a page (spec §9 default list size). */
export const loader = staffListLoader(loadStaffEnquiries);

export const meta: Route.MetaFunction = () => staffMeta('Contact Submissions');

export default function Contacts({ loaderData }: Route.ComponentProps) {
  return <EnquiryList {...loaderData} />;
}
