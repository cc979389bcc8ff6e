import type { Route } from './+types/reports';
import { AdminPageHeader } from '~/components/admin/page-header';
import { getPlacementReport } from '~/features/desk/api.server';
import { ReportsPage } from '~/features/desk/components/reports-page';
import { requirePermission } from '~/features/staff/access.server';
import { staffTimeZone } from '~/features/staff/index.server';
import { staffListLoader } from '~/features/staff/staff-route.server';
import { failureMessage } from '~/lib/reported-failure.server';
import { staffMeta } from '~/lib/seo';

/** The role must have `reports` (docs/022-the-team.md); `withStaff` answers any other role with the 403 page. */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('reports')];

/**
 * /admin/reports?from=&to= — the placement reports (docs/025-placements.md "Desk and reports") of the period, read in
 * the staff member's time zone (their profile's, else the agency's); the CMS's words for a period it refuses.
 */
export const loader = staffListLoader(async (token, params) => {
  const timeZone = await staffTimeZone(token);
  const period = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined, timeZone };
  try {
    return { report: await getPlacementReport(token, period), error: null, period };
  } catch (error) {
    // A refused period keeps its dates in the form, above the CMS's words (also a CSV's refused period, sent back here).
    return { report: null, error: failureMessage(error, 'Failed to fetch the reports'), period };
  }
});

export const meta: Route.MetaFunction = () => staffMeta('Reports');

export default function Reports({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title="Reports" subtitle="Placements, fees, time to fill and the funnel" />
      <ReportsPage report={loaderData.report} error={loaderData.error} period={loaderData.period} />
    </>
  );
}
