import type { Route } from './+types/account-password';
import { AdminPageHeader } from '~/components/admin/page-header';
import { ownAccount } from '~/features/staff/access.server';
import { assertSameOrigin } from '~/features/staff/admin-origin.server';
import { ChangePasswordForm } from '~/features/staff/components/password-forms';
import { handleChangePassword } from '~/features/staff/password.server';
import { withStaff } from '~/features/staff/session.server';
import { readFormData } from '~/lib/form-data.server';
import { requestInfo } from '~/lib/request-info';
import { staffMeta } from '~/lib/seo';

/**
 * /admin/account/password — "Change password" of the staff member's own menu (docs/022-the-team.md "Password reset
 * and change"): the current password and the new one; the CMS ends every other session of theirs, this one stays.
 * The admin layout's middleware checks the session; every staff role may use it.
 */
export const middleware: Route.MiddlewareFunction[] = [ownAccount];

export async function action(args: Route.ActionArgs) {
  assertSameOrigin(args.request);
  const clientIp = args.context.get(requestInfo).clientIp;
  const formData = await readFormData(args.request);
  return withStaff(args, ({ token }) => handleChangePassword(formData, token, clientIp));
}

export const meta: Route.MetaFunction = () => staffMeta('Change password');

export default function AccountPassword({ actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader
        title="Change password"
        subtitle="Your current password, then the new one. Every other place you are signed in is signed out."
      />
      <ChangePasswordForm answer={actionData} />
    </>
  );
}
