import type { Route } from './+types/team';
import { TeamPage } from '~/features/team/components/team-page';
import { handleTeamAction, loadTeam } from '~/features/team/team.server';
import { requirePermission } from '~/features/staff/access.server';
import { staffFormAction, staffListLoader } from '~/features/staff/staff-route.server';
import { staffMeta } from '~/lib/seo';

/**
 * /admin/team — the staff, their roles and access, and the invitations (docs/022-the-team.md "Team page and
 * invitations"); Admins only: the CMS refuses every team call to anybody else, and a role without `team` gets the
 * 403 page. The admin layout's middleware checks the session.
 */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('team')];

export const loader = staffListLoader(loadTeam);

/** `intent`: invite, resend, revoke, role, deactivate, reactivate (../../features/team/team.server.ts). */
export const action = staffFormAction(handleTeamAction);

export const meta: Route.MetaFunction = () => staffMeta('Team');

export default function Team({ loaderData }: Route.ComponentProps) {
  return <TeamPage {...loaderData} />;
}
