import { ChevronRight } from 'lucide-react';
import { data, Link } from 'react-router';
import type { Route } from './+types/insights';
import { loadArticleCards } from '~/features/articles/article-cards.server';
import { requestLanguage } from '~/i18n/i18next.server';
import { AllArticles, insightsPageHref } from '~/features/articles/components/all-articles';
import { parsePage } from '~/lib/pagination';
import { siteOf, pageTitle, seoMeta } from '~/lib/seo';
import { TEXT_TARGET } from '~/components/ui/button';
import { cn } from '~/lib/cn';

/** Articles per page of /insights (docs/000-product.md §9: "Default list page size elsewhere: 10"). */
const ARTICLES_PAGE_SIZE = 10;

/**
 * /insights — every published article, newest first, 10 a page, the page in `?page=` (docs/010-articles.md); /blog
 * shows the newest six and links here. A CMS failure gives the error state with 503; a page past the last one is a 404.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const page = parsePage(url.searchParams.get('page'));
  const cards = await loadArticleCards(ARTICLES_PAGE_SIZE, page, requestLanguage(context));
  const status = cards.articlesError ? 503 : page > 1 && cards.articles.length === 0 ? 404 : 200;
  return data({ ...cards, page }, { status });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const page = loaderData?.page ?? 1;
  return seoMeta(siteOf(matches), {
    title: pageTitle(`Insights & Articles${page > 1 ? ` (page ${page})` : ''}`),
    description:
      'Hiring advice, career tips and recruitment market news from our recruiters: every article, newest first.',
    path: insightsPageHref(page),
    noindex: page > 1 && loaderData?.articles.length === 0,
  });
};

export default function InsightsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <nav aria-label="Breadcrumb">
            <ol className="flex items-center gap-1 text-sm font-semibold uppercase tracking-wide text-accent-300">
              <li>
                <Link to="/blog" className={cn(TEXT_TARGET, 'rounded-sm hover:text-white')}>
                  Blog &amp; Jobs
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-4 rtl:-scale-x-100" />
              </li>
              <li aria-current="page">Insights</li>
            </ol>
          </nav>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Insights &amp; Articles</h1>
          <p className="mt-4 max-w-2xl text-brand-100">
            Hiring advice, career tips and market news from our recruiters, newest first.
          </p>
        </div>
      </section>

      <AllArticles {...loaderData} />
    </>
  );
}
