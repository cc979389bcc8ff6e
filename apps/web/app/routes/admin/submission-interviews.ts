import type { Route } from './+types/submission-interviews';
import { handleInterviewAction, loadInterviews } from '~/features/applications/interviews.server';
import { noAccessText, requirePermission } from '~/features/staff/access.server';
import { staffSession } from '~/features/staff/session.server';
import { staffFormAction, staffListLoader } from '~/features/staff/staff-route.server';

/**
 * /admin/submissions/:id/interviews — a submission's interviews, the client's contacts and the staff member's time zone
 * (JSON), and the forms that book, propose, move, cancel and record the outcome (docs/025-placements.md "Interviews and
 * calendar invitations"), for the application dialog's interviews part. The role must have `clients`, as for moving a
 * submission (a Recruiter's own jobs: the CMS checks).
 */
export const middleware: Route.MiddlewareFunction[] = [staffSession(), requirePermission('clients', noAccessText)];

export const loader = (args: Route.LoaderArgs) =>
  staffListLoader(async (token) =>
    Response.json(await loadInterviews(token, args.params.id), { headers: { 'Cache-Control': 'private, no-store' } }),
  )(args);

/** `intent`: book, propose, reschedule, cancel, outcome (the last three with `interview`). */
export const action = (args: Route.ActionArgs) =>
  staffFormAction((token, formData) => handleInterviewAction(token, args.params.id, formData))(args);
