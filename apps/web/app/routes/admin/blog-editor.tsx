import type { Route } from './+types/blog-editor';
import { requirePermission } from '~/features/staff/access.server';
import { ArticleEditor } from '~/features/articles/components/article-editor';
import { loadArticleForEditor, saveArticleFromForm } from '~/features/articles/staff-articles.server';
import { assertSameOrigin } from '~/features/staff/admin-origin.server';
import { withStaff } from '~/features/staff/session.server';
import { readFormData } from '~/lib/form-data.server';
import { staffMeta } from '~/lib/seo';

/** The role must have `articles` (docs/022-the-team.md); `withStaff` answers any other role with the 403 page. */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('articles')];

/** /admin/blogs/new and /admin/blogs/{documentId}/edit — the article, or 404 when there is none with that id. */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  return withStaff({ request, url, context }, ({ token }) => loadArticleForEditor(token, params.id));
}

/** Saves the article (`saveArticleFromForm`): back to the list on success, the errors on the form otherwise. */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  return withStaff({ request, url, context }, async ({ token }) =>
    saveArticleFromForm(token, params.id, await readFormData(request)),
  );
}

export const meta: Route.MetaFunction = ({ params }) => staffMeta(params.id ? 'Edit Article' : 'New Article');

export default function BlogEditor({ loaderData, actionData }: Route.ComponentProps) {
  return <ArticleEditor {...loaderData} answer={actionData} />;
}
