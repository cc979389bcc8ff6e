import { isPasswordResetToken, PASSWORD_RESET_LINK_INVALID_MESSAGE } from '@agency/contract';
import { data } from 'react-router';
import type { Route } from './+types/reset-password';
import { assertSameOrigin } from '~/features/staff/admin-origin.server';
import { InvalidResetLink, ResetPasswordForm } from '~/features/staff/components/password-forms';
import { handleResetPassword, RESET_PAGE_HEADERS } from '~/features/staff/password.server';
import { requestInfo } from '~/lib/request-info';
import { staffMeta } from '~/lib/seo';

/**
 * /admin/reset-password?token=… — the link of the password reset e-mail (docs/022-the-team.md "Password reset and
 * change"): the new password twice. A token without a token's shape gets the invalid-link page at once (404); any
 * other is only judged by the CMS when the form is sent, so that opening the link (mail scanners do) uses nothing up.
 * `Referrer-Policy: same-origin` keeps the token from other sites (features/staff/password.server.ts
 * `RESET_PAGE_HEADERS`). On success: the message and a link to the sign-in page, not a session: the reset ended every
 * session of the person, and signing in with the new password is the one way in (the browser's password manager
 * stores it, and the sign-in's further steps apply); a link read from a mailbox never opens the back-office by itself.
 */
export function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get('token');
  const valid = isPasswordResetToken(token);
  return data({ token: valid ? token : null }, { status: valid ? 200 : 404, headers: RESET_PAGE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  return handleResetPassword(request, context.get(requestInfo).clientIp);
}

export const meta: Route.MetaFunction = () => staffMeta('Set a new password');

export function headers() {
  return RESET_PAGE_HEADERS;
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.token) return <InvalidResetLink message={PASSWORD_RESET_LINK_INVALID_MESSAGE} />;
  return <ResetPasswordForm token={loaderData.token} answer={actionData} />;
}
