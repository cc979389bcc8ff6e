/**
 * Throughput of the public pages served from the page cache (docs/008-public-pages-at-static-speed.md), driven by wrk
 * (Debian's `wrk`: autocannon saturates near 5,000 requests a second on these machines): /, /blog, the first job's
 * page and the first article's, each warmed once, then `BENCH_SECONDS` (10) s with `BENCH_CONNECTIONS` (50)
 * connections on 2 threads (./lib.mjs `load`), asking for brotli like a browser. Prints requests per second and wrk's latency
 * percentiles (ms). Run: `node bench/cached-pages.mjs` after `npm run build`; `BENCH_WEB_DIR=<folder>` measures the web
 * app of another checkout (older code, side by side), BENCH_URL a running site.
 */
import { firstArticlePath, firstJobPath, load, siteUnderTest } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 50;

const site = await siteUnderTest();
try {
  const paths = ['/', '/blog', await firstJobPath(site.url), await firstArticlePath(site.url)];
  // Every page into the cache first: a fetch after a wrk run could meet a kept-alive connection the server has closed.
  for (const path of paths) await (await fetch(site.url + path)).arrayBuffer();
  const measure = async (url) => {
    const result = await load(url, {
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    return { 'req/s': Math.round(result.rps), 'p50 ms': result.p50, 'p99 ms': result.p99, errors: result.errors };
  };
  const rows = [];
  for (const path of paths)
    rows.push({
      page: path.length > 40 ? `${path.slice(0, 37)}...` : path,
      ...(await measure(site.url + path)),
    });
  console.log(`Cached public pages: wrk, ${CONNECTIONS} connections, ${SECONDS} s each`);
  console.table(rows);
} finally {
  await site.stop();
}
