import { z } from '@agency/contract';
import { cmsRequest, cmsText as text, parse } from './cms-client.server';

/** What the sitemap lists: open jobs and published articles. */
export type SitemapType = 'jobs' | 'articles';

const sitemapCount = z.object({ total: z.number(), updatedAt: text, arabicUpdatedAt: text, closesAt: text });
const sitemapSummarySchema = z.object({
  data: z.object({ pageSize: z.number(), jobs: sitemapCount, articles: sitemapCount }),
});

/**
 * How many entries the sitemap has of each type, when the newest changed (`updatedAt`; `arabicUpdatedAt` counts the
 * Arabic versions' changes too), when the first listed job closes, and how many go in one file (`GET /api/sitemap`,
 * one query per type).
 */
export async function getSitemapSummary() {
  return parse(sitemapSummarySchema, await cmsRequest('/sitemap')).data;
}

/**
 * Slug, last change and (jobs) closing time of file `page` (from 1) of `type` (`GET /api/sitemap/:type/:page`, one
 * call). `updatedAt` is the English page's last change, `arabicUpdatedAt` the Arabic page's (the later of the record's
 * and its Arabic version's; the English one when the CMS says none).
 */
export async function listSitemapEntries(
  type: SitemapType,
  page: number,
): Promise<
  Array<{ slug: string; updatedAt: string | null; arabicUpdatedAt: string | null; validThrough: string | null }>
> {
  const body = await cmsRequest(`/sitemap/${type}/${page}`);
  const entry = z.object({ slug: z.string(), updatedAt: text, arabicUpdatedAt: text, validThrough: text });
  return parse(z.object({ data: z.array(entry) }), body).data.map(
    ({ slug, updatedAt, arabicUpdatedAt, validThrough }) => ({
      slug,
      updatedAt: updatedAt ?? null,
      arabicUpdatedAt: arabicUpdatedAt ?? updatedAt ?? null,
      validThrough: validThrough ?? null,
    }),
  );
}
