import { redirect } from 'react-router';
import type { Route } from './+types/jobs-alias';

/**
 * /jobs, where job seekers and other boards look for the job list, is the job board at /blog (docs/000-product.md §2):
 * a permanent redirect with the query kept (a search, a page), so that a link to /jobs?q=… lands on that search.
 * Job pages stay at /jobs/{slug}.
 */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(`/blog${url.search}`, 301);
}
