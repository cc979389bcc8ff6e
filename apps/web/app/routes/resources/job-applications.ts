import type { Route } from './+types/job-applications';
import { handleApplication } from '~/features/applications/applications.server';
import { requestInfo } from '~/lib/request-info';

/**
 * POST /resources/job-applications — the apply form's upload target when JavaScript runs (XMLHttpRequest, for
 * upload progress). Same handling as the job page's own action; answers JSON.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { response, status } = await handleApplication(request, context.get(requestInfo).clientIp);
  return Response.json(response, { status });
}
