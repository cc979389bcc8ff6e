/**
 * Shared by the benchmarks: the site under test, and the helpers that write extra rows. BENCH_URL points at a running site; otherwise the built CMS and web
 * app are started on free ports with a throwaway, freshly seeded SQLite database (like the browser tests).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateSecrets } from '../scripts/lib/env.mjs';
import { freePort, startCms, startWeb, stopProcess } from '../scripts/lib/processes.mjs';

/**
 * `grow(dataDir)`, when given, runs between a first start of the CMS (which seeds the demo content) and the real
 * one, with the CMS stopped: the place to write more data into its SQLite file. `BENCH_WEB_DIR` runs the web app of
 * another folder (a build of older code, for a side-by-side figure) instead of apps/web. `webPid()` and `cmsPid()`
 * are the processes' ids (undefined with `BENCH_URL`), for their memory; `tmpDir` is their `TMPDIR`. `webEnv` is added
 * to the web app's environment only (e.g. `NODE_OPTIONS` to preload ./memory-probe.mjs). `BENCH_WEB_NODE_FLAGS` replaces
 * the web app's Node flags (scripts/lib/processes.mjs `WEB_NODE_FLAGS`; empty: none, as older builds were started);
 * `BENCH_WEB_MALLOC=off` starts it without its glibc malloc settings (`WEB_MALLOC_ENV`), as older builds were started.
 * `startWebWith(extraEnv)` starts one more web app on a free port, on the same CMS, with `extraEnv` over the others'
 * environment (a switch on or off, side by side); `stop` stops it too.
 */
export async function siteUnderTest({ grow, webEnv = {} } = {}) {
  if (process.env.BENCH_URL) {
    return {
      url: process.env.BENCH_URL.replace(/\/+$/, ''),
      stop: async () => {},
      restartWeb: async () => {},
      webPid: () => undefined,
      cmsPid: () => undefined,
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  // The apps' temp files (uploads being received) in the throwaway folder too.
  const tmpDir = path.join(dataDir, 'tmp');
  mkdirSync(tmpDir);
  // The demo Admin signs in with a password alone (benches read what was stored; no second factor to type).
  const env = {
    ...process.env,
    ...generateSecrets(),
    NODE_ENV: 'test',
    FORM_RATE_LIMIT: '100000',
    STAFF_MFA_REQUIRED: 'off',
    TMPDIR: tmpDir,
  };
  const webPort = await freePort();
  const cmsPort = await freePort();
  const cmsOptions = { env, port: cmsPort, dataDir, quiet: true, webUrl: `http://localhost:${webPort}` };
  let cms = await startCms(cmsOptions);
  if (grow) {
    await stopProcess(cms.child);
    grow(dataDir);
    cms = await startCms(cmsOptions);
  }
  const webDir = process.env.BENCH_WEB_DIR ? path.resolve(process.env.BENCH_WEB_DIR) : undefined;
  const nodeFlags = process.env.BENCH_WEB_NODE_FLAGS?.split(' ').filter(Boolean);
  const mallocEnv = process.env.BENCH_WEB_MALLOC === 'off' ? {} : undefined;
  const webOptions = {
    env: { ...env, ...webEnv },
    port: webPort,
    cmsUrl: cms.url,
    quiet: true,
    webDir,
    nodeFlags,
    mallocEnv,
  };
  let web = await startWeb(webOptions);
  const others = [];
  return {
    url: web.url,
    cmsUrl: cms.url,
    tmpDir,
    webPid: () => web.child.pid,
    cmsPid: () => cms.child.pid,
    /** Starts the web app again on the same port (it indexes its static files at start). */
    restartWeb: async () => {
      await stopProcess(web.child);
      web = await startWeb(webOptions);
    },
    startWebWith: async (extraEnv) => {
      const other = await startWeb({ ...webOptions, env: { ...webOptions.env, ...extraEnv }, port: await freePort() });
      others.push(other);
      return other;
    },
    stop: async () => {
      for (const other of others) await stopProcess(other.child);
      await stopProcess(web.child);
      await stopProcess(cms.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The slug of the first open job on the board, read from the CMS through the site's own page. */
export async function firstJobPath(url) {
  const html = await (await fetch(`${url}/blog`)).text();
  const match = /href="(\/jobs\/[a-z0-9-]+)"/.exec(html);
  if (!match) throw new Error('No job link found on /blog');
  return match[1];
}

/** The path of the newest published article, read from the site's own /blog page. */
export async function firstArticlePath(url) {
  const html = await (await fetch(`${url}/blog`)).text();
  const match = /href="(\/blog\/(?!job\/|article\/|admin\/)[a-z0-9-]+)"/.exec(html);
  if (!match) throw new Error('No article link found on /blog');
  return match[1];
}

/**
 * Every public page of the site under test (docs/000-product.md §2), with the first job's and the first article's
 * pages, in English then in Arabic (`/ar…`, docs/026-languages.md): what the page benchmarks load. `BENCH_LANGUAGES=en`
 * or `ar` keeps one language.
 */
export async function publicPaths(url) {
  const english = await englishPaths(url);
  const arabic = english.map((path) => (path === '/' ? '/ar' : `/ar${path}`));
  const only = process.env.BENCH_LANGUAGES;
  return only === 'en' ? english : only === 'ar' ? arabic : [...english, ...arabic];
}

async function englishPaths(url) {
  return [
    '/',
    '/blog',
    await firstJobPath(url),
    await firstArticlePath(url),
    '/insights',
    '/about',
    '/services',
    '/testimonials',
    '/contact',
    '/hire',
    '/privacy',
    '/terms',
    '/cookies',
    '/accessibility',
  ];
}

/** A Strapi-like documentId (24 lowercase letters and digits), for rows a benchmark writes into the database. */
export const documentId = () =>
  randomBytes(18)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 24);

/** The `index`-th item of `list`, going round: varied but repeatable demo values. */
export const pick = (list, index) => list[index % list.length];

/** Debian's `wrk`, which the load benchmarks drive where it is installed. */
export const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((file) => existsSync(file));

/**
 * Loads `url` with `connections` keep-alive connections for `seconds` s, sending `headers`, and returns requests per
 * second, p50 and p99 latency in ms and the count of non-2xx/3xx answers and socket errors. With `wrk` (2 threads)
 * where it is installed: autocannon, a Node process itself, saturates near 4,000-6,000 requests a second on these
 * machines and would hide anything faster; autocannon otherwise (`tool` says which measured).
 */
export async function load(url, { connections = 50, seconds = 10, headers = {} } = {}) {
  if (WRK) {
    const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
    const run = spawnSync(WRK, ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', ...headerArgs, url], {
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr || run.error}`);
    const ms = (label) => {
      const match = new RegExp(`^\\s*${label}\\s+([\\d.]+)(us|ms|s)`, 'm').exec(run.stdout);
      if (!match) return null;
      const value = Number(match[1]);
      return Math.round((match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value) * 100) / 100;
    };
    const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(run.stdout);
    return {
      tool: 'wrk',
      rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(run.stdout)?.[1] ?? 0),
      p50: ms('50%'),
      p99: ms('99%'),
      errors:
        Number(/Non-2xx or 3xx responses: (\d+)/.exec(run.stdout)?.[1] ?? 0) +
        (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0),
    };
  }
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    tool: 'autocannon',
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
