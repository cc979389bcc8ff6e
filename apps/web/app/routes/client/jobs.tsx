import type { Route } from './+types/jobs';
import { ClientJobs } from '~/features/client-portal/components/portal-pages';
import { jobsPage } from '~/features/client-portal/portal.server';
import { pageTitle } from '~/lib/seo';

/** /client/jobs — the signed-in client's roles with candidates put forward to them (docs/024-employers.md). */
export async function loader({ request }: Route.LoaderArgs) {
  return jobsPage(request);
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Your roles') },
  { name: 'robots', content: 'noindex' },
];

export default function ClientJobsRoute({ loaderData }: Route.ComponentProps) {
  return <ClientJobs me={loaderData.me} jobs={loaderData.jobs} />;
}
