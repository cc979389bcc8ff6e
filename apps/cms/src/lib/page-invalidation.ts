import { createHmac } from 'crypto';
import type { Core } from '@strapi/strapi';

/**
 * Tells the web app which public pages a change makes outdated (issue 8, docs/008): after every write of a job,
 * article, category or author through the document service (the back-office, the admin panel, the API alike), a
 * signed `POST /internal/cache-invalidation` with the tags of the pages that show it. The write's answer waits for
 * the web app's (at most `NOTIFY_TIMEOUT_MS`), so that once staff see "saved", no cached page shows the old content.
 * A web app that cannot be reached is logged and never fails the write; its cache then catches up within its
 * time-to-live.
 *
 * Tags (apps/web server/page-cache.ts): `jobs` and `articles` for the lists, `job:<slug>` and `article:<slug>` for
 * one page (the slug before and after the change), `*` for every page (a category or an author is shown on all).
 *
 * Environment: `WEB_URL` (comma-separated for several web instances; default http://localhost:3000; empty: none) and
 * `CACHE_INVALIDATION_SECRET` (shared with apps/web; without it nothing is sent).
 */

const NOTIFY_TIMEOUT_MS = 3_000;
const WRITES = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);

/** The list tag and the page prefix of each content type whose pages the web app caches; others touch every page. */
const PAGES: Record<string, { list: string; page: string } | 'all'> = {
  'api::job.job': { list: 'jobs', page: 'job' },
  'api::article.article': { list: 'articles', page: 'article' },
  'api::category.category': 'all',
  'api::author.author': 'all',
};

/** Signs and sends `tags` to every web instance; resolves when all answered or gave up. */
async function notifyWeb(strapi: Core.Strapi, tags: string[]): Promise<void> {
  const secret = process.env.CACHE_INVALIDATION_SECRET;
  if (!secret || tags.length === 0) return;
  const body = JSON.stringify({ tags });
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  const urls = (process.env.WEB_URL ?? 'http://localhost:3000')
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  await Promise.all(
    urls.map(async (url) => {
      try {
        const response = await fetch(`${url}/internal/cache-invalidation`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Signature': signature },
          body,
          signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
      } catch (error) {
        strapi.log.warn(`Page cache of ${url} not told about ${tags.join(', ')}: ${String(error)}`);
      }
    }),
  );
}

export function registerPageInvalidation(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const pages = PAGES[context.uid];
    if (!pages || !WRITES.has(context.action)) return next();
    if (pages === 'all') {
      const result = await next();
      await notifyWeb(strapi, ['*']);
      return result;
    }
    const documentId = (context.params as { documentId?: string }).documentId;
    const slugOf = async () =>
      documentId
        ? (
            (await strapi.db.query(context.uid).findOne({ where: { documentId }, select: ['slug'] })) as {
              slug?: string;
            } | null
          )?.slug
        : undefined;
    const before = await slugOf();
    const result = await next();
    const after = (result as { slug?: string } | null)?.slug ?? (await slugOf());
    const slugs = [...new Set([before, after].filter((slug): slug is string => Boolean(slug)))];
    await notifyWeb(strapi, [pages.list, ...slugs.map((slug) => `${pages.page}:${slug}`)]);
    return result;
  });
}
