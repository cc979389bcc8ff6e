import type { ContentLocale, JobSearch } from '@agency/contract';
import { errorMessage } from '~/lib/api-error';
import { htmlExcerpt } from '~/lib/html.server';
import { searchJobs, type JobSearchPage } from './api.server';
import type { JobCardData } from './components/job-card';
import { JOB_DEFAULTS, type JobPosting } from './jobs';
import { log } from '~/lib/log.server';

/** What the board shows: the page of the search as cards, or the error message when the CMS fails. */
export type JobBoardData = Omit<JobSearchPage, 'jobs' | 'pagination' | 'facets'> & {
  jobs: JobCardData[];
  pagination: JobSearchPage['pagination'] | null;
  facets: JobSearchPage['facets'] | null;
  error: string | null;
};

/** A job as a card shows it: its description cut to an excerpt (the default description when it has none). */
export function toJobCard({ descriptionHtml, ...job }: JobPosting): JobCardData {
  return { ...job, excerpt: htmlExcerpt(descriptionHtml) || JOB_DEFAULTS.description };
}

/**
 * One page of the public job board's search (docs/011-job-search.md) as cards (the description cut to an excerpt), with
 * the counts of every filter and the board's next closing date, or the error message when the CMS fails (logged);
 * in `language`, the page's: the Arabic text of the jobs that have an Arabic version on an Arabic page.
 */
export async function loadJobBoard(search: JobSearch, language: ContentLocale = 'en'): Promise<JobBoardData> {
  try {
    const { jobs, ...rest } = await searchJobs(search, undefined, language);
    return {
      ...rest,
      jobs: jobs.map(toJobCard),
      error: null,
    };
  } catch (error) {
    log.error({ err: error }, 'Job search failed');
    return {
      search,
      jobs: [],
      pagination: null,
      facets: null,
      nextExpiry: null,
      suggestion: null,
      error: errorMessage(error, 'Failed to fetch jobs'),
    };
  }
}
