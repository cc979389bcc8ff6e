import type { Route } from './+types/blogs';
import { requirePermission } from '~/features/staff/access.server';
import { ArticleList } from '~/features/articles/components/article-list';
import { deleteStaffArticle, loadStaffArticles } from '~/features/articles/staff-articles.server';
import { staffFormAction, staffListLoader } from '~/features/staff/staff-route.server';
import { textField } from '~/lib/form-data.server';
import { staffMeta } from '~/lib/seo';

/** The role must have `articles` (docs/022-the-team.md); `withStaff` answers any other role with the 403 page. */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('articles')];

/** /admin/blogs — articles newest first, `?q=` search in title and description, `?pageSize=`, `?page=`. */
export const loader = staffListLoader(loadStaffArticles);

/** Delete (the only mutation of this page). */
export const action = staffFormAction((token, formData) =>
  deleteStaffArticle(token, textField(formData, 'documentId')),
);

export const meta: Route.MetaFunction = () => staffMeta('Articles');

export default function Blogs({ loaderData }: Route.ComponentProps) {
  return <ArticleList {...loaderData} />;
}
