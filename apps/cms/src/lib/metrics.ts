import { createHash, timingSafeEqual } from 'crypto';
import { createServer, type Server, type ServerResponse } from 'http';
import { bearerTokenOf, METRICS_PATH, metricsSettings, type EmailKind, type MetricsSettings } from '@agency/contract';
import { errors } from '@strapi/utils';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The CMS's metrics (docs/021-operations.md "Metrics and alerts"), every one defined here, with prom-client, in a
 * registry of this process, served in Prometheus's text format at `/metrics` by `global::metrics`
 * (src/middlewares/metrics.ts: only with `METRICS_TOKEN`) and on `METRICS_PORT` of 127.0.0.1 (`listenForMetrics`).
 * Names follow Prometheus's conventions with the app's prefix `agency_cms_`; Node's process metrics keep their standard
 * names (`process_*`, `nodejs_*`). Labels hold route patterns, statuses and words of closed lists (an email's kind, a
 * refusal's reason), never a raw path, an id, an address or anything a visitor sent.
 * Counters are this instance's own (Prometheus sums the instances); the outbox gauges are read from the database at
 * each scrape, so every instance reports the same values: take one (`max`), not their sum.
 * `METRICS=off` turns collection and serving off.
 */
export const metricsConfig = metricsSettings(process.env);

/** This process's registry; every metric below is in it. */
export const registry = new Registry();

const PREFIX = 'agency_cms_';
const registers = [registry];

if (metricsConfig.enabled) collectDefaultMetrics({ register: registry });

/** The duration buckets of requests, in seconds. */
const REQUEST_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const requests = new Counter({
  name: `${PREFIX}http_requests_total`,
  help: 'HTTP requests answered, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'],
  registers,
});
const requestSeconds = new Histogram({
  name: `${PREFIX}http_request_duration_seconds`,
  help: 'Time from a request’s arrival to the end of its answer, in seconds, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'],
  buckets: REQUEST_SECONDS,
  registers,
});

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const series = new Map<
  string,
  { count: Counter.Internal; seconds: Histogram.Internal<'method' | 'route' | 'status'> }
>();

/**
 * Counts one answered request and its duration.
 * @param route a route pattern (`/api/jobs/:id`) or `other`, never a raw path
 * @param status the HTTP status sent (499 when the client left first)
 * @param seconds from the request's arrival to the end of its answer
 */
export function observeRequest(route: string, status: number, seconds: number, method = 'GET'): void {
  if (!metricsConfig.enabled) return;
  const key = `${method} ${status} ${route}`;
  let found = series.get(key);
  if (!found) {
    const labels = { method: METHODS.has(method) ? method : 'OTHER', route, status: String(status) };
    found = { count: requests.labels(labels), seconds: requestSeconds.labels(labels) };
    series.set(key, found);
  }
  found.count.inc();
  found.seconds.observe(seconds);
}

/** Why the CMS did not store an application: `invalid` (400), `too_large` (413), `rate_limited` (429), `failed`. */
export type ApplicationRefusal = 'invalid' | 'too_large' | 'rate_limited' | 'failed';

/** The public application endpoint's outcomes (api::job-application create). */
export const applicationMetrics = {
  stored: new Counter({
    name: `${PREFIX}applications_stored_total`,
    help: 'Applications stored with their resume.',
    registers,
  }),
  replayed: new Counter({
    name: `${PREFIX}applications_replayed_total`,
    help: 'Submissions answered with the application stored before under their idempotency key (a retry).',
    registers,
  }),
  refused: new Counter({
    name: `${PREFIX}applications_refused_total`,
    help: 'Applications not stored, by reason: invalid, too_large, rate_limited, failed (storage or database).',
    labelNames: ['reason'],
    registers,
  }),
};

/** Counts one application not stored. */
export function applicationRefused(reason: ApplicationRefusal): void {
  applicationMetrics.refused.inc({ reason });
}

/**
 * Runs one public submission and counts how it ended: stored, replayed (`replayed` in its answer), or refused by the
 * error it threw (a ValidationError is `invalid`, a PayloadTooLargeError `too_large`, anything else `failed`), which
 * it rethrows.
 */
export async function countApplication<T extends { replayed: boolean }>(submit: () => Promise<T>): Promise<T> {
  let answer: T;
  try {
    answer = await submit();
  } catch (error) {
    applicationRefused(
      error instanceof errors.ValidationError
        ? 'invalid'
        : error instanceof errors.PayloadTooLargeError
          ? 'too_large'
          : 'failed',
    );
    throw error;
  }
  (answer.replayed ? applicationMetrics.replayed : applicationMetrics.stored).inc();
  return answer;
}

/** The email outbox's traffic (lib/notifications.ts records, lib/outbox.ts sends), by the email's kind. */
export const outboxMetrics = {
  queued: new Counter({
    name: `${PREFIX}outbox_queued_total`,
    help: 'Emails recorded in the outbox (counted when their transaction commits), by kind.',
    labelNames: ['kind'],
    registers,
  }),
  sent: new Counter({
    name: `${PREFIX}outbox_sent_total`,
    help: 'Emails the SMTP server accepted, by kind.',
    labelNames: ['kind'],
    registers,
  }),
  retried: new Counter({
    name: `${PREFIX}outbox_retries_total`,
    help: 'Send attempts that failed and will be tried again later, by kind.',
    labelNames: ['kind'],
    registers,
  }),
  failed: new Counter({
    name: `${PREFIX}outbox_failed_total`,
    help: 'Emails given up after their last attempt (staff see them on the dashboard), by kind.',
    labelNames: ['kind'],
    registers,
  }),
};

/** Counts one outbox event of an email of `kind`. */
export function outboxEvent(event: keyof typeof outboxMetrics, kind: EmailKind): void {
  outboxMetrics[event].inc({ kind });
}

/** What the outbox holds, as `lib/outbox.ts` `outboxBacklog` reads it from the database. */
export interface OutboxBacklog {
  pending: number;
  failed: number;
  /** Seconds since the oldest pending email was recorded; 0 when none is pending. */
  oldestPendingSeconds: number;
}

/** The database read of the outbox gauges, set by `measureOutbox`; none until then. */
let backlog: (() => Promise<OutboxBacklog>) | null = null;
/** One read shared by the gauges of one scrape. */
let reading: Promise<OutboxBacklog | null> | null = null;

/** The backlog for the scrape in progress: one query however many gauges ask; null when it cannot be read. */
function currentBacklog(): Promise<OutboxBacklog | null> {
  reading ??= (backlog ? backlog() : Promise.resolve(null))
    .catch(() => null)
    .finally(() => setImmediate(() => (reading = null)));
  return reading;
}

const outboxMessages = new Gauge({
  name: `${PREFIX}outbox_messages`,
  help: 'Emails in the outbox by status, pending or failed (read from the database at each scrape: the same on every instance).',
  labelNames: ['status'],
  registers,
  async collect() {
    const now = await currentBacklog();
    if (!now) return;
    outboxMessages.set({ status: 'pending' }, now.pending);
    outboxMessages.set({ status: 'failed' }, now.failed);
  },
});
const oldestPending = new Gauge({
  name: `${PREFIX}outbox_oldest_pending_age_seconds`,
  help: 'Age of the oldest email not sent yet, in seconds; 0 when none waits (read from the database at each scrape).',
  registers,
  async collect() {
    const now = await currentBacklog();
    if (now) oldestPending.set(now.oldestPendingSeconds);
  },
});

/** Makes the outbox gauges read `read` at each scrape (src/index.ts, on Strapi's database). */
export function measureOutbox(read: () => Promise<OutboxBacklog>): void {
  backlog = read;
}

/** The job alerts' digests (src/index.ts). */
export const jobAlertDigests = new Counter({
  name: `${PREFIX}job_alert_digests_total`,
  help: 'Job-alert digests recorded in the outbox (one per confirmed subscription with new jobs).',
  registers,
});

const rateLimitRefusals = new Counter({
  name: `${PREFIX}rate_limit_refusals_total`,
  help: "Requests refused by a rate limit: public_forms (CMS_FORM_RATE_LIMIT), sign_in (AUTH_RATE_LIMIT_MAX), password (staff password forgot, reset, change), links (the public links of e-mails: talent-pool renewal, a person's own data).",
  labelNames: ['limit'],
  registers,
});

/** The limits whose refusals are counted apart (the `limit` label). */
export type RateLimitLabel = 'public_forms' | 'sign_in' | 'password' | 'links';

/** Counts one request refused by the limit `limit`. */
export function rateLimitRefused(limit: RateLimitLabel): void {
  rateLimitRefusals.inc({ limit });
}

/** True when `authorization` carries `token` as its Bearer token (sha-256 of both compared in constant time). */
export function carriesToken(authorization: string | undefined, token: string): boolean {
  const given = bearerTokenOf(authorization);
  if (given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** The registry's metrics in Prometheus's text format, with their content type. */
export async function metricsAnswer(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}

/**
 * With `METRICS_PORT` set (and metrics on), a server on 127.0.0.1 at that port answering `GET /metrics` without a
 * token, and 404 to anything else; null otherwise. `settings`: this process's. Closed by the CMS's `destroy`.
 */
export function listenForMetrics({ enabled, port }: MetricsSettings = metricsConfig): Server | null {
  if (!enabled || port === undefined) return null;
  const send = async (res: ServerResponse) => {
    const { contentType, body } = await metricsAnswer();
    res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
    res.end(body);
  };
  const server = createServer((req, res) => {
    if ((req.url ?? '/').split('?')[0] === METRICS_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      send(res).catch(() => res.destroy());
      return;
    }
    res.writeHead(404).end();
  });
  server.listen(port, '127.0.0.1');
  return server;
}

const readinessChanges = new Counter({
  name: `${PREFIX}readiness_changes_total`,
  help: 'Times this instance’s readiness (GET /readyz) turned from ready to not ready or back.',
  labelNames: ['ready'],
  registers,
});

/**
 * Counts one change of this instance's readiness to `ready` (the health checks call it when `/readyz` turns; an alert
 * watches for flapping, docs/021-operations.md).
 */
export function readinessChanged(ready: boolean): void {
  readinessChanges.inc({ ready: String(ready) });
}
