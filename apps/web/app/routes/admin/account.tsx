import type { Route } from './+types/account';
import { ownAccount } from '~/features/staff/access.server';
import { loadAccount, saveAccount } from '~/features/staff/account.server';
import { AccountForm } from '~/features/staff/components/account-form';
import { staffFormAction, staffListLoader } from '~/features/staff/staff-route.server';
import { staffMeta } from '~/lib/seo';

/** /admin/account — the signed-in staff member's profile: name, time zone, enquiry alerts (docs/022-the-team.md). */
export const middleware: Route.MiddlewareFunction[] = [ownAccount];

export const loader = staffListLoader((token) => loadAccount(token));

/** Saves the profile; the CMS checks it again. */
export const action = staffFormAction(saveAccount);

export const meta: Route.MetaFunction = () => staffMeta('My profile');

export default function Account({ loaderData }: Route.ComponentProps) {
  return <AccountForm {...loaderData} />;
}
