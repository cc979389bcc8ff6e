import type { Route } from './+types/my-data-export';
import { myDataDownload } from '~/features/candidates/my-data.server';
import { requestInfo } from '~/lib/request-info';

/**
 * POST /my-data/export.zip — the download button of /my-data (docs/023-talent-pool.md "Added by staff"): the
 * personal-data ZIP of the person of the token (a form field, never the URL of this request).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return myDataDownload(request, context.get(requestInfo).clientIp);
}
