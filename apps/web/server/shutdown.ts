import type { Server } from 'node:http';
import { drainHttpServer } from '@agency/contract/http-drain';

/** How a server is shut down (`stopOnSignals`). */
export interface ShutdownOptions {
  /** How long requests in flight may take to finish, in ms (the contract's `shutdownGraceMs`). */
  graceMs: number;
  /** Called first, at the signal (readiness turns 503: ./health.ts `startShuttingDown`). */
  onStart?: () => void;
  /** Called once the server is closed: closes what the requests used (Redis). */
  close?: () => Promise<void>;
  log?: (message: string) => void;
  /** Where the signals come from (default `process`; a test passes an emitter of its own). */
  signals?: NodeJS.EventEmitter;
  /** Ends the process (default `process.exit`; a test passes a spy). */
  exit?: (code: number) => void;
}

/**
 * Graceful shutdown of an HTTP server (docs/021-operations.md "Graceful shutdown and rolling deploys"): on SIGTERM or
 * SIGINT, `onStart` (readiness 503); then the draining of `@agency/contract/http-drain`: the server stops listening at
 * once, so that a new connection is refused and a proxy tries another instance; requests in flight finish; keep-alive
 * connections close after their next answer or when their client (the proxy) closes them; what is open after
 * `graceMs` is cut. Then `close` (Redis) and `exit(0)` (`exit(1)` when something failed). A second signal during the
 * shutdown changes nothing.
 * @returns `shutdown`, what a signal starts (for callers that stop the server without one); resolves when done.
 */
export function stopOnSignals(
  server: Server,
  options: ShutdownOptions,
): { shutdown: (reason: string) => Promise<void> } {
  const {
    graceMs,
    onStart,
    close,
    log = (message) => console.log(message),
    signals = process,
    exit = (code) => process.exit(code),
  } = options;
  let stopping: Promise<void> | null = null;

  async function drain(reason: string): Promise<void> {
    const started = Date.now();
    log(`${reason}: shutting down, requests in flight have ${graceMs} ms to finish.`);
    onStart?.();
    let code = 0;
    try {
      await drainHttpServer(server, graceMs);
      await close?.();
      log(`Shut down in ${Date.now() - started} ms.`);
    } catch (error) {
      code = 1;
      log(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    exit(code);
  }

  const shutdown = (reason: string) => (stopping ??= drain(reason));
  for (const signal of ['SIGTERM', 'SIGINT'] as const) signals.on(signal, () => void shutdown(signal));
  return { shutdown };
}
