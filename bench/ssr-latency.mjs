/**
 * Server-rendering throughput and latency of the public pages under load, with autocannon: 10 connections for
 * 10 s per page against the production build (each request renders from live CMS data). Prints requests per second
 * and p50/p97.5/p99 latency in ms. Run: `node bench/ssr-latency.mjs` (after `npm run build`).
 */
import autocannon from 'autocannon';
import { firstJobPath, siteUnderTest } from './lib.mjs';

const site = await siteUnderTest();
try {
  const paths = [
    '/',
    '/blog',
    '/blog?page=2',
    await firstJobPath(site.url),
    '/blog/how-to-hire-a-senior-developer-in-48-hours',
    '/sitemap.xml',
  ];
  const rows = [];
  for (const path of paths) {
    const result = await autocannon({ url: site.url + path, connections: 10, duration: 10 });
    rows.push({
      page: path.length > 40 ? `${path.slice(0, 37)}...` : path,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p97.5 ms': result.latency.p97_5,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  console.log('SSR under load (10 connections, 10 s per page; web and CMS on this machine)');
  console.table(rows);
} finally {
  await site.stop();
}
