import type { Route } from './+types/sign-out';
import { signOutClient } from '~/features/client-portal/portal.server';

/** POST /client/sign-out — the client's session revoked, back to /client (docs/024-employers.md). */
export async function action({ request }: Route.ActionArgs) {
  return signOutClient(request);
}
