import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { assertSameOrigin } from '~/features/staff/admin-origin.server';
import { destroyStaffSession } from '~/features/staff/session.server';

/** POST /admin/logout — ends the session and goes home (docs/000-product.md §2, §6). */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  return destroyStaffSession(request, '/');
}

/** A GET (typed address, prefetch) never signs anybody out. */
export function loader() {
  return redirect('/');
}
