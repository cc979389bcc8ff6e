import type { Route } from './+types/personal-data';
import { PersonalDataPage } from '~/features/personal-data/components/personal-data-page';
import { handlePersonalDataAction, loadPersonalData } from '~/features/personal-data/personal-data.server';
import { staffFormAction, staffListLoader } from '~/features/staff/staff-route.server';
import { staffMeta } from '~/lib/seo';

/**
 * /admin/personal-data — erasure and access by e-mail address (docs/015-recruiter-workflow.md): find what is stored
 * about a person (`?email=`), download all of it as a ZIP, or delete all of it after a confirmation.
 */
export const loader = staffListLoader(loadPersonalData);

/** Deletes everything stored about the address (intent `erase`). */
export const action = staffFormAction(handlePersonalDataAction);

export const meta: Route.MetaFunction = () => staffMeta('Personal data');

export default function PersonalData({ loaderData }: Route.ComponentProps) {
  return <PersonalDataPage {...loaderData} />;
}
