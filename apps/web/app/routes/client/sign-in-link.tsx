import type { Route } from './+types/sign-in-link';
import { ClientLinkPage } from '~/features/client-portal/components/portal-pages';
import { linkPage, signInWithLink } from '~/features/client-portal/portal.server';
import { requestInfo } from '~/lib/request-info';
import { pageTitle } from '~/lib/seo';

/**
 * /client/sign-in?token=… — the link of the sign-in e-mail. Opening it changes nothing (mail scanners open links); its
 * button signs in, once (docs/024-employers.md).
 */
export function loader({ url }: Route.LoaderArgs) {
  return linkPage(url);
}

export async function action({ request, context }: Route.ActionArgs) {
  return signInWithLink(request, context.get(requestInfo).clientIp);
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Sign in') }, { name: 'robots', content: 'noindex' }];

export default function ClientLinkRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ClientLinkPage token={loaderData.token} invalid={loaderData.invalid} answer={actionData} />;
}
