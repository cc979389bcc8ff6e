import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { CategoryAndAuthorSelects } from '~/components/admin/relation-select';
import { Form, Link, useNavigation } from 'react-router';
import { AdminPageHeader } from '~/components/admin/page-header';
import { RichTextField } from '~/components/admin/rich-text-editor';
import { Alert } from '~/components/ui/alert';
import { Button, buttonClasses } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Textarea } from '~/components/ui/textarea';
import { useSlugify } from '~/lib/use-slugify';
import {
  ARTICLE_TEXT_LIMITS,
  CONTENT_REQUIRED_MESSAGE,
  countWords,
  isEmptyHtml,
  readTimeMinutes,
  TITLE_REQUIRED_MESSAGE,
  WORDS_PER_MINUTE,
} from '@agency/contract';
import { FIX_ERRORS_BANNER } from '../schema';
import type { ArticleOptions, StaffArticle } from '../staff-article';
import { ArticleArabicVersion } from './article-arabic-version';
import { CoverPicker, useCoverUpload } from './cover-picker';

/** What the editor's action answers when it does not redirect: field errors and a message. */
export interface ArticleEditorAnswer {
  errors: Record<string, string[] | null | undefined>;
  message: string;
}

/**
 * Title and content as typed, and their errors: a field's own message once it has been changed and left empty
 * (docs/000-product.md §5), else the server's message for it. A field the person only passed through (Tab, or a click
 * elsewhere, as when choosing a cover) is not checked: nothing was done wrong there yet (WCAG 3.2.2).
 */
function useArticleChecks(article: StaffArticle | null, answer: ArticleEditorAnswer | undefined) {
  const [title, setTitle] = useState(article?.title ?? '');
  const [titleChanged, setTitleChanged] = useState(false);
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
    setTitle: (value: string) => {
      setTitle(value);
      setTitleChanged(true);
    },
    content,
    titleError,
    contentError,
    complete: Boolean(title.trim()) && !isEmptyHtml(content),
    leaveTitle: () => setTouched((current) => ({ ...current, title: current.title || titleChanged })),
    changeContent: (html: string) => {
      setContent(html);
      setTouched((current) => ({ ...current, content: true }));
    },
  };
}

/** Where the editor's action sends staff after a save (staff-articles.server.ts `saveArticleFromForm`). */
const LIST_PATH = '/admin/blogs';

/**
 * Says that a save went through, instead of leaving the list to appear in silence (WCAG 4.1.3): a toast of the
 * back-office's Toaster (its polite live region reads it out) naming the article and whether it is a draft, shown
 * as the action's redirect brings the list. The navigation that follows a submission's redirect carries the form.
 */
function useSavedToast() {
  const navigation = useNavigation();
  const said = useRef(false);
  const saved =
    navigation.state === 'loading' && navigation.location.pathname === LIST_PATH ? navigation.formData : undefined;
  useEffect(() => {
    if (!saved || said.current) return;
    said.current = true;
    const title = saved.get('title');
    toast.success('Article saved', {
      description: `${typeof title === 'string' ? title : 'The article'}: ${saved.get('publishedAt') ? 'published' : 'a draft'}.`,
    });
  }, [saved]);
}

/**
 * The read time as the CMS will compute it when the article is saved: the words of the content being edited and of
 * the article's other blocks, at the contract's reading speed.
 */
function ReadTime({ content, blockWords }: { content: string; blockWords: number }) {
  const minutes = readTimeMinutes(countWords(content) + blockWords);
  return (
    <div>
      <p className="text-sm text-slate-900">
        <span className="font-medium text-slate-800">Read time:</span>{' '}
        {minutes ? `${minutes} min read` : 'none until the content has words'}
      </p>
      <p className="mt-1 text-xs text-slate-600">
        Computed from the content, at {WORDS_PER_MINUTE} words a minute, when the article is saved.
      </p>
    </div>
  );
}

/**
 * The article editor (docs/000-product.md §5 "Article editor"): title and content required (checked as staff type, and
 * again by the action), slug from the title for new articles (read-only), publish date empty = Draft, summary,
 * category, author and featured, the read time computed from the content, and a cover image uploaded with a progress
 * percentage. Posts to the page's action, which returns to the list on success, where a toast says it was saved.
 * Under a saved article's form, its "Arabic version" (`ArticleArabicVersion`, docs/026-languages.md "Articles").
 */
export function ArticleEditor({
  article,
  options,
  blockWords,
  answer,
}: {
  article: StaffArticle | null;
  options: ArticleOptions;
  blockWords: number;
  answer: ArticleEditorAnswer | undefined;
}) {
  const saving = useNavigation().state === 'submitting';
  useSavedToast();
  const checks = useArticleChecks(article, answer);
  const cover = useCoverUpload(article?.cover ? { id: article.cover.id, url: article.cover.url } : null);
  const hasErrors = Boolean(checks.titleError || checks.contentError);
  const slugify = useSlugify();
  const slug = article ? (article.slug ?? '') : (slugify?.(checks.title) ?? '');
  const summaryError = answer?.errors.summary?.[0] ?? null;

  return (
    <>
      <AdminPageHeader title={article ? 'Edit Article' : 'New Article'}>
        <Link to={LIST_PATH} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
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

        <Field
          id="article-summary"
          label="Summary"
          description={`Shown on the article's card and in search results, up to ${ARTICLE_TEXT_LIMITS.summary} characters. Empty: the start of the content.`}
          error={summaryError}
        >
          <Textarea
            name="summary"
            rows={3}
            maxLength={ARTICLE_TEXT_LIMITS.summary}
            defaultValue={article?.summary ?? ''}
          />
        </Field>

        <div className="grid gap-5 sm:grid-cols-2">
          <CategoryAndAuthorSelects idPrefix="article" options={options} record={article} />
        </div>

        <RichTextField
          id="article-content"
          label="Content"
          name="description"
          defaultValue={article?.description ?? null}
          onChange={checks.changeContent}
          error={checks.contentError}
        />

        <ReadTime content={checks.content} blockWords={blockWords} />

        <CoverPicker state={cover} />

        <div className="flex items-center gap-2">
          <Checkbox
            id="article-featured"
            name="featured"
            defaultChecked={article?.featured ?? false}
            aria-describedby="article-featured-hint"
          />
          <label htmlFor="article-featured" className="text-sm font-medium text-slate-800">
            Featured
          </label>
          <span id="article-featured-hint" className="text-xs text-slate-600">
            Its card carries a Featured label.
          </span>
        </div>

        {hasErrors ? <Alert tone="error">{FIX_ERRORS_BANNER}</Alert> : null}

        <div className="flex justify-end gap-2">
          <Link to={LIST_PATH} className={buttonClasses({ variant: 'ghost', size: 'md' })}>
            Cancel
          </Link>
          <Button type="submit" disabled={saving || cover.progress !== null || !checks.complete}>
            {saving ? 'Saving...' : 'Save Article'}
          </Button>
        </div>
      </Form>
      {article ? <ArticleArabicVersion documentId={article.documentId} /> : null}
    </>
  );
}
