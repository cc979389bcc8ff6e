import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import { CANDIDATE_PAGE_PATH, REQUEST_ID_HEADER, requestIdFor } from '@agency/contract';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { log, type RequestContext, requestLineLogger, runInRequest, writeRequestLine } from '~/lib/log.server';

/**
 * One log line per request, and the request's id (docs/021-operations.md "Logs").
 *
 * The id is the `X-Request-Id` that nginx (or any trusted proxy) sent, when the connection comes from an address
 * `TRUST_PROXY` trusts and the id is well-formed (the contract's `requestIdFor`); otherwise a new UUID. It is echoed in
 * the answer's `X-Request-Id`, every line logged while the request is handled carries it (lib/log.server.ts), and
 * every call to the CMS sends it on (lib/cms-client.server.ts).
 *
 * The line: `message: "request"`, `method`, `route` (React Router's pattern, `/jobs/:slug`; the path without its
 * query for anything React Router did not answer, such as a static file), `status`, `durationMs`, `requestId`, and
 * `aborted: true` when the client left before the answer was sent. Level `info`, `error` for a 5xx.
 */

/** Whether the connecting address is a trusted proxy at `hop` 0 (Express's compiled `trust proxy`, proxy-addr). */
export type TrustProxy = (address: string, hop: number) => boolean;

/** The fields of one request's line. */
export interface RequestLine {
  method: string;
  route: string;
  status: number;
  durationMs: number;
  requestId: string;
  aborted?: true;
}

/** The longest path a line gives as its route (a path is only logged when no route pattern is known). */
const MAX_LOGGED_PATH = 256;

/**
 * The id of `req` (see above), without setting it on the answer: for a handler that sends its whole head at once
 * (./fast-path.ts), which echoes it in `X-Request-Id` itself.
 */
export function requestIdOf(req: IncomingMessage, trust: TrustProxy): string {
  return requestIdFor(req.headers[REQUEST_ID_HEADER], trust(req.socket.remoteAddress ?? '', 0));
}

/** The id of `req` (see above), also set as the answer's `X-Request-Id`. */
export function assignRequestId(req: IncomingMessage, res: ServerResponse, trust: TrustProxy): string {
  const requestId = requestIdOf(req, trust);
  res.setHeader(REQUEST_ID_HEADER, requestId);
  return requestId;
}

/** A path whose segment after the candidate's page's base is a token (docs/025-placements.md "The candidate's page"). */
const CANDIDATE_PAGE_TOKEN = new RegExp(`^${CANDIDATE_PAGE_PATH}/(?!export\\.zip(?:$|/))[^/]+`);

/**
 * The path of a request URL without its query string (`/blog?q=x` → `/blog`), at most MAX_LOGGED_PATH characters; the
 * token of a candidate's page (`/my-application/<token>`, also with `.data`) is logged as `:token`.
 */
export function pathOf(url: string): string {
  const end = url.indexOf('?');
  const path = end === -1 ? url : url.slice(0, end);
  return path.replace(CANDIDATE_PAGE_TOKEN, `${CANDIDATE_PAGE_PATH}/:token`).slice(0, MAX_LOGGED_PATH);
}

/**
 * Writes the line of one finished request. For a server that answers without the middleware below (a plain
 * `node:http` handler in front of Express, such as the page cache's hits): it takes the id with `requestIdOf` (or
 * `assignRequestId`) and gives every field itself.
 */
export function logRequest(line: RequestLine): void {
  writeRequestLine(line.status >= 500 ? 'error' : 'info', line);
}

const requestOf = new WeakMap<IncomingMessage, RequestContext>();

/** The line's fields of a finished (or abandoned) request handled by `requestLogging`. */
function lineOf(req: IncomingMessage, res: ServerResponse, durationMs: number): Omit<RequestLine, 'requestId'> {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
  const line: Omit<RequestLine, 'requestId'> = {
    method: req.method ?? 'GET',
    route: requestOf.get(req)?.route ?? pathOf(url),
    status: res.statusCode,
    durationMs,
  };
  if (!res.writableFinished) line.aborted = true;
  return line;
}

/** Methods that only read: their lines are written directly (see `requestLogging`). */
const READS = new Set(['GET', 'HEAD']);

/**
 * Middleware (Express, or any `(req, res, next)` server) that gives each request its id and its line, and runs the
 * rest of the request inside it (lib/log.server.ts `runInRequest`). First in server.js, so that static files get their
 * line too. `trust` decides whose `X-Request-Id` is kept (Express: `app.get('trust proxy fn')`); `logger` writes the
 * lines (tests give their own).
 * Requests that change something (POST, PUT, DELETE…: forms, applications, sign-ins, staff actions) go through
 * pino-http; reads (GET, HEAD: pages, cached pages, files) get the same line written directly on `close`, as
 * `logRequest` does: pino-http's work for each request (a child logger, its properties on `req` and `res`) took about
 * 50 µs of CPU, more than half of what a cached page costs through Express (about 90 µs), the direct line about 15 µs
 * (2-core machine, wrk, 20 connections, docs/021-operations.md "Logs").
 */
export function requestLogging(trust: TrustProxy, logger: Logger = requestLineLogger) {
  const lines = pinoHttp({
    logger,
    genReqId: (req, res) => assignRequestId(req, res, trust),
    // The line's logger is bound to the id alone: pino-http's `req`/`res` objects (headers, cookies) are never logged.
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessObject: (req, res, fields: { responseTime: number }) => lineOf(req, res, fields.responseTime),
    customErrorObject: (req, res, _error, fields: { responseTime: number }) => lineOf(req, res, fields.responseTime),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
  });
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    let request: RequestContext;
    if (READS.has(req.method ?? '')) {
      const started = Date.now();
      request = { requestId: assignRequestId(req, res, trust) };
      res.once('close', () => {
        const line = { ...lineOf(req, res, Date.now() - started), requestId: request.requestId };
        if (line.status >= 500) logger.error(line, 'request');
        else logger.info(line, 'request');
      });
    } else {
      lines(req, res);
      // pino-http's id is what `genReqId` above returned: `assignRequestId`'s string.
      request = { requestId: req.id as string };
    }
    requestOf.set(req, request);
    runInRequest(request, next);
  };
}

/** The 4xx or 5xx status an error carries (`status` or `statusCode`, as Express's final handler reads it), else 500. */
function statusOf(error: unknown): number {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const given = typeof status === 'number' ? status : statusCode;
  return typeof given === 'number' && given >= 400 && given <= 599 ? given : 500;
}

/**
 * Express's last error handler, last in server.js: Express's own prints an error with `console.error`, outside the
 * log; this one logs a 5xx's error as a line of the request (`Request failed`, with `err`), then answers as Express
 * would in production: the status and its name as plain text, or, when the answer has begun already, the connection
 * closed.
 */
export function answerError(error: unknown, req: IncomingMessage, res: ServerResponse, _next: unknown): void {
  const status = statusOf(error);
  if (status >= 500) log.error({ err: error }, 'Request failed');
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  const body = STATUS_CODES[status] ?? 'Error';
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(req.method === 'HEAD' ? undefined : body);
}
