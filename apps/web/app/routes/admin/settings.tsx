import type { Route } from './+types/settings';
import { loadAgencySettings, saveAgencySettings } from '~/features/settings/settings.server';
import { SettingsForm } from '~/features/settings/components/settings-form';
import { requirePermission } from '~/features/staff/access.server';
import { staffFormAction, staffListLoader } from '~/features/staff/staff-route.server';
import { staffMeta } from '~/lib/seo';

/** The role must have `emails` (Admins; docs/022-the-team.md): the settings say when the candidates' e-mails go. */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('emails')];

/** /admin/settings — the agency's settings (docs/025-placements.md "What the candidate is told"). */
export const loader = staffListLoader((token) => loadAgencySettings(token));

/** Saves the settings; the CMS checks them again. */
export const action = staffFormAction(saveAgencySettings);

export const meta: Route.MetaFunction = () => staffMeta('Settings');

export default function Settings({ loaderData }: Route.ComponentProps) {
  return <SettingsForm {...loaderData} />;
}
