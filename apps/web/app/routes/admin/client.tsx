import type { Route } from './+types/client';
import { requirePermission } from '~/features/staff/access.server';
import { ClientPage } from '~/features/clients/components/client-page';
import { handleClientAction, loadClient } from '~/features/clients/clients.server';
import { staffFormAction, staffListLoader } from '~/features/staff/staff-route.server';
import { staffMeta } from '~/lib/seo';

/** The role must have `clients`. */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('clients')];

/** /admin/clients/:id — one client: company, contacts, hiring requests, jobs (docs/024-employers.md "Clients"). */
export const loader = (args: Route.LoaderArgs) => staffListLoader((token) => loadClient(token, args.params.id))(args);

/** `intent`: rename, add-contact, update-contact, remove-contact. */
export const action = (args: Route.ActionArgs) =>
  staffFormAction((token, formData) => handleClientAction(token, args.params.id, formData))(args);

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.client.name ?? 'Client');

export default function Client({ loaderData }: Route.ComponentProps) {
  return <ClientPage {...loaderData} />;
}
