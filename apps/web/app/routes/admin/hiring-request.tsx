import type { Route } from './+types/hiring-request';
import { requirePermission } from '~/features/staff/access.server';
import { HiringRequestPage } from '~/features/hiring-requests/components/hiring-request-page';
import {
  handleHiringRequestAction,
  loadStaffHiringRequest,
} from '~/features/hiring-requests/staff-hiring-requests.server';
import { staffFormAction, staffListLoader } from '~/features/staff/staff-route.server';
import { staffMeta } from '~/lib/seo';

/** The role must have `clients`; converting also needs `jobs`, which every role with `clients` has (the CMS checks). */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('clients')];

/** /admin/hiring-requests/:id — one request (docs/024-employers.md "In the back-office"). */
export const loader = (args: Route.LoaderArgs) =>
  staffListLoader((token) => loadStaffHiringRequest(token, args.params.id))(args);

/** `intent`: status (a move by hand) or convert (Convert to job). */
export const action = (args: Route.ActionArgs) =>
  staffFormAction((token, formData) => handleHiringRequestAction(token, args.params.id, formData))(args);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `${loaderData.hiringRequest.roleTitle ?? ''} — hiring request` : 'Hiring request');

export default function HiringRequest({ loaderData }: Route.ComponentProps) {
  return <HiringRequestPage {...loaderData} />;
}
