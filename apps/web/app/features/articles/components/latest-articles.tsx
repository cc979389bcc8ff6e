import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ARTICLES_ERROR_MESSAGE } from '~/components/home/article-carousel-states';
import type { ArticleCardData } from './article-card';
import { ArticleGrid } from './article-grid';
import { TEXT_TARGET } from '~/components/ui/button';
import { LocalizedLink } from '~/i18n/link';
import { cn } from '~/lib/cn';

/** Where every published article is listed, page by page (docs/010-articles.md). */
export const INSIGHTS_PATH = '/insights';

/**
 * The "Insights & Articles" section of /blog: the newest articles as cards, or the error or empty state, and the link
 * to all of them on /insights. Its words are the catalog's (`articles.latest`); the link keeps the page's language.
 */
export function LatestArticles({
  articles,
  articlesError,
}: {
  articles: ArticleCardData[];
  articlesError: string | null;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="insights-heading" className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="insights-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('articles.latest.heading')}
            </h2>
            <p className="mt-2 text-slate-600">{t('articles.latest.intro')}</p>
          </div>
          {articles.length > 0 ? (
            <LocalizedLink
              to={INSIGHTS_PATH}
              className={cn(TEXT_TARGET, 'gap-1 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900')}
            >
              {t('articles.latest.all')} <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </LocalizedLink>
          ) : null}
        </div>
        {articlesError ? (
          <p role="alert" className="mt-6 text-red-700">
            {articlesError === ARTICLES_ERROR_MESSAGE
              ? t('articles.all.failed')
              : t('articles.all.error', { error: articlesError })}
          </p>
        ) : articles.length === 0 ? (
          <p className="mt-6 text-slate-700">{t('articles.latest.empty')}</p>
        ) : (
          <ArticleGrid articles={articles} />
        )}
      </div>
    </section>
  );
}
