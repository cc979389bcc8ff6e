import { isFilteredSearch, type JobSearch, type JobSearchFacet, type JobSearchOption } from '@agency/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigation } from 'react-router';
import { Pagination } from '~/components/ui/pagination';
import { Spinner } from '~/components/ui/spinner';
import { withoutLanguage } from '~/i18n/languages';
import { useLocalizedHref } from '~/i18n/link';
import { jobBoardHref } from '../job-search';
import { JobCard, type JobCardData } from './job-card';
import { JobSearchFeedLink } from './job-search-feed-link';
import { ActiveFilters, JobSearchForm } from './job-search-form';

/**
 * The "Latest Job Openings" section of /blog (docs/000-product.md §2, docs/011-job-search.md): the search form (on a
 * phone its filters behind a "Filters" disclosure) and the active filters as removable chips, how many jobs match, a spinner while another search or page loads, the cards (or the error state, or an empty state: the
 * spec's when the board is empty, "no job matches" with a way out when the search excludes everything) and the page
 * links, which keep the search. A keyword with a word no job has offers "Did you mean …?" (`suggestion`), a link to
 * that search (docs/011-job-search.md "Did you mean"). After the results (the results come first on a phone,
 * docs/026-languages.md "The job board on a phone"): the search's RSS link and, unless the jobs failed, `alertForm`,
 * the route's "Email me jobs like these" (a job alert of the search shown). Its words are the catalog's (`jobs.board`;
 * the counts with each language's plural forms).
 */
export function JobBoard({
  jobs,
  pagination,
  facets,
  search,
  suggestion,
  error,
  alertForm,
}: {
  jobs: JobCardData[];
  pagination: { page: number; pageCount: number; total: number } | null;
  facets: Record<JobSearchFacet, JobSearchOption[]> | null;
  search: JobSearch;
  /** "Did you mean": a keyword spelled as the jobs spell it that finds jobs (the CMS's), or null. */
  suggestion?: { q: string; total: number } | null;
  error: string | null;
  alertForm: ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && withoutLanguage(navigation.location.pathname) === '/blog';
  const filtered = isFilteredSearch(search);
  const localized = useLocalizedHref();
  const cleared = localized(jobBoardHref({ sort: search.sort }));
  return (
    <section aria-labelledby="jobs-heading" className="mx-auto max-w-7xl px-4 py-5 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <h2 id="jobs-heading" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          {t('jobs.board.heading')}
        </h2>
        <p role="status" className="text-sm text-slate-600">
          {!pagination
            ? null
            : filtered
              ? t('jobs.board.matches', { count: pagination.total })
              : pagination.total > 0
                ? t('jobs.board.count', { count: pagination.total })
                : null}
        </p>
      </div>

      <JobSearchForm search={search} facets={facets} />
      <ActiveFilters search={search} facets={facets} />
      {suggestion && !error ? (
        <p className="mt-3 text-slate-700">
          {t('jobs.board.didYouMean')}{' '}
          <Link
            to={localized(jobBoardHref({ ...search, q: suggestion.q, page: 1 }))}
            preventScrollReset
            className="font-semibold text-brand-700 underline hover:text-brand-900"
          >
            {suggestion.q}
          </Link>
          {t('jobs.board.didYouMeanEnd')}
        </p>
      ) : null}
      {loading ? <Spinner label={t('jobs.board.loading')} className="mt-6" /> : null}

      {error ? (
        <div role="alert" className="mt-8 rounded-lg border border-red-200 bg-red-50 p-6 text-red-800">
          <p className="font-semibold">{t('jobs.board.error', { error })}</p>
          <p className="mt-1">{t('jobs.board.tryLater')}</p>
        </div>
      ) : jobs.length === 0 && filtered ? (
        <div className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-6 text-slate-700">
          <p className="font-semibold">{t('jobs.board.noMatch')}</p>
          <p className="mt-1">
            {t('jobs.board.noMatchHintBefore')}{' '}
            <Link
              to={cleared}
              preventScrollReset
              className="font-semibold text-brand-700 underline hover:text-brand-900"
            >
              {t('jobs.board.noMatchClear')}
            </Link>
            {t('jobs.board.noMatchHintAfter')}
          </p>
        </div>
      ) : jobs.length === 0 ? (
        <p className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-6 text-slate-700">
          {t('jobs.board.empty')}
        </p>
      ) : (
        <ul
          aria-busy={loading}
          className={`mt-4 grid gap-3 sm:mt-8 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 ${loading ? 'opacity-60' : ''}`}
        >
          {jobs.map((job) => (
            <li key={job.documentId}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      )}

      {pagination ? (
        <Pagination
          page={pagination.page}
          pageCount={pagination.pageCount}
          hrefFor={(page) => localized(jobBoardHref({ ...search, page }))}
          label={t('jobs.board.pages')}
          words={{
            previous: t('jobs.board.previous'),
            next: t('jobs.board.next'),
            page: (page) => t('jobs.board.page', { page }),
          }}
        />
      ) : null}

      {jobs.length > 0 ? (
        <p className="mt-6 text-end">
          <JobSearchFeedLink search={search} />
        </p>
      ) : null}
      {error ? null : alertForm}
    </section>
  );
}
