import { isRouteErrorResponse, Link } from 'react-router';
import type { Route } from './+types/job';
import { MissingRecord } from '~/components/layout/missing-record';
import { ClientJobView } from '~/features/client-portal/components/portal-pages';
import { answerAction, jobPage } from '~/features/client-portal/portal.server';
import { CLIENT_JOBS_PATH } from '~/features/client-portal/rules';
import { pageTitle } from '~/lib/seo';

/**
 * /client/jobs/:id — one role's candidates put forward to the signed-in client, with their answer forms
 * (docs/024-employers.md). Another client's role, or none, is "Job not found." (404).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return jobPage(request, params.id);
}

export async function action({ request }: Route.ActionArgs) {
  return answerAction(request);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.job.title ?? 'Job not found') },
  { name: 'robots', content: 'noindex' },
];

export default function ClientJobRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ClientJobView me={loaderData.me} job={loaderData.job} answer={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <MissingRecord
        heading="Job not found."
        error={null}
        back={
          <Link to={CLIENT_JOBS_PATH} className="text-sm font-medium text-brand-700 underline">
            All your roles
          </Link>
        }
      />
    );
  }
  throw error;
}
