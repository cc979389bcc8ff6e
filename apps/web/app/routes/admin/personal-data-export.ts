import type { Route } from './+types/personal-data-export';
import { fetchPersonalDataExport } from '~/features/personal-data/api.server';
import { parseFind } from '~/features/personal-data/schema';
import { staffSession, withStaff } from '~/features/staff/session.server';
import { downloadFromCms } from '~/lib/download.server';

/**
 * GET /admin/personal-data/export.zip?email= — everything stored about the address as the CMS's ZIP (personal-data.json
 * and the resumes), streamed through; the CMS token stays on the server. Staff only: no session, the login, then
 * back here. An invalid address is a 400 before the CMS is asked.
 */
export const middleware: Route.MiddlewareFunction[] = [staffSession()];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  return withStaff({ request, url, context }, async ({ token }) => {
    const submission = parseFind(url.searchParams);
    if (submission.status !== 'success') {
      const message = Object.values(submission.error ?? {}).flat()[0] ?? 'Invalid request';
      return new Response(message, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    }
    const upstream = await fetchPersonalDataExport(token, submission.value.email);
    return downloadFromCms(upstream, 'attachment; filename="personal-data.zip"');
  });
}
