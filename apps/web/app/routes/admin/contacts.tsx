import type { Route } from './+types/contacts';
import { requirePermission } from '~/features/staff/access.server';
import { EnquiryList } from '~/features/enquiries/components/enquiry-list';
import { handleStaffEnquiriesAction, loadStaffEnquiries } from '~/features/enquiries/staff-enquiries.server';
import { staffFormAction, staffListLoader } from '~/features/staff/staff-route.server';
import { staffMeta } from '~/lib/seo';

/** The role must have `enquiries` (docs/022-the-team.md); `withStaff` answers any other role with the 403 page. */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('enquiries')];

/** /admin/contactList — contact submissions, newest first, 10 a page (docs/000-product.md §9), filtered by `?status=`. */
export const loader = staffListLoader(loadStaffEnquiries);

/** Marks an enquiry handled or new. */
export const action = staffFormAction(handleStaffEnquiriesAction);

export const meta: Route.MetaFunction = () => staffMeta('Contact Submissions');

export default function Contacts({ loaderData }: Route.ComponentProps) {
  return <EnquiryList {...loaderData} />;
}
