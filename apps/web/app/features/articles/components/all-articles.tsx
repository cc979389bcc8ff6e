import { Link, useNavigation } from 'react-router';
import { Pagination } from '~/components/ui/pagination';
import { Spinner } from '~/components/ui/spinner';
import type { ArticleCardData } from './article-card';
import { ArticleGrid } from './article-grid';
import { INSIGHTS_PATH } from './latest-articles';

/** The address of one page of /insights (the first has no `?page=`). */
export const insightsPageHref = (page: number) => (page === 1 ? INSIGHTS_PATH : `${INSIGHTS_PATH}?page=${page}`);

/**
 * Every published article, newest first, one page at a time (/insights, docs/010-articles.md): the count, a spinner
 * while another page loads, the cards (or the error state, or the empty state) and the page links.
 */
export function AllArticles({
  articles,
  articlesPagination: pagination,
  articlesError,
  page,
}: {
  articles: ArticleCardData[];
  articlesPagination: { pageCount: number; total: number } | null;
  articlesError: string | null;
  page: number;
}) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === INSIGHTS_PATH;
  return (
    <section aria-labelledby="all-articles-heading" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="all-articles-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          All articles
        </h2>
        {pagination && pagination.total > 0 ? (
          <p className="text-sm text-slate-600">
            {pagination.total} {pagination.total === 1 ? 'article' : 'articles'}
            {pagination.pageCount > 1 ? ` · page ${page} of ${pagination.pageCount}` : ''}
          </p>
        ) : null}
      </div>

      {loading ? <Spinner label="Loading articles..." className="mt-6" /> : null}

      {articlesError ? (
        <div role="alert" className="mt-8 rounded-lg border border-red-200 bg-red-50 p-6 text-red-800">
          <p className="font-semibold">{articlesError}</p>
          <p className="mt-1">Please try again later.</p>
        </div>
      ) : articles.length === 0 ? (
        <p className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-6 text-slate-700">
          {page > 1 ? (
            <>
              This page has no articles.{' '}
              <Link to={INSIGHTS_PATH} className="font-semibold text-brand-700 underline hover:text-brand-900">
                See the newest articles
              </Link>
            </>
          ) : (
            'No articles published yet.'
          )}
        </p>
      ) : (
        <ArticleGrid articles={articles} columns={2} busy={loading} />
      )}

      {pagination ? (
        <Pagination page={page} pageCount={pagination.pageCount} hrefFor={insightsPageHref} label="Article pages" />
      ) : null}
    </section>
  );
}
