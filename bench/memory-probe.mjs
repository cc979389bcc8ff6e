/**
 * Not a benchmark: a module the memory benchmarks preload into the web process (`node --import`, see
 * `siteUnderTest({ webEnv })` in ./lib.mjs) so that they can read its memory from inside. On SIGUSR2 it writes
 * `process.memoryUsage()` (bytes: rss, heapTotal, heapUsed, external, arrayBuffers) and V8's `malloced_memory` and the size of each heap space into
 * `BENCH_MEMORY_FILE`; with `BENCH_HEAP_SNAPSHOT_DIR` set it also writes a heap snapshot there (slow: seconds, and
 * as much memory again while it runs) for Chrome's memory panel.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  let snapshots = 0;
  process.on('SIGUSR2', () => {
    // With `--expose-gc`: a full collection first, so that only what is still reachable (or kept by malloc) counts.
    globalThis.gc?.();
    const heap = v8.getHeapStatistics();
    const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((space) => [space.space_name, space.space_size]));
    const usage = { ...process.memoryUsage(), mallocedMemory: heap.malloced_memory, spaces, at: Date.now() };
    if (process.env.BENCH_HEAP_SNAPSHOT_DIR) {
      snapshots += 1;
      v8.writeHeapSnapshot(path.join(process.env.BENCH_HEAP_SNAPSHOT_DIR, `web-${snapshots}.heapsnapshot`));
    }
    writeFileSync(`${file}.part`, JSON.stringify(usage));
    writeFileSync(file, JSON.stringify(usage));
  });
}
