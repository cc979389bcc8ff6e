import type { Core } from '@strapi/strapi';
import { openJobsFilter } from '../../../lib/published-for-visitors';

/** URLs per sitemap file (sitemaps.org: at most 50,000). */
export const SITEMAP_PAGE_SIZE = 50_000;

/**
 * What the sitemap lists of each type: the rows a visitor may see, by the same rule as every public read (asked at
 * the time of the request: a job whose closing date has passed leaves the sitemap at once).
 */
const LISTED = {
  jobs: { uid: 'api::job.job', where: () => openJobsFilter() },
  articles: { uid: 'api::article.article', where: () => ({ publishedAt: { $notNull: true } }) },
} as const;

export type SitemapType = keyof typeof LISTED;

export function isSitemapType(value: string): value is SitemapType {
  return value in LISTED;
}

/**
 * The data of the site's sitemap (docs/012-structured-data-and-feeds.md): what a crawler may index, read with one query
 * per answer, whatever the number of jobs and articles.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * How many entries of each type, when the newest of them changed, and when the first listed job closes (the
   * sitemap is out of date then: the web app's page cache never serves it past that time):
   * `{ jobs: { total, updatedAt, closesAt }, articles: { total, updatedAt, closesAt: null } }`.
   */
  async summary() {
    const entries = await Promise.all(
      (Object.keys(LISTED) as SitemapType[]).map(async (type) => {
        const { uid } = LISTED[type];
        const where = LISTED[type].where();
        const [total, newest, closing] = await Promise.all([
          strapi.db.query(uid).count({ where }),
          strapi.db.query(uid).findOne({ where, select: ['updatedAt'], orderBy: { updatedAt: 'desc' } }),
          type === 'jobs'
            ? strapi.db.query(uid).findOne({
                where: { $and: [where, { validThrough: { $notNull: true } }] },
                select: ['validThrough'],
                orderBy: { validThrough: 'asc' },
              })
            : null,
        ]);
        const closesAt = closing?.validThrough ? new Date(closing.validThrough).toISOString() : null;
        return [type, { total, updatedAt: newest?.updatedAt ?? null, closesAt }] as const;
      }),
    );
    return { pageSize: SITEMAP_PAGE_SIZE, ...Object.fromEntries(entries) };
  },

  /** Slug, last change and (jobs) closing time of page `page` (from 1) of `type`, in a stable order. */
  async entries(type: SitemapType, page: number) {
    const { uid } = LISTED[type];
    const where = LISTED[type].where();
    const rows: Array<{ slug: string; updatedAt: string | Date; validThrough?: string | Date | null }> = await strapi.db
      .query(uid)
      .findMany({
        where,
        select: type === 'jobs' ? ['slug', 'updatedAt', 'validThrough'] : ['slug', 'updatedAt'],
        orderBy: { id: 'asc' },
        limit: SITEMAP_PAGE_SIZE,
        offset: (page - 1) * SITEMAP_PAGE_SIZE,
      });
    return rows.map((row) => ({
      slug: row.slug,
      updatedAt: new Date(row.updatedAt).toISOString(),
      ...(type === 'jobs' ? { validThrough: row.validThrough ? new Date(row.validThrough).toISOString() : null } : {}),
    }));
  },
});
