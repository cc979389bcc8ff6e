import { z } from '@agency/contract';
import { cmsRequest, cmsText as text, parse } from './cms-client.server';

/** What the sitemap lists: open jobs and published articles. */
export type SitemapType = 'jobs' | 'articles';

const sitemapCount = z.object({ total: z.number(), updatedAt: text, closesAt: text });
const sitemapSummarySchema = z.object({
  data: z.object({ pageSize: z.number(), jobs: sitemapCount, articles: sitemapCount }),
});

/**
 * How many entries the sitemap has of each type, when the newest changed, when the first listed job closes, and how
 * many go in one file (`GET /api/sitemap`, one query per type).
 */
export async function getSitemapSummary() {
  return parse(sitemapSummarySchema, await cmsRequest('/sitemap')).data;
}

/**
 * Slug, last change and (jobs) closing time of file `page` (from 1) of `type` (`GET /api/sitemap/:type/:page`, one
 * query).
 */
export async function listSitemapEntries(
  type: SitemapType,
  page: number,
): Promise<Array<{ slug: string; updatedAt: string | null; validThrough: string | null }>> {
  const body = await cmsRequest(`/sitemap/${type}/${page}`);
  const entry = z.object({ slug: z.string(), updatedAt: text, validThrough: text });
  return parse(z.object({ data: z.array(entry) }), body).data.map(({ slug, updatedAt, validThrough }) => ({
    slug,
    updatedAt: updatedAt ?? null,
    validThrough: validThrough ?? null,
  }));
}
