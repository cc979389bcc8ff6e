import type { RequestHandler } from 'express';
import {
  HEALTH_CHECK_TIMEOUT_MS,
  HEALTH_HEADERS,
  healthStatusCode,
  liveAnswer,
  LIVENESS_PATH,
  READINESS_PATH,
  readinessProbe,
  shuttingDownAnswer,
  type HealthAnswer,
} from '@agency/contract';
import { cmsUrl } from '~/lib/cms-client.server';
import { log } from '~/lib/log.server';
import { readinessChanged } from '~/lib/metrics.server';
import { redisClient } from '~/lib/redis.server';

/**
 * The web app's health endpoints (docs/021-operations.md "Health"), first in server.js, before compression, security
 * headers, the page cache and every limit, so that probes are never cached, counted or logged as visitors:
 * - `GET /healthz` (liveness): 200 `{ "status": "ok", "checks": {} }` while the process answers, also while it drains.
 * - `GET /readyz` (readiness): each dependency checked at once with its own timeout (the contract's
 *   `HEALTH_CHECK_TIMEOUT_MS`): `cms` (the CMS's own liveness, `${CMS_URL}/healthz`: this instance reaches a CMS; what
 *   the CMS itself depends on is the CMS's readiness, so that a CMS outage does not take every web instance out of
 *   the proxy, which could still serve cached pages) and `redis` when `REDIS_URL` is set (a PING on the connection the
 *   rate limits use). 200 or 503, the contract's `HealthAnswer`; from the moment a shutdown starts
 *   (`startShuttingDown`), 503 naming `shutdown` without asking anyone.
 * Answers carry `Cache-Control: no-store` and never a hostname, a secret or an error's text; a check's failure is
 * logged instead, once when it starts and once when it ends (the contract's `readinessProbe`).
 */

let shuttingDown = false;

/** Readiness answers 503 from now on (server/shutdown.ts calls it when a signal arrives). */
export function startShuttingDown(): void {
  shuttingDown = true;
}

/** The web app's readiness checks, by name, as described above. */
export function readinessChecks(): Record<string, () => Promise<unknown>> {
  const checks: Record<string, () => Promise<unknown>> = {
    cms: async () => {
      const response = await fetch(`${cmsUrl()}/healthz`, { signal: AbortSignal.timeout(HEALTH_CHECK_TIMEOUT_MS) });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`CMS liveness answered ${response.status}`);
    },
  };
  const redis = redisClient();
  if (redis) checks.redis = () => redis.ping();
  return checks;
}

const probe = readinessProbe(readinessChecks, { log: (message) => log.warn(message), onChange: readinessChanged });

/** Sends `answer` with its status and the health headers (`end`, not `send`: no ETag, nothing to revalidate). */
function send(res: Parameters<RequestHandler>[1], answer: HealthAnswer): void {
  res.status(healthStatusCode(answer)).set(HEALTH_HEADERS).end(JSON.stringify(answer));
}

/**
 * Express middleware answering `GET`/`HEAD` of `/healthz` and `/readyz` as described above; every other request goes
 * on untouched.
 */
export const health: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  if (req.path === LIVENESS_PATH) return send(res, liveAnswer());
  if (req.path !== READINESS_PATH) return next();
  if (shuttingDown) return send(res, shuttingDownAnswer());
  probe().then((answer) => send(res, shuttingDown ? shuttingDownAnswer() : answer), next);
};
