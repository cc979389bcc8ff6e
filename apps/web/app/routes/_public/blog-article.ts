import { redirect } from 'react-router';
import type { Route } from './+types/blog-article';

/** /blog/article/{slug} (docs/000-product.md §2 nested route) is the same page as /blog/{slug}: one canonical URL per article. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/blog/${encodeURIComponent(params.slug)}`, 301);
}
