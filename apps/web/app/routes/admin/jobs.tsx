import { useSearchParams } from 'react-router';
import type { Route } from './+types/jobs';
import { requirePermission } from '~/features/staff/access.server';
import { JobList } from '~/features/jobs/components/job-list';
import { handleStaffJobsAction, loadStaffJobs } from '~/features/jobs/staff-jobs.server';
import { staffFormAction, staffListLoader } from '~/features/staff/staff-route.server';
import { staffMeta } from '~/lib/seo';

/** The role must have `jobs` (docs/022-the-team.md); `withStaff` answers any other role with the 403 page. */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('jobs')];

/** /admin/jobs — jobs newest first, 10 a page, `?status=` draft/open/closed/expired, with the editor's job categories and authors. */
export const loader = staffListLoader(loadStaffJobs);

/** Create or update (`intent=save`, documentId for updates) and delete (`intent=delete`). */
export const action = staffFormAction(handleStaffJobsAction);

export const meta: Route.MetaFunction = () => staffMeta('Job Management');

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return <JobList {...loaderData} startNew={Boolean(searchParams.get('new'))} />;
}
