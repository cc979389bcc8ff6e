import type { Route } from './+types/clients';
import { requirePermission } from '~/features/staff/access.server';
import { ClientList } from '~/features/clients/components/client-list';
import { handleClientsAction, loadClients } from '~/features/clients/clients.server';
import { staffFormAction, staffListLoader } from '~/features/staff/staff-route.server';
import { staffMeta } from '~/lib/seo';

/** The role must have `clients` (docs/022-the-team.md, docs/024-employers.md). */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('clients')];

/** /admin/clients — the clients by name, 20 a page, searched by `?q=`. */
export const loader = staffListLoader(loadClients);

/** `intent=create`: adds a client and opens its page. */
export const action = staffFormAction(handleClientsAction);

export const meta: Route.MetaFunction = () => staffMeta('Clients');

export default function Clients({ loaderData }: Route.ComponentProps) {
  return <ClientList {...loaderData} />;
}
