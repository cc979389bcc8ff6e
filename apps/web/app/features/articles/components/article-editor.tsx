import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { AdminPageHeader } from '~/components/admin/page-header';
import { RichTextField } from '~/components/admin/rich-text-editor';
import { Alert } from '~/components/ui/alert';
import { Button, buttonClasses } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { useSlugify } from '~/lib/use-slugify';
import { CONTENT_REQUIRED_MESSAGE, isEmptyHtml, TITLE_REQUIRED_MESSAGE } from '@agency/contract';
import { FIX_ERRORS_BANNER } from '../schema';
import type { StaffArticle } from '../staff-article';
import { CoverPicker, useCoverUpload } from './cover-picker';

/** What the editor's action answers when it does not redirect: field errors and a message. */
export interface ArticleEditorAnswer {
  errors: Record<string, string[] | null | undefined>;
  message: string;
}

/**
 * Title and content as typed, and their errors: a field's own message once it has been left empty (spec §5), else
 * the server's message for it.
 */
function useArticleChecks(article: StaffArticle | null, answer: ArticleEditorAnswer | undefined) {
  const [title, setTitle] = useState(article?.title ?? '');
  const [content, setContent] = useState<string>(article?.description ?? '');
  const [touched, setTouched] = useState({ title: false, content: false });
  const serverErrors = answer?.errors ?? {};
  const titleError =
    (touched.title && !title.trim() ? TITLE_REQUIRED_MESSAGE : null) ?? serverErrors.title?.[0] ?? null;
  const contentError =
    (touched.content && isEmptyHtml(content) ? CONTENT_REQUIRED_MESSAGE : null) ??
    serverErrors.description?.[0] ??
    null;
  return {
    title,
    setTitle,
    titleError,
    contentError,
    complete: Boolean(title.trim()) && !isEmptyHtml(content),
    leaveTitle: () => setTouched((current) => ({ ...current, title: true })),
    changeContent: (html: string) => {
      setContent(html);
      setTouched((current) => ({ ...current, content: true }));
    },
  };
}

/**
 * The article editor (spec §5 "Article editor"): title and content required (checked as staff type, and again by
 * the action), slug from the title for new articles (read-only), publish date empty = Draft, cover image uploaded
 * with a progress percentage. Posts to the page's action, which returns to the list on success.
 */
export function ArticleEditor({
  article,
  answer,
}: {
  article: StaffArticle | null;
  answer: ArticleEditorAnswer | undefined;
}) {
  const saving = useNavigation().state === 'submitting';
  const checks = useArticleChecks(article, answer);
  const cover = useCoverUpload(article?.cover ? { id: article.cover.id, url: article.cover.url } : null);
  const hasErrors = Boolean(checks.titleError || checks.contentError);
  const slugify = useSlugify();
  const slug = article ? (article.slug ?? '') : (slugify?.(checks.title) ?? '');

  return (
    <>
      <AdminPageHeader title={article ? 'Edit Article' : 'New Article'}>
        <Link to="/admin/blogs" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          Back to Articles
        </Link>
      </AdminPageHeader>
      <Form method="post" noValidate className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {answer?.message && !hasErrors && answer.message !== FIX_ERRORS_BANNER ? (
          <Alert tone="error">{answer.message}</Alert>
        ) : null}

        <Field id="article-title" label="Title" error={checks.titleError}>
          <Input
            name="title"
            value={checks.title}
            onChange={(event) => checks.setTitle(event.target.value)}
            onBlur={checks.leaveTitle}
          />
        </Field>

        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="article-slug" label="Slug">
            <Input value={slug} readOnly aria-readonly="true" className="bg-slate-50 text-slate-600" />
          </Field>
          <Field
            id="article-published"
            label="Publish date"
            description="Leave empty to save as a Draft."
            descriptionId="article-published-hint"
          >
            <Input name="publishedAt" type="date" defaultValue={article?.publishedAt?.slice(0, 10) ?? ''} />
          </Field>
        </div>

        <RichTextField
          id="article-content"
          label="Content"
          name="description"
          defaultValue={article?.description ?? null}
          onChange={checks.changeContent}
          error={checks.contentError}
        />

        <CoverPicker state={cover} />

        {hasErrors ? <Alert tone="error">{FIX_ERRORS_BANNER}</Alert> : null}

        <div className="flex justify-end gap-2">
          <Link to="/admin/blogs" className={buttonClasses({ variant: 'ghost', size: 'md' })}>
            Cancel
          </Link>
          <Button type="submit" disabled={saving || cover.progress !== null || !checks.complete}>
            {saving ? 'Saving...' : 'Save Article'}
          </Button>
        </div>
      </Form>
    </>
  );
}
