import type { Route } from './+types/dashboard';
import { getApplicationsPerWeek, getDashboardStats } from '~/features/staff/api.server';
import { Dashboard } from '~/features/staff/components/dashboard';
import { failureMessage, withStaff } from '~/features/staff/session.server';
import { staffMeta } from '~/lib/seo';

/** /admin/dashboard — welcome, the four counts (spec §2), navigation tiles, quick actions, the weekly chart. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return withStaff({ request, context }, async ({ token, user }) => {
    try {
      const [stats, weeks] = await Promise.all([getDashboardStats(token), getApplicationsPerWeek(token)]);
      return { user, stats, weeks, error: null };
    } catch (error) {
      return { user, stats: null, weeks: [], error: failureMessage(error, 'Failed to fetch dashboard stats') };
    }
  });
}

export const meta: Route.MetaFunction = () => staffMeta('Admin Dashboard');

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  return <Dashboard {...loaderData} />;
}
