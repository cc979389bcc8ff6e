import { sanitizeStoredHtml } from '~/lib/html.server';
import { PUBLIC_JOB_POPULATE, PUBLIC_JOB_SORT, type ContentLocale, type JobSearch } from '@agency/contract';
import { cmsListAll } from '~/lib/cms-client.server';
import { jobSchema, searchJobs } from './api.server';
import { RSS_ITEMS, type FeedJob } from './feeds';
import { toJobPosting, type JobPosting } from './jobs';

/**
 * The CMS reads of the job feeds (./feeds.ts), server only: /jobs.xml reads the public `/api/jobs` list, to which the
 * CMS applies the visitor's rule (open, not expired, never a draft: apps/cms `published-for-visitors.ts`); the RSS
 * feed of a search asks the board's own search (`searchJobs`), so a feed and the board never disagree.
 * @throws ApiError for any CMS failure.
 */

function toFeedJob(posting: JobPosting): FeedJob {
  return { ...posting, descriptionHtml: sanitizeStoredHtml(posting.descriptionHtml) ?? '' };
}

/** Every open job, newest first, in English (for /jobs.xml: Indeed wants every job in one file). */
export async function listOpenJobsForFeed(): Promise<FeedJob[]> {
  const jobs = await cmsListAll('/jobs', jobSchema, {
    query: { populate: PUBLIC_JOB_POPULATE, sort: PUBLIC_JOB_SORT },
  });
  return jobs.map((job) => toFeedJob(toJobPosting(job)));
}

/**
 * The first `limit` open jobs a board search finds, in its order (the board's first page, `limit` long); with
 * `language` 'ar', the Arabic text of those that have an Arabic version.
 */
export async function listJobsForFeed(
  search: JobSearch,
  limit = RSS_ITEMS,
  language: ContentLocale = 'en',
): Promise<FeedJob[]> {
  const { jobs } = await searchJobs({ ...search, page: 1 }, limit, language);
  return jobs.map(toFeedJob);
}
