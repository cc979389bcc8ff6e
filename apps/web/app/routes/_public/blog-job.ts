import { redirect } from 'react-router';
import type { Route } from './+types/blog-job';

/** /blog/job/{slug} (docs/000-product.md §2 nested route) is the same page as /jobs/{slug}: one canonical URL per job. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/jobs/${encodeURIComponent(params.slug)}`, 301);
}
