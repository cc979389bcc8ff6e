import { redirect } from 'react-router';
import type { Route } from './+types/applications-alias';

/** /admin/applications — an alias of the spec's /blog/admin/applications, query kept (filter, page). */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(`/blog/admin/applications${url.search}`);
}
