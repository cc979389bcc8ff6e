import { Plus, Search } from 'lucide-react';
import { Form, Link } from 'react-router';
import { AdminList, type AdminColumn } from '~/components/admin/admin-list';
import { RowActions } from '~/components/admin/row-actions';
import { Badge } from '~/components/ui/badge';
import { buttonClasses } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { HtmlContent } from '~/components/ui/html-content';
import { Input } from '~/components/ui/input';
import { LocalDate } from '~/components/admin/local-date';
import { DEFAULT_PAGE_SIZE } from '~/lib/pagination';
import { articleTitle } from '../articles';
import type { StaffArticle } from '../staff-article';

export const ARTICLES_PATH = '/admin/blogs';

/** Published or Draft (an empty publish date, docs/000-product.md §3). */
function PublicationBadge({ publishedAt }: { publishedAt: string | null | undefined }) {
  return publishedAt ? <Badge tone="positive">Published</Badge> : <Badge tone="neutral">Draft</Badge>;
}

const COLUMNS: AdminColumn<StaffArticle>[] = [
  {
    label: 'Title',
    className: 'px-4 py-3 font-medium text-slate-900',
    cell: (article) => (
      <>
        {articleTitle(article)}
        <span className="block text-xs font-normal text-slate-500">{article.slug}</span>
      </>
    ),
  },
  {
    label: 'Status',
    className: 'px-4 py-3',
    cell: (article) => <PublicationBadge publishedAt={article.publishedAt} />,
  },
  { label: 'Published', cell: (article) => <LocalDate value={article.publishedAt} /> },
  { label: 'Created', cell: (article) => <LocalDate value={article.createdAt} /> },
  {
    label: 'Actions',
    align: 'end',
    className: 'px-4 py-3',
    cell: (article, row) => (
      <RowActions
        name={articleTitle(article)}
        onView={row.view}
        edit={`/admin/blogs/${article.documentId}/edit`}
        onDelete={row.remove}
      />
    ),
  },
];

/** The view dialog of the articles list: state, category, author, date, cover and content. It opens on its title. */
function ArticleView({ article, onClose }: { article: StaffArticle; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={articleTitle(article)} initialFocus="title" className="max-w-2xl">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <PublicationBadge publishedAt={article.publishedAt} />
          {article.category?.name ?? 'General'} · {article.author?.name ?? 'Unknown'}
          {article.publishedAt ? (
            <>
              {' · '}
              <LocalDate value={article.publishedAt} />
            </>
          ) : null}
        </p>
        {article.cover ? (
          <img src={article.cover.url} alt="" className="mt-4 aspect-video w-full rounded-lg object-cover" />
        ) : null}
        {article.description ? (
          <HtmlContent className="prose prose-slate prose-sm mt-4 max-w-none" html={article.description} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The search box of the articles list (`?q=`), keeping the page size. */
function ArticleSearch({ q, pageSize }: { q: string; pageSize: number }) {
  return (
    <Form method="get" role="search" className="flex w-full max-w-md gap-2">
      <label htmlFor="article-search" className="sr-only">
        Search articles
      </label>
      <Input
        id="article-search"
        name="q"
        type="search"
        defaultValue={q}
        placeholder="Search title or description"
        className="mt-0"
      />
      {pageSize !== DEFAULT_PAGE_SIZE ? <input type="hidden" name="pageSize" value={pageSize} /> : null}
      <button type="submit" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        <Search aria-hidden="true" className="size-4" /> Search
      </button>
    </Form>
  );
}

/** The staff list of articles (docs/000-product.md §5, §9): newest first, searchable, 5–50 a page, view, edit and delete. */
export function ArticleList({
  articles,
  pagination,
  page,
  pageSize,
  q,
  error,
}: {
  articles: StaffArticle[];
  pagination: { pageCount: number; total: number } | null;
  page: number;
  pageSize: number;
  q: string;
  error: string | null;
}) {
  const search = new URLSearchParams({
    ...(q ? { q } : {}),
    ...(pageSize !== DEFAULT_PAGE_SIZE ? { pageSize: String(pageSize) } : {}),
  });
  return (
    <AdminList
      title="Articles"
      subtitle={pagination ? `${pagination.total} articles` : undefined}
      actions={
        <Link to="/admin/blogs/new" className={buttonClasses({ size: 'sm' })}>
          <Plus aria-hidden="true" className="size-4" /> New Article
        </Link>
      }
      toolbar={<ArticleSearch q={q} pageSize={pageSize} />}
      path={ARTICLES_PATH}
      search={search}
      pageSize={pageSize}
      error={error}
      toastError
      items={articles}
      columns={COLUMNS}
      empty={q ? `No articles match "${q}".` : 'No articles yet.'}
      pagination={pagination}
      page={page}
      pagesLabel="Article pages"
      renderView={(article, close) => <ArticleView article={article} onClose={close} />}
      confirmDelete={{
        title: 'Delete article?',
        description: (article) =>
          `"${articleTitle(article)}" will be deleted, published version included. This cannot be undone.`,
      }}
    />
  );
}
