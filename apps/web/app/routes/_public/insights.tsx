import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import type { Route } from './+types/insights';
import { loadArticleCards } from '~/features/articles/article-cards.server';
import { getInstance, requestLanguage } from '~/i18n/i18next.server';
import { LocalizedLink } from '~/i18n/link';
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
 * The page's title and description come from the loader in the page's language (`meta`); its words from `articles`.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const page = parsePage(url.searchParams.get('page'));
  const cards = await loadArticleCards(ARTICLES_PAGE_SIZE, page, requestLanguage(context));
  const status = cards.articlesError ? 503 : page > 1 && cards.articles.length === 0 ? 404 : 200;
  const { t } = getInstance(context);
  const meta = {
    title: page > 1 ? t('articles.meta.titlePage', { page }) : t('articles.meta.title'),
    description: t('articles.meta.description'),
  };
  return data({ ...cards, page, meta }, { status });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const page = loaderData?.page ?? 1;
  return seoMeta(siteOf(matches), {
    title: pageTitle(loaderData?.meta.title ?? 'Insights & Articles'),
    description: loaderData?.meta.description ?? '',
    path: insightsPageHref(page),
    noindex: page > 1 && loaderData?.articles.length === 0,
  });
};

export default function InsightsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <nav aria-label={t('articles.band.breadcrumb')}>
            <ol className="flex items-center gap-1 text-sm font-semibold uppercase tracking-wide text-accent-300">
              <li>
                <LocalizedLink to="/blog" className={cn(TEXT_TARGET, 'rounded-sm hover:text-white')}>
                  {t('articles.band.blog')}
                </LocalizedLink>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-4 rtl:-scale-x-100" />
              </li>
              <li aria-current="page">{t('articles.band.current')}</li>
            </ol>
          </nav>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t('articles.band.heading')}</h1>
          <p className="mt-4 max-w-2xl text-brand-100">{t('articles.band.intro')}</p>
        </div>
      </section>

      <AllArticles {...loaderData} />
    </>
  );
}
