import type { Route } from './+types/my-application-calendar';
import { candidateInterviewCalendar } from '~/features/candidate-page/page.server';
import { requestInfo } from '~/lib/request-info';

/**
 * GET /my-application/<token>/interviews/<id>.ics — the `.ics` of an interview's current invitation, linked from the
 * candidate's page (docs/025-placements.md "The candidate's page"). A GET that changes nothing: the CMS's read is a POST
 * with the token in its body. Never cached, never indexed, no referrer (its URL holds the token).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  return candidateInterviewCalendar(params.token, params.file, context.get(requestInfo).clientIp);
}
