import { data, redirect } from 'react-router';
import type { Route } from './+types/login';
import { assertSameOrigin } from '~/features/staff/admin-origin.server';
import { safeRedirect } from '~/features/staff/admin-redirect';
import { LoginForm } from '~/features/staff/components/login-form';
import { getStaffSession } from '~/features/staff/session.server';
import { handleSignIn, NO_STORE } from '~/features/staff/sign-in.server';
import { requestInfo } from '~/lib/request-info';
import { staffMeta } from '~/lib/seo';

/** /admin/login — a signed-in staff member goes straight on to where they were going. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(url.searchParams.get('redirectTo'));
  if (await getStaffSession(request)) throw redirect(redirectTo);
  return data(null, { headers: NO_STORE });
}

/** Signs in through the CMS (`handleSignIn`): the session and a redirect, or the form's messages. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  return handleSignIn(request, context.get(requestInfo).clientIp);
}

export const meta: Route.MetaFunction = () => staffMeta('Admin login');

export function headers() {
  return NO_STORE;
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  return <LoginForm lastResult={actionData?.result} />;
}
