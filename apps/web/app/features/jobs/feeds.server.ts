import { sanitizeStoredHtml } from '~/lib/html.server';
import type { JobSearch } from '@agency/contract';
import { cmsList } from '~/lib/cms-client.server';
import { jobSchema, searchJobs } from './api.server';
import { RSS_ITEMS, type FeedJob } from './feeds';
import { toJobPosting, type JobPosting } from './jobs';

/**
 * The CMS reads of the job feeds (./feeds.ts), server only: /jobs.xml reads the public `/api/jobs` list, to which the
 * CMS applies the visitor's rule (open, not expired, never a draft: apps/cms `published-for-visitors.ts`); the RSS
 * feed of a search asks the board's own search (`searchJobs`), so a feed and the board never disagree.
 * @throws ApiError for any CMS failure.
 */

/** The most a CMS list answers at once (apps/cms config/api.ts `maxLimit`). */
const CMS_PAGE = 100;
const NEWEST = ['posted:desc', 'createdAt:desc', 'id:desc'];

function toFeedJob(posting: JobPosting): FeedJob {
  return { ...posting, descriptionHtml: sanitizeStoredHtml(posting.descriptionHtml) ?? '' };
}

/** Every open job, newest first, a page of 100 at a time (for /jobs.xml: Indeed wants every job in one file). */
export async function listOpenJobsForFeed(): Promise<FeedJob[]> {
  const jobs: FeedJob[] = [];
  for (let page = 1; ; page += 1) {
    const { data, pagination } = await cmsList('/jobs', jobSchema, {
      query: { populate: '*', sort: NEWEST, pagination: { page, pageSize: CMS_PAGE } },
    });
    jobs.push(...data.map((job) => toFeedJob(toJobPosting(job))));
    if (page >= pagination.pageCount) return jobs;
  }
}

/** The first `limit` open jobs a board search finds, in its order (the board's first page, `limit` long). */
export async function listJobsForFeed(search: JobSearch, limit = RSS_ITEMS): Promise<FeedJob[]> {
  const { jobs } = await searchJobs({ ...search, page: 1 }, limit);
  return jobs.map(toFeedJob);
}
