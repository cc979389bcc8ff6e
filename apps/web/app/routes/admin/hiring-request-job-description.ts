import type { Route } from './+types/hiring-request-job-description';
import { noAccessText, requirePermission } from '~/features/staff/access.server';
import { fetchJobDescription } from '~/features/hiring-requests/api.server';
import { staffSession, withStaff } from '~/features/staff/session.server';
import { ApiError } from '~/lib/api-error';
import { downloadFromCms } from '~/lib/download.server';

/**
 * GET /admin/hiring-requests/{documentId}/job-description — the employer's job description file streamed from the
 * CMS's staff route with its name, as the resume download is (routes/admin/resume.ts; docs/024-employers.md "In the
 * back-office"); the CMS token stays on the server and the CMS checks the permission again. The role must have
 * `clients`. No session: the login, then back here.
 */
export const middleware: Route.MiddlewareFunction[] = [staffSession(), requirePermission('clients', noAccessText)];

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  return withStaff({ request, url, context }, async ({ token }) => {
    try {
      return downloadFromCms(await fetchJobDescription(token, params.id), 'attachment');
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return new Response(error.message, { status: 404 });
      throw error;
    }
  });
}
