import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ArticleCardData } from './article-card';
import { ArticleGrid } from './article-grid';
import { TEXT_TARGET } from '~/components/ui/button';
import { cn } from '~/lib/cn';

/** Where every published article is listed, page by page (docs/010-articles.md). */
export const INSIGHTS_PATH = '/insights';

/**
 * The "Insights & Articles" section of /blog: the newest articles as cards, or the error or empty state, and the link
 * to all of them on /insights.
 */
export function LatestArticles({
  articles,
  articlesError,
}: {
  articles: ArticleCardData[];
  articlesError: string | null;
}) {
  return (
    <section aria-labelledby="insights-heading" className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="insights-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              Insights &amp; Articles
            </h2>
            <p className="mt-2 text-slate-600">Hiring advice, career tips and market news from our recruiters.</p>
          </div>
          {articles.length > 0 ? (
            <Link
              to={INSIGHTS_PATH}
              className={cn(TEXT_TARGET, 'gap-1 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900')}
            >
              All articles <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </Link>
          ) : null}
        </div>
        {articlesError ? (
          <p role="alert" className="mt-6 text-red-700">
            {articlesError}
          </p>
        ) : articles.length === 0 ? (
          <p className="mt-6 text-slate-700">No articles published yet.</p>
        ) : (
          <ArticleGrid articles={articles} />
        )}
      </div>
    </section>
  );
}
