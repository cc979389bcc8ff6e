/**
 * Throughput of the public pages served from the page cache (docs/008-public-pages-at-static-speed.md), driven by wrk
 * (Debian's `wrk`: autocannon saturates near 5,000 requests a second on these machines): /, /blog, the first job's
 * page and the first article's, each warmed once, then `BENCH_SECONDS` (10) s with `BENCH_CONNECTIONS` (50)
 * connections on 2 threads, asking for brotli like a browser. Prints requests per second and wrk's latency
 * percentiles (ms). Run: `node bench/cached-pages.mjs` after `npm run build`; `BENCH_WEB_DIR=<folder>` measures the web
 * app of another checkout (older code, side by side), BENCH_URL a running site.
 */
import { spawnSync } from 'node:child_process';
import { firstArticlePath, firstJobPath, siteUnderTest } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 50;

/** wrk against one URL; its summary lines parsed into requests per second and latency percentiles in ms. */
function load(url) {
  const run = spawnSync(
    'wrk',
    ['-t2', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', '-H', 'Accept-Encoding: br, gzip', url],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr || run.error}`);
  const ms = (line) => {
    const match = new RegExp(`^\\s*${line}\\s+([\\d.]+)(us|ms|s)`, 'm').exec(run.stdout);
    if (!match) return null;
    const value = Number(match[1]);
    return Math.round((match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value) * 100) / 100;
  };
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(run.stdout)?.[1] ?? '0';
  return {
    'req/s': Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(run.stdout)?.[1] ?? 0)),
    'p50 ms': ms('50%'),
    'p99 ms': ms('99%'),
    'non-2xx': Number(errors),
  };
}

const site = await siteUnderTest();
try {
  const paths = ['/', '/blog', await firstJobPath(site.url), await firstArticlePath(site.url)];
  // Every page into the cache first: a fetch after a wrk run could meet a kept-alive connection the server has closed.
  for (const path of paths) await (await fetch(site.url + path)).arrayBuffer();
  const rows = paths.map((path) => ({
    page: path.length > 40 ? `${path.slice(0, 37)}...` : path,
    ...load(site.url + path),
  }));
  console.log(`Cached public pages: wrk, ${CONNECTIONS} connections, ${SECONDS} s each`);
  console.table(rows);
} finally {
  await site.stop();
}
