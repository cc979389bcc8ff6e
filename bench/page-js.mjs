/**
 * The JavaScript each public page loads, file by file, in a real Chromium: what is fetched before the page's `load`
 * event (module scripts and their static imports: everything React needs to hydrate, i.e. before the page is
 * interactive) and what is fetched after it until the network is idle (prefetches), each with its transferred
 * (compressed) size in kB. A file that is another route's module (the build's route manifest, against the routes the
 * page hydrated, `window.__reactRouterRouteModules`) is flagged. Target (docs/020-node-24.md "Lighter public pages"): at most 115 kB before interactive on every public
 * page, no other route's module among it. Run: `node bench/page-js.mjs` (builds must exist: `npm run build`), or
 * against a running site with BENCH_URL.
 * Uses Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { runInNewContext } from 'node:vm';
import { chromium } from '@playwright/test';
import { publicPaths, siteUnderTest } from './lib.mjs';

const BUDGET_KB = 115;
const kB = (bytes) => Math.round(bytes / 102.4) / 10;
/** A built file's name without its content hash: `blog-B-OhTVuw.js` → `blog`. */
const chunkName = (url) =>
  new URL(url).pathname
    .split('/')
    .pop()
    .replace(/-[\w-]{8}\.js$/, '');

const site = await siteUnderTest();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  const paths = await publicPaths(site.url);
  const totals = [];
  for (const path of paths) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = [];
    let loaded = false;
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script' && !request.url().endsWith('.js')) return;
      const entry = { url: request.url(), afterLoad: loaded, bytes: 0 };
      scripts.push(entry);
      entry.bytes = (await request.sizes()).responseBodySize;
    });
    page.on('load', () => {
      loaded = true;
    });
    await page.goto(site.url + path, { waitUntil: 'networkidle' });
    // React Router's browser manifest lists only the routes discovered so far (lazy route discovery): the whole one
    // is the build's manifest file, which assigns `window.__reactRouterManifest`.
    const { manifestUrl, hydrated } = await page.evaluate(() => ({
      manifestUrl: globalThis.__reactRouterManifest.url,
      hydrated: Object.keys(globalThis.__reactRouterRouteModules),
    }));
    const window = {};
    runInNewContext(await (await fetch(new URL(manifestUrl, site.url))).text(), { window });
    const manifest = Object.values(window.__reactRouterManifest.routes).map(({ id, module }) => ({ id, module }));
    await context.close();
    // Routes of the page's own module (/privacy, /terms and /cookies are one module) are not other routes.
    const ownModules = new Set(manifest.filter((route) => hydrated.includes(route.id)).map((route) => route.module));
    const otherRoutes = new Map(
      manifest
        .filter((route) => !ownModules.has(route.module))
        .map((route) => [new URL(route.module, site.url).href, route.id]),
    );
    const before = scripts.filter((script) => !script.afterLoad);
    const after = scripts.filter((script) => script.afterLoad);
    const beforeBytes = before.reduce((sum, script) => sum + script.bytes, 0);
    const foreign = before.filter((script) => otherRoutes.has(script.url)).map((script) => otherRoutes.get(script.url));
    const ok = kB(beforeBytes) <= BUDGET_KB && foreign.length === 0;
    totals.push({
      page: path.length > 40 ? `${path.slice(0, 37)}...` : path,
      'files before': before.length,
      'kB before interactive': kB(beforeBytes),
      "other routes' modules": foreign.join(', ') || 'none',
      'files after load': after.length,
      'kB after load': kB(after.reduce((sum, script) => sum + script.bytes, 0)),
      target: ok ? 'met' : 'MISSED',
    });
    console.log(`\n${path} (routes ${hydrated.join(', ')})`);
    console.table(
      [...before, ...after]
        .sort((a, b) => Number(a.afterLoad) - Number(b.afterLoad) || b.bytes - a.bytes)
        .map((script) => ({
          file: chunkName(script.url),
          kB: kB(script.bytes),
          when: script.afterLoad ? 'after load' : 'before interactive',
          'other route': otherRoutes.get(script.url) ?? '',
        })),
    );
  }
  console.log(
    `\nJavaScript per public page (transferred; target ≤ ${BUDGET_KB} kB before interactive, no other route's module)`,
  );
  console.table(totals);
} finally {
  await browser.close();
  await site.stop();
}
