import type { NextFunction, Request, Response } from 'express';
import { BODY_LIMITS, type BodyLimit } from '~/lib/body-limits';
import { routePath } from './route-path';

/**
 * Request body limits of apps/web (README "Limits"), enforced in one Express middleware before React Router:
 * bytes are counted as the body streams in, whatever `Content-Length` or `Transfer-Encoding` say, so that no
 * route ever holds more than its limit in memory.
 *
 * - A declared `Content-Length` over the limit is answered 413 at once; the app never sees the request.
 * - A body that streams past its limit (chunked, or a client that lies) is cut off: the stream React Router reads
 *   fails and the client gets 413.
 * In both cases the rest of the body is read and thrown away (memory stays flat), so that the client can read the
 * answer, until the client stops or `DRAIN_MS` passes, when the connection is closed.
 *
 * Why our own code: body-parser counts bytes the same way but keeps the body for `req.body`, while React Router's
 * Express adapter reads the request stream itself; this middleware only counts and never buffers.
 */

/** How long a refused body may keep arriving (and be discarded) before the connection is closed. */
const DRAIN_MS = 10_000;

/** Methods whose body React Router reads (actions). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The error a route's body stream fails with when the limit is passed. */
export class PayloadTooLargeError extends Error {
  readonly status = 413;
  constructor(readonly limit: BodyLimit) {
    super(limit.message);
    this.name = 'PayloadTooLargeError';
  }
}

/** The limit that applies to a path: the first entry of `BODY_LIMITS` that matches. */
export function bodyLimitFor(path: string): BodyLimit {
  return BODY_LIMITS.find((limit) => limit.path.test(path)) ?? BODY_LIMITS[BODY_LIMITS.length - 1];
}

/** 413 in the form the caller reads: JSON for scripts (the apply form's and cover upload's XHR), else a short page. */
function refuse(req: Request, res: Response, limit: BodyLimit): void {
  if (res.headersSent) return;
  // No `Connection: close`: closing while the client still uploads makes browsers show a reset instead of this
  // answer. The rest of the body is drained instead (`drain`).
  res.status(413).set('Cache-Control', 'no-store');
  if (req.accepts(['html', 'json']) === 'json') {
    res.json({ error: { status: 413, message: limit.message } });
  } else {
    res
      .type('html')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>Too large</title>` +
          `<p>${limit.message}</p><p><a href="javascript:history.back()">Go back</a></p></html>`,
      );
  }
}

/** Reads and discards what is left of a refused body, then closes the connection if it is still coming. */
function drain(req: Request): void {
  const timer = setTimeout(() => req.socket.destroy(), DRAIN_MS);
  timer.unref();
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
  req.resume();
}

export function limitRequestBodies() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!BODY_METHODS.has(req.method)) return next();
    const limit = bodyLimitFor(routePath(req.originalUrl));

    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit.bytes) {
      refuse(req, res, limit);
      drain(req);
      return;
    }

    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit.bytes) return;
      req.off('data', count);
      // React Router's adapter reads `req` through 'data' events; failing it ends the action's read of the body.
      if (req.listenerCount('error') > 0) req.emit('error', new PayloadTooLargeError(limit));
      refuse(req, res, limit);
      drain(req);
    };
    req.on('data', count);
    next();
  };
}
