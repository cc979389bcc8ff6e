import { parseJobSearch } from '@agency/contract';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import type { Route } from './+types/blog';
import { loadArticleCards } from '~/features/articles/article-cards.server';
import { LatestArticles } from '~/features/articles/components/latest-articles';
import { JobAlertForm } from '~/features/job-alerts/components/job-alert-form-later';
import { jobAlertAction, jobAlertFormLoaderData } from '~/features/job-alerts/job-alert.server';
import { JobBoard } from '~/features/jobs/components/job-board';
import { loadJobBoard } from '~/features/jobs/job-board.server';
import { jobBoardHref, jobSearchFeedMeta } from '~/features/jobs/job-search';
import { getInstance, requestLanguage } from '~/i18n/i18next.server';
import { languageOfPath } from '~/i18n/languages';
import { expiresAtHeader, pageExpiryHeaders } from '~/lib/page-expiry';
import { originOf, siteOf, pageTitle, seoMeta } from '~/lib/seo';

/** Latest insights shown under the job grid. */
const INSIGHTS_COUNT = 6;

/**
 * /blog — "Blog & Jobs" (docs/000-product.md §2): the Latest Job Openings grid, 12 per page, with its search in the URL
 * (`?q=&category=&type=&country=&workplace=&sort=&page=`, the contract's rule; docs/011-job-search.md), and the latest
 * articles. On a phone the results come first (docs/026-languages.md "The job board on a phone"): a one-line heading
 * band, the keyword and a "Filters" button, then the cards.
 * Each part fails on its own: a CMS error gives the spec's error state (status 503 when the jobs fail), never a
 * crashed server. The page's title and description come from the loader in the page's language (`meta`).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const search = parseJobSearch(url.searchParams);
  const language = requestLanguage(context);
  const [jobs, articles] = await Promise.all([
    loadJobBoard(search, language),
    loadArticleCards(INSIGHTS_COUNT, 1, language),
  ]);
  const { t } = getInstance(context);
  const meta = {
    // The page shown: past the last one, the CMS answers with the last.
    title: jobs.search.page > 1 ? t('jobs.meta.titlePage', { page: jobs.search.page }) : t('jobs.meta.title'),
    description: t('jobs.meta.description'),
    feed: t('jobs.meta.feed'),
  };
  // The board changes by itself when the next open job closes (docs/011-job-search.md): the page cache drops it then.
  return data(
    { ...jobs, ...articles, ...jobAlertFormLoaderData(), meta },
    { status: jobs.error ? 503 : 200, headers: expiresAtHeader([jobs.nextExpiry]) },
  );
}

/** "Email me jobs like these" (docs/014-job-alerts.md): a job alert of the search shown (never cached: a POST). */
export const action = jobAlertAction;

/** The board's next closing date, for the page cache. */
export const headers = pageExpiryHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const origin = originOf(matches);
  const tags = seoMeta(siteOf(matches), {
    title: pageTitle(loaderData?.meta.title ?? 'Jobs & Insights'),
    description: loaderData?.meta.description ?? '',
    path: loaderData ? jobBoardHref(loaderData.search) : '/blog',
    // A keyword search is a result list, not a page of its own for search engines.
    noindex: Boolean(loaderData?.search.q),
  });
  // Feed readers find the RSS feed of the search shown (/blog/jobs.rss with the same parameters).
  const feed = jobSearchFeedMeta(
    origin,
    loaderData?.search ?? {},
    languageOfPath(location.pathname),
    loaderData?.meta.feed ?? 'Jobs (RSS)',
  );
  return [...tags, feed];
};

export default function BlogPage({ loaderData, actionData }: Route.ComponentProps) {
  const { search, facets, jobAlertConstraint } = loaderData;
  const { t } = useTranslation();
  return (
    <>
      {/* On a phone the band is one line (its heading), so that the first jobs are on the first screen. */}
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6 sm:py-14">
          <p className="hidden text-sm font-semibold uppercase tracking-wide text-accent-300 sm:block">
            {t('jobs.band.eyebrow')}
          </p>
          <h1 className="text-2xl font-bold tracking-tight sm:mt-2 sm:text-4xl">{t('jobs.band.heading')}</h1>
          <p className="mt-4 hidden max-w-2xl text-brand-100 sm:block">{t('jobs.band.intro')}</p>
        </div>
      </section>

      <JobBoard
        {...loaderData}
        alertForm={
          <JobAlertForm
            search={search}
            actionResult={actionData}
            constraint={jobAlertConstraint}
            categoryName={facets?.category.find((option) => option.value === search.category)?.label}
          />
        }
      />
      <LatestArticles {...loaderData} />
    </>
  );
}
