import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { pageTitle } from '~/lib/seo';
import { NotFoundPage } from '~/root';

/** Any URL no other route matches: logged on the server (docs/000-product.md §2), answered with 404 and the not-found page. */
export function loader({ request, url }: Route.LoaderArgs) {
  const { pathname, search } = url;
  console.warn(`404 Not Found: ${request.method} ${pathname}${search}`);
  return data(null, { status: 404, statusText: 'Not Found' });
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Page not found') },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return <NotFoundPage />;
}
