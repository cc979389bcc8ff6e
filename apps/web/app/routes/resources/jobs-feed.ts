import type { Route } from './+types/jobs-feed';
import { feedExpiryHeader, indeedFeedXml } from '~/features/jobs/feeds';
import { listOpenJobsForFeed } from '~/features/jobs/feeds.server';
import { requestOrigin } from '~/lib/seo';
import { log } from '~/lib/log.server';

/**
 * /jobs.xml — every open job for aggregators, in Indeed's XML feed format (features/jobs/feeds.ts). Out of date for
 * the page cache at the first closing date it lists; staff changes purge it (tag `jobs`). CMS failure: 503.
 */
export async function loader({ request }: Route.LoaderArgs) {
  let jobs: Awaited<ReturnType<typeof listOpenJobsForFeed>>;
  try {
    jobs = await listOpenJobsForFeed();
  } catch (error) {
    log.error({ err: error }, 'Job feed failed');
    return new Response('Feed temporarily unavailable', { status: 503, headers: { 'Retry-After': '300' } });
  }
  return new Response(indeedFeedXml(jobs, { origin: requestOrigin(request) }), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', ...feedExpiryHeader(jobs) },
  });
}
