/**
 * Capacity of one node against the scale-out cluster (docs/016-deployment.md), side by side in one run:
 * - "one node": the embedded default (one CMS on SQLite, one web app), as `npm start` runs it;
 * - "cluster via nginx": two web and two CMS instances on PostgreSQL, Redis and S3 behind nginx (`npm run
 *   start:cluster`'s cluster, in a temp folder);
 * - "cluster, one web instance": one of the cluster's web instances without nginx (what nginx costs).
 * Each serves, with autocannon (`BENCH_CONNECTIONS` 50, `BENCH_SECONDS` 10): /blog from the page cache (a hit), a
 * job board search that is a miss every time (a server render with a CMS search: `?q=` changes per request), and a
 * job page. Prints requests per second, p50 and p99 latency in ms, errors, and the cluster/one-node ratio.
 * All processes share this machine's cores: on one machine the cluster can only show what it costs, not what a
 * second machine adds. Run: `node bench/cluster.mjs` (after `npm run build`; Redis and nginx installed).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { generateSecrets } from '../scripts/lib/env.mjs';
import { startCluster, stopCluster } from '../scripts/lib/cluster.mjs';
import { firstJobPath, siteUnderTest } from './lib.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS) || 50;
const duration = Number(process.env.BENCH_SECONDS) || 10;
const WORDS = ['nurse', 'engineer', 'sales', 'finance', 'teacher', 'driver', 'chef', 'analyst', 'manager', 'design'];

/** One autocannon run on `url` + `path`; `miss` makes every request's query unique (never a page cache hit). */
async function measure(url, path, { miss = false } = {}) {
  let counter = 0;
  const result = await autocannon({
    url: url + path,
    connections,
    duration,
    requests: miss
      ? [
          {
            setupRequest: (request) => {
              counter += 1;
              return { ...request, path: `/blog?q=${WORDS[counter % WORDS.length]}+${counter}` };
            },
          },
        ]
      : undefined,
  });
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const env = { ...process.env, ...generateSecrets(), NODE_ENV: 'test', FORM_RATE_LIMIT: '100000' };
const one = await siteUnderTest();
const dir = mkdtempSync(path.join(tmpdir(), 'bench-cluster-'));
let cluster;
try {
  cluster = await startCluster({ dir, env });
  const targets = [
    ['one node', one.url],
    ['cluster via nginx', cluster.url],
    ['cluster, one web instance', cluster.webUrls[0]],
  ];
  const job = await firstJobPath(one.url);
  const pages = [
    ['/blog (cache hit)', '/blog', {}],
    ['board search (miss)', '/blog', { miss: true }],
    [`job page`, job, {}],
  ];
  const rows = [];
  for (const [page, pagePath, options] of pages) {
    const results = {};
    // Warm every target's cache with the page first, then measure them one after the other.
    for (const [, url] of targets) await fetch(url + pagePath).then((response) => response.arrayBuffer());
    for (const [name, url] of targets) {
      results[name] = await measure(url, pagePath, options);
      rows.push({ page, target: name, ...results[name] });
    }
    rows.push({
      page,
      target: 'ratio cluster/one node',
      'req/s': Number((results['cluster via nginx']['req/s'] / results['one node']['req/s']).toFixed(2)),
    });
  }
  console.log(`One node and the cluster on this machine (${connections} connections, ${duration} s each)`);
  console.table(rows);
} finally {
  await one.stop();
  if (cluster) await stopCluster(dir);
}
