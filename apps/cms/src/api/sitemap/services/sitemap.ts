import type { Core } from '@strapi/strapi';
import { OPEN_JOBS } from '../../../lib/published-for-visitors';

/** URLs per sitemap file (sitemaps.org: at most 50,000). */
export const SITEMAP_PAGE_SIZE = 50_000;

/** What the sitemap lists of each type: the rows a visitor may see, by the same rule as every public read. */
const LISTED = {
  jobs: { uid: 'api::job.job', where: OPEN_JOBS },
  articles: { uid: 'api::article.article', where: { publishedAt: { $notNull: true } } },
} as const;

export type SitemapType = keyof typeof LISTED;

export function isSitemapType(value: string): value is SitemapType {
  return value in LISTED;
}

/**
 * The data of the site's sitemap (issue 8): what a crawler may index, read with one query per answer, whatever the
 * number of jobs and articles.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** How many entries of each type, and when the newest of them changed: `{ jobs: { total, updatedAt }, … }`. */
  async summary() {
    const entries = await Promise.all(
      (Object.keys(LISTED) as SitemapType[]).map(async (type) => {
        const { uid, where } = LISTED[type];
        const [total, newest] = await Promise.all([
          strapi.db.query(uid).count({ where }),
          strapi.db.query(uid).findOne({ where, select: ['updatedAt'], orderBy: { updatedAt: 'desc' } }),
        ]);
        return [type, { total, updatedAt: newest?.updatedAt ?? null }] as const;
      }),
    );
    return { pageSize: SITEMAP_PAGE_SIZE, ...Object.fromEntries(entries) };
  },

  /** Slug and last change of page `page` (from 1) of `type`, in a stable order. */
  async entries(type: SitemapType, page: number) {
    const { uid, where } = LISTED[type];
    const rows: Array<{ slug: string; updatedAt: string | Date }> = await strapi.db.query(uid).findMany({
      where,
      select: ['slug', 'updatedAt'],
      orderBy: { id: 'asc' },
      limit: SITEMAP_PAGE_SIZE,
      offset: (page - 1) * SITEMAP_PAGE_SIZE,
    });
    return rows.map((row) => ({ slug: row.slug, updatedAt: new Date(row.updatedAt).toISOString() }));
  },
});
