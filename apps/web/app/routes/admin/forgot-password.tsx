import { data } from 'react-router';
import type { Route } from './+types/forgot-password';
import { assertSameOrigin } from '~/features/staff/admin-origin.server';
import { ForgotPasswordForm } from '~/features/staff/components/password-forms';
import { handleForgotPassword, PASSWORD_PAGE_HEADERS } from '~/features/staff/password.server';
import { requestInfo } from '~/lib/request-info';
import { staffMeta } from '~/lib/seo';

/**
 * /admin/forgot-password — "Forgot password?" of the sign-in page (docs/022-the-team.md "Password reset and change"):
 * an e-mail address, and the same answer whatever it is; the CMS mails a reset link to a staff member's address.
 */
export function loader() {
  return data(null, { headers: PASSWORD_PAGE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  return handleForgotPassword(request, context.get(requestInfo).clientIp);
}

export const meta: Route.MetaFunction = () => staffMeta('Forgot password');

export function headers() {
  return PASSWORD_PAGE_HEADERS;
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return <ForgotPasswordForm answer={actionData} />;
}
