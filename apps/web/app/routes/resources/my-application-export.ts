import type { Route } from './+types/my-application-export';
import { candidateDataDownload } from '~/features/candidate-page/page.server';
import { requestInfo } from '~/lib/request-info';

/**
 * POST /my-application/export.zip — the "Download my data" button of the candidate's page (docs/025-placements.md
 * "The candidate's page"): the personal-data ZIP of the application's address; the token is a form field, never in
 * this request's URL.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return candidateDataDownload(request, context.get(requestInfo).clientIp);
}
