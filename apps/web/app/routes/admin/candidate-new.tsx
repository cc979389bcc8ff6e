import type { Route } from './+types/candidate-new';
import { requirePermission } from '~/features/staff/access.server';
import { IntakeForm } from '~/features/candidates/components/intake-form';
import { handleAddCandidate } from '~/features/candidates/intake.server';
import { staffFormAction, staffListLoader } from '~/features/staff/staff-route.server';
import { staffMeta } from '~/lib/seo';

/**
 * /admin/candidates/new — "Add candidate": a person added by staff with their resume and the legal basis, who is
 * e-mailed the GDPR Art. 14 notice (docs/023-talent-pool.md "Added by staff"). The role must have `applications`.
 */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('applications')];

/** Nothing to read: the loader is the staff session's check (`withStaff` refuses a role without `applications`). */
export const loader = staffListLoader(() => Promise.resolve(null));

export const action = staffFormAction(handleAddCandidate);

export const meta: Route.MetaFunction = () => staffMeta('Add candidate');

export default function NewCandidate() {
  return <IntakeForm />;
}
