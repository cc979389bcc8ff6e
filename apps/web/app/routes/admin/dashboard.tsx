import { NEEDS_ATTENTION_DASHBOARD_ITEMS, roleMay } from '@agency/contract';
import type { Route } from './+types/dashboard';
import { requirePermission } from '~/features/staff/access.server';
import { getNeedsAttention } from '~/features/desk/api.server';
import { getFailedEmails } from '~/features/emails/api.server';
import {
  getApplicationsBySource,
  getApplicationsPerWeek,
  getDashboardStats,
  getRecentActivity,
} from '~/features/staff/api.server';
import { Dashboard } from '~/features/staff/components/dashboard';
import { withStaff } from '~/features/staff/session.server';
import { failureMessage, reportedFailure } from '~/lib/reported-failure.server';
import { staffMeta } from '~/lib/seo';

/** The role must have `dashboard` (docs/022-the-team.md); `withStaff` answers any other role with the 403 page. */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('dashboard')];

/**
 * /admin/dashboard — welcome, the counts the role may see (docs/000-product.md §2, docs/022-the-team.md), what is new
 * since the previous visit with the latest applications and enquiries, how many emails could not be sent
 * (docs/013-email-outbox.md), navigation tiles, quick actions, the weekly chart, the applications by source of the last
 * 30 days (docs/023-talent-pool.md "Sources"), what needs attention (docs/025-placements.md "Desk and reports", with
 * `reports`). Only what the role may use is asked
 * of the CMS: the applications' figures with `applications`, the failed emails with `emails`. The email count is left
 * out, not an error, when the CMS cannot give it.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return withStaff({ request, url, context }, async ({ token, user }) => {
    const applications = roleMay(user.role, 'applications');
    // Never a rejected promise left waiting (an unhandled rejection ends the process): the outcome is read, and a
    // failure reported, after the other calls; a lost session rethrows there like theirs.
    const counting = roleMay(user.role, 'emails')
      ? getFailedEmails(token, 1).then(
          ({ total }) => ({ total, error: null }),
          (error: unknown) => ({ total: null, error }),
        )
      : Promise.resolve({ total: null, error: null });
    const failedEmails = async () => {
      const { total, error } = await counting;
      if (error) reportedFailure(error, 'Failed to count the emails not sent');
      return total;
    };
    try {
      const [stats, weeks, bySource, recent, attention] = await Promise.all([
        getDashboardStats(token),
        applications ? getApplicationsPerWeek(token) : null,
        applications ? getApplicationsBySource(token) : null,
        applications ? getRecentActivity(token) : null,
        // "Needs attention" (docs/025-placements.md "Desk and reports"): its count and first items, with `reports`.
        roleMay(user.role, 'reports') ? getNeedsAttention(token, NEEDS_ATTENTION_DASHBOARD_ITEMS) : null,
      ]);
      return { user, stats, weeks, bySource, recent, attention, failedEmails: await failedEmails(), error: null };
    } catch (error) {
      const message = failureMessage(error, 'Failed to fetch dashboard stats');
      const weeks = applications ? [] : null;
      return {
        user,
        stats: null,
        weeks,
        bySource: null,
        recent: null,
        attention: null,
        failedEmails: await failedEmails(),
        error: message,
      };
    }
  });
}

export const meta: Route.MetaFunction = () => staffMeta('Admin Dashboard');

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  return <Dashboard {...loaderData} />;
}
