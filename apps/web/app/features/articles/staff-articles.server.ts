import { data, redirect } from 'react-router';
import { failureMessage, reportedFailure } from '~/lib/reported-failure.server';
import { sanitizeHtml, sanitizeStoredHtml } from '~/lib/html.server';
import { parsePage, parsePageSize } from '~/lib/pagination';
import { articleWords } from '@agency/contract';
import { deleteArticle, getAdminArticle, listAdminArticles, listArticleOptions, saveArticle } from './api.server';
import { slugify } from '@agency/contract/slug';
import { FIX_ERRORS_BANNER, parseArticle } from './schema';
import type { StaffArticle } from './staff-article';

/**
 * What the staff articles page loads for `?q=` (search in title and description, at most 200 characters),
 * `?pageSize=` and `?page=`: one page of articles, their content sanitized; on a CMS failure an empty list and
 * 'Failed to fetch articles.' (logged).
 * @throws what `reportedFailure` rethrows (a lost session).
 */
export async function loadStaffArticles(token: string, params: URLSearchParams) {
  const page = parsePage(params.get('page'));
  const pageSize = parsePageSize(params.get('pageSize'));
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  try {
    const { articles, pagination } = await listAdminArticles(token, { page, pageSize, search: q });
    return {
      articles: articles.map((article): StaffArticle => ({
        ...article,
        description: sanitizeStoredHtml(article.description),
      })),
      pagination,
      page,
      pageSize,
      q,
      error: null,
    };
  } catch (error) {
    const message = reportedFailure(error, 'Failed to fetch articles.');
    return { articles: [] as StaffArticle[], pagination: null, page, pageSize, q, error: message };
  }
}

/** Deletes the article of `documentId` (draft and published); answers `{ ok, message }`, 502 when it fails. */
export async function deleteStaffArticle(token: string, documentId: string) {
  try {
    await deleteArticle(token, documentId);
    return { ok: true as const, message: 'Success: Article deleted successfully' };
  } catch (error) {
    return data({ ok: false as const, message: reportedFailure(error, 'Failed to delete article.') }, { status: 502 });
  }
}

/**
 * What the editor opens: the article (content sanitized; null for a new one), the categories and authors of its
 * selects (empty when the CMS cannot list them, logged), and the words of the article's other blocks, which count in
 * its read time with those of the content being edited.
 * @throws a 404 response when there is no article with this documentId.
 */
export async function loadArticleForEditor(token: string, documentId: string | undefined) {
  const [found, options] = await Promise.all([
    documentId ? getAdminArticle(token, documentId) : null,
    listArticleOptions(token).catch((error: unknown) => {
      reportedFailure(error, 'Failed to fetch categories and authors');
      return { categories: [], authors: [] };
    }),
  ]);
  if (documentId && !found) throw data(null, { status: 404, statusText: 'Not Found' });
  if (!found) return { article: null, options, blockWords: 0 };
  const { blocks, description, ...article } = found;
  return {
    article: { ...article, description: sanitizeStoredHtml(description) } satisfies StaffArticle,
    options,
    blockWords: articleWords({ blocks }),
  };
}

/**
 * Saves the article (docs/000-product.md §5 "Article editor"): title and content required, content sanitized, slug from
 * the title on new articles only, publish date empty = Draft; summary, featured, category and author as chosen (empty
 * clears them); the CMS computes the read time. Success: back to the list. Failure: the message is shown on the form
 * (never swallowed).
 */
export async function saveArticleFromForm(token: string, documentId: string | undefined, formData: FormData) {
  const submission = parseArticle(formData);
  if (submission.status !== 'success') {
    return data({ errors: submission.error ?? {}, message: FIX_ERRORS_BANNER }, { status: 400 });
  }
  const { title, description, summary, publishedAt, cover, featured, category, author } = submission.value;
  const slug = documentId ? undefined : slugify(title) || undefined;
  try {
    await saveArticle(token, documentId ?? null, {
      title,
      ...(slug ? { slug } : {}),
      description: sanitizeHtml(description),
      summary: summary || null,
      publishedAt: publishedAt ?? null,
      cover: cover ?? null,
      featured,
      category: category || null,
      author: author || null,
    });
  } catch (error) {
    return data(
      { errors: {}, message: `Failed to save article: ${failureMessage(error, 'Failed to save article')}` },
      { status: 400 },
    );
  }
  return redirect('/admin/blogs');
}
