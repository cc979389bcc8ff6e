import type { Route } from './+types/job-candidates';
import { requirePermission } from '~/features/staff/access.server';
import { SuggestedCandidatesPage } from '~/features/candidates/components/sourcing';
import { handleAddToJob, loadSuggestions } from '~/features/candidates/sourcing.server';
import { staffFormAction, staffListLoader } from '~/features/staff/staff-route.server';
import { textField } from '~/lib/form-data.server';
import { staffMeta } from '~/lib/seo';

/**
 * /admin/jobs/:id/candidates — the job's suggested candidates (docs/023-talent-pool.md "Sourcing"), each with "Add to
 * this job". People's data: the role must have `applications` (docs/022-the-team.md), whatever its `jobs`.
 */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('applications')];

export const loader = (args: Route.LoaderArgs) =>
  staffListLoader((token) => loadSuggestions(token, args.params.id))(args);

/** `intent=add-to-job` with `candidate`: a sourced application of that candidate to this job. */
export const action = (args: Route.ActionArgs) =>
  staffFormAction((token, formData) => {
    formData.set('job', args.params.id);
    return handleAddToJob(token, textField(formData, 'candidate'), formData);
  })(args);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `Suggested candidates: ${loaderData.job.title}` : 'Suggested candidates');

export default function JobCandidates({ loaderData, actionData }: Route.ComponentProps) {
  return <SuggestedCandidatesPage {...loaderData} answer={actionData ?? null} />;
}
