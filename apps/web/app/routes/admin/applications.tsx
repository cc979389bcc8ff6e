import type { Route } from './+types/applications';
import { useMemo } from 'react';
import { requirePermission } from '~/features/staff/access.server';
import { ApplicationList } from '~/features/applications/components/application-list';
import { isBulkIntent, type BulkIntent } from '~/features/applications/components/bulk-actions';
import {
  bulkTarget,
  handleStaffApplicationsAction,
  loadStaffApplications,
} from '~/features/applications/staff-applications.server';
import { handleCandidateLinkIntent, isCandidateLinkIntent } from '~/features/candidate-page/staff.server';
import { handleBulkAddToJob, handleBulkTag, loadOpenJobs } from '~/features/candidates/sourcing.server';
import { staffFormAction, staffListLoader } from '~/features/staff/staff-route.server';
import { staffMeta } from '~/lib/seo';

/** The role must have `applications` (docs/022-the-team.md); `withStaff` answers any other role with the 403 page. */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('applications')];

/** /blog/admin/applications — one page of applications for the `?status=`, `?page=` and `?pageSize=` of the URL. */
export const loader = staffListLoader(async (token, params) => {
  const [list, openJobs] = await Promise.all([loadStaffApplications(token, params), loadOpenJobs(token)]);
  // The open jobs of the bulk "Add to a job" (docs/023-talent-pool.md "Sourcing").
  return { ...list, openJobs };
});

/**
 * Status change (only moves docs/000-product.md §4 allows; the CMS checks again), note, delete, the bulk move
 * (docs/023-talent-pool.md "Bulk actions and the application dialog"), the bulk tag and add to a job ("Sourcing").
 */
export const action = staffFormAction(async (token, formData) => {
  const intent = formData.get('intent');
  if (intent === 'bulk-tag') return handleBulkTag(token, formData, bulkTarget(formData));
  if (intent === 'bulk-add-to-job') return handleBulkAddToJob(token, formData, bulkTarget(formData));
  // The candidate's page link (docs/025-placements.md "The candidate's page"): send it again, revoke it.
  if (isCandidateLinkIntent(intent)) return handleCandidateLinkIntent(token, formData);
  return handleStaffApplicationsAction(token, formData);
});

export const meta: Route.MetaFunction = () => staffMeta('Applications');

export default function Applications({ loaderData, actionData }: Route.ComponentProps) {
  // Only the bulk form navigates with its answer; the dialogs' intents answer their own fetchers. One object per
  // answer, not per render: BulkActions focuses the answer (and clears the selection) when it changes, and any render
  // (a tag suggestion arriving as staff type) made a new one, which took the focus out of the field being typed in.
  const bulkAnswer = useMemo(
    () =>
      actionData && 'intent' in actionData && isBulkIntent(String(actionData.intent))
        ? { ok: actionData.ok, intent: actionData.intent as BulkIntent, message: actionData.message }
        : null,
    [actionData],
  );
  return <ApplicationList {...loaderData} bulkAnswer={bulkAnswer} />;
}
