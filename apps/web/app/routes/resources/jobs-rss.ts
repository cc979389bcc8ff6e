import type { Route } from './+types/jobs-rss';
import { parseJobSearch } from '@agency/contract';
import { feedExpiryHeader, jobsRssXml } from '~/features/jobs/feeds';
import { listJobsForFeed } from '~/features/jobs/feeds.server';
import { requestOrigin } from '~/lib/seo';
import { log } from '~/lib/log.server';

/**
 * /blog/jobs.rss?q=&category=&type=&country=&workplace=&sort= — RSS 2.0 of the open jobs a board search finds, so
 * that a visitor can follow the search in a feed reader (features/jobs/feeds.ts). Unknown values are ignored. Out of
 * date for the page cache at the first closing date it lists; staff changes purge it (tag `jobs`). CMS failure: 503.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const search = parseJobSearch(url.searchParams);
  let jobs: Awaited<ReturnType<typeof listJobsForFeed>>;
  try {
    jobs = await listJobsForFeed(search);
  } catch (error) {
    log.error({ err: error }, 'Job RSS feed failed');
    return new Response('Feed temporarily unavailable', { status: 503, headers: { 'Retry-After': '300' } });
  }
  return new Response(jobsRssXml(jobs, { origin: requestOrigin(request), search }), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', ...feedExpiryHeader(jobs) },
  });
}
