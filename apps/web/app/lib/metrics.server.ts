import { metricsSettings } from '@agency/contract';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The web app's metrics (docs/021-operations.md "Metrics and alerts"), every one defined here, with prom-client, in a
 * registry of this process: `/metrics` serves it in Prometheus's text format (server/metrics.ts says who may read it).
 * Names follow Prometheus's conventions with the app's prefix `agency_web_`; Node's process metrics keep their
 * standard names (`process_*`, `nodejs_*`: Prometheus's `job` label tells the apps apart). Labels hold route
 * patterns, statuses and fixed words, never a raw path, a query, an id or anything a visitor typed: every label value
 * comes from a closed list, so the number of series stays bounded whatever the traffic.
 * With several instances each counts its own; Prometheus sums them.
 * `METRICS=off` turns collection off (`observeRequest` does nothing, no process metrics, `/metrics` is not served):
 * for measuring their cost (bench/cached-pages.mjs).
 */
export const metricsConfig = metricsSettings(process.env);

/** This process's registry; every metric below is in it. */
export const registry = new Registry();

const PREFIX = 'agency_web_';
const registers = [registry];

if (metricsConfig.enabled) collectDefaultMetrics({ register: registry });

/** The duration buckets of requests, in seconds: a cached page takes well under a millisecond, a render tens. */
const REQUEST_SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

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

/** The methods counted by name; any other is `OTHER`. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The series of one method, route and status, found once (a Map lookup per request instead of prom-client's hashing). */
const series = new Map<
  string,
  { count: Counter.Internal; seconds: Histogram.Internal<'method' | 'route' | 'status'> }
>();

/**
 * Counts one answered request and its duration. Callable from any HTTP handler (Express or plain node:http).
 * @param route a route pattern (`/jobs/:slug`) or a fixed word (`static`, `other`), never a raw path
 * @param status the HTTP status sent
 * @param seconds from the request's arrival to the end of its answer
 * @param method the request's method (others than the common ones count as `OTHER`)
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

/** The page cache's traffic (server/page-cache.ts). */
export const pageCacheMetrics = {
  hits: new Counter({
    name: `${PREFIX}page_cache_hits_total`,
    help: 'Public page requests answered from the page cache (fresh or stale).',
    registers,
  }),
  misses: new Counter({
    name: `${PREFIX}page_cache_misses_total`,
    help: 'Public page requests the page cache had no current page for (rendered).',
    registers,
  }),
  evictions: new Counter({
    name: `${PREFIX}page_cache_evictions_total`,
    help: 'Pages dropped from the page cache to stay within PAGE_CACHE_MB.',
    registers,
  }),
};

/** What the page cache holds now, asked at each scrape (`measurePageCache`). */
let pageCacheSize: () => { bytes: number; entries: number } = () => ({ bytes: 0, entries: 0 });

new Gauge({
  name: `${PREFIX}page_cache_size_bytes`,
  help: 'Bytes the page cache holds (pages with their gzip and brotli forms), at most PAGE_CACHE_MB.',
  registers,
  collect() {
    this.set(pageCacheSize().bytes);
  },
});
new Gauge({
  name: `${PREFIX}page_cache_entries`,
  help: 'Pages the page cache holds.',
  registers,
  collect() {
    this.set(pageCacheSize().entries);
  },
});

/** Makes the page cache's size gauges read `size` at each scrape (the app's one cache, server/app.ts). */
export function measurePageCache(size: () => { bytes: number; entries: number }): void {
  pageCacheSize = size;
}

/**
 * Why an application was not stored (the applicant was told so, except `honeypot`: a bot is told it worked):
 * `invalid` (not a form, or the form's check failed), `rate_limited`, `honeypot`, `busy` (no slot in time),
 * `cms_refused` (the CMS answered with an error), `cms_unreachable`.
 */
export type ApplicationRefusal = 'rate_limited' | 'invalid' | 'honeypot' | 'busy' | 'cms_refused' | 'cms_unreachable';

/** The apply form's outcomes (features/applications/applications.server.ts). */
export const applicationMetrics = {
  received: new Counter({
    name: `${PREFIX}applications_received_total`,
    help: 'Applications received (the apply form, with or without JavaScript).',
    registers,
  }),
  stored: new Counter({
    name: `${PREFIX}applications_stored_total`,
    help: 'Applications the CMS confirmed stored (the applicant was told so).',
    registers,
  }),
  refused: new Counter({
    name: `${PREFIX}applications_refused_total`,
    help: 'Applications not stored, by reason (the applicant was told so).',
    labelNames: ['reason'],
    registers,
  }),
  unconfirmed: new Counter({
    name: `${PREFIX}applications_unconfirmed_total`,
    help: 'Applications that may have arrived but that the CMS never confirmed (the applicant was told "unconfirmed").',
    registers,
  }),
};

/** Counts one refused application. */
export function applicationRefused(reason: ApplicationRefusal): void {
  applicationMetrics.refused.inc({ reason });
}

const rateLimitRefusals = new Counter({
  name: `${PREFIX}rate_limit_refusals_total`,
  help: 'Requests refused by a rate limit, by limit: public-forms, staff-sign-in (per client), staff-sign-in-account.',
  labelNames: ['limit'],
  registers,
});

/** Counts one request refused by the limit named `limit` (a name fixed in the code: its `keyPrefix`). */
export function rateLimitRefused(limit: string): void {
  rateLimitRefusals.inc({ limit });
}

/** How a staff sign-in ended (features/staff/sign-in.server.ts). */
export type SignInOutcome = 'signed_in' | 'invalid_form' | 'rate_limited' | 'refused' | 'cms_unreachable';

const signIns = new Counter({
  name: `${PREFIX}staff_sign_ins_total`,
  help: 'Staff sign-in attempts by outcome: signed_in, refused (wrong credentials or no staff role), rate_limited, invalid_form, cms_unreachable.',
  labelNames: ['outcome'],
  registers,
});

/** Counts one staff sign-in attempt by its outcome. */
export function signInAttempted(outcome: SignInOutcome): void {
  signIns.inc({ outcome });
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
