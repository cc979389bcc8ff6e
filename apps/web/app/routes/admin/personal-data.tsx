import type { Route } from './+types/personal-data';
import { requirePermission } from '~/features/staff/access.server';
import { PersonalDataPage } from '~/features/personal-data/components/personal-data-page';
import { handlePersonalDataAction } from '~/features/personal-data/personal-data.server';
import { staffFormAction } from '~/features/staff/staff-route.server';
import { withStaff } from '~/features/staff/session.server';
import { staffMeta } from '~/lib/seo';

/** The role must have `personal-data` (docs/022-the-team.md); `withStaff` answers any other role with the 403 page. */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('personal-data')];

/**
 * /admin/personal-data — erasure and access by e-mail address (docs/015-recruiter-workflow.md): find what is stored
 * about a person, download all of it as a ZIP, or delete all of it after a confirmation. The address is always sent in
 * a form's body (intent `find`, `erase`; the ZIP's form posts to ./personal-data-export.ts), never in the URL, which
 * logs and proxies record (docs/021-operations.md "Logs"). The admin layout's middleware checks the session.
 */
/** Nothing to load: the page starts empty; `withStaff` answers a role without `personal-data` with the 403 page. */
export function loader(args: Route.LoaderArgs) {
  return withStaff(args, async () => null);
}

export const action = staffFormAction(handlePersonalDataAction);

export const meta: Route.MetaFunction = () => staffMeta('Personal data');

export default function PersonalData({ actionData }: Route.ComponentProps) {
  const lookup = actionData && 'lookedUpAt' in actionData ? actionData : null;
  return <PersonalDataPage lookup={lookup} />;
}
