/**
 * Public pages against their static copies (docs/008-public-pages-at-static-speed.md): for each key page, the same HTML
 * is written into the web app's static folder (build/client/bench-static/, with .gz and .br beside it like every built
 * file) and served by the same web process, then
 * autocannon loads both, one after the other, with 50 connections for 10 s each. Prints requests per second, p50 and
 * p99 latency in ms, and the page's throughput as a share of its static copy's (target ≥ 0.5, p99 < 100 ms).
 *
 * Run: `node bench/ssr-vs-static.mjs` after `npm run build` (BENCH_URL measures a running site instead; its static
 * copies then go into this checkout's build folder, so only use it against a site served from here).
 * `BENCH_SECONDS` (default 10) and `BENCH_CONNECTIONS` (default 50) change the load.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { WEB_DIR } from '../scripts/lib/processes.mjs';
import { firstArticlePath, firstJobPath, siteUnderTest } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 50;
const STATIC_DIR = path.join(WEB_DIR, 'build', 'client', 'bench-static');

/** autocannon against one URL, with the headers a browser sends (gzip, brotli). */
async function load(url) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const site = await siteUnderTest();
mkdirSync(STATIC_DIR, { recursive: true });
try {
  const pages = {
    '/blog': '/blog',
    '/': '/',
    'job page': await firstJobPath(site.url),
    'article page': await firstArticlePath(site.url),
    '/about': '/about',
  };
  const copies = {};
  for (const [name, page] of Object.entries(pages)) {
    const html = await (await fetch(site.url + page)).text();
    const file = `${name.replace(/\W+/g, '-') || 'home'}.html`;
    // Compressed ahead like every built file, so that the copy is served the fastest way the process can.
    writeFileSync(path.join(STATIC_DIR, file), html);
    writeFileSync(path.join(STATIC_DIR, `${file}.gz`), gzipSync(html, { level: 9 }));
    writeFileSync(path.join(STATIC_DIR, `${file}.br`), brotliCompressSync(html));
    copies[name] = file;
  }
  // The web app finds the copies' compressed files when it starts, as it finds the built ones.
  await site.restartWeb();
  const rows = [];
  for (const [name, page] of Object.entries(pages)) {
    const dynamic = await load(site.url + page);
    const copy = await load(`${site.url}/bench-static/${copies[name]}`);
    rows.push({
      page: page.length > 40 ? `${page.slice(0, 37)}...` : page,
      'req/s': Math.round(dynamic.rps),
      'p50 ms': dynamic.p50,
      'p99 ms': dynamic.p99,
      'static req/s': Math.round(copy.rps),
      'static p99 ms': copy.p99,
      ratio: Number((dynamic.rps / copy.rps).toFixed(3)),
      errors: dynamic.errors + copy.errors,
    });
  }
  console.log(`Pages vs their static copies, same web process (${CONNECTIONS} connections, ${SECONDS} s each)`);
  console.table(rows);
} finally {
  rmSync(STATIC_DIR, { recursive: true, force: true });
  await site.stop();
}
