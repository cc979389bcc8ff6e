import { roleMay } from '@agency/contract';
import type { Route } from './+types/client';
import { requirePermission } from '~/features/staff/access.server';
import { ClientPage } from '~/features/clients/components/client-page';
import { handleClientAction, loadClient } from '~/features/clients/clients.server';
import { handleClientTermsAction } from '~/features/placements/placements.server';
import { withStaff } from '~/features/staff/session.server';
import { staffFormAction } from '~/features/staff/staff-route.server';
import { staffMeta } from '~/lib/seo';

/** The role must have `clients`. */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('clients')];

/** /admin/clients/:id — one client: company, contacts, hiring requests, jobs (docs/024-employers.md "Clients"). */
export const loader = ({ request, url, context, params }: Route.LoaderArgs) =>
  withStaff({ request, url, context }, async ({ token, user }) => ({
    ...(await loadClient(token, params.id)),
    // An Admin sets the client's fee terms (docs/025-placements.md "Offers and placements"; the CMS checks).
    manages: roleMay(user.role, 'placements.manage'),
  }));

/** `intent`: rename, add-contact, update-contact, remove-contact; terms (the fee terms, an Admin's). */
export const action = (args: Route.ActionArgs) =>
  staffFormAction((token, formData) =>
    formData.get('intent') === 'terms'
      ? handleClientTermsAction(token, args.params.id, formData)
      : handleClientAction(token, args.params.id, formData),
  )(args);

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.client.name ?? 'Client');

export default function Client({ loaderData }: Route.ComponentProps) {
  return <ClientPage {...loaderData} />;
}
