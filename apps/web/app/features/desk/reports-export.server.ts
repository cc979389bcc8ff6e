import type { PlacementReport } from '@agency/contract';
import { redirect } from 'react-router';
import { ApiError } from '~/lib/api-error';
import { getPlacementReport } from './api.server';

/** The report page of the period `params` names (`from`, `to`; nothing else is kept). */
export function reportPagePath(params: URLSearchParams): string {
  const period = new URLSearchParams();
  for (const name of ['from', 'to']) {
    const value = params.get(name);
    if (value) period.set(name, value);
  }
  return period.size > 0 ? `/admin/reports?${period.toString()}` : '/admin/reports';
}

/**
 * The placement report of the period `params` names (`from`, `to`), in `timeZone`, for a section's CSV. A period the
 * CMS refuses (400: `to` before `from`, too long, not a date) sends the staff member back to the report of that period,
 * where the page shows the CMS's words above its form, instead of an error page.
 * @throws a redirect Response for a refused period; the ApiError of any other failure.
 */
export async function reportForExport(
  token: string,
  params: URLSearchParams,
  timeZone: string,
): Promise<PlacementReport> {
  try {
    return await getPlacementReport(token, {
      from: params.get('from') ?? undefined,
      to: params.get('to') ?? undefined,
      timeZone,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw redirect(reportPagePath(params));
    throw error;
  }
}
