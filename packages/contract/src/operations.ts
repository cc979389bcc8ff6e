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

/**
 * The id of one request (docs/021-operations.md "Logs"): the `X-Request-Id` its caller sent when the caller is a
 * trusted proxy (`TRUST_PROXY`: nginx in front of the web app, the web app in front of the CMS) and the id is
 * well-formed (`wellFormedRequestId`), otherwise a new random UUID. A forged or malformed id is never kept, so it
 * never reaches a log line as given. `given` is the header's value as Node parses it (a repeated header is an array:
 * not kept).
 */
export function requestIdFor(given: string | string[] | undefined, callerTrusted: boolean): string {
  return (callerTrusted ? wellFormedRequestId(given) : undefined) ?? globalThis.crypto.randomUUID();
}

const REDACTED_KEYS: ReadonlySet<string> = new Set(REDACTED_LOG_KEYS.map((key) => key.toLowerCase()));

/** How deep `redactLogFields` follows nested objects; deeper values are logged as this mark. */
const MAX_LOG_DEPTH = 8;
const TOO_DEEP = '[too deep]';

/**
 * A copy of `value` fit for a log line (docs/021-operations.md "Logs"), written here once for both apps' loggers
 * (apps/web's pino, the CMS's winston format):
 * - the value of every key of REDACTED_LOG_KEYS (compared without case), at any depth, in objects and arrays, is
 *   REDACTED;
 * - an Error becomes `{ type, message, stack }` plus its numeric `status`/`statusCode`, its `code` and its `cause`
 *   (the same way): other properties of an error (a response body, a database error's `detail` or bindings, which
 *   may hold the values of a refused record) are left out;
 * - objects with `toJSON` (dates, URLs) are logged as what it returns; binary data as its length; functions and
 *   symbols left out; a circular reference as `[circular]`; below MAX_LOG_DEPTH levels, `[too deep]`.
 * The input is never changed. Free text (a message) is not searched: log lines name things by id, never by a
 * person's data.
 */
export function redactLogFields(value: unknown): unknown {
  return redactValue(value, 0, new WeakSet());
}

function redactValue(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  }
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_LOG_DEPTH) return TOO_DEEP;
  seen.add(value);
  try {
    if (value instanceof Error) return redactError(value, depth, seen);
    if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return `[binary ${value.byteLength} bytes]`;
    if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1, seen));
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') return redactValue(toJSON.call(value), depth + 1, seen);
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (REDACTED_KEYS.has(key.toLowerCase())) copy[key] = REDACTED;
      else {
        const redacted = redactValue(item, depth + 1, seen);
        if (redacted !== undefined) copy[key] = redacted;
      }
    }
    return copy;
  } finally {
    seen.delete(value);
  }
}

function redactError(error: Error, depth: number, seen: WeakSet<object>): Record<string, unknown> {
  const shape: Record<string, unknown> = { type: error.name, message: error.message, stack: error.stack };
  const { status, statusCode, code } = error as Error & Record<string, unknown>;
  if (typeof status === 'number') shape.status = status;
  if (typeof statusCode === 'number') shape.statusCode = statusCode;
  if (typeof code === 'string' || typeof code === 'number') shape.code = code;
  if (error.cause !== undefined) shape.cause = redactValue(error.cause, depth + 1, seen);
  return shape;
}

/** The levels `LOG_LEVEL` may name, from the quietest; both apps' loggers know them (pino and winston's npm levels). */
export const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** `LOG_LEVEL` as one of LOG_LEVELS (without case), `info` when unset or anything else. */
export function logLevel(value: string | undefined): LogLevel {
  const wanted = value?.trim().toLowerCase();
  return LOG_LEVELS.find((level) => level === wanted) ?? 'info';
}

/**
 * How an app writes its log: `json`, one JSON object a line on stdout (production, the tests, anything a machine
 * reads), or `pretty`, coloured lines for a person at a terminal. `LOG_FORMAT` decides when it says `json` or
 * `pretty`; otherwise `pretty` under `NODE_ENV=development` and `json` under any other (`npm start` sets
 * `LOG_FORMAT=pretty` for both apps: the web app always runs its production build).
 */
export function logFormat(value: string | undefined, nodeEnv: string | undefined): 'json' | 'pretty' {
  const wanted = value?.trim().toLowerCase();
  if (wanted === 'json' || wanted === 'pretty') return wanted;
  return nodeEnv === 'development' ? 'pretty' : 'json';
}

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
 * the answer never holds it), and once when it passes again. `onChange` hears each turn of the whole answer between
 * ready and not ready (the first probe's answer counts as a turn to ready only when it is not ready), for the
 * metrics of readiness flapping (docs/021-operations.md "Metrics and alerts").
 */
export function readinessProbe(
  checks: () => Record<string, () => Promise<unknown>>,
  {
    timeoutMs = HEALTH_CHECK_TIMEOUT_MS,
    log,
    onChange,
  }: { timeoutMs?: number; log: (message: string) => void; onChange?: (ready: boolean) => void },
): () => Promise<HealthAnswer> {
  const failing = new Set<string>();
  let ready = true;
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
    if ((answer.status === 'ok') !== ready) {
      ready = answer.status === 'ok';
      onChange?.(ready);
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
