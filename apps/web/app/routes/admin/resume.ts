import type { Route } from './+types/resume';
import { ApiError } from '~/lib/api-error';
import { fetchResume } from '~/features/applications/api.server';
import { staffSession, withStaff } from '~/features/staff/session.server';

const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition'];

/**
 * GET /admin/applications/{documentId}/resume — the applicant's resume streamed from the CMS's Admin route with
 * its file name (DESIGN §5); the CMS token stays on the server. No session: the login, then back here.
 */
export const middleware: Route.MiddlewareFunction[] = [staffSession()];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return withStaff({ request, context }, async ({ token }) => {
    try {
      const upstream = await fetchResume(token, params.documentId);
      const headers = new Headers({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
      for (const name of PASSED_HEADERS) {
        const value = upstream.headers.get(name);
        if (value) headers.set(name, value);
      }
      if (!headers.has('content-disposition')) headers.set('Content-Disposition', 'attachment');
      return new Response(upstream.body, { status: 200, headers });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return new Response(error.message, { status: 404 });
      throw error;
    }
  });
}
