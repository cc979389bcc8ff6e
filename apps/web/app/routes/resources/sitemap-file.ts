import { SitemapStream, streamToPromise } from 'sitemap';
import type { Route } from './+types/sitemap-file';
import { STATIC_PAGES } from '~/content/static-pages';
import { expiresAtHeader } from '~/lib/page-expiry';
import { listSitemapEntries } from '~/lib/sitemap.server';
import { requestOrigin } from '~/lib/seo';
import { log } from '~/lib/log.server';

const ENTRY_FILE = /^(jobs|articles)-([1-9]\d*)\.xml$/;

/**
 * /sitemaps/{file} — one file of the sitemap index of /sitemap.xml: `pages.xml` (the static pages), `jobs-N.xml`
 * (open jobs, weekly) and `articles-N.xml` (published articles, monthly), each URL with `lastmod`, each file from
 * one CMS call. Closed and expired jobs and drafts never appear; a jobs file tells the page cache that it is out of
 * date at the first closing date it lists (docs/012-structured-data-and-feeds.md). An unknown file is 404; a CMS
 * failure 503.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const stream = new SitemapStream({ hostname: requestOrigin(request) });
  let expiry: Record<string, string> = {};
  if (params.file === 'pages.xml') {
    for (const page of STATIC_PAGES) {
      stream.write({ url: page.path, changefreq: page.changefreq, priority: page.priority });
    }
  } else {
    const match = ENTRY_FILE.exec(params.file);
    if (!match) return new Response('Not Found', { status: 404 });
    const type = match[1] as 'jobs' | 'articles';
    let entries: Awaited<ReturnType<typeof listSitemapEntries>>;
    try {
      entries = await listSitemapEntries(type, Number(match[2]));
    } catch (error) {
      log.error({ err: error }, `Sitemap ${params.file} failed`);
      return new Response('Sitemap temporarily unavailable', { status: 503, headers: { 'Retry-After': '300' } });
    }
    if (entries.length === 0) return new Response('Not Found', { status: 404 });
    const [prefix, changefreq] = type === 'jobs' ? (['/jobs/', 'weekly'] as const) : (['/blog/', 'monthly'] as const);
    for (const entry of entries) {
      stream.write({ url: `${prefix}${entry.slug}`, lastmod: entry.updatedAt ?? undefined, changefreq });
    }
    expiry = expiresAtHeader(entries.map((entry) => entry.validThrough));
  }
  stream.end();
  return new Response((await streamToPromise(stream)).toString(), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', ...expiry },
  });
}
