import { SitemapStream, streamToPromise } from 'sitemap';
import type { Route } from './+types/sitemap';
import { STATIC_PAGES } from '~/content/static-pages';
import { listSitemapEntries } from '~/lib/cms.server';
import { requestOrigin } from '~/lib/seo';

/**
 * /sitemap.xml (sitemaps.org protocol, with the `sitemap` library): the static pages, every open job and every
 * published article, each with `lastmod`. Closed jobs and drafts never appear (the CMS does not list them
 * publicly). Cached for an hour. If the CMS fails, 503 so that crawlers come back later.
 */
export async function loader({ request }: Route.LoaderArgs) {
  let entries: Awaited<ReturnType<typeof listSitemapEntries>>;
  try {
    entries = await listSitemapEntries();
  } catch (error) {
    console.error('Sitemap failed:', error);
    return new Response('Sitemap temporarily unavailable', { status: 503, headers: { 'Retry-After': '300' } });
  }
  const stream = new SitemapStream({ hostname: requestOrigin(request) });
  for (const page of STATIC_PAGES)
    stream.write({ url: page.path, changefreq: page.changefreq, priority: page.priority });
  for (const job of entries.jobs)
    stream.write({ url: `/jobs/${job.slug}`, lastmod: job.updatedAt ?? undefined, changefreq: 'weekly' });
  for (const article of entries.articles) {
    stream.write({ url: `/blog/${article.slug}`, lastmod: article.updatedAt ?? undefined, changefreq: 'monthly' });
  }
  stream.end();
  const xml = (await streamToPromise(stream)).toString();
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
