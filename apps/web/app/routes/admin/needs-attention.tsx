import { NEEDS_ATTENTION_LIMIT_MAX } from '@agency/contract';
import type { Route } from './+types/needs-attention';
import { AdminPageHeader } from '~/components/admin/page-header';
import { Alert } from '~/components/ui/alert';
import { getNeedsAttention } from '~/features/desk/api.server';
import { NeedsAttentionList } from '~/features/desk/components/needs-attention';
import { requirePermission } from '~/features/staff/access.server';
import { staffListLoader } from '~/features/staff/staff-route.server';
import { failureMessage } from '~/lib/reported-failure.server';
import { staffMeta } from '~/lib/seo';

/** The role must have `reports` (docs/022-the-team.md); `withStaff` answers any other role with the 403 page. */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('reports')];

/**
 * /admin/needs-attention — everything on the desk that needs attention (docs/025-placements.md "Desk and reports"):
 * the count of each kind and its oldest items, each a link to its application or placement.
 */
export const loader = staffListLoader(async (token) => {
  try {
    return { attention: await getNeedsAttention(token, NEEDS_ATTENTION_LIMIT_MAX), error: null };
  } catch (error) {
    return { attention: null, error: failureMessage(error, 'Failed to fetch what needs attention') };
  }
});

export const meta: Route.MetaFunction = () => staffMeta('Needs attention');

export default function NeedsAttentionPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title="Needs attention" />
      {loaderData.error ? <Alert tone="error">{loaderData.error}</Alert> : null}
      {loaderData.attention ? <NeedsAttentionList attention={loaderData.attention} /> : null}
    </>
  );
}
