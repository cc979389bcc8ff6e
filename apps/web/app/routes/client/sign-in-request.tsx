import type { Route } from './+types/sign-in-request';
import { ClientSignIn } from '~/features/client-portal/components/portal-pages';
import { requestLink, signInPage } from '~/features/client-portal/portal.server';
import { requestInfo } from '~/lib/request-info';
import { pageTitle } from '~/lib/seo';

/** /client — the client portal's sign-in: an e-mail form that asks for a single-use link (docs/024-employers.md). */
export async function loader({ request, url }: Route.LoaderArgs) {
  return signInPage(request, url);
}

export async function action({ request, context }: Route.ActionArgs) {
  return requestLink(request, context.get(requestInfo).clientIp);
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Client portal') },
  { name: 'robots', content: 'noindex' },
];

export default function ClientSignInRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ClientSignIn ended={loaderData.ended} answer={actionData} />;
}
