import type { Route } from './+types/resume';
import { noAccessText, requirePermission } from '~/features/staff/access.server';
import { ApiError } from '~/lib/api-error';
import { downloadFromCms } from '~/lib/download.server';
import { fetchResume } from '~/features/applications/api.server';
import { staffSession, withStaff } from '~/features/staff/session.server';

/**
 * GET /admin/applications/{documentId}/resume — the applicant's resume streamed from the CMS's Admin route with
 * its file name (docs/000-product.md §14); the CMS token stays on the server. No session: the login, then back here.
 */
export const middleware: Route.MiddlewareFunction[] = [staffSession(), requirePermission('applications', noAccessText)];

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  return withStaff({ request, url, context }, async ({ token }) => {
    try {
      return downloadFromCms(await fetchResume(token, params.documentId), 'attachment');
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return new Response(error.message, { status: 404 });
      throw error;
    }
  });
}
