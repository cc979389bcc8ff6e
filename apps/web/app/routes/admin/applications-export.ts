import type { Route } from './+types/applications-export';
import { noAccessText, requirePermission } from '~/features/staff/access.server';
import { listAllApplications } from '~/features/applications/api.server';
import { applicationsCsv } from '~/features/applications/applications-csv';
import { parseApplicationFilters } from '~/features/applications/rules';
import { bulkTarget } from '~/features/applications/staff-applications.server';
import { staffSession, withStaff } from '~/features/staff/session.server';
import { privateFileHeaders } from '~/lib/download.server';
import { requestOrigin } from '~/lib/seo';

/**
 * GET /admin/applications/export.csv — every application matching the list's `?status=`, `?q=` and `?job=`, as CSV
 * (UTF-8 with a BOM; docs/015-recruiter-workflow.md). With `?intent=export` (the bulk form's "Export selection",
 * docs/023-talent-pool.md "Bulk actions and the application dialog") only the selection: the ticked `ids`, the page's
 * `pageIds` with `allOnPage=on`, or every match with `allMatching=on`; a 400 when nothing is selected. Staff whose
 * role has `applications` (docs/022-the-team.md; others get a 403): no session, the login, then back here.
 */
export const middleware: Route.MiddlewareFunction[] = [staffSession(), requirePermission('applications', noAccessText)];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  return withStaff({ request, url, context }, async ({ token }) => {
    const params = url.searchParams;
    const filters = parseApplicationFilters(params);
    const selection = params.get('intent') === 'export' ? bulkTarget(params) : { filters };
    if (!selection) {
      return new Response('Select at least one application to export.', {
        status: 400,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    const applications =
      'documentIds' in selection
        ? // The ticked ones whatever the filters say now (a row may have left them after a move).
          await listAllApplications(token, parseApplicationFilters(new URLSearchParams()), selection.documentIds)
        : await listAllApplications(token, selection.filters);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(applicationsCsv(applications, requestOrigin(request)), {
      headers: privateFileHeaders('text/csv; charset=utf-8', `applications-${day}.csv`),
    });
  });
}
