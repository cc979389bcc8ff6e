import { stringify } from 'csv-stringify/sync';
import type { Route } from './+types/reports-export';
import { neutraliseCell, UTF8_BOM } from '~/features/applications/applications-csv';
import { getPlacementReport } from '~/features/desk/api.server';
import { parseReportSection, reportSectionRows } from '~/features/desk/reports-csv';
import { noAccessText, requirePermission } from '~/features/staff/access.server';
import { staffTimeZone } from '~/features/staff/index.server';
import { staffSession, withStaff } from '~/features/staff/session.server';
import { privateFileHeaders } from '~/lib/download.server';

/**
 * GET /admin/reports/<section>.csv?from=&to= — one table of the placement reports as CSV (UTF-8 with a BOM, CRLF,
 * cells neutralised against formulas as the applications' export does), the same figures as the page, in the staff
 * member's time zone. Staff whose role has `reports` (others get a 403): no session, the login, then back here. A
 * section that is not one is a 404.
 */
export const middleware: Route.MiddlewareFunction[] = [staffSession(), requirePermission('reports', noAccessText)];

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const section = parseReportSection(/^(.+)\.csv$/.exec(params.file)?.[1]);
  if (!section) throw new Response('Not found', { status: 404 });
  return withStaff({ request, url, context }, async ({ token }) => {
    const query = url.searchParams;
    const report = await getPlacementReport(token, {
      from: query.get('from') ?? undefined,
      to: query.get('to') ?? undefined,
      timeZone: await staffTimeZone(token),
    });
    const rows = reportSectionRows(report, section).map((row) => row.map(neutraliseCell));
    return new Response(UTF8_BOM + stringify(rows, { record_delimiter: 'windows' }), {
      headers: privateFileHeaders('text/csv; charset=utf-8', `report-${section}-${report.from}-${report.to}.csv`),
    });
  });
}
