import type { Route } from './+types/dashboard';
import { getFailedEmails } from '~/features/emails/api.server';
import { getApplicationsPerWeek, getDashboardStats, getRecentActivity } from '~/features/staff/api.server';
import { Dashboard } from '~/features/staff/components/dashboard';
import { withStaff } from '~/features/staff/session.server';
import { failureMessage, reportedFailure } from '~/lib/reported-failure.server';
import { staffMeta } from '~/lib/seo';

/**
 * /admin/dashboard — welcome, the four counts (docs/000-product.md §2), what is new since the previous visit with the
 * latest applications and enquiries, how many emails could not be sent (docs/013-email-outbox.md), navigation tiles,
 * quick actions, the weekly chart. The email count is left out, not an error, when the CMS cannot give it.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return withStaff({ request, url, context }, async ({ token, user }) => {
    // Never a rejected promise left waiting (an unhandled rejection ends the process): the outcome is read, and a
    // failure reported, after the other calls; a lost session rethrows there like theirs.
    const counting = getFailedEmails(token, 1).then(
      ({ total }) => ({ total, error: null }),
      (error: unknown) => ({ total: null, error }),
    );
    const failedEmails = async () => {
      const { total, error } = await counting;
      if (error) reportedFailure(error, 'Failed to count the emails not sent');
      return total;
    };
    try {
      const [stats, weeks, recent] = await Promise.all([
        getDashboardStats(token),
        getApplicationsPerWeek(token),
        getRecentActivity(token),
      ]);
      return { user, stats, weeks, recent, failedEmails: await failedEmails(), error: null };
    } catch (error) {
      const message = failureMessage(error, 'Failed to fetch dashboard stats');
      return { user, stats: null, weeks: [], recent: null, failedEmails: await failedEmails(), error: message };
    }
  });
}

export const meta: Route.MetaFunction = () => staffMeta('Admin Dashboard');

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  return <Dashboard {...loaderData} />;
}
