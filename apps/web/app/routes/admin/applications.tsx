import type { Route } from './+types/applications';
import { ApplicationList } from '~/features/applications/components/application-list';
import {
  handleStaffApplicationsAction,
  loadStaffApplications,
} from '~/features/applications/staff-applications.server';
import { assertSameOrigin } from '~/features/staff/admin-origin.server';
import { withStaff } from '~/features/staff/session.server';
import { readFormData } from '~/lib/form-data.server';
import { staffMeta } from '~/lib/seo';

/** /blog/admin/applications — one page of applications for the `?status=`, `?page=` and `?pageSize=` of the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return withStaff({ request, context }, ({ token }) => loadStaffApplications(token, params));
}

/** Status change (only moves spec §4 allows; the CMS checks again) and delete. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  return withStaff({ request, context }, async ({ token }) =>
    handleStaffApplicationsAction(token, await readFormData(request)),
  );
}

export const meta: Route.MetaFunction = () => staffMeta('Applications');

export default function Applications({ loaderData }: Route.ComponentProps) {
  return <ApplicationList {...loaderData} />;
}
