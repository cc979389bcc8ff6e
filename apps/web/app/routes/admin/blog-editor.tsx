import type { Route } from './+types/blog-editor';
import { requirePermission } from '~/features/staff/access.server';
import { handleArabicVersion, isArabicVersionIntent, loadArabicVersion } from '~/features/arabic-versions/index.server';
import { ARTICLE_ARABIC } from '~/features/articles/arabic-version';
import { ArticleEditor } from '~/features/articles/components/article-editor';
import { loadArticleForEditor, saveArticleFromForm } from '~/features/articles/staff-articles.server';
import { assertSameOrigin } from '~/features/staff/admin-origin.server';
import { withStaff } from '~/features/staff/session.server';
import { readFormData } from '~/lib/form-data.server';
import { staffMeta } from '~/lib/seo';

/** The role must have `articles` (docs/022-the-team.md); `withStaff` answers any other role with the 403 page. */
export const middleware: Route.MiddlewareFunction[] = [requirePermission('articles')];

/**
 * /admin/blogs/new and /admin/blogs/{documentId}/edit — the article, or 404 when there is none with that id; with
 * `?arabic=<documentId>` (the editor's "Arabic version" loading it), also its Arabic version (`arabic`, null for none).
 */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  return withStaff({ request, url, context }, async ({ token }) => {
    const [editor, arabic] = await Promise.all([
      loadArticleForEditor(token, params.id),
      loadArabicVersion(token, ARTICLE_ARABIC, url.searchParams),
    ]);
    return { ...editor, ...arabic };
  });
}

/**
 * Saves the article (`saveArticleFromForm`): back to the list on success, the errors on the form otherwise. On an
 * article's page, `intent=arabic-save|arabic-delete` saves or deletes its Arabic version (`handleArabicVersion`:
 * `{ ok, message, fieldErrors }`, the page stays).
 */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  return withStaff({ request, url, context }, async ({ token }) => {
    const formData = await readFormData(request);
    if (params.id && isArabicVersionIntent(formData)) {
      return handleArabicVersion(token, ARTICLE_ARABIC, params.id, formData);
    }
    return saveArticleFromForm(token, params.id, formData);
  });
}

export const meta: Route.MetaFunction = ({ params }) => staffMeta(params.id ? 'Edit Article' : 'New Article');

export default function BlogEditor({ loaderData, actionData }: Route.ComponentProps) {
  // The Arabic version's answers go to its own fetcher; the page's form gets the article's.
  return <ArticleEditor {...loaderData} answer={actionData && 'errors' in actionData ? actionData : undefined} />;
}
