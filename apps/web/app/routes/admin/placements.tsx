import type { Route } from './+types/placements';
import { requirePermission } from '~/features/staff/access.server';
import { PlacementList } from '~/features/placements/components/placement-list';
import { loadPlacements } from '~/features/placements/placements.server';
import { staffListLoader } from '~/features/staff/staff-route.server';
import { staffMeta } from '~/lib/seo';

/** The role must have `placements` (docs/022-the-team.md, docs/025-placements.md). */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('placements')];

/** /admin/placements — the placements, the latest start first, 20 a page, filtered by `?status=`, `?invoice=`, `?mine=1`. */
export const loader = staffListLoader(loadPlacements);

export const meta: Route.MetaFunction = () => staffMeta('Placements');

export default function Placements({ loaderData }: Route.ComponentProps) {
  return <PlacementList {...loaderData} />;
}
