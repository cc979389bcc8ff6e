/**
 * Lighthouse 13 (mobile emulation with simulated throttling: its default) on every public page (or the paths of
 * `BENCH_PAGES`, comma-separated, where `job` and `article` stand for the first job's and article's pages),
 * `BENCH_RUNS` times in a row (default 2), printing the four category scores, the Core Web Vitals lab figures and the
 * JavaScript transferred, then each page's median performance score, Total Blocking Time and LCP. Targets
 * (docs/020-node-24.md "Lighter public pages"): a median performance of at least 95 over 5 runs on a quiet machine on
 * /, /blog and a job page (`BENCH_RUNS=5 BENCH_PAGES=/,/blog,job`); accessibility, best practices and SEO 100.
 * Run: `node bench/lighthouse.mjs` (builds must exist:
 * `npm run build`). Uses Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstArticlePath, firstJobPath, publicPaths, siteUnderTest } from './lib.mjs';

const site = await siteUnderTest();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const named = { job: await firstJobPath(site.url), article: await firstArticlePath(site.url) };
  const paths = process.env.BENCH_PAGES
    ? process.env.BENCH_PAGES.split(',').map((page) => named[page] ?? page)
    : await publicPaths(site.url);
  const runs = Number(process.env.BENCH_RUNS) || 2;
  const rows = [];
  for (let run = 1; run <= runs; run += 1)
    for (const path of paths) {
      const result = await lighthouse(site.url + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) {
        rows.push({
          run,
          page: path.length > 40 ? `${path.slice(0, 37)}...` : path,
          error: `${runtimeError.code}: ${runtimeError.message}`,
        });
        continue;
      }
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      rows.push({
        run,
        page: path.length > 40 ? `${path.slice(0, 37)}...` : path,
        perf: score('performance'),
        a11y: score('accessibility'),
        practices: score('best-practices'),
        seo: score('seo'),
        'FCP s': (audits['first-contentful-paint'].numericValue / 1000).toFixed(2),
        'LCP s': (audits['largest-contentful-paint'].numericValue / 1000).toFixed(2),
        'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
        CLS: audits['cumulative-layout-shift'].numericValue.toFixed(3),
        'JS kB': Math.round(
          (audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')?.transferSize ??
            0) / 1024,
        ),
      });
    }
  console.log('Lighthouse (mobile, simulated throttling)');
  console.table(rows);
  const median = (values) => {
    const sorted = values.toSorted((a, b) => a - b);
    return sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]
      : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  };
  const medians = [...new Set(rows.map((row) => row.page))].map((page) => {
    const ofPage = rows.filter((row) => row.page === page && row.perf !== undefined);
    return {
      page,
      runs: ofPage.length,
      errors: rows.filter((row) => row.page === page && row.error).length,
      'median perf': median(ofPage.map((row) => row.perf)),
      'median TBT ms': median(ofPage.map((row) => row['TBT ms'])),
      'median LCP s': median(ofPage.map((row) => Number(row['LCP s']))).toFixed(2),
    };
  });
  console.log('Medians per page');
  console.table(medians);
} finally {
  await chrome.kill();
  await site.stop();
}
