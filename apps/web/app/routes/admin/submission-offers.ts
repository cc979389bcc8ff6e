import type { Route } from './+types/submission-offers';
import { noAccessText, requirePermission } from '~/features/staff/access.server';
import { handleOfferAction, loadOffers } from '~/features/placements/placements.server';
import { staffSession } from '~/features/staff/session.server';
import { staffFormAction, staffListLoader } from '~/features/staff/staff-route.server';

/**
 * /admin/submissions/:id/offers — a submission's offers (JSON) and the forms that record an offer and its answer
 * (docs/025-placements.md "Offers and placements"), for the application dialog's offer part. The role must have
 * `clients`, as for moving a submission (a Recruiter's own jobs: the CMS checks).
 */
export const middleware: Route.MiddlewareFunction[] = [staffSession(), requirePermission('clients', noAccessText)];

export const loader = (args: Route.LoaderArgs) =>
  staffListLoader(async (token) =>
    Response.json(await loadOffers(token, args.params.id), { headers: { 'Cache-Control': 'private, no-store' } }),
  )(args);

/** `intent`: offer (a client's offer), answer (the candidate's answer to the open offer `offer`). */
export const action = (args: Route.ActionArgs) =>
  staffFormAction((token, formData) => handleOfferAction(token, args.params.id, formData))(args);
