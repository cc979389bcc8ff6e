import type { Route } from './+types/applications';
import { requirePermission } from '~/features/staff/access.server';
import { ApplicationList } from '~/features/applications/components/application-list';
import {
  handleStaffApplicationsAction,
  loadStaffApplications,
} from '~/features/applications/staff-applications.server';
import { staffFormAction, staffListLoader } from '~/features/staff/staff-route.server';
import { staffMeta } from '~/lib/seo';

/** The role must have `applications` (docs/022-the-team.md); `withStaff` answers any other role with the 403 page. */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('applications')];

/** /blog/admin/applications — one page of applications for the `?status=`, `?page=` and `?pageSize=` of the URL. */
export const loader = staffListLoader(loadStaffApplications);

/** Status change (only moves docs/000-product.md §4 allows; the CMS checks again) and delete. */
export const action = staffFormAction(handleStaffApplicationsAction);

export const meta: Route.MetaFunction = () => staffMeta('Applications');

export default function Applications({ loaderData }: Route.ComponentProps) {
  return <ApplicationList {...loaderData} />;
}
