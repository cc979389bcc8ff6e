import { createHmac } from 'crypto';
import { Redis } from 'ioredis';
import {
  PAGE_INVALIDATION_CHANNEL,
  PAGE_INVALIDATION_PATH,
  redisConnectionOptions,
  reportRedisOutages,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';

/**
 * Tells the web app which public pages a change makes outdated (docs/008-public-pages-at-static-speed.md): after every
 * write of a job, article, category or author through the document service (the back-office, the admin panel, the API
 * alike), a message `{ "tags": [...] }` with the tags of the pages that show it. The write's answer waits for it to be
 * delivered (at most `NOTIFY_TIMEOUT_MS`), so that once staff see "saved", no cached page shows the old content.
 * A web app that cannot be reached is logged and never fails the write; its cache then catches up within its
 * time-to-live. A URL where no process listens (the connection refused) has no cache to empty: that is only a debug
 * line, so that the demo content the first start writes before the web app listens prints nothing.
 *
 * How it travels:
 * - `REDIS_URL` set (scale-out, docs/016-deployment.md): PUBLISHed on the Redis channel `page-cache:invalidate`, which
 *   every web instance subscribes to (apps/web server/cache-invalidation.ts): one message reaches them all, those
 *   `WEB_URL` does not name too, so that adding a web instance needs no change here. It is sent instead of the HTTP
 *   messages, not besides them: each instance would otherwise empty the same pages twice (and throw away the renders
 *   started in between). The write waits for Redis's answer, which says how many instances it was handed to; each
 *   applies it as it reads it, a moment later (the HTTP way below waits for each instance's own answer). When the
 *   publish fails (Redis down; commands are not queued while disconnected) or reaches no instance, the HTTP messages
 *   are sent instead; an instance that was cut off from Redis drops its whole cache when it subscribes again.
 * - otherwise: a signed `POST /internal/cache-invalidation` to every URL of `WEB_URL`.
 *
 * Tags (apps/web server/page-cache.ts): `jobs` and `articles` for the lists, `job:<slug>` and `article:<slug>` for
 * one page (the slug before and after the change), `*` for every page (a category or an author is shown on all).
 *
 * Environment: `REDIS_URL` (e.g. redis://localhost:6379/0; unset: no Redis), `WEB_URL` (comma-separated for several
 * web instances; default http://localhost:3000; empty: none) and `CACHE_INVALIDATION_SECRET` (shared with apps/web;
 * without it no HTTP message is sent; Redis is trusted as the web app's rate limits in it are, and its messages are
 * not signed).
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

/** Where and how the messages go (from the environment in `registerPageInvalidation`). */
export interface NotifierSettings {
  /** Redis to publish on, or undefined for none. */
  redisUrl?: string;
  /** The web instances' base URLs, for the HTTP messages. */
  webUrls: string[];
  /** `CACHE_INVALIDATION_SECRET`; undefined: no HTTP message. */
  secret?: string;
  log: { warn(message: string): void; debug?(message: string): void };
}

export interface PageNotifier {
  /** Tells the web instances that the pages with `tags` are outdated; resolves once delivered or given up. */
  notify(tags: string[]): Promise<void>;
  /** Resolves once connected to Redis the first time (at once without Redis); a write before then goes over HTTP. */
  ready: Promise<void>;
  /** PINGs Redis (readiness, lib/health.ts); resolves at once without Redis. @throws when Redis does not answer. */
  ping(): Promise<void>;
  /** Closes the Redis connection. */
  close(): Promise<void>;
}

/** `WEB_URL` as a list of base URLs without trailing slashes. */
export function webUrlsOf(value: string | undefined): string[] {
  return (value ?? 'http://localhost:3000')
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/**
 * The page notifier described above. Its Redis connection is made at once (so that it is ready before the first
 * write) and reconnects by itself; an outage is logged once when it starts and once when it ends.
 */
export function createPageNotifier({ redisUrl, webUrls, secret, log }: NotifierSettings): PageNotifier {
  const redis = redisUrl ? connect(redisUrl, log) : null;

  /** The number of web instances the message was handed to, or 0 when Redis could not take it. */
  async function publish(message: string): Promise<number> {
    if (!redis) return 0;
    try {
      return await redis.publish(PAGE_INVALIDATION_CHANNEL, message);
    } catch (error) {
      log.warn(`Page invalidation not published on Redis: ${String(error)}`);
      return 0;
    }
  }

  /** Signs and sends `message` to every web instance of `webUrls`; resolves when all answered or gave up. */
  async function post(message: string, tags: string[]): Promise<void> {
    if (!secret) return;
    const signature = `sha256=${createHmac('sha256', secret).update(message).digest('hex')}`;
    await Promise.all(
      webUrls.map(async (url) => {
        try {
          const response = await fetch(`${url}${PAGE_INVALIDATION_PATH}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Signature': signature },
            body: message,
            signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
          });
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
        } catch (error) {
          if (connectionRefused(error)) log.debug?.(`No web app listens at ${url}: no page cache to tell.`);
          else log.warn(`Page cache of ${url} not told about ${tags.join(', ')}: ${String(error)}`);
        }
      }),
    );
  }

  return {
    ready:
      redis && redis.status !== 'ready'
        ? new Promise((resolve) => redis.once('ready', () => resolve()))
        : Promise.resolve(),
    async notify(tags) {
      if (tags.length === 0) return;
      const message = JSON.stringify({ tags });
      if ((await publish(message)) > 0) return;
      await post(message, tags);
    },
    async ping() {
      await redis?.ping();
    },
    async close() {
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * True when `error` (what fetch throws) says that nothing listens at the address: the `ECONNREFUSED` of its cause, or
 * of every address tried when the host name has several (localhost: ::1 and 127.0.0.1).
 */
export function connectionRefused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; errors?: Array<{ code?: string }> } } | null)?.cause;
  if (cause?.code === 'ECONNREFUSED') return true;
  return Boolean(cause?.errors?.length) && cause!.errors!.every((each) => each.code === 'ECONNREFUSED');
}

/** A connection by the contract's rule (`redisConnectionOptions`): a publish never waits for a Redis that is away. */
function connect(url: string, log: NotifierSettings['log']): Redis {
  const redis = new Redis(
    url,
    redisConnectionOptions({ commandTimeoutMs: NOTIFY_TIMEOUT_MS, connectTimeoutMs: NOTIFY_TIMEOUT_MS }),
  );
  reportRedisOutages(redis, 'page invalidation', (message) => log.warn(message));
  return redis;
}

/** This process's notifier, from register to destroy. */
let notifier: PageNotifier | null = null;

/** Tells the web app of every write that changes public pages (see above); settings from the environment. */
export function registerPageInvalidation(strapi: Core.Strapi): void {
  const pageNotifier = createPageNotifier({
    redisUrl: process.env.REDIS_URL || undefined,
    webUrls: webUrlsOf(process.env.WEB_URL),
    secret: process.env.CACHE_INVALIDATION_SECRET || undefined,
    log: strapi.log,
  });
  notifier = pageNotifier;
  strapi.documents.use(async (context, next) => {
    const pages = PAGES[context.uid];
    if (!pages || !WRITES.has(context.action)) return next();
    if (pages === 'all') {
      const result = await next();
      await pageNotifier.notify(['*']);
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
    await pageNotifier.notify([pages.list, ...slugs.map((slug) => `${pages.page}:${slug}`)]);
    return result;
  });
}

/**
 * Tells the web app that the public pages of the jobs with `slugs` are outdated, and the job lists with them (tags
 * `jobs` and `job:<slug>`): for a write to jobs that does not go through the document service, such as a client's
 * rename changing its jobs' company in one update (docs/024-employers.md "Clients"). Waits for the delivery as the
 * document service's writes do; nothing to tell when no job changed or before `registerPageInvalidation`.
 */
export async function invalidateJobPages(slugs: readonly string[]): Promise<void> {
  const pages = PAGES['api::job.job'];
  if (slugs.length === 0 || pages === 'all') return;
  await notifier?.notify([pages.list, ...[...new Set(slugs)].map((slug) => `${pages.page}:${slug}`)]);
}

/** PINGs the Redis of page invalidation (readiness, lib/health.ts). @throws when Redis does not answer. */
export async function pingPageInvalidation(): Promise<void> {
  await notifier?.ping();
}

/** Closes the Redis connection of page invalidation (Strapi's destroy). */
export async function closePageInvalidation(): Promise<void> {
  await notifier?.close();
  notifier = null;
}
