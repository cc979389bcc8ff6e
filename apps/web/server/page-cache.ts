import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gunzip, gzip } from 'node:zlib';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { LRUCache } from 'lru-cache';
import { JOB_SEARCH_PARAM_RULES, serviceFromQuery } from '@agency/contract';
import { parsePage } from '~/lib/pagination';
import { APPLIED_COOKIE, SESSION_COOKIE } from '~/lib/session-cookie';
import { PAGE_EXPIRES_HEADER } from '~/lib/page-expiry';
import { pageCacheMetrics } from '~/lib/metrics.server';
import { hashRenderedScripts, SCRIPT_MARK_HEADER } from './csp';
import { loadScriptsAfterPaint } from './script-loading';
import { routePath } from './route-path';
import { withoutLanguage } from '~/i18n/languages';
import { log, nameRoute } from '~/lib/log.server';

/**
 * The public page cache of apps/web (docs/008-public-pages-at-static-speed.md). Anonymous GET and HEAD requests of
 * public pages (and the `.data` requests of client-side navigations to them) are answered from memory with a finished
 * response, compressed ahead with gzip and brotli. A request with a staff session cookie, any other method, and any
 * other path go to React Router as before.
 *
 * - Keys are the page's URL (its language with it: `/ar/…`) with only the query parameters the page reads (a `?fbclid=…` on a shared link would
 *   otherwise make every visitor a miss); the page is rendered from that same URL.
 * - Freshness: an entry is fresh for `FRESH_MS`; then, up to `STALE_MS`, it is still served while one background
 *   render replaces it (stale-while-revalidate); older, a request waits for a new render. Concurrent misses of one
 *   key share one render.
 * - Expiry: a page that says when its content stops being true (`PAGE_EXPIRES_HEADER`: the first closing date of the
 *   jobs it shows) is never served after that time, so an expired job leaves every cached page at once.
 * - Invalidation: `invalidate(tags)` (called when the CMS reports a change, ./cache-invalidation.ts) outdates every
 *   entry with one of those tags at once, and an entry whose render started before the change is never stored or
 *   served as current, so that nothing saved before the change is served after it.
 * - Only 200 answers without `Set-Cookie` are kept; the LRU store holds at most `PAGE_CACHE_MB` (default 64).
 * The store is one object behind `PageCache`; with several web instances each keeps its own in memory, and the
 * invalidation reaches all of them (over Redis with `REDIS_URL`: ./cache-invalidation.ts, docs/016-deployment.md). It
 * stays per instance on purpose, even with Redis at hand: a hit answered from this process's memory costs no network
 * hop and no copy of a large body through Redis, and the price, each instance rendering a page once after a change, is
 * a few renders per change.
 */

/** How long an entry is served as fresh, and after that how long it may be served stale while it is re-rendered. */
const FRESH_MS = 60_000;
const STALE_MS = 10 * 60_000;

/** What shared caches (a CDN) may do with a cached page; browsers revalidate every time (ETag → 304). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';

/**
 * The value a page makes of one query parameter, by the page's own rule, or null when the page ignores it (it is
 * then left out of the key and of the URL the page is rendered from).
 */
type QueryParameter = (value: string) => string | null;

/** A public route: its path, the query parameters its page reads, and the content it shows (its tags). */
interface PublicRoute {
  path: RegExp;
  params: Record<string, QueryParameter>;
  tags(match: RegExpExecArray): string[];
}

/** `?page=` of a paginated list (/insights). */
const page: QueryParameter = (value) => String(parsePage(value));
/** `?service=` of the pages with the contact form: one of its services preselected. */
const service: QueryParameter = (value) => serviceFromQuery(value) ?? null;
/** The job feed's search: the board's parameters but its page (a feed has none). */
const { page: _page, ...FEED_SEARCH_RULES } = JOB_SEARCH_PARAM_RULES;
/** React Router's `?_routes=` of a data request: which loaders to run. */
const routes: QueryParameter = (value) => value;

/**
 * Every cacheable page. Tags name what a page shows, so that a change purges exactly the pages that show it:
 * `jobs` and `articles` for lists, `job:<slug>` and `article:<slug>` for one item's page; every page also has `*`.
 */
const PUBLIC_ROUTES: PublicRoute[] = [
  { path: /^\/$/, params: { service }, tags: () => ['articles'] },
  { path: /^\/(?:services|contact)$/, params: { service }, tags: () => [] },
  { path: /^\/(?:about|testimonials|hire|privacy|terms|cookies|accessibility)$/, params: {}, tags: () => [] },
  // The job board's search, each parameter by the contract's rule (the loader reads it by the same): ?q=&category=&…
  { path: /^\/blog$/, params: { ...JOB_SEARCH_PARAM_RULES }, tags: () => ['jobs', 'articles'] },
  // Before the article pages' pattern, which its path matches too.
  { path: /^\/blog\/jobs\.rss$/, params: FEED_SEARCH_RULES, tags: () => ['jobs'] },
  { path: /^\/blog\/([^/]+)$/, params: {}, tags: (match) => [`article:${match[1]}`] },
  { path: /^\/jobs\/([^/]+)$/, params: {}, tags: (match) => [`job:${match[1]}`] },
  { path: /^\/insights$/, params: { page }, tags: () => ['articles'] },
  { path: /^\/sitemap\.xml$/, params: {}, tags: () => ['jobs', 'articles'] },
  { path: /^\/sitemaps\/(?:ar-)?pages\.xml$/, params: {}, tags: () => [] },
  { path: /^\/sitemaps\/(?:ar-)?(jobs|articles)-\d+\.xml$/, params: {}, tags: (match) => [match[1]] },
  { path: /^\/rss\.xml$/, params: {}, tags: () => ['articles'] },
  { path: /^\/jobs\.xml$/, params: {}, tags: () => ['jobs'] },
  { path: /^\/robots\.txt$/, params: {}, tags: () => [] },
];

/** What the cache needs to know of a request it may answer. */
export interface PageRequest {
  /** The URL the page is rendered from, and its cache key. */
  url: string;
  tags: string[];
  /** A `.data` request of a client-side navigation, which React Router streams (deferred data arrives later). */
  streamed: boolean;
}

/**
 * Whether a request's cookies make its answer someone's own, never a cached page: a staff session, or the "applied"
 * cookie (the page an applicant lands on after applying without JavaScript shows them their answer: theirs alone).
 */
export function personalRequest(headers: IncomingHttpHeaders): boolean {
  const { cookie } = headers;
  return cookie !== undefined && (cookie.includes(`${SESSION_COOKIE}=`) || cookie.includes(`${APPLIED_COOKIE}=`));
}

/**
 * The cacheable page a request asks for, or null when the cache must leave it to React Router. Reads the request's
 * method, cookies (`personalRequest`), path and query (Express's `req.path`, `req.query`: its `req.url`), protocol
 * (`req.protocol`: TLS, or a trusted proxy's `X-Forwarded-Proto`) and `Host` header, nothing else: ./fast-path.ts
 * remembers its answers by these.
 */
export function pageRequestOf(req: ExpressRequest): PageRequest | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (personalRequest(req.headers)) return null;
  const pathname = req.path;
  // A page in Arabic (/ar/blog) is the same route as in English: its key, the URL, keeps the language apart.
  const page = withoutLanguage(routePath(pathname));
  for (const route of PUBLIC_ROUTES) {
    const match = route.path.exec(page);
    if (!match) continue;
    const wanted = pathname.endsWith('.data') ? { ...route.params, _routes: routes } : route.params;
    const query = new URLSearchParams();
    const given = req.query;
    for (const name of Object.keys(wanted).sort()) {
      const value = given[name];
      const normalized = typeof value === 'string' ? wanted[name](value) : null;
      if (normalized !== null) query.set(name, normalized);
    }
    const search = query.size > 0 ? `?${query}` : '';
    return {
      url: `${req.protocol}://${req.get('host')}${pathname}${search}`,
      tags: ['*', ...route.tags(match)],
      streamed: pathname.endsWith('.data'),
    };
  }
  return null;
}

/** A page's path without host or query, for a log line (a search may hold anything a visitor typed). */
const pathOfUrl = (url: string) => new URL(url).pathname;

/**
 * The route pattern React Router matched for a render (`/jobs/:slug`), which the render function gives in this header
 * (server/app.ts); kept with the page for the request lines of its hits (docs/021-operations.md "Logs"), never sent.
 */
export const ROUTE_PATTERN_HEADER = 'x-route-pattern';

/** A finished response as the cache keeps it, with its body compressed ahead. */
export interface CachedPage {
  /** The route pattern of its render (ROUTE_PATTERN_HEADER), if known. */
  route?: string;
  /** When its content stops being true (ms since the epoch), from `PAGE_EXPIRES_HEADER`; undefined for never. */
  expiresAt?: number;
  status: number;
  headers: Record<string, string>;
  /**
   * The page's bytes as rendered, only while no compressed form is kept (an answer the cache does not keep): a kept
   * page holds its gzip and brotli forms alone (the rendered bytes were about 78% of an entry), and `identityOf` makes
   * them again from gzip for the rare client that takes neither (docs/008-public-pages-at-static-speed.md, "Memory").
   */
  body: Buffer | null;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
}

interface Entry {
  page: CachedPage;
  tags: string[];
  /** The invalidation epoch when its render started. */
  epoch: number;
  renderedAt: number;
}

/** Response headers that belong to one response, not to the page. */
const PER_RESPONSE = new Set([
  'content-length',
  'content-encoding',
  'date',
  'etag',
  'vary',
  'cache-control',
  'set-cookie',
  PAGE_EXPIRES_HEADER,
  SCRIPT_MARK_HEADER,
  ROUTE_PATTERN_HEADER,
]);

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Brotli at quality 6 with a window just large enough for `body` (and the size told ahead), the same output as with
 * the default window (a window at least as long as the input loses nothing) for far less memory: with the default
 * 4 MB window each compression of a page allocates several MB in the libuv thread it runs on, and glibc's arenas of
 * those threads kept about 100 MB resident after 3,000 distinct searches (bench/search-memory.mjs;
 * docs/008-public-pages-at-static-speed.md, "Memory").
 */
function brotliOptions(body: Buffer) {
  const windowBits = Math.ceil(Math.log2(body.length + 16));
  return {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
      [zlibConstants.BROTLI_PARAM_LGWIN]: Math.min(
        zlibConstants.BROTLI_MAX_WINDOW_BITS,
        Math.max(zlibConstants.BROTLI_MIN_WINDOW_BITS, windowBits),
      ),
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
}

/**
 * `bytes` in memory of their own, exactly as long: what zlib answers is a view of its 64 kB output chunk (a 12 kB
 * gzip kept 64 kB alive, unseen by the cache's accounting), and a small `Buffer.from` is a slice of Node's shared 8 kB
 * pool. Kept pages then hold what the cache counts (docs/008-public-pages-at-static-speed.md, "Memory").
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

/**
 * The memory an entry holds, in bytes, as the LRU counts it against `PAGE_CACHE_MB`: its bodies (the compressed
 * forms; the rendered bytes too where they are kept), and its key and header strings (two bytes a character, V8's
 * worst case) with about 1 kB for the objects around them.
 */
export function entrySize(url: string, page: CachedPage): number {
  let strings = url.length + page.etag.length;
  for (const [name, value] of Object.entries(page.headers)) strings += name.length + value.length;
  return (page.body?.length ?? 0) + (page.gzip?.length ?? 0) + (page.br?.length ?? 0) + 2 * strings + 1024;
}

/**
 * The page's bytes as rendered: kept ones, or its gzip form decompressed (off the event loop), byte for byte what was
 * rendered. For a client that takes neither brotli nor gzip.
 */
export async function identityOf(page: CachedPage): Promise<Buffer> {
  if (page.body) return page.body;
  if (!page.gzip) throw new Error('A cached page without its bytes or their gzip form');
  return gunzipAsync(page.gzip);
}

/**
 * A React Router response as a `CachedPage`: the whole body read, compressed with gzip and brotli (off the event
 * loop) when it is worth keeping, and, for HTML, its scripts loaded after the first paint (script-loading.ts) and
 * the CSP that allows exactly the inline scripts the app rendered: those carrying the mark of `SCRIPT_MARK_HEADER`
 * (csp.ts `hashRenderedScripts`).
 */
export async function toCachedPage(response: Response): Promise<{ page: CachedPage; cacheable: boolean }> {
  let body = ownBytes(Buffer.from(await response.arrayBuffer()));
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!PER_RESPONSE.has(name)) headers[name] = value;
  });
  const expires = response.headers.get(PAGE_EXPIRES_HEADER);
  const expiresAt = expires ? (/^\d+$/.test(expires) ? Number(expires) : Date.parse(expires)) : undefined;
  const cacheable =
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    !(expiresAt !== undefined && !(expiresAt > Date.now()));
  if (headers['content-type']?.startsWith('text/html')) {
    const scriptMark = response.headers.get(SCRIPT_MARK_HEADER);
    const page = hashRenderedScripts(loadScriptsAfterPaint(body.toString('utf8'), scriptMark), scriptMark);
    body = ownBytes(Buffer.from(page.html, 'utf8'));
    headers['content-security-policy'] = page.policy;
  }
  const [gzipped, brotli] = cacheable
    ? await Promise.all([
        gzipAsync(body, { level: 9 }).then(ownBytes),
        brotliAsync(body, brotliOptions(body)).then(ownBytes),
      ])
    : [null, null];
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  // Compressed, the rendered bytes are dropped (`identityOf` makes them again).
  const page: CachedPage = {
    status: response.status,
    headers,
    body: gzipped ? null : body,
    gzip: gzipped,
    br: brotli,
    etag,
  };
  if (expiresAt !== undefined && Number.isFinite(expiresAt)) page.expiresAt = expiresAt;
  const route = response.headers.get(ROUTE_PATTERN_HEADER);
  if (route) page.route = route;
  return { page, cacheable };
}

export class PageCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly rendering = new Map<string, { epoch: number; done: Promise<CachedPage> }>();
  /** Counts invalidations; `purgedAt` holds, per tag, the epoch of its last one. */
  private epoch = 0;
  private readonly purgedAt = new Map<string, number>();

  constructor(maxBytes = (Number(process.env.PAGE_CACHE_MB) || 64) * 1024 * 1024) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: ({ page }, url) => entrySize(url, page),
      dispose: (_entry, _key, reason) => {
        if (reason === 'evict') pageCacheMetrics.evictions.inc();
      },
    });
  }

  /** What the cache holds now: its bytes (pages with their compressed forms) and its number of pages. */
  get size(): { bytes: number; entries: number } {
    return { bytes: this.entries.calculatedSize, entries: this.entries.size };
  }

  private outdated(tags: string[], epoch: number): boolean {
    return tags.some((tag) => (this.purgedAt.get(tag) ?? 0) > epoch);
  }

  /** The entry of `request` when nothing it shows has changed since and it has not expired, however old. */
  private current(request: PageRequest): Entry | undefined {
    const entry = this.entries.get(request.url);
    if (!entry || this.outdated(entry.tags, entry.epoch)) return undefined;
    if (entry.page.expiresAt !== undefined && Date.now() >= entry.page.expiresAt) return undefined;
    return entry;
  }

  /**
   * The cached page for `request` when it is fresh, without rendering anything or starting a render: what may be
   * answered before Express (./fast-path.ts); a stale or missing page is `lookup`'s and `refresh`'s, through Express.
   */
  fresh(request: PageRequest): CachedPage | undefined {
    const entry = this.current(request);
    return entry && Date.now() - entry.renderedAt < FRESH_MS ? entry.page : undefined;
  }

  /**
   * The cached page for `request` when there is a current one: a fresh entry, or a stale one (answered at once while
   * `render` replaces it in the background); undefined otherwise. Each call counts as a hit or a miss
   * (app/lib/metrics.server.ts).
   */
  lookup(request: PageRequest, render: () => Promise<Response>): CachedPage | undefined {
    const entry = this.current(request);
    const age = entry ? Date.now() - entry.renderedAt : Number.POSITIVE_INFINITY;
    if (!entry || age >= FRESH_MS + STALE_MS) {
      pageCacheMetrics.misses.inc();
      return undefined;
    }
    pageCacheMetrics.hits.inc();
    if (age >= FRESH_MS) {
      this.refresh(request, render).catch((error: unknown) =>
        log.error({ err: error, path: pathOfUrl(request.url) }, 'Re-rendering a cached page failed'),
      );
    }
    return entry.page;
  }

  /** Renders `request` once, however many ask for it meanwhile, and keeps it when it may be kept. */
  refresh(request: PageRequest, render: () => Promise<Response>): Promise<CachedPage> {
    const running = this.rendering.get(request.url);
    if (running && !this.outdated(request.tags, running.epoch)) return running.done;
    const epoch = this.epoch;
    const done = render()
      .then(toCachedPage)
      .then(({ page, cacheable }) => {
        if (cacheable && !this.outdated(request.tags, epoch)) {
          this.entries.set(request.url, { page, tags: request.tags, epoch, renderedAt: Date.now() });
        }
        return page;
      })
      .finally(() => {
        if (this.rendering.get(request.url)?.done === done) this.rendering.delete(request.url);
      });
    this.rendering.set(request.url, { epoch, done });
    return done;
  }

  /** Outdates every entry that shows one of `tags`: none of them is served again. */
  invalidate(tags: string[]): void {
    this.epoch += 1;
    for (const tag of tags) this.purgedAt.set(tag, this.epoch);
    for (const [key, entry] of this.entries.entries()) {
      if (entry.tags.some((tag) => tags.includes(tag))) this.entries.delete(key);
    }
  }
}

/** A page's body as sent: compressed (`encoding`), or the rendered bytes. */
export interface EncodedBody {
  body: Buffer;
  encoding?: 'br' | 'gzip';
}

/**
 * The body of `page` in the best encoding the client accepts: brotli or gzip as compressed ahead, or (without
 * `encoding`) the rendered bytes (`identityOf`), which server.js's compression middleware may still compress for a
 * client that takes neither.
 */
export async function encodedBody(req: ExpressRequest, page: CachedPage): Promise<EncodedBody> {
  return bodyIn(page, acceptedEncoding(req)) ?? { body: await identityOf(page) };
}

/** The encoding a request takes of those the cache keeps (Express's negotiation of `Accept-Encoding` alone). */
export function acceptedEncoding(req: ExpressRequest): string | false {
  return req.acceptsEncodings('br', 'gzip', 'identity');
}

/**
 * `encodedBody` for the encoding `acceptedEncoding` chose, when it is one kept compressed; null when the client is to
 * get the rendered bytes.
 */
export function bodyIn(page: CachedPage, encoding: string | false): Required<EncodedBody> | null {
  if (encoding === 'br' && page.br) return { body: page.br, encoding };
  if (encoding === 'gzip' && page.gzip) return { body: page.gzip, encoding };
  return null;
}

/**
 * Sends a cached page: 304 for a matching ETag, else `encoded`, its body in the best encoding the client accepts
 * (`encodedBody`). The one way a cached page is answered, through Express (`servePublicPages`) and before it
 * (./fast-path.ts, which repeats the head it first sent).
 */
export function sendCachedPage(
  req: ExpressRequest,
  res: ExpressResponse,
  page: CachedPage,
  encoded: EncodedBody,
): void {
  if (page.route) nameRoute(page.route);
  res.status(page.status);
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  res.setHeader('ETag', page.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (page.status === 200) res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
  if (page.status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  const { body, encoding } = encoded;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Express middleware: answers cacheable requests from `cache`; a page that is not there is rendered once with
 * `render(url, req)` for everybody asking meanwhile. A `.data` request that misses goes on to React Router, which
 * streams it as usual (a client-side navigation shows its loading states), while the cache is filled beside it.
 * Every other request is passed on.
 */
export function servePublicPages(cache: PageCache, render: (url: string, req: ExpressRequest) => Promise<Response>) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const request = pageRequestOf(req);
    if (!request) return next();
    const renderIt = () => render(request.url, req);
    const cached = cache.lookup(request, renderIt);
    if (cached) {
      try {
        return sendCachedPage(req, res, cached, await encodedBody(req, cached));
      } catch (error) {
        return next(error);
      }
    }
    if (request.streamed) {
      cache
        .refresh(request, renderIt)
        .catch((error: unknown) =>
          log.error({ err: error, path: pathOfUrl(request.url) }, 'Rendering a page for the cache failed'),
        );
      return next();
    }
    try {
      const page = await cache.refresh(request, renderIt);
      sendCachedPage(req, res, page, await encodedBody(req, page));
    } catch (error) {
      next(error);
    }
  };
}
