import type { Route } from './+types/placement';
import { requirePermission } from '~/features/staff/access.server';
import { PlacementPage } from '~/features/placements/components/placement-page';
import { handlePlacementAction, loadPlacement } from '~/features/placements/placements.server';
import { withStaff } from '~/features/staff/session.server';
import { staffFormAction } from '~/features/staff/staff-route.server';
import { staffMeta } from '~/lib/seo';

/** The role must have `placements`; the fee and the lock need `placements.manage` (the CMS checks). */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('placements')];

/** /admin/placements/:id — one placement with its forms (docs/025-placements.md "Offers and placements"). */
export const loader = ({ request, url, context, params }: Route.LoaderArgs) =>
  withStaff({ request, url, context }, ({ token, user }) => loadPlacement(token, params.id, user.role));

/** `intent`: move, invoice, fee, lock, unlock. */
export const action = (args: Route.ActionArgs) =>
  staffFormAction((token, formData) => handlePlacementAction(token, args.params.id, formData))(args);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `${loaderData.placement.candidate.fullName ?? ''} — placement` : 'Placement');

export default function Placement({ loaderData }: Route.ComponentProps) {
  return <PlacementPage {...loaderData} />;
}
