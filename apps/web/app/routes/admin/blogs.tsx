import type { Route } from './+types/blogs';
import { ArticleList } from '~/features/articles/components/article-list';
import { deleteStaffArticle, loadStaffArticles } from '~/features/articles/staff-articles.server';
import { assertSameOrigin } from '~/features/staff/admin-origin.server';
import { withStaff } from '~/features/staff/session.server';
import { readFormData, textField } from '~/lib/form-data.server';
import { staffMeta } from '~/lib/seo';

/** /admin/blogs — articles newest first, `?q=` search in title and description, `?pageSize=`, `?page=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return withStaff({ request, context }, ({ token }) => loadStaffArticles(token, params));
}

/** Delete (the only mutation of this page). */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  return withStaff({ request, context }, async ({ token }) =>
    deleteStaffArticle(token, textField(await readFormData(request), 'documentId')),
  );
}

export const meta: Route.MetaFunction = () => staffMeta('Articles');

export default function Blogs({ loaderData }: Route.ComponentProps) {
  return <ArticleList {...loaderData} />;
}
