import { SitemapIndexStream, streamToPromise } from 'sitemap';
import type { Route } from './+types/sitemap';
import { expiresAtHeader } from '~/lib/page-expiry';
import { getSitemapSummary, type SitemapType } from '~/lib/sitemap.server';
import { requestOrigin } from '~/lib/seo';
import { log } from '~/lib/log.server';

/**
 * The sitemap's files of `type` in a language (`prefix` '' or 'ar-'): as many as its entries need (sitemaps.org: at
 * most 50,000 URLs per file).
 */
function sitemapFiles(type: SitemapType, total: number, pageSize: number, prefix: string): string[] {
  return Array.from(
    { length: Math.ceil(total / pageSize) },
    (_, index) => `/sitemaps/${prefix}${type}-${index + 1}.xml`,
  );
}

/**
 * /sitemap.xml — a sitemap index (sitemaps.org protocol, with the `sitemap` library): the static pages' file, then
 * the files of open jobs and published articles (./sitemap-file.ts), in English then in Arabic, each with its newest `lastmod`. One CMS call,
 * whatever the number of jobs. It is out of date for the page cache when the first listed job closes (a `lastmod`
 * or a file count may change then). If the CMS fails, 503 so that crawlers come back later.
 */
export async function loader({ request }: Route.LoaderArgs) {
  let summary: Awaited<ReturnType<typeof getSitemapSummary>>;
  try {
    summary = await getSitemapSummary();
  } catch (error) {
    log.error({ err: error }, 'Sitemap failed');
    return new Response('Sitemap temporarily unavailable', { status: 503, headers: { 'Retry-After': '300' } });
  }
  const origin = requestOrigin(request);
  const stream = new SitemapIndexStream();
  // English files, then their Arabic twins (docs/026-languages.md).
  for (const prefix of ['', 'ar-']) {
    stream.write({ url: `${origin}/sitemaps/${prefix}pages.xml` });
    for (const type of ['jobs', 'articles'] as const) {
      const { total, updatedAt, arabicUpdatedAt } = summary[type];
      // The Arabic files change with the Arabic versions too.
      const lastmod = (prefix ? (arabicUpdatedAt ?? updatedAt) : updatedAt) ?? undefined;
      for (const file of sitemapFiles(type, total, summary.pageSize, prefix)) {
        stream.write({ url: `${origin}${file}`, lastmod });
      }
    }
  }
  stream.end();
  return new Response((await streamToPromise(stream)).toString(), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      ...expiresAtHeader([summary.jobs.closesAt, summary.articles.closesAt]),
    },
  });
}
