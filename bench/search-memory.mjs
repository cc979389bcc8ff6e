/**
 * Memory of distinct job searches (docs/008-public-pages-at-static-speed.md, "Memory"): every distinct `/blog?q=…` is
 * rendered once and enters the page cache, which holds at most `PAGE_CACHE_MB` (64) of pages; the process must stay
 * within that budget plus its baseline, and give back what the renders used once it is idle.
 * Sends `BENCH_SEARCHES` (20,000) distinct searches to the production web app (its own throwaway CMS and SQLite),
 * `BENCH_CONCURRENCY` (8) at a time over keep-alive connections to 127.0.0.1, and prints the web process's memory
 * before, at the peak of RSS (sampled every 250 ms), right after the last answer and after `BENCH_IDLE_S` (60) s of
 * idleness: RSS (VmRSS of /proc/<pid>/status) and, read from inside the process by ./memory-probe.mjs, V8's heap
 * (total and used), `external` (memory outside the heap owned by JavaScript objects, Buffers included),
 * `arrayBuffers` (Buffers and ArrayBuffers, part of external) and V8's own malloc; "rest" is RSS less heap total and
 * external: code, stacks and native memory no JavaScript object owns (free memory glibc's arenas keep among it); then
 * the young generation's share of the heap (new space), and where RSS lies by /proc/<pid>/smaps (`residentRegions`).
 * `BENCH_HEAP_SNAPSHOT_DIR=<folder>` writes a heap snapshot at each measure.
 *
 * Run: `node bench/search-memory.mjs` after `npm run build`; `BENCH_WEB_DIR=<folder>` measures the web app of another
 * checkout (older code, side by side). `BENCH_URL` is not supported (the process's memory is read from inside it).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pick, siteUnderTest } from './lib.mjs';

const SEARCHES = Number(process.env.BENCH_SEARCHES) || 20_000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY) || 8;
const IDLE_MS = (Number(process.env.BENCH_IDLE_S) || 60) * 1000;
const MB = 1024 * 1024;
/** Words of the demo jobs and some that match none: searches with results and without, as visitors type them. */
const WORDS = ['engineer', 'nurse', 'remote', 'finance', 'sales', 'dubai', 'london', 'senior', 'support', 'analyst'];

if (process.env.BENCH_URL) throw new Error('bench/search-memory.mjs starts its own site: unset BENCH_URL.');

const probeDir = mkdtempSync(path.join(tmpdir(), 'bench-memory-'));
const memoryFile = path.join(probeDir, 'memory.json');
const probe = fileURLToPath(new URL('./memory-probe.mjs', import.meta.url));

/** Resident memory of a process in bytes (0 once it is gone). */
function rss(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * Where the process's resident memory is, from /proc/<pid>/smaps, in bytes: glibc's main malloc arena (`[heap]`, the
 * brk area: the main thread's malloc, Buffers' memory included), its other arenas (anonymous mappings at a 64 MB
 * boundary and at most 64 MB long: the malloc of other threads, such as libuv's pool compressing with zlib), and the
 * other anonymous mappings (V8's heap pages among them).
 */
function residentRegions(pid) {
  const regions = { mallocMain: 0, mallocThreads: 0, otherAnonymous: 0 };
  let kind = null;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const start = BigInt(`0x${mapping[1]}`);
      const size = BigInt(`0x${mapping[2]}`) - start;
      const name = mapping[3];
      const arena = start % (64n * 1024n * 1024n) === 0n && size <= 64n * 1024n * 1024n;
      kind = name === '[heap]' ? 'mallocMain' : name === '' ? (arena ? 'mallocThreads' : 'otherAnonymous') : null;
    } else if (kind && line.startsWith('Rss:')) {
      regions[kind] += Number(/(\d+)/.exec(line)[1]) * 1024;
    }
  }
  return regions;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes) => Math.round(bytes / MB);

/** The web process's memory, read by the probe (SIGUSR2), in MB. */
async function measure(pid, label) {
  rmSync(memoryFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 120_000;
  while (!existsSync(memoryFile)) {
    if (Date.now() > deadline) throw new Error('The web process did not report its memory (is the probe loaded?).');
    await sleep(50);
  }
  const usage = JSON.parse(readFileSync(memoryFile, 'utf8'));
  const regions = residentRegions(pid);
  return {
    when: label,
    'RSS MB': mb(usage.rss),
    'heap total MB': mb(usage.heapTotal),
    'heap used MB': mb(usage.heapUsed),
    'external MB': mb(usage.external),
    'arrayBuffers MB': mb(usage.arrayBuffers),
    'V8 malloc MB': mb(usage.mallocedMemory),
    'rest MB': mb(usage.rss - usage.heapTotal - usage.external),
    'new space MB': mb(usage.spaces.new_space),
    'malloc main MB': mb(regions.mallocMain),
    'malloc threads MB': mb(regions.mallocThreads),
    'other anon MB': mb(regions.otherAnonymous),
  };
}

const site = await siteUnderTest({
  webEnv: {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${probe}`.trim(),
    BENCH_MEMORY_FILE: memoryFile,
  },
});
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const base = new URL(site.url);

/** GET of `path` from the web app on 127.0.0.1, as a browser asks (brotli or gzip); resolves with the status. */
function get(pathAndQuery) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: base.port,
        path: pathAndQuery,
        agent,
        headers: { 'accept-encoding': 'br, gzip', accept: 'text/html', host: base.host },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      },
    );
    request.setTimeout(60_000, () => request.destroy(new Error(`No answer for ${pathAndQuery} in 60 s`)));
    request.on('error', reject);
  });
}

try {
  const pid = site.webPid();
  for (const page of ['/', '/blog', '/blog?q=engineer', '/insights']) await get(page);
  const rows = [await measure(pid, 'before')];
  let peak = rss(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss(pid));
  }, 250);

  const started = performance.now();
  const statuses = new Map();
  let next = 0;
  const worker = async () => {
    while (next < SEARCHES) {
      const index = next++;
      // Distinct for each index, and as long as a visitor's: one or two words and a number.
      const q = `${pick(WORDS, index)}${index % 3 === 0 ? ` ${pick(WORDS, index * 7 + 3)}` : ''} ${index}`;
      const status = await get(`/blog?q=${encodeURIComponent(q)}`);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  rows.push(await measure(pid, `after ${SEARCHES} searches`));
  agent.destroy();
  await sleep(IDLE_MS);
  clearInterval(sampler);
  rows.push(await measure(pid, `after ${IDLE_MS / 1000} s idle`));
  rows.splice(1, 0, { when: 'peak (sampled)', 'RSS MB': mb(peak) });

  console.log(
    `Distinct searches: ${SEARCHES} in ${seconds.toFixed(0)} s (${Math.round(SEARCHES / seconds)}/s, ${CONCURRENCY} at a time), ` +
      `statuses ${JSON.stringify(Object.fromEntries(statuses))}, PAGE_CACHE_MB ${process.env.PAGE_CACHE_MB || 64}, ` +
      `web app ${process.env.BENCH_WEB_DIR || 'apps/web'}`,
  );
  console.table(rows);
} finally {
  agent.destroy();
  await site.stop();
  rmSync(probeDir, { recursive: true, force: true });
}
