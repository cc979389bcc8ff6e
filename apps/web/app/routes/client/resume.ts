import type { Route } from './+types/resume';
import { resumeDownload } from '~/features/client-portal/portal.server';

/** GET /client/submissions/:id/resume — a submitted candidate's resume, for the signed-in client (docs/024-employers.md). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return resumeDownload(request, params.id);
}
