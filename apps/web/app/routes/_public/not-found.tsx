import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { pageTitle } from '~/lib/seo';
import { NotFoundPage } from '~/root';
import { log } from '~/lib/log.server';

/** Any URL no other route matches: logged on the server (docs/000-product.md §2), answered with 404 and the not-found page. */
export function loader({ request, url }: Route.LoaderArgs) {
  // The path only: a query string may hold anything a visitor typed.
  log.warn(`404 Not Found: ${request.method} ${url.pathname}`);
  return data(null, { status: 404, statusText: 'Not Found' });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.notFoundTitle) },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return <NotFoundPage />;
}
