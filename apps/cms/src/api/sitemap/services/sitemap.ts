import type { Core } from '@strapi/strapi';
import { ARABIC } from '@agency/contract';
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

/** Document ids per query when reading the Arabic versions of a file's entries (within every database's limits). */
const ARABIC_BATCH = 1_000;

/** The later of two times (ISO strings or dates; either may be missing) as an ISO string, or null for neither. */
function later(a: string | Date | null | undefined, b: string | Date | null | undefined): string | null {
  const times = [a, b].filter((time) => time !== null && time !== undefined).map((time) => new Date(time).getTime());
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
}

/**
 * The data of the site's sitemap (docs/012-structured-data-and-feeds.md): what a crawler may index, read with one query
 * per answer, whatever the number of jobs and articles.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * How many entries of each type, when the newest of them changed, and when the first listed job closes (the
   * sitemap is out of date then: the web app's page cache never serves it past that time):
   * `{ jobs: { total, updatedAt, arabicUpdatedAt, closesAt }, articles: { total, updatedAt, arabicUpdatedAt, closesAt: null } }`.
   * `arabicUpdatedAt` is the Arabic files' (docs/026-languages.md "Sitemap"): the later of `updatedAt` and the newest
   * Arabic version of a listed record (an Arabic version carries its record's shared fields, status and closing date,
   * and is published with its article, so the same condition finds the listed ones).
   */
  async summary() {
    const entries = await Promise.all(
      (Object.keys(LISTED) as SitemapType[]).map(async (type) => {
        const { uid } = LISTED[type];
        const where = LISTED[type].where();
        const [total, newest, newestArabic, closing] = await Promise.all([
          strapi.db.query(uid).count({ where }),
          strapi.db.query(uid).findOne({ where, select: ['updatedAt'], orderBy: { updatedAt: 'desc' } }),
          strapi.db
            .query(uid)
            .findOne({ where: { ...where, locale: ARABIC }, select: ['updatedAt'], orderBy: { updatedAt: 'desc' } }),
          type === 'jobs'
            ? strapi.db.query(uid).findOne({
                where: { $and: [where, { validThrough: { $notNull: true } }] },
                select: ['validThrough'],
                orderBy: { validThrough: 'asc' },
              })
            : null,
        ]);
        const closesAt = closing?.validThrough ? new Date(closing.validThrough).toISOString() : null;
        const updatedAt = newest?.updatedAt ?? null;
        const arabicUpdatedAt = newest ? later(updatedAt, newestArabic?.updatedAt) : null;
        return [type, { total, updatedAt, arabicUpdatedAt, closesAt }] as const;
      }),
    );
    return { pageSize: SITEMAP_PAGE_SIZE, ...Object.fromEntries(entries) };
  },

  /**
   * Slug, last change and (jobs) closing time of page `page` (from 1) of `type`, in a stable order. `updatedAt` is the
   * English page's last change; `arabicUpdatedAt` the Arabic page's: the later of the record's and its (published)
   * Arabic version's, so that an Arabic edit moves the `lastmod` of the Arabic page only.
   */
  async entries(type: SitemapType, page: number) {
    const { uid } = LISTED[type];
    const where = LISTED[type].where();
    const rows: Array<{
      documentId: string;
      slug: string;
      updatedAt: string | Date;
      validThrough?: string | Date | null;
    }> = await strapi.db.query(uid).findMany({
      where,
      select:
        type === 'jobs' ? ['documentId', 'slug', 'updatedAt', 'validThrough'] : ['documentId', 'slug', 'updatedAt'],
      orderBy: { id: 'asc' },
      limit: SITEMAP_PAGE_SIZE,
      offset: (page - 1) * SITEMAP_PAGE_SIZE,
    });
    const arabic = new Map<string, string | Date>();
    const publication = type === 'articles' ? { publishedAt: { $notNull: true } } : {};
    for (let start = 0; start < rows.length; start += ARABIC_BATCH) {
      const documentIds = rows.slice(start, start + ARABIC_BATCH).map((row) => row.documentId);
      const versions: Array<{ documentId: string; updatedAt: string | Date }> = await strapi.db.query(uid).findMany({
        where: { documentId: { $in: documentIds }, locale: ARABIC, ...publication },
        select: ['documentId', 'updatedAt'],
      });
      for (const version of versions) arabic.set(version.documentId, version.updatedAt);
    }
    return rows.map((row) => ({
      slug: row.slug,
      updatedAt: new Date(row.updatedAt).toISOString(),
      arabicUpdatedAt: later(row.updatedAt, arabic.get(row.documentId)),
      ...(type === 'jobs' ? { validThrough: row.validThrough ? new Date(row.validThrough).toISOString() : null } : {}),
    }));
  },
});
