/**
 * The rules both apps follow to be operated (docs/021-operations.md): request ids, what never reaches a log line,
 * the health answer's shape and the shutdown grace period. Written once here so that the web app, the CMS and the
 * scripts agree.
 */

/** The header a request's id travels in: set by the trusted proxy (nginx), echoed in every answer, sent on to the CMS. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A request id as given is used only when it is 1 to 128 characters of `[A-Za-z0-9._-]` (nginx's `$request_id` is
 * 32 hex digits; a UUID fits too); anything else is replaced, never logged as given.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,128}$/;

/** `value` when it is a well-formed request id (REQUEST_ID_PATTERN), otherwise undefined. */
export function wellFormedRequestId(value: unknown): string | undefined {
  return typeof value === 'string' && REQUEST_ID_PATTERN.test(value) ? value : undefined;
}

/**
 * Keys whose values are personal data or secrets and never appear in a log line, whatever object they sit in
 * (compared without case): the replacement is `REDACTED`. pino's `redact` and the CMS's winston format both read it.
 * Personal data: e-mail addresses, names, phone numbers, resume file names, cover letters and messages; secrets:
 * cookies, tokens, passwords and authorization headers.
 */
export const REDACTED_LOG_KEYS = [
  'email',
  'emailAddress',
  'address',
  'fullName',
  'name',
  'firstName',
  'lastName',
  'phone',
  'phoneNumber',
  'coverLetter',
  'message',
  'fileName',
  'filename',
  'originalFilename',
  'resume',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'jwt',
  'secret',
  'cookie',
  'set-cookie',
  'authorization',
  'identifier',
] as const;

/** What a redacted value is logged as. */
export const REDACTED = '[redacted]';

/** How long a shutting-down app lets requests in flight finish, in ms (`SHUTDOWN_GRACE_MS`, default 25 s). */
export const SHUTDOWN_GRACE_MS_DEFAULT = 25_000;

/** `SHUTDOWN_GRACE_MS` as a whole number of ms from 0, or the default when unset or not such a number. */
export function shutdownGraceMs(value: string | undefined): number {
  const parsed = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : SHUTDOWN_GRACE_MS_DEFAULT;
}

/** One dependency's answer in a readiness check: `ok` or `failed`, and how long the check took in ms. */
export interface HealthCheck {
  status: 'ok' | 'failed';
  latencyMs: number;
}

/**
 * The body of `GET /healthz` and `GET /readyz` on both apps: `status` is `ok` (HTTP 200) or `failed` (HTTP 503);
 * `checks` names each dependency (readiness only; `shutdown` and `starting` appear as failed checks while the process
 * stops or starts). No hostname, secret or error text is ever in it.
 */
export interface HealthAnswer {
  status: 'ok' | 'failed';
  checks: Record<string, HealthCheck>;
}

/** How long one readiness check may take before it counts as failed, in ms. */
export const HEALTH_CHECK_TIMEOUT_MS = 2_000;

/** Liveness on both apps: 200 while the process answers; no dependency is checked (docs/021-operations.md "Health"). */
export const LIVENESS_PATH = '/healthz';

/** Readiness on both apps: 200 when every dependency answered within its timeout, else 503 naming the failed ones. */
export const READINESS_PATH = '/readyz';

/** The check a readiness answer names while the process is shutting down (it answers 503 from the signal on). */
export const SHUTDOWN_CHECK = 'shutdown';

/**
 * The headers of every health answer: JSON, never stored by a browser, a proxy or the web app's page cache.
 */
export const HEALTH_HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } as const;

/** The HTTP status of a health answer: 200 when `ok`, 503 when `failed`. */
export function healthStatusCode(answer: HealthAnswer): 200 | 503 {
  return answer.status === 'ok' ? 200 : 503;
}

/** The answer of liveness: the process answers, nothing else is checked. */
export function liveAnswer(): HealthAnswer {
  return { status: 'ok', checks: {} };
}

/** The readiness answer of a process that is shutting down: failed, naming `SHUTDOWN_CHECK`; no dependency asked. */
export function shuttingDownAnswer(): HealthAnswer {
  return { status: 'failed', checks: { [SHUTDOWN_CHECK]: { status: 'failed', latencyMs: 0 } } };
}

/**
 * Runs every readiness check at once, each with its own `timeoutMs` (default `HEALTH_CHECK_TIMEOUT_MS`): a check is
 * `ok` when its promise resolves within it, `failed` when it rejects or is late (its work is left to finish or fail on
 * its own), with the time it took in whole ms. Never throws. What a check threw goes to `onFailure` (for the log),
 * never into the answer, which holds only names, statuses and latencies.
 */
export async function checkReadiness(
  checks: Record<string, () => Promise<unknown>>,
  {
    timeoutMs = HEALTH_CHECK_TIMEOUT_MS,
    onFailure,
  }: { timeoutMs?: number; onFailure?: (name: string, error: unknown) => void } = {},
): Promise<HealthAnswer> {
  const results = await Promise.all(
    Object.entries(checks).map(async ([name, check]): Promise<[string, HealthCheck]> => {
      const started = performance.now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      let status: HealthCheck['status'] = 'ok';
      try {
        await Promise.race([Promise.resolve().then(check), late]);
      } catch (error) {
        status = 'failed';
        onFailure?.(name, error);
      } finally {
        clearTimeout(timer);
      }
      return [name, { status, latencyMs: Math.round(performance.now() - started) }];
    }),
  );
  return {
    status: results.every(([, result]) => result.status === 'ok') ? 'ok' : 'failed',
    checks: Object.fromEntries(results),
  };
}

/**
 * A readiness probe over `checks` (read at each call, `checkReadiness` with `timeoutMs`) that logs each check's
 * changes, not each probe: `log` hears a check's failure once when it starts, with what it threw (for the operator;
 * the answer never holds it), and once when it passes again.
 */
export function readinessProbe(
  checks: () => Record<string, () => Promise<unknown>>,
  { timeoutMs = HEALTH_CHECK_TIMEOUT_MS, log }: { timeoutMs?: number; log: (message: string) => void },
): () => Promise<HealthAnswer> {
  const failing = new Set<string>();
  return async () => {
    const answer = await checkReadiness(checks(), {
      timeoutMs,
      onFailure(name, error) {
        if (failing.has(name)) return;
        failing.add(name);
        log(`Readiness: ${name} failed (${error instanceof Error ? error.message : String(error)}).`);
      },
    });
    for (const [name, check] of Object.entries(answer.checks)) {
      if (check.status === 'ok' && failing.delete(name)) log(`Readiness: ${name} ok again.`);
    }
    return answer;
  };
}

/** Where each instance of both apps serves its metrics in Prometheus's text format (docs/021-operations.md). */
export const METRICS_PATH = '/metrics';

/**
 * How a process exposes its metrics (docs/021-operations.md "Metrics and alerts"), read from its environment:
 * - `enabled`: false only with `METRICS=off` (no metric is collected or served; for benchmarks of their cost);
 * - `token`: `METRICS_TOKEN`; `METRICS_PATH` on the app's own port answers only a request carrying
 *   `Authorization: Bearer <token>` (compared in constant time). Without it, the app's port never serves metrics,
 *   whoever asks: a reverse proxy on the same machine makes every visitor a loopback caller, so being local proves
 *   nothing there;
 * - `port`: `METRICS_PORT`, a whole number from 1 to 65535; `METRICS_PATH` is then also served, without a token, on
 *   that port of 127.0.0.1 only (each instance on a machine needs its own port). Any other value means none.
 */
export interface MetricsSettings {
  enabled: boolean;
  token?: string;
  port?: number;
}

/** The metrics settings of `env` (see `MetricsSettings`). */
export function metricsSettings(env: Record<string, string | undefined>): MetricsSettings {
  const settings: MetricsSettings = { enabled: env.METRICS?.trim().toLowerCase() !== 'off' };
  const token = env.METRICS_TOKEN?.trim();
  if (token) settings.token = token;
  const port = Number(env.METRICS_PORT);
  if (env.METRICS_PORT?.trim() && Number.isInteger(port) && port >= 1 && port <= 65_535) settings.port = port;
  return settings;
}

/** The token of an `Authorization: Bearer <token>` header (the scheme in any case), or undefined. */
export function bearerTokenOf(authorization: string | undefined): string | undefined {
  return /^Bearer +([^\s]+) *$/i.exec(authorization ?? '')?.[1];
}
