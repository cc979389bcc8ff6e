import { parseWithZod } from '@conform-to/zod/v4';
import { ImagePlus, X } from 'lucide-react';
import { useState } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/blog-editor';
import { AdminPageHeader } from '~/components/admin/page-header';
import { RichTextEditor } from '~/components/admin/rich-text-editor';
import { Alert } from '~/components/ui/alert';
import { Button, buttonClasses } from '~/components/ui/button';
import { apiErrorMessage } from '~/lib/api-error';
import { getAdminArticle, saveArticle } from '~/features/articles/api.server';
import { assertSameOrigin } from '~/features/staff/admin-origin.server';
import { articleSlug } from '~/features/articles/rules';
import {
  articleSchema,
  CONTENT_REQUIRED,
  FIX_ERRORS_BANNER,
  isEmptyHtml,
  TITLE_REQUIRED,
} from '~/features/articles/schema';
import { sanitizeHtml, sanitizeStoredHtml } from '~/lib/html.server';
import { pageTitle } from '~/lib/seo';
import { failureMessage, withStaff } from '~/features/staff/session.server';
import { postWithProgress } from '~/lib/upload.client';
import { readFormData } from '~/lib/form-data.server';
import { UploadProgress } from '~/components/ui/upload-progress';

/** /admin/blogs/new and /admin/blogs/{documentId}/edit — the article, or 404 when there is none with that id. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return withStaff({ request, context }, async ({ token }) => {
    if (!params.id) return { article: null };
    const article = await getAdminArticle(token, params.id);
    if (!article) throw data(null, { status: 404, statusText: 'Not Found' });
    return { article: { ...article, description: sanitizeStoredHtml(article.description) } };
  });
}

/**
 * Saves the article (spec §5 "Article editor"): title and content required, content sanitized, slug from the
 * title on new articles only, publish date empty = Draft. Success: back to the list. Failure: the message is
 * shown on the form (never swallowed).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  return withStaff({ request, context }, async ({ token }) => {
    const submission = parseWithZod(await readFormData(request), { schema: articleSchema });
    if (submission.status !== 'success') {
      return data({ errors: submission.error ?? {}, message: FIX_ERRORS_BANNER }, { status: 400 });
    }
    const { title, description, publishedAt, cover } = submission.value;
    const slug = params.id ? undefined : articleSlug(title) || undefined;
    try {
      await saveArticle(token, params.id ?? null, {
        title,
        ...(slug ? { slug } : {}),
        description: sanitizeHtml(description),
        publishedAt: publishedAt ?? null,
        cover: cover ?? null,
      });
    } catch (error) {
      return data(
        { errors: {}, message: `Failed to save article: ${failureMessage(error, 'Failed to save article')}` },
        { status: 400 },
      );
    }
    return redirect('/admin/blogs');
  });
}

export const meta: Route.MetaFunction = ({ params }) => [
  { title: pageTitle(params.id ? 'Edit Article' : 'New Article') },
  { name: 'robots', content: 'noindex' },
];

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-invalid:border-red-500';

interface Cover {
  id: number;
  url: string;
}

export default function BlogEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { article } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting';
  const [title, setTitle] = useState(article?.title ?? '');
  const [content, setContent] = useState(article?.description ?? '');
  const [touched, setTouched] = useState({ title: false, content: false });
  const [cover, setCover] = useState<Cover | null>(
    article?.cover ? { id: article.cover.id, url: article.cover.url } : null,
  );
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const serverErrors = (actionData?.errors ?? {}) as Record<string, string[] | null | undefined>;
  const titleError = (touched.title && !title.trim() ? TITLE_REQUIRED : null) ?? serverErrors.title?.[0] ?? null;
  const contentError =
    (touched.content && isEmptyHtml(content) ? CONTENT_REQUIRED : null) ?? serverErrors.description?.[0] ?? null;
  const hasErrors = Boolean(titleError || contentError);
  const slug = article ? (article.slug ?? '') : articleSlug(title);

  async function uploadCover(file: File) {
    setUploadError(null);
    setProgress(0);
    const form = new FormData();
    form.set('file', file, file.name);
    try {
      const answer = await postWithProgress('/admin/covers', form, setProgress);
      if (answer.status === 201) setCover(answer.body as Cover);
      else setUploadError(apiErrorMessage(answer.status, 'Upload failed', answer.body));
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : 'Upload failed');
    } finally {
      setProgress(null);
    }
  }

  return (
    <>
      <AdminPageHeader title={article ? 'Edit Article' : 'New Article'}>
        <Link to="/admin/blogs" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          Back to Articles
        </Link>
      </AdminPageHeader>
      <Form method="post" noValidate className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {actionData?.message && !hasErrors && actionData.message !== FIX_ERRORS_BANNER ? (
          <Alert tone="error">{actionData.message}</Alert>
        ) : null}

        <div>
          <label htmlFor="article-title" className="text-sm font-medium text-slate-800">
            Title
          </label>
          <input
            id="article-title"
            name="title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            onBlur={() => setTouched((current) => ({ ...current, title: true }))}
            aria-invalid={titleError ? true : undefined}
            aria-describedby={titleError ? 'article-title-error' : undefined}
            className={inputClass}
          />
          {titleError ? (
            <p id="article-title-error" className="mt-1 text-sm text-red-700">
              {titleError}
            </p>
          ) : null}
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor="article-slug" className="text-sm font-medium text-slate-800">
              Slug
            </label>
            <input
              id="article-slug"
              value={slug}
              readOnly
              aria-readonly="true"
              className={`${inputClass} bg-slate-50 text-slate-600`}
            />
          </div>
          <div>
            <label htmlFor="article-published" className="text-sm font-medium text-slate-800">
              Publish date
            </label>
            <input
              id="article-published"
              name="publishedAt"
              type="date"
              defaultValue={article?.publishedAt?.slice(0, 10) ?? ''}
              aria-describedby="article-published-hint"
              className={inputClass}
            />
            <p id="article-published-hint" className="mt-1 text-xs text-slate-600">
              Leave empty to save as a Draft.
            </p>
          </div>
        </div>

        <div>
          <span id="article-content-label" className="text-sm font-medium text-slate-800">
            Content
          </span>
          <RichTextEditor
            name="description"
            labelId="article-content-label"
            defaultValue={article?.description ?? null}
            onChange={(html) => {
              setContent(html);
              setTouched((current) => ({ ...current, content: true }));
            }}
            invalid={Boolean(contentError)}
            describedBy={contentError ? 'article-content-error' : undefined}
          />
          {contentError ? (
            <p id="article-content-error" className="mt-1 text-sm text-red-700">
              {contentError}
            </p>
          ) : null}
        </div>

        <div>
          <label htmlFor="article-cover" className="text-sm font-medium text-slate-800">
            Cover image
          </label>
          <input type="hidden" name="cover" value={cover?.id ?? ''} />
          <div className="mt-1 flex flex-wrap items-start gap-4">
            {cover ? (
              <div className="relative">
                <img
                  src={cover.url}
                  alt="Cover preview"
                  className="h-32 w-56 rounded-lg border border-slate-200 object-cover"
                />
                <button
                  type="button"
                  onClick={() => setCover(null)}
                  className="absolute right-1 top-1 rounded-full bg-white/90 p-1 text-slate-700 shadow hover:text-red-700"
                  aria-label="Remove cover"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </div>
            ) : (
              <div
                aria-hidden="true"
                className="flex h-32 w-56 items-center justify-center rounded-lg border border-dashed border-slate-300 text-slate-400"
              >
                <ImagePlus className="size-8" />
              </div>
            )}
            <div className="flex-1">
              <input
                id="article-cover"
                type="file"
                accept="image/*"
                disabled={progress !== null}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void uploadCover(file);
                  event.target.value = '';
                }}
                className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
              />
              {progress !== null ? (
                <div className="mt-2">
                  <UploadProgress id="cover-progress-label" label="Uploading cover" percent={progress} />
                </div>
              ) : null}
              {uploadError ? (
                <Alert tone="error" className="mt-2">
                  {uploadError}
                </Alert>
              ) : null}
            </div>
          </div>
        </div>

        {hasErrors ? <Alert tone="error">{FIX_ERRORS_BANNER}</Alert> : null}

        <div className="flex justify-end gap-2">
          <Link to="/admin/blogs" className={buttonClasses({ variant: 'ghost', size: 'md' })}>
            Cancel
          </Link>
          <Button type="submit" disabled={saving || progress !== null || !title.trim() || isEmptyHtml(content)}>
            {saving ? 'Saving...' : 'Save Article'}
          </Button>
        </div>
      </Form>
    </>
  );
}
