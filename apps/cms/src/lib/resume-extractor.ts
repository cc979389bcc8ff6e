import { existsSync } from 'fs';
import path from 'path';
import { Worker } from 'worker_threads';
import { RESUME_EXTRACTION_LIMITS } from '@agency/contract';
import type { ExtractionFailure, ResumeKind } from './resume-extraction';

/**
 * The extraction worker thread seen from the CMS (docs/023-talent-pool.md "Resume text"): one file at a time, off the
 * request path, within the contract's `RESUME_EXTRACTION_LIMITS`. The worker (lib/resume-extraction-worker.ts) starts
 * at the first file with V8 heap limits (`resourceLimits`), is watched while it works (its buffers outside the heap,
 * through `worker.getHeapStatistics()`), and terminated past the time limit or the memory limit: a hostile file ends
 * as a failure and the CMS's own memory and event loop are not touched. An idle worker ends after `idleMs`.
 */

/** What one file gave: its text (maybe '', a scan), or a failure for good. */
export type Extraction = { text: string } | { failure: ExtractionFailure; message: string };

/** The error `extract` rejects with once `stop` was called: the file was not extracted, and is not to be counted. */
export class ExtractorStopped extends Error {
  constructor() {
    super('The resume extractor stopped.');
    this.name = 'ExtractorStopped';
  }
}

/** How an extractor runs. */
export interface ExtractorOptions {
  timeoutMs?: number;
  heapMb?: number;
  externalMb?: number;
  /** How often the worker's memory is read while it works. */
  watchMs?: number;
  /** An idle worker ends after this. */
  idleMs?: number;
  /** The worker's script: the built `resume-extraction-worker.js` beside this module. */
  script?: string;
}

/** One file at a time through a worker thread. */
export interface ResumeExtractor {
  /**
   * Extracts the text of `bytes` (a copy goes to the worker).
   * @throws ExtractorStopped after `stop`; an Error when the worker could not start (a passing failure).
   */
  extract(bytes: Uint8Array, kind: ResumeKind): Promise<Extraction>;
  /** Ends the worker at once; a file in progress rejects with `ExtractorStopped`. */
  stop(): Promise<void>;
}

/** The worker script beside this module (the CMS runs its build, `dist/src/lib`). */
export function workerScript(): string {
  const built = path.join(__dirname, 'resume-extraction-worker.js');
  return existsSync(built) ? built : path.join(__dirname, 'resume-extraction-worker.ts');
}

/** An extractor with the contract's limits unless `options` say otherwise. */
export function createResumeExtractor(options: ExtractorOptions = {}): ResumeExtractor {
  const timeoutMs = options.timeoutMs ?? RESUME_EXTRACTION_LIMITS.timeoutMs;
  const heapMb = options.heapMb ?? RESUME_EXTRACTION_LIMITS.heapMb;
  const externalBytes = (options.externalMb ?? RESUME_EXTRACTION_LIMITS.externalMb) * 1024 * 1024;
  const watchMs = options.watchMs ?? 20;
  const idleMs = options.idleMs ?? 60_000;
  const script = options.script ?? workerScript();

  let worker: Worker | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let stopped = false;
  let nextId = 1;
  /** The file in progress: how to settle it when the worker answers, fails or is ended. */
  let current: { settle: (outcome: Extraction | Error) => void; worker: Worker } | null = null;

  function spawn(): Worker {
    const started = new Worker(script, {
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      // Its own copy of nothing but what it needs; no stdin, its output not mixed into the CMS's log lines.
      stdout: true,
      stderr: true,
      env: {},
    });
    started.stdout.resume();
    started.stderr.resume();
    started.unref();
    started.on('error', (error: NodeJS.ErrnoException) => {
      const failure = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'unreadable';
      if (current?.worker === started) {
        current.settle({ failure, message: `The extraction worker ended (${error.code ?? error.name}).` });
      }
    });
    started.on('exit', () => {
      if (worker === started) worker = null;
      if (current?.worker === started) {
        current.settle(stopped ? new ExtractorStopped() : { failure: 'unreadable', message: 'The worker exited.' });
      }
    });
    return started;
  }

  /** Ends `target`; the next file starts a new worker. */
  async function end(target: Worker | null) {
    if (!target) return;
    if (worker === target) worker = null;
    await target.terminate();
  }

  return {
    extract(bytes, kind) {
      if (stopped) return Promise.reject(new ExtractorStopped());
      if (idleTimer) clearTimeout(idleTimer);
      worker ??= spawn();
      const running = worker;
      const id = nextId++;
      return new Promise<Extraction>((resolve, reject) => {
        let watch: NodeJS.Timeout | null = null;
        const timer = setTimeout(() => {
          settle({ failure: 'timeout', message: `No answer within ${timeoutMs} ms.` });
          void end(running);
        }, timeoutMs);
        const onMessage = (answer: { id: number; text?: string; failure?: ExtractionFailure; message?: string }) => {
          if (answer.id !== id) return;
          settle(
            answer.failure ? { failure: answer.failure, message: answer.message ?? '' } : { text: answer.text ?? '' },
          );
        };
        function settle(outcome: Extraction | Error) {
          if (current?.settle !== settle) return;
          current = null;
          clearTimeout(timer);
          if (watch) clearInterval(watch);
          running.off('message', onMessage);
          if (!stopped && worker) {
            idleTimer = setTimeout(() => void end(worker), idleMs);
            idleTimer.unref();
          }
          if (outcome instanceof Error) reject(outcome);
          else resolve(outcome);
        }
        current = { settle, worker: running };
        running.on('message', onMessage);
        // Buffers outside the heap (an inflated stream) are not bounded by resourceLimits: read them while it works.
        watch = setInterval(() => {
          running.getHeapStatistics().then(
            (statistics) => {
              const external = (statistics as { external_memory?: number }).external_memory ?? 0;
              if (external > externalBytes) {
                settle({ failure: 'memory', message: `Over ${externalBytes} bytes outside the heap.` });
                void end(running);
              }
            },
            () => undefined,
          );
        }, watchMs);
        // A copy of its own to move: a Buffer's memory may be Node's shared pool, which cannot move.
        const copy = new Uint8Array(bytes.byteLength);
        copy.set(bytes);
        running.postMessage({ id, bytes: copy, kind }, [copy.buffer]);
      });
    },
    async stop() {
      stopped = true;
      if (idleTimer) clearTimeout(idleTimer);
      const running = worker;
      worker = null;
      current?.settle(new ExtractorStopped());
      await end(running);
    },
  };
}
