import type { Route } from './+types/candidate';
import { requirePermission } from '~/features/staff/access.server';
import { CandidatePage } from '~/features/candidates/components/candidate-page';
import { handleCandidateAction, loadCandidate } from '~/features/candidates/candidates.server';
import { staffFormAction, staffListLoader } from '~/features/staff/staff-route.server';
import { staffMeta } from '~/lib/seo';
import { AddToJobSection } from '~/features/candidates/components/sourcing';
import { handleAddToJob, loadOpenJobs } from '~/features/candidates/sourcing.server';

/**
 * /admin/candidates/:id — one candidate: applications, notes, history, resumes, tags, availability, merge, activity
 * (docs/023-talent-pool.md "Candidates"). The role must have `applications` (docs/022-the-team.md).
 */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('applications')];

export const loader = (args: Route.LoaderArgs) =>
  staffListLoader(async (token) => {
    const [page, openJobs] = await Promise.all([loadCandidate(token, args.params.id), loadOpenJobs(token)]);
    return { ...page, openJobs };
  })(args);

/**
 * `intent`: add-tag, remove-tag, availability, merge (../../features/candidates/candidates.server.ts), add-to-job
 * (../../features/candidates/sourcing.server.ts, docs/023-talent-pool.md "Sourcing").
 */
export const action = (args: Route.ActionArgs) =>
  staffFormAction(
    async (token, formData): Promise<Awaited<ReturnType<typeof handleCandidateAction | typeof handleAddToJob>>> =>
      formData.get('intent') === 'add-to-job'
        ? handleAddToJob(token, args.params.id, formData)
        : handleCandidateAction(token, args.params.id, formData),
  )(args);

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.candidate.fullName ?? 'Candidate');

export default function Candidate({ loaderData, actionData }: Route.ComponentProps) {
  const { openJobs, ...page } = loaderData;
  const sourcing = actionData && 'intent' in actionData && actionData.intent === 'add-to-job' ? actionData : null;
  return <CandidatePage {...page} extra={<AddToJobSection jobs={openJobs} answer={sourcing} />} />;
}
