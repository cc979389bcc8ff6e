import type { Route } from './+types/emails';
import { requirePermission } from '~/features/staff/access.server';
import { getFailedEmails } from '~/features/emails/api.server';
import { FailedEmails } from '~/features/emails/components/failed-emails';
import { failureMessage } from '~/lib/reported-failure.server';
import { staffListLoader } from '~/features/staff/staff-route.server';
import { staffMeta } from '~/lib/seo';

/** The role must have `emails` (docs/022-the-team.md); `withStaff` answers any other role with the 403 page. */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('emails')];

/** /admin/emails — the emails that could not be sent after every retry (the CMS's email outbox). */
export const loader = staffListLoader(async (token) => {
  try {
    return { ...(await getFailedEmails(token)), error: null };
  } catch (error) {
    return { total: 0, emails: [], error: failureMessage(error, 'Failed to fetch the emails that were not sent') };
  }
});

export const meta: Route.MetaFunction = () => staffMeta('Emails not sent');

export default function Emails({ loaderData }: Route.ComponentProps) {
  return <FailedEmails {...loaderData} />;
}
