import type { Route } from './+types/applications-export';
import { noAccessText, requirePermission } from '~/features/staff/access.server';
import { listAllApplications } from '~/features/applications/api.server';
import { applicationsCsv } from '~/features/applications/applications-csv';
import { parseApplicationFilters } from '~/features/applications/rules';
import { staffSession, withStaff } from '~/features/staff/session.server';
import { privateFileHeaders } from '~/lib/download.server';
import { requestOrigin } from '~/lib/seo';

/**
 * GET /admin/applications/export.csv — every application matching the list's `?status=`, `?q=` and `?job=`, as CSV
 * (UTF-8 with a BOM; docs/015-recruiter-workflow.md). Staff whose role has `applications` (docs/022-the-team.md; others get a 403): no session, the login, then back here.
 */
export const middleware: Route.MiddlewareFunction[] = [staffSession(), requirePermission('applications', noAccessText)];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  return withStaff({ request, url, context }, async ({ token }) => {
    const applications = await listAllApplications(token, parseApplicationFilters(url.searchParams));
    const day = new Date().toISOString().slice(0, 10);
    return new Response(applicationsCsv(applications, requestOrigin(request)), {
      headers: privateFileHeaders('text/csv; charset=utf-8', `applications-${day}.csv`),
    });
  });
}
