import type { Route } from './+types/dashboard';
import { getFailedEmails } from '~/features/emails/api.server';
import { getApplicationsPerWeek, getDashboardStats } from '~/features/staff/api.server';
import { Dashboard } from '~/features/staff/components/dashboard';
import { failureMessage, reportedFailure, withStaff } from '~/features/staff/session.server';
import { staffMeta } from '~/lib/seo';

/**
 * /admin/dashboard — welcome, the four counts (spec §2), how many emails could not be sent (issue 11), navigation
 * tiles, quick actions, the weekly chart. The email count is left out, not an error, when the CMS cannot give it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return withStaff({ request, context }, async ({ token, user }) => {
    // Never a rejected promise left waiting: the outcome is read after the other calls.
    const counting = getFailedEmails(token, 1).then(
      ({ total }) => ({ total, error: null }),
      (error: unknown) => ({ total: null, error }),
    );
    const failedEmailCount = async () => {
      const { total, error } = await counting;
      if (error) reportedFailure(error, 'Failed to count the emails not sent');
      return total;
    };
    try {
      const [stats, weeks] = await Promise.all([getDashboardStats(token), getApplicationsPerWeek(token)]);
      return { user, stats, weeks, failedEmails: await failedEmailCount(), error: null };
    } catch (error) {
      const message = failureMessage(error, 'Failed to fetch dashboard stats');
      return { user, stats: null, weeks: [], failedEmails: await failedEmailCount(), error: message };
    }
  });
}

export const meta: Route.MetaFunction = () => staffMeta('Admin Dashboard');

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  return <Dashboard {...loaderData} />;
}
