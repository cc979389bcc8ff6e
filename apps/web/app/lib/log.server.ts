import { AsyncLocalStorage } from 'node:async_hooks';
import { writeSync } from 'node:fs';
import { logFormat, logLevel, redactLogFields } from '@agency/contract';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';

/**
 * apps/web's log (docs/021-operations.md "Logs"), server only: pino, one JSON object a line on stdout
 * (`LOG_FORMAT=json`, the default outside development), or pino-pretty's coloured lines (`LOG_FORMAT=pretty`, which
 * `npm start` sets). Fields of every line: `time` (ISO 8601), `level`, `app` (`web`), `message`, and `requestId`
 * whenever the line is written while a request is handled (`runInRequest`); `err` for a failure. `LOG_LEVEL`:
 * error, warn, info (default) or debug. Every line's fields pass the contract's `redactLogFields` first: the keys of
 * REDACTED_LOG_KEYS, at any depth, are logged as `[redacted]`, and an error only as its type, message, stack, status,
 * code and cause. Messages name things by id or slug, never by a person's data.
 */

/** What the log knows of the request being handled. */
export interface RequestContext {
  readonly requestId: string;
  /** The route pattern React Router matched (`/jobs/:slug`), once known (`nameRoute`). */
  route?: string;
}

const requests = new AsyncLocalStorage<RequestContext>();

/** Runs `handle` (and everything it starts) as part of `request`: every line logged meanwhile carries its id. */
export function runInRequest<T>(request: RequestContext, handle: () => T): T {
  return requests.run(request, handle);
}

/** The id of the request being handled, if any (sent on to the CMS: lib/cms-client.server.ts). */
export function currentRequestId(): string | undefined {
  return requests.getStore()?.requestId;
}

/**
 * Records the route pattern of the request being handled (root.tsx's middleware, from React Router's match; a cached
 * page's, server/page-cache.ts), for its request line: a leading `/` is added (`jobs/:slug` → `/jobs/:slug`).
 */
export function nameRoute(pattern: string): void {
  const request = requests.getStore();
  if (request) request.route = pattern.startsWith('/') ? pattern : `/${pattern}`;
}

/** The route pattern recorded for the request being handled, if any. */
export function currentRoute(): string | undefined {
  return requests.getStore()?.route;
}

/** `{ requestId }` of the request being handled, or nothing: pino's mixin, called for every line. */
function requestIdField(): object {
  const request = requests.getStore();
  return request ? { requestId: request.requestId } : {};
}

let lastMillisecond = Number.NaN;
let lastTime = '';

/**
 * pino's `isoTime` (`,"time":"2026-11-26T06:39:04.370Z"`), made once per millisecond: a busy instance writes tens of
 * lines in one (its cached pages' request lines), and formatting the date for each was about 2% of a hit's CPU.
 */
function isoTimeByMillisecond(): string {
  const now = Date.now();
  if (now !== lastMillisecond) {
    lastMillisecond = now;
    lastTime = `,"time":"${new Date(now).toISOString()}"`;
  }
  return lastTime;
}

/** pino's options for apps/web; `withRequestId` adds the current request's id to each line (see above). */
function options(withRequestId: boolean): LoggerOptions {
  return {
    level: logLevel(process.env.LOG_LEVEL),
    base: { app: 'web' },
    messageKey: 'message',
    timestamp: isoTimeByMillisecond,
    // `redactLogFields` already turned errors into plain objects: pino's own error serializer would misname them.
    serializers: { err: (value: unknown) => value },
    formatters: {
      level: (label) => ({ level: label }),
      log: (fields) => redactLogFields(fields) as Record<string, unknown>,
    },
    ...(withRequestId ? { mixin: requestIdField } : {}),
  };
}

/** How many characters of lines (about 80 request lines) are gathered before they are written. */
const LOG_BATCH_CHARS = 16 * 1024;
/** How long a line may wait to be written, in ms. */
const LOG_BATCH_MS = 100;

/**
 * A pino destination that gathers lines and hands `out` (SonicBoom on the file descriptor `fd`) a batch of them as one
 * string once they are `maxChars` long (at the next turn of the event loop) or the first of them is `maxDelayMs` old,
 * and what it holds at once when the process exits. A process that exits in the turn it logged its lines writes them
 * all in order; one that exits while SonicBoom's write of an earlier turn is still in libuv's threads may see that
 * write land after the lines written at exit (an exit handler cannot wait for it).
 * Own code: SonicBoom (sonic-boom 4.2, pino's destination) can gather lines itself (`minLength`), but it measures the
 * UTF-8 length of all it holds unwritten each time it is given a line, so that each line costs more the more wait;
 * without gathering, a busy instance wrote a line or two per write, each a request to libuv's threads.
 * Both cost about 4% of a cached page's CPU under load (docs/008-public-pages-at-static-speed.md, "Cached pages
 * before Express"). Every line is written, in order, at most `maxDelayMs` after it was logged.
 */
export function batchedLines(
  out: SonicBoom,
  fd: number,
  { maxChars = LOG_BATCH_CHARS, maxDelayMs = LOG_BATCH_MS } = {},
): DestinationStream & { flush(): void } {
  let lines: string[] = [];
  let chars = 0;
  let timer: NodeJS.Timeout | undefined;
  let handOff: NodeJS.Immediate | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    clearImmediate(handOff);
    handOff = undefined;
    if (lines.length === 0) return;
    const batch = lines.join('');
    lines = [];
    chars = 0;
    out.write(batch);
  };
  // At exit no timer runs: what SonicBoom holds is written first (pino's own exit handler does too), then the batch.
  process.on('exit', () => {
    if (lines.length === 0) return;
    out.flushSync();
    writeSync(fd, lines.join(''));
    lines = [];
  });
  return {
    write(line: string) {
      lines.push(line);
      chars += line.length;
      // A full batch goes at the next turn, not in this one: SonicBoom starts its write at once, in libuv's threads, and
      // a process that exits in this turn would write what it holds after that write's lines, or before them.
      if (chars >= maxChars) handOff ??= setImmediate(flush);
      else if (timer === undefined) timer = setTimeout(flush, maxDelayMs).unref();
    },
    flush,
  };
}

type SonicBoom = ReturnType<typeof pino.destination>;

/**
 * Where lines go: stdout, as JSON or through pino-pretty (in this thread). JSON lines are written asynchronously, in
 * batches (`batchedLines`: within 0.1 s), so that a slow reader of the log (a full pipe) never holds up the requests;
 * what is left is written when the process exits.
 */
function destination(): DestinationStream {
  if (logFormat(process.env.LOG_FORMAT, process.env.NODE_ENV) === 'json') {
    const fd = process.stdout.fd;
    return batchedLines(pino.destination({ dest: fd, sync: false }), fd);
  }
  return pretty({
    sync: true,
    messageKey: 'message',
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,app',
  });
}

/**
 * A logger as `log` is made, writing to `stream` (tests read what it writes). `withRequestId: false` is for the
 * request lines of server/request-log.ts, which carry their request's id themselves.
 */
export function createLogger(stream: DestinationStream = destination(), withRequestId = true): Logger {
  return pino(options(withRequestId), stream);
}

const stdout = destination();

/** The app's logger: `log.error({ err: error }, 'Job search failed')`, `log.warn('…')`. */
export const log: Logger = createLogger(stdout);

/** The logger of the one line per request (server/request-log.ts), to the same place: the line names its request. */
export const requestLineLogger: Logger = createLogger(stdout, false);

/** A request line's fields: flat strings, numbers and booleans (undefined ones are left out, as pino leaves them). */
export type FlatFields<T> = { readonly [K in keyof T]: string | number | boolean | undefined };

/**
 * A function writing one line of `logger` (made by `createLogger(out, false)`) at `level` with `fields` and the message
 * `request`, byte for byte what `logger[level](fields, 'request')` writes to `out` as JSON (fields in their order, as
 * `JSON.stringify` gives each), without pino's work for each line; with `json: false` (pino-pretty's lines) it is
 * pino's own call. Nothing is written below the logger's level.
 * Own code, for the one line a cached page's answer writes (server/request-log.ts `logRequest`): pino's per-line work
 * (its JSON building, serializers, the `formatters.log` redaction of the contract) was about 10% of such an answer's
 * CPU under load (docs/008-public-pages-at-static-speed.md, "Cached pages before Express"). Only for flat fields
 * whose keys are none of the contract's REDACTED_LOG_KEYS (a request line's method, route pattern, status, duration
 * and id): the redaction would change nothing in them.
 */
export function requestLineWriter(
  logger: Logger,
  out: DestinationStream,
  json = logFormat(process.env.LOG_FORMAT, process.env.NODE_ENV) === 'json',
) {
  return <T extends FlatFields<T>>(level: 'info' | 'error', fields: T): void => {
    if (!logger.isLevelEnabled(level)) return;
    if (!json) {
      logger[level](fields as Record<string, unknown>, 'request');
      return;
    }
    let line = `{"level":"${level}"${isoTimeByMillisecond()},"app":"web"`;
    for (const key in fields) {
      const value: unknown = fields[key];
      if (value !== undefined) line += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
    }
    out.write(`${line},"message":"request"}\n`);
  };
}

/** Writes one request line of `requestLineLogger` to stdout (`requestLineWriter`). */
export const writeRequestLine = requestLineWriter(requestLineLogger, stdout);
