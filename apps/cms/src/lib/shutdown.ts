import type { Core } from '@strapi/strapi';
import { createHttpTerminator } from 'http-terminator';
import { startShuttingDown } from './health';

/**
 * Graceful shutdown of the CMS (docs/021-operations.md "Graceful shutdown and rolling deploys").
 *
 * Strapi handles SIGTERM and SIGINT itself (@strapi/core `utils/signals`, registered by `createStrapi`): the first
 * signal calls `strapi.destroy()`, then `process.exit()` (code 0); later ones are ignored. Its destroy runs the
 * plugins' destroy (the admin panel clears its permission providers), the providers' (the cron stops), src/index.ts's
 * destroy, then cuts every open connection at once (`server.destroy`) and closes the database: requests in flight
 * would fail half-way. So `drainBeforeDestroy` puts this first in `strapi.destroy`, whoever calls it:
 * 1. readiness answers 503 naming `shutdown` (lib/health.ts);
 * 2. the server stops listening, so that a new connection is refused and a proxy tries another instance;
 * 3. requests in flight finish within `graceMs` (`SHUTDOWN_GRACE_MS`), their answers saying `Connection: close`, idle
 *    keep-alive connections are closed at once, and what is still open after `graceMs` is cut (http-terminator);
 *    meanwhile `stopWork` stops this process's own work (the outbox worker finishes the message it is sending and
 *    releases the others it claimed; scheduled tasks stop, a run in progress finishing), bounded by `graceMs` too;
 * 4. then Strapi's own destroy: src/index.ts closes page invalidation's Redis, Strapi closes the database.
 * The terminator is made here, before the server listens, because it must see every connection open.
 */
export function drainBeforeDestroy(
  strapi: Core.Strapi,
  { graceMs, stopWork }: { graceMs: number; stopWork: () => Promise<void> },
): void {
  const server = strapi.server.httpServer;
  const terminator = createHttpTerminator({ server, gracefulTerminationTimeout: graceMs });
  const destroy = strapi.destroy.bind(strapi);
  let draining: Promise<void> | null = null;

  async function drain(): Promise<void> {
    const started = Date.now();
    startShuttingDown();
    const listening = server.listening;
    strapi.log.info(`Shutting down: requests in flight have ${graceMs} ms to finish.`);
    // Stopped listening first: http-terminator alone would keep accepting connections only to cut them, and closes the
    // server at its end, where it then finds it closed.
    if (listening) server.close();
    await Promise.all([
      listening
        ? terminator.terminate().catch((error: NodeJS.ErrnoException) => {
            if (error.code !== 'ERR_SERVER_NOT_RUNNING') throw error;
          })
        : undefined,
      stopWork().catch((error: unknown) => strapi.log.error(`Stopping background work failed: ${String(error)}`)),
    ]);
    strapi.log.info(`Requests and background work finished in ${Date.now() - started} ms.`);
  }

  strapi.destroy = async () => {
    await (draining ??= drain());
    await destroy();
  };
}
