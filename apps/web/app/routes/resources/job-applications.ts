import type { Route } from './+types/job-applications';
import { handleApplication } from '~/features/applications/applications.server';
import { landingOfPage } from '~/features/applications/landing.server';
import { crossSiteActionRefused, isSameOriginAction } from '~/lib/action-origin.server';
import { requestInfo } from '~/lib/request-info';

/**
 * POST /resources/job-applications — the apply form's upload target when JavaScript runs (XMLHttpRequest, for
 * upload progress). Same handling as the job page's own action, and the same origin rule, which React Router applies
 * to page actions only (lib/action-origin.server.ts): a POST from another site's page is a 400, before anything is
 * read or counted. Answers JSON.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  if (!isSameOriginAction(request)) return crossSiteActionRefused();
  // The landing comes in the form's hidden fields (features/applications/landing.ts); else the page's (`Referer`).
  const landing = landingOfPage(request, url);
  const { response, status } = await handleApplication(request, context.get(requestInfo).clientIp, landing);
  return Response.json(response, { status });
}
