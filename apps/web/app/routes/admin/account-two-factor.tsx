import { data } from 'react-router';
import type { Route } from './+types/account-two-factor';
import { ownAccount } from '~/features/staff/access.server';
import { assertSameOrigin } from '~/features/staff/admin-origin.server';
import { AccountTwoFactor } from '~/features/staff/components/account-two-factor';
import { withStaff } from '~/features/staff/session.server';
import { getTwoFactorStatus, handleAccountTwoFactor } from '~/features/staff/two-factor.server';
import { readFormData } from '~/lib/form-data.server';
import { requestInfo } from '~/lib/request-info';
import { staffMeta } from '~/lib/seo';

/**
 * /admin/account/two-factor — a staff member's own two-factor sign-in (docs/022-the-team.md "Two-factor sign-in"):
 * turn it on (QR code, first code, recovery codes once), new recovery codes, turn it off (password and code; not when
 * `STAFF_MFA_REQUIRED` requires it of the role).
 */
export const middleware: Route.MiddlewareFunction[] = [ownAccount];

export function loader(args: Route.LoaderArgs) {
  return withStaff(args, async ({ token }) => data({ status: await getTwoFactorStatus(token) }));
}

/** `intent` start, confirm, regenerate or disable, through the CMS (features/staff/two-factor.server.ts). */
export async function action(args: Route.ActionArgs) {
  assertSameOrigin(args.request);
  const clientIp = args.context.get(requestInfo).clientIp;
  return withStaff(args, async ({ token }) =>
    handleAccountTwoFactor(token, await readFormData(args.request), clientIp),
  );
}

export const meta: Route.MetaFunction = () => staffMeta('Two-factor sign-in');

export default function AccountTwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountTwoFactor status={loaderData.status} result={actionData} />;
}
