import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderAsReader } from '../../apps/web/test/feed-reader';
import { OFF_SITE_REDIRECTS } from '../../apps/web/test/hostile-input';
import { childrenNamed, childText, parseXml, type XmlNode } from '../../apps/web/test/xml';
import { pinnedNodeVersion, satisfiesPin } from '../../scripts/lib/node.mjs';
import { nodeVersionOf, STAFF, startStack, staffToken, type Stack } from './stack';

/**
 * The web app's part of the outside audit (docs/017-security-audit.md), tried as an attacker would, through the
 * built web app's own port: sign-in redirects that lead off the site, a hostile article summary and search in the
 * feeds, and the security headers of static files. First, that both run on the project's Node (docs/020-node-24.md),
 * its native modules loaded: the CMS answers from its SQLite database.
 */

let stack: Stack;

beforeAll(async () => {
  // Many sign-ins of one account from one client: the limits are not what is tried here.
  stack = await startStack({ LOGIN_RATE_LIMIT: '1000', LOGIN_ACCOUNT_RATE_LIMIT: '1000', AUTH_RATE_LIMIT_MAX: '1000' });
});

afterAll(async () => {
  await stack?.stop();
});

describe("the project's Node", () => {
  it('runs the CMS on SQLite and the web app, the pinned one where the machine has another', async () => {
    const jobs = await fetch(`${stack.cmsUrl}/api/jobs?pagination[pageSize]=1`);
    expect(jobs.status).toBe(200);
    expect(((await jobs.json()) as { data: unknown[] }).data).toHaveLength(1);
    for (const pid of [stack.cmsProcess().pid!, stack.web.pid!]) {
      const version = nodeVersionOf(pid);
      expect(satisfiesPin(version), `${version} is not ^${pinnedNodeVersion()}`).toBe(true);
      // The tests run under the Node `npm test` chose (the machine's own when it satisfies the pin, else the pinned one).
      expect(version).toBe(process.version);
    }
  });
});

/** Where a browser goes for `location` (a `Location` header or a data redirect) given on the web app's pages. */
const destination = (location: string) => new URL(location, `${stack.webUrl}/admin/login`);

/**
 * The target of a redirect in React Router's answer to a `.data` request (what the sign-in form's script follows):
 * a turbo-stream array, `[…, "redirect", "<target>", "status", 302, …]`.
 */
function dataRedirect(body: string): string | undefined {
  const values = JSON.parse(body) as unknown[];
  const target = values[values.indexOf('redirect') + 1];
  return typeof target === 'string' ? target : undefined;
}

/** A sign-in through the login form, without following the redirect: the page's form, or its script (`.data`). */
async function signIn(redirectTo: string, { data = false } = {}) {
  return fetch(`${stack.webUrl}/admin/login${data ? '.data' : ''}`, {
    method: 'POST',
    headers: { Origin: stack.webUrl },
    body: new URLSearchParams({ identifier: STAFF.username, password: STAFF.password, redirectTo }),
    redirect: 'manual',
  });
}

describe('the redirect after sign-in stays on the site', () => {
  let session = '';

  beforeAll(async () => {
    const answer = await signIn('/admin/jobs?status=open');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/admin/jobs?status=open');
    session = answer.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    expect(session).toContain('__staff_session=');
  });

  it.each(OFF_SITE_REDIRECTS)('right after signing in through the form, with redirectTo %j', async (redirectTo) => {
    const page = await signIn(redirectTo);
    expect(page.status).toBe(302);
    const location = page.headers.get('location')!;
    expect(destination(location).origin).toBe(new URL(stack.webUrl).origin);
    expect(location).toBe('/admin/dashboard');

    const script = await signIn(redirectTo, { data: true });
    const target = dataRedirect(await script.text());
    expect(destination(target!).origin).toBe(new URL(stack.webUrl).origin);
    expect(target).toBe('/admin/dashboard');
  });

  it.each(OFF_SITE_REDIRECTS)(
    'for a signed-in staff member opening the login page, with redirectTo %j',
    async (value) => {
      const query = new URLSearchParams({ redirectTo: value });
      const page = await fetch(`${stack.webUrl}/admin/login?${query}`, {
        headers: { Cookie: session },
        redirect: 'manual',
      });
      expect(page.status).toBe(302);
      expect(destination(page.headers.get('location')!).origin).toBe(new URL(stack.webUrl).origin);
      expect(page.headers.get('location')).toBe('/admin/dashboard');

      const script = await fetch(`${stack.webUrl}/admin/login.data?${query}`, { headers: { Cookie: session } });
      expect(dataRedirect(await script.text())).toBe('/admin/dashboard');
    },
  );
});

describe('the feeds give readers hostile text as text', () => {
  const hostile = '<img src=x onerror=alert(1)> & <script>alert(2)</script>';

  /** The `<item>`s of /rss.xml, by title. */
  async function rssItems(): Promise<Map<string, XmlNode>> {
    const answer = await fetch(`${stack.webUrl}/rss.xml`);
    expect(answer.headers.get('content-type')).toContain('application/rss+xml');
    const [channel] = childrenNamed(parseXml(await answer.text()), 'channel');
    return new Map(childrenNamed(channel, 'item').map((item) => [childText(item, 'title') ?? '', item]));
  }

  it("/rss.xml: an article's summary, and the text of a description without one, never become markup", async () => {
    const token = await staffToken(stack.cmsUrl);
    const suffix = Date.now();
    const articles = [
      { title: `Summary ${suffix}`, slug: `summary-${suffix}`, summary: hostile, description: '<p>Body.</p>' },
      // Without a summary the feed shows the description's first paragraph as text: escaped markup is text there.
      {
        title: `Excerpt ${suffix}`,
        slug: `excerpt-${suffix}`,
        description: '<p>&lt;img src=x onerror=alert(3)&gt;</p>',
      },
    ];
    for (const data of articles) {
      const created = await fetch(`${stack.cmsUrl}/api/articles?status=published`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ data }),
      });
      expect(created.status, await created.clone().text()).toBe(201);
    }
    // The CMS tells the web app's page cache of the new articles: the feed shows them within seconds.
    await expect
      .poll(async () => (await rssItems()).has(`Excerpt ${suffix}`), { timeout: 10_000, interval: 250 })
      .toBe(true);
    const items = await rssItems();
    expect(renderAsReader(childText(items.get(`Summary ${suffix}`)!, 'description'))).toEqual({
      elements: [],
      text: hostile,
    });
    expect(renderAsReader(childText(items.get(`Excerpt ${suffix}`)!, 'description'))).toEqual({
      elements: [],
      text: '<img src=x onerror=alert(3)>',
    });
  });

  it("/blog/jobs.rss: the visitor's search, which the channel description names, never becomes markup", async () => {
    const answer = await fetch(`${stack.webUrl}/blog/jobs.rss?${new URLSearchParams({ q: hostile })}`);
    expect(answer.status).toBe(200);
    const [channel] = childrenNamed(parseXml(await answer.text()), 'channel');
    const description = renderAsReader(childText(channel, 'description'));
    expect(description.elements).toEqual([]);
    expect(description.text).toContain(hostile);
  });
});

describe('static files carry the security headers of the pages', () => {
  /** The security headers every answer carries (helmet's, server/security-headers.ts), without the CSP. */
  const SECURITY_HEADERS = [
    'x-content-type-options',
    'referrer-policy',
    'x-frame-options',
    'strict-transport-security',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  it('built assets, the favicon and the images, compressed or not, keep their caching and get the headers', async () => {
    const page = await fetch(`${stack.webUrl}/about`);
    const html = await page.text();
    const pageHeaders = Object.fromEntries(SECURITY_HEADERS.map((name) => [name, page.headers.get(name)]));
    expect(pageHeaders['x-content-type-options']).toBe('nosniff');
    expect(pageHeaders['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const value of Object.values(pageHeaders)) expect(value).toBeTruthy();

    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const files: Array<[string, string, string]> = [
      [asset!, 'text/javascript', 'public, max-age=31536000, immutable'],
      ['/favicon.svg', 'image/svg+xml', 'public, max-age=3600'],
      ['/images/logo.svg', 'image/svg+xml', 'public, max-age=3600'],
      ['/images/offices/dubai.svg', 'image/svg+xml', 'public, max-age=3600'],
      ['/images/share-default.jpg', 'image/jpeg', 'public, max-age=3600'],
    ];
    for (const [path, type, cacheControl] of files) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const answer = await fetch(`${stack.webUrl}${path}`, { headers: { 'Accept-Encoding': encoding } });
        await answer.arrayBuffer();
        const where = `${path} (${encoding})`;
        expect(answer.status, where).toBe(200);
        expect(answer.headers.get('content-type'), where).toContain(type);
        expect(answer.headers.get('cache-control'), where).toBe(cacheControl);
        for (const name of SECURITY_HEADERS)
          expect(answer.headers.get(name), `${where} ${name}`).toBe(pageHeaders[name]);
        // A file opened as a document (an SVG image can hold a script) runs nothing and loads nothing.
        expect(answer.headers.get('content-security-policy'), where).toMatch(/^default-src 'none'/);
      }
    }
  });

  it('so do the redirect of a folder and the 404 of a missing file', async () => {
    const folder = await fetch(`${stack.webUrl}/images`, { redirect: 'manual' });
    expect(folder.status).toBe(301);
    const missing = await fetch(`${stack.webUrl}/assets/missing-0000.js`);
    expect(missing.status).toBe(404);
    for (const answer of [folder, missing]) {
      await answer.arrayBuffer();
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });
});

describe('a cached page answered before Express (apps/web server/fast-path.ts)', () => {
  /** The answer's headers in order, as sent (names as written), without those of one response's body and time. */
  function headersOf(path: string, acceptEncoding: string): Promise<string[]> {
    return new Promise((resolve, reject) => {
      http
        .get(`${stack.webUrl}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (answer) => {
          answer.resume();
          answer.on('end', () => {
            const pairs: string[] = [];
            for (let index = 0; index < answer.rawHeaders.length; index += 2) {
              const name = answer.rawHeaders[index];
              if (/^(date|content-encoding|content-length)$/i.test(name)) continue;
              // Each answer's own request id (server/request-log.ts): its place is compared, not its value.
              const value = /^x-request-id$/i.test(name) ? '<request id>' : answer.rawHeaders[index + 1];
              pairs.push(`${name}: ${value}`);
            }
            resolve(pairs);
          });
        })
        .on('error', reject);
    });
  }

  it('carries the headers of the same page through Express, in the same order, the CSP with its hashes included', async () => {
    // The first view renders it through Express; an uncompressed answer is Express's too.
    await headersOf('/testimonials', 'gzip');
    const throughExpress = await headersOf('/testimonials', 'identity');
    expect(throughExpress.join('\n')).toMatch(/content-security-policy: [^\n]*'sha256-/);
    expect(throughExpress.join('\n')).toContain('X-Content-Type-Options: nosniff');
    // Answered before Express: the first time with the security headers and the cache's sending, then its kept head.
    for (const encoding of ['gzip', 'gzip', 'br', 'br']) {
      expect(await headersOf('/testimonials', encoding), encoding).toEqual(throughExpress);
    }
  });
});
