import { Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { data, Form, Link, useFetcher } from 'react-router';
import { toast } from 'sonner';
import type { Route } from './+types/blogs';
import { Pagination } from '~/components/ui/pagination';
import { AdminPageHeader } from '~/components/admin/page-header';
import { Alert } from '~/components/ui/alert';
import { DataTable, EmptyRow } from '~/components/ui/data-table';
import { RowActions } from '~/components/admin/row-actions';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { buttonClasses } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { deleteArticle, listAdminArticles, type AdminArticle } from '~/features/articles/api.server';
import type { SafeHtml } from '~/lib/safe-html';
import { assertSameOrigin } from '~/features/staff/admin-origin.server';
import { pageWindow, parsePageSize } from '~/lib/pagination';
import { withParams } from '~/lib/admin-url';
import { PageSizeSelect } from '~/components/admin/page-size-select';
import { formatDate } from '~/lib/format';
import { sanitizeStoredHtml } from '~/lib/html.server';
import { parsePage } from '~/lib/pagination';
import { pageTitle } from '~/lib/seo';
import { failureMessage, withStaff } from '~/features/staff/session.server';
import { readFormData } from '~/lib/form-data.server';
import { HtmlContent } from '~/components/ui/html-content';

const PATH = '/admin/blogs';

/** An article as this page shows it: its content sanitized for the view dialog. */
type StaffArticle = Omit<AdminArticle, 'description'> & { description: SafeHtml | null };

/** /admin/blogs — articles newest first, `?q=` search in title and description, `?pageSize=`, `?page=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = parsePage(params.get('page'));
  const pageSize = parsePageSize(params.get('pageSize'));
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  return withStaff({ request, context }, async ({ token }) => {
    try {
      const { articles, pagination } = await listAdminArticles(token, { page, pageSize, search: q });
      return {
        articles: articles.map((article) => ({
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
      failureMessage(error, 'Failed to fetch articles.');
      return {
        articles: [] as StaffArticle[],
        pagination: null,
        page,
        pageSize,
        q,
        error: 'Failed to fetch articles.',
      };
    }
  });
}

/** Delete (the only mutation of this page). */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  return withStaff({ request, context }, async ({ token }) => {
    const documentId = String((await readFormData(request)).get('documentId') ?? '');
    try {
      await deleteArticle(token, documentId);
      return { ok: true as const, message: 'Success: Article deleted successfully' };
    } catch (error) {
      failureMessage(error, 'Failed to delete article.');
      return data({ ok: false as const, message: 'Failed to delete article.' }, { status: 502 });
    }
  });
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Articles') },
  { name: 'robots', content: 'noindex' },
];

function PublicationBadge({ publishedAt }: { publishedAt: string | null | undefined }) {
  return publishedAt ? (
    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">Published</span>
  ) : (
    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">Draft</span>
  );
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { articles, pagination, page, pageSize, q, error } = loaderData;
  const [viewing, setViewing] = useState<StaffArticle | null>(null);
  const [deleting, setDeleting] = useState<StaffArticle | null>(null);
  const deleter = useFetcher<typeof action>();
  const search = new URLSearchParams({
    ...(q ? { q } : {}),
    ...(pageSize !== 10 ? { pageSize: String(pageSize) } : {}),
  });

  useEffect(() => {
    if (error) toast.error('Error', { description: error });
  }, [error]);
  useEffect(() => {
    if (deleter.state !== 'idle' || !deleter.data) return;
    if (deleter.data.ok) {
      toast.success(deleter.data.message);
      setDeleting(null);
    } else toast.error('Error', { description: deleter.data.message });
  }, [deleter.state, deleter.data]);

  return (
    <>
      <AdminPageHeader title="Articles" subtitle={pagination ? `${pagination.total} articles` : undefined}>
        <Link to="/admin/blogs/new" className={buttonClasses({ size: 'sm' })}>
          <Plus aria-hidden="true" className="size-4" /> New Article
        </Link>
      </AdminPageHeader>

      <div className="flex flex-wrap items-center justify-between gap-4">
        <Form method="get" role="search" className="flex w-full max-w-md gap-2">
          <label htmlFor="article-search" className="sr-only">
            Search articles
          </label>
          <input
            id="article-search"
            name="q"
            type="search"
            defaultValue={q}
            placeholder="Search title or description"
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          />
          {pageSize !== 10 ? <input type="hidden" name="pageSize" value={pageSize} /> : null}
          <button type="submit" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            <Search aria-hidden="true" className="size-4" /> Search
          </button>
        </Form>
        <PageSizeSelect path={PATH} search={search} value={pageSize} />
      </div>

      {error ? (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      ) : null}

      <DataTable
        className="mt-4"
        columns={[
          { label: 'Title' },
          { label: 'Status' },
          { label: 'Published' },
          { label: 'Created' },
          { label: 'Actions', align: 'right' },
        ]}
      >
        {articles.length === 0 ? (
          <EmptyRow colSpan={5}>{q ? `No articles match "${q}".` : 'No articles yet.'}</EmptyRow>
        ) : null}
        {articles.map((article) => (
          <tr key={article.documentId}>
            <td className="px-4 py-3 font-medium text-slate-900">
              {article.title}
              <span className="block text-xs font-normal text-slate-500">{article.slug}</span>
            </td>
            <td className="px-4 py-3">
              <PublicationBadge publishedAt={article.publishedAt} />
            </td>
            <td className="px-4 py-3 text-slate-700">{formatDate(article.publishedAt) ?? '–'}</td>
            <td className="px-4 py-3 text-slate-700">{formatDate(article.createdAt) ?? '–'}</td>
            <td className="px-4 py-3">
              <RowActions
                name={article.title ?? ''}
                onView={() => setViewing(article)}
                edit={`/admin/blogs/${article.documentId}/edit`}
                onDelete={() => setDeleting(article)}
              />
            </td>
          </tr>
        ))}
      </DataTable>

      {pagination ? (
        <Pagination
          className="mt-6"
          items={pageWindow(page, pagination.pageCount)}
          page={page}
          pageCount={pagination.pageCount}
          hrefFor={(number) => withParams(PATH, search, { page: number })}
          label="Article pages"
        />
      ) : null}

      {viewing ? (
        <Dialog open onOpenChange={(open) => (open ? undefined : setViewing(null))}>
          <DialogContent title={viewing.title ?? 'Article'} className="max-w-2xl">
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <PublicationBadge publishedAt={viewing.publishedAt} />
              {viewing.category?.name ?? 'General'} · {viewing.author?.name ?? 'Unknown'}
              {viewing.publishedAt ? ` · ${formatDate(viewing.publishedAt)}` : ''}
            </p>
            {viewing.cover ? (
              <img src={viewing.cover.url} alt="" className="mt-4 aspect-video w-full rounded-lg object-cover" />
            ) : null}
            {viewing.description ? (
              <HtmlContent className="prose prose-slate prose-sm mt-4 max-w-none" html={viewing.description} />
            ) : null}
          </DialogContent>
        </Dialog>
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete article?"
        description={
          deleting ? `"${deleting.title}" will be deleted, published version included. This cannot be undone.` : ''
        }
        busy={deleter.state !== 'idle'}
        onConfirm={() => deleting && deleter.submit({ documentId: deleting.documentId }, { method: 'post' })}
      />
    </>
  );
}
