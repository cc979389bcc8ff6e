import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { ARTICLES_ERROR_MESSAGE } from '~/components/home/article-carousel-states';
import { Pagination } from '~/components/ui/pagination';
import { Spinner } from '~/components/ui/spinner';
import { withoutLanguage } from '~/i18n/languages';
import { LocalizedLink, useLocalizedHref } from '~/i18n/link';
import type { ArticleCardData } from './article-card';
import { ArticleGrid } from './article-grid';
import { INSIGHTS_PATH } from './latest-articles';

/** The address of one page of /insights (the first has no `?page=`), in English form (`localizedHref` adds /ar). */
export const insightsPageHref = (page: number) => (page === 1 ? INSIGHTS_PATH : `${INSIGHTS_PATH}?page=${page}`);

/**
 * Every published article, newest first, one page at a time (/insights, docs/010-articles.md): the count, a spinner
 * while another page loads, the cards (or the error state, or the empty state) and the page links. Its words are the
 * catalog's (`articles.all`; the count with each language's plural forms); its links keep the page's language.
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
  const { t } = useTranslation();
  const localized = useLocalizedHref();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && withoutLanguage(navigation.location.pathname) === INSIGHTS_PATH;
  return (
    <section aria-labelledby="all-articles-heading" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="all-articles-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('articles.all.heading')}
        </h2>
        {pagination && pagination.total > 0 ? (
          <p className="text-sm text-slate-600">
            {t('articles.all.count', { count: pagination.total })}
            {pagination.pageCount > 1 ? t('articles.all.pageOf', { page, pageCount: pagination.pageCount }) : ''}
          </p>
        ) : null}
      </div>

      {loading ? <Spinner label={t('articles.all.loading')} className="mt-6" /> : null}

      {articlesError ? (
        <div role="alert" className="mt-8 rounded-lg border border-red-200 bg-red-50 p-6 text-red-800">
          <p className="font-semibold">
            {articlesError === ARTICLES_ERROR_MESSAGE
              ? t('articles.all.failed')
              : t('articles.all.error', { error: articlesError })}
          </p>
          <p className="mt-1">{t('articles.all.tryLater')}</p>
        </div>
      ) : articles.length === 0 ? (
        <p className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-6 text-slate-700">
          {page > 1 ? (
            <>
              {t('articles.all.pageEmpty')}{' '}
              <LocalizedLink to={INSIGHTS_PATH} className="font-semibold text-brand-700 underline hover:text-brand-900">
                {t('articles.all.newest')}
              </LocalizedLink>
            </>
          ) : (
            t('articles.all.empty')
          )}
        </p>
      ) : (
        <ArticleGrid articles={articles} columns={2} busy={loading} />
      )}

      {pagination ? (
        <Pagination
          page={page}
          pageCount={pagination.pageCount}
          hrefFor={(number) => localized(insightsPageHref(number))}
          label={t('articles.all.pages')}
          words={{
            previous: t('articles.all.previous'),
            next: t('articles.all.next'),
            page: (number) => t('articles.all.page', { page: number }),
          }}
        />
      ) : null}
    </section>
  );
}
