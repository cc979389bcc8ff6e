import type { Route } from './+types/hiring-requests';
import { requirePermission } from '~/features/staff/access.server';
import { HiringRequestList } from '~/features/hiring-requests/components/hiring-request-list';
import { loadStaffHiringRequests } from '~/features/hiring-requests/staff-hiring-requests.server';
import { staffListLoader } from '~/features/staff/staff-route.server';
import { staffMeta } from '~/lib/seo';

/** The role must have `clients` (docs/022-the-team.md, docs/024-employers.md). */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('clients')];

/** /admin/hiring-requests — the employers' hiring requests, newest first, 10 a page, filtered by `?status=`. */
export const loader = staffListLoader(loadStaffHiringRequests);

export const meta: Route.MetaFunction = () => staffMeta('Hiring Requests');

export default function HiringRequests({ loaderData }: Route.ComponentProps) {
  return <HiringRequestList {...loaderData} />;
}
