import { useSearchParams } from 'react-router';
import type { Route } from './+types/jobs';
import { JobList } from '~/features/jobs/components/job-list';
import { handleStaffJobsAction, loadStaffJobs } from '~/features/jobs/staff-jobs.server';
import { assertSameOrigin } from '~/features/staff/admin-origin.server';
import { withStaff } from '~/features/staff/session.server';
import { readFormData } from '~/lib/form-data.server';
import { staffMeta } from '~/lib/seo';

/** /admin/jobs — jobs newest first, 10 a page, `?status=` open/closed, with the editor's categories and authors. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return withStaff({ request, context }, ({ token }) => loadStaffJobs(token, params));
}

/** Create or update (`intent=save`, documentId for updates) and delete (`intent=delete`). */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  return withStaff({ request, context }, async ({ token }) =>
    handleStaffJobsAction(token, await readFormData(request)),
  );
}

export const meta: Route.MetaFunction = () => staffMeta('Job Management');

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return <JobList {...loaderData} startNew={Boolean(searchParams.get('new'))} />;
}
