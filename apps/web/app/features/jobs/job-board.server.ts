import { errorMessage } from '~/lib/api-error';
import { htmlExcerpt } from '~/lib/html.server';
import type { Pagination } from '~/lib/cms-client.server';
import { listJobs } from './api.server';
import type { JobCardData } from './components/job-card';
import { JOB_DEFAULTS } from './jobs';

/**
 * One page of the public job board as cards (the description cut to an excerpt), or the error message when the
 * CMS fails (logged).
 */
export async function loadJobCards(
  page: number,
): Promise<{ jobs: JobCardData[]; pagination: Pagination | null; error: string | null }> {
  try {
    const { jobs, pagination } = await listJobs(page);
    return {
      jobs: jobs.map(({ descriptionHtml, ...job }) => ({
        ...job,
        excerpt: htmlExcerpt(descriptionHtml) || JOB_DEFAULTS.description,
      })),
      pagination,
      error: null,
    };
  } catch (error) {
    console.error('Job list failed:', error);
    return { jobs: [], pagination: null, error: errorMessage(error, 'Failed to fetch jobs') };
  }
}
