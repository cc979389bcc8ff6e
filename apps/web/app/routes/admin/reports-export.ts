import { stringify } from 'csv-stringify/sync';
import type { Route } from './+types/reports-export';
import { neutraliseCell, UTF8_BOM } from '~/features/applications/applications-csv';
import { parseReportSection, reportSectionRows } from '~/features/desk/reports-csv';
import { reportForExport } from '~/features/desk/reports-export.server';
import { noAccessText, requirePermission } from '~/features/staff/access.server';
import { staffTimeZone } from '~/features/staff/index.server';
import { staffSession, withStaff } from '~/features/staff/session.server';
import { privateFileHeaders } from '~/lib/download.server';

/**
 * GET /admin/reports/<section>.csv?from=&to= — one table of the placement reports as CSV (UTF-8 with a BOM, CRLF,
 * cells neutralised against formulas as the applications' export does), the same figures as the page, in the staff
 * member's time zone; a period the CMS refuses goes back to /admin/reports of that period, which shows the CMS's words
 * (`reportForExport`). Staff whose role has `reports` (others get a 403): no session, the login, then back here. A
 * section that is not one is a 404.
 */
export const middleware: Route.MiddlewareFunction[] = [staffSession(), requirePermission('reports', noAccessText)];

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const section = parseReportSection(/^(.+)\.csv$/.exec(params.file)?.[1]);
  if (!section) throw new Response('Not found', { status: 404 });
  return withStaff({ request, url, context }, async ({ token }) => {
    const report = await reportForExport(token, url.searchParams, await staffTimeZone(token));
    const rows = reportSectionRows(report, section).map((row) => row.map(neutraliseCell));
    return new Response(UTF8_BOM + stringify(rows, { record_delimiter: 'windows' }), {
      headers: privateFileHeaders('text/csv; charset=utf-8', `report-${section}-${report.from}-${report.to}.csv`),
    });
  });
}
