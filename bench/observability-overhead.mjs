/**
 * What metrics and logs cost a page served from the cache (docs/021-operations.md "Metrics and alerts"): two web apps
 * on the same CMS, one as configured (metrics and logs on) and one with them off (`BENCH_OFF`, default
 * `METRICS=off LOG_LEVEL=silent`: the switches of app/lib/metrics.server.ts and of the logger), loaded in turn with
 * wrk on /, /blog and the first job's page, `BENCH_ROUNDS` (2) rounds of `BENCH_SECONDS` (5) s each with
 * `BENCH_CONNECTIONS` (50) connections, alternating so that a busy moment of the machine hits both. Prints each
 * page's best requests per second on and off, and the ratio on / off (target ≥ 0.9) per page and over all pages.
 * Run: `node bench/observability-overhead.mjs` after `npm run build`.
 */
import { firstJobPath, load, siteUnderTest } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS) || 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 2;
/** The environment of the web app with them off, as `NAME=value` words. */
const OFF = Object.fromEntries(
  (process.env.BENCH_OFF ?? 'METRICS=off LOG_LEVEL=silent')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.split('=', 2)),
);

const site = await siteUnderTest();
try {
  const off = await site.startWebWith(OFF);
  const sites = { on: site.url, off: off.url };
  const paths = ['/', '/blog', await firstJobPath(site.url)];
  // Every page into both caches first.
  for (const url of Object.values(sites)) for (const path of paths) await (await fetch(url + path)).arrayBuffer();
  const best = { on: {}, off: {} };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const path of paths) {
      for (const kind of round % 2 === 0 ? ['on', 'off'] : ['off', 'on']) {
        const result = await load(sites[kind] + path, {
          seconds: SECONDS,
          connections: CONNECTIONS,
          headers: { 'Accept-Encoding': 'br, gzip' },
        });
        if (result.errors > 0) throw new Error(`${kind} ${path}: ${result.errors} errors or answers not 2xx/3xx`);
        if (!best[kind][path] || result.rps > best[kind][path].rps) best[kind][path] = result;
      }
    }
  }
  const rows = paths.map((path) => ({
    page: path.length > 40 ? `${path.slice(0, 37)}...` : path,
    'on req/s': Math.round(best.on[path].rps),
    'off req/s': Math.round(best.off[path].rps),
    'on p99 ms': best.on[path].p99,
    'off p99 ms': best.off[path].p99,
    'on / off': Math.round((best.on[path].rps / best.off[path].rps) * 100) / 100,
  }));
  const total = (kind) => paths.reduce((sum, path) => sum + best[kind][path].rps, 0);
  console.log(
    `Cached pages with metrics and logs on and off (${Object.entries(OFF)
      .map((pair) => pair.join('='))
      .join(' ')}): wrk, ${CONNECTIONS} connections, best of ${ROUNDS} × ${SECONDS} s`,
  );
  console.table(rows);
  console.log(`All pages: on / off = ${(total('on') / total('off')).toFixed(2)} (target ≥ 0.9)`);
} finally {
  await site.stop();
}
