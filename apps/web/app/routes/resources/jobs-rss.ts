import type { Route } from './+types/jobs-rss';
import { parseJobSearch } from '@agency/contract';
import { feedExpiryHeader, jobsRssXml } from '~/features/jobs/feeds';
import { listJobsForFeed } from '~/features/jobs/feeds.server';
import { requestLanguage } from '~/i18n/i18next.server';
import { requestOrigin } from '~/lib/seo';
import { log } from '~/lib/log.server';

/**
 * /blog/jobs.rss?q=&category=&type=&country=&workplace=&sort= — RSS 2.0 of the open jobs a board search finds, so
 * that a visitor can follow the search in a feed reader (features/jobs/feeds.ts). Unknown values are ignored. Out of
 * date for the page cache at the first closing date it lists; staff changes purge it (tag `jobs`). CMS failure: 503.
 * /ar/blog/jobs.rss is the same feed in Arabic: the jobs' Arabic text where present, links to /ar/… pages.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const search = parseJobSearch(url.searchParams);
  const language = requestLanguage(context);
  let jobs: Awaited<ReturnType<typeof listJobsForFeed>>;
  try {
    jobs = await listJobsForFeed(search, undefined, language);
  } catch (error) {
    log.error({ err: error }, 'Job RSS feed failed');
    return new Response('Feed temporarily unavailable', { status: 503, headers: { 'Retry-After': '300' } });
  }
  return new Response(jobsRssXml(jobs, { origin: requestOrigin(request), search, language }), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', ...feedExpiryHeader(jobs) },
  });
}
