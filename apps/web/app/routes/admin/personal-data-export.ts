import { redirect } from 'react-router';
import type { Route } from './+types/personal-data-export';
import { noAccessText, requirePermission } from '~/features/staff/access.server';
import { PERSONAL_DATA_PATH } from '~/features/personal-data/components/personal-data-page';
import { fetchPersonalDataExport } from '~/features/personal-data/api.server';
import { parseFind } from '~/features/personal-data/schema';
import { staffFormAction } from '~/features/staff/staff-route.server';
import { staffSession } from '~/features/staff/session.server';
import { downloadFromCms } from '~/lib/download.server';

/**
 * POST /admin/personal-data/export.zip (form field `email`, never in the URL: docs/021-operations.md "Logs") —
 * everything stored about the address as the CMS's ZIP (personal-data.json and the resumes), streamed through; the
 * CMS token stays on the server. Staff only, same-origin posts only; an invalid address is a 400 before the CMS is
 * asked. A GET (an old link) goes to the personal-data page, or to the login first.
 */
export const middleware: Route.MiddlewareFunction[] = [
  staffSession(),
  requirePermission('personal-data', noAccessText),
];

export function loader() {
  return redirect(PERSONAL_DATA_PATH);
}

export const action = staffFormAction(async (token, formData) => {
  const submission = parseFind(formData);
  if (submission.status !== 'success') {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? 'Invalid request';
    return new Response(message, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const upstream = await fetchPersonalDataExport(token, submission.value.email);
  return downloadFromCms(upstream, 'attachment; filename="personal-data.zip"');
});
