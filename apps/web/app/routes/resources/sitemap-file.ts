import { SitemapStream, streamToPromise } from 'sitemap';
import type { Route } from './+types/sitemap-file';
import { STATIC_PAGES } from '~/content/static-pages';
import { expiresAtHeader } from '~/lib/page-expiry';
import { listSitemapEntries } from '~/lib/sitemap.server';
import { languageAlternates, requestOrigin } from '~/lib/seo';
import { localizedHref, type Language } from '~/i18n/languages';
import { log } from '~/lib/log.server';

const ENTRY_FILE = /^(ar-)?(jobs|articles)-([1-9]\d*)\.xml$/;
const PAGES_FILE = /^(ar-)?pages\.xml$/;

/**
 * A sitemap entry of the page at `path` (English form) in `language`, with the page's address in each language as
 * `xhtml:link` alternates (Google: "each language version must list itself and all other language versions").
 */
function entryOf(origin: string, path: string, language: Language) {
  return {
    url: localizedHref(path, language),
    links: languageAlternates(origin, path).map(({ hreflang, href }) => ({ lang: hreflang, url: href })),
  };
}

/**
 * /sitemaps/{file} — one file of the sitemap index of /sitemap.xml: `pages.xml` (the static pages), `jobs-N.xml`
 * (open jobs, weekly) and `articles-N.xml` (published articles, monthly), each URL with `lastmod`, each file from
 * one CMS call; the same with `ar-` for the Arabic pages (`ar-jobs-1.xml`: one language per file keeps a file within
 * the 50,000 URLs of the protocol). Each URL names its twin in the other language (`xhtml:link`, docs/026-languages.md). Closed and expired jobs and drafts never appear; a jobs file tells the page cache that it is out of
 * date at the first closing date it lists (docs/012-structured-data-and-feeds.md). An unknown file is 404; a CMS
 * failure 503.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const stream = new SitemapStream({ hostname: requestOrigin(request) });
  let expiry: Record<string, string> = {};
  const origin = requestOrigin(request);
  const pages = PAGES_FILE.exec(params.file);
  if (pages) {
    const language = pages[1] ? 'ar' : 'en';
    for (const page of STATIC_PAGES) {
      stream.write({ ...entryOf(origin, page.path, language), changefreq: page.changefreq, priority: page.priority });
    }
  } else {
    const match = ENTRY_FILE.exec(params.file);
    if (!match) return new Response('Not Found', { status: 404 });
    const language = match[1] ? 'ar' : 'en';
    const type = match[2] as 'jobs' | 'articles';
    let entries: Awaited<ReturnType<typeof listSitemapEntries>>;
    try {
      entries = await listSitemapEntries(type, Number(match[3]));
    } catch (error) {
      log.error({ err: error }, `Sitemap ${params.file} failed`);
      return new Response('Sitemap temporarily unavailable', { status: 503, headers: { 'Retry-After': '300' } });
    }
    if (entries.length === 0) return new Response('Not Found', { status: 404 });
    const [prefix, changefreq] = type === 'jobs' ? (['/jobs/', 'weekly'] as const) : (['/blog/', 'monthly'] as const);
    for (const entry of entries) {
      stream.write({
        ...entryOf(origin, `${prefix}${entry.slug}`, language),
        // An Arabic page changes with its record and with its Arabic version (docs/026-languages.md "Sitemap").
        lastmod: (language === 'ar' ? entry.arabicUpdatedAt : entry.updatedAt) ?? undefined,
        changefreq,
      });
    }
    expiry = expiresAtHeader(entries.map((entry) => entry.validThrough));
  }
  stream.end();
  return new Response((await streamToPromise(stream)).toString(), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', ...expiry },
  });
}
