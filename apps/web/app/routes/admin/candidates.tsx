import type { Route } from './+types/candidates';
import { requirePermission } from '~/features/staff/access.server';
import { CandidateList } from '~/features/candidates/components/candidate-list';
import { loadCandidates } from '~/features/candidates/candidates.server';
import { staffListLoader } from '~/features/staff/staff-route.server';
import { staffMeta } from '~/lib/seo';

/**
 * /admin/candidates — the talent pool's people, `?q=` (name or e-mail) and `?page=` (docs/023-talent-pool.md
 * "Candidates"). The role must have `applications` (docs/022-the-team.md).
 */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('applications')];

export const loader = staffListLoader(loadCandidates);

export const meta: Route.MetaFunction = () => staffMeta('Candidates');

export default function Candidates({ loaderData }: Route.ComponentProps) {
  return <CandidateList {...loaderData} />;
}
