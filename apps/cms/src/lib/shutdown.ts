import type { Core } from '@strapi/strapi';
import { drainHttpServer } from '@agency/contract/http-drain';
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
 * 3. requests in flight finish within `graceMs` (`SHUTDOWN_GRACE_MS`); keep-alive connections close after their next
 *    answer or when their client (the proxy) closes them; what is still open after `graceMs` is cut
 *    (`@agency/contract/http-drain`, which says why idle connections are not closed at once);
 *    meanwhile `stopWork` stops this process's own work (the outbox worker finishes the message it is sending and
 *    releases the others it claimed; scheduled tasks stop, a run in progress finishing), bounded by `graceMs` too;
 * 4. then Strapi's own destroy: src/index.ts closes page invalidation's Redis, Strapi closes the database.
 */
export function drainBeforeDestroy(
  strapi: Core.Strapi,
  { graceMs, stopWork }: { graceMs: number; stopWork: () => Promise<void> },
): void {
  const server = strapi.server.httpServer;
  const destroy = strapi.destroy.bind(strapi);
  let draining: Promise<void> | null = null;

  async function drain(): Promise<void> {
    const started = Date.now();
    startShuttingDown();
    strapi.log.info(`Shutting down: requests in flight have ${graceMs} ms to finish.`);
    await Promise.all([
      drainHttpServer(server, graceMs),
      stopWork().catch((error: unknown) => strapi.log.error(`Stopping background work failed: ${String(error)}`)),
    ]);
    strapi.log.info(`Requests and background work finished in ${Date.now() - started} ms.`);
  }

  strapi.destroy = async () => {
    await (draining ??= drain());
    await destroy();
  };
}
