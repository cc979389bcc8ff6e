import type { Route } from './+types/dashboard';
import { getApplicationsPerWeek, getDashboardStats, getRecentActivity } from '~/features/staff/api.server';
import { Dashboard } from '~/features/staff/components/dashboard';
import { failureMessage, withStaff } from '~/features/staff/session.server';
import { staffMeta } from '~/lib/seo';

/**
 * /admin/dashboard — welcome, the four counts (spec §2), what is new since the previous visit with the latest
 * applications and enquiries (issue 11), navigation tiles, quick actions, the weekly chart.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return withStaff({ request, context }, async ({ token, user }) => {
    try {
      const [stats, weeks, recent] = await Promise.all([
        getDashboardStats(token),
        getApplicationsPerWeek(token),
        getRecentActivity(token),
      ]);
      return { user, stats, weeks, recent, error: null };
    } catch (error) {
      const message = failureMessage(error, 'Failed to fetch dashboard stats');
      return { user, stats: null, weeks: [], recent: null, error: message };
    }
  });
}

export const meta: Route.MetaFunction = () => staffMeta('Admin Dashboard');

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  return <Dashboard {...loaderData} />;
}
