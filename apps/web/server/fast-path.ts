import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { REQUEST_ID_HEADER } from '@agency/contract';
import type { TLSSocket } from 'node:tls';
import {
  acceptedEncoding,
  bodyIn,
  pageRequestOf,
  personalRequest,
  sendCachedPage,
  type CachedPage,
  type PageCache,
  type PageRequest,
} from './page-cache';
import { securityHeaders } from './security-headers';

/** What the hooks learn of an answer given before Express. */
export interface ServedFromCache {
  /** The path asked for, without its query string (a public page's path: the page cache's routes). */
  path: string;
  /** 200, or 304 for a matching ETag. */
  status: number;
  /** From the request reaching the server's handler to the answer handed to the socket, in ms. */
  durationMs: number;
  /** Always a hit: a miss, a stale page and everything else are Express's. */
  cache: 'hit';
  /** The id the answer echoed in `X-Request-Id` (`FastPathHooks.requestId`), if any. */
  requestId?: string;
}

/**
 * Where the request-wide concerns of the Express path plug into the fast path, so that a cached page answered here
 * carries and reports what it would through Express.
 */
export interface FastPathHooks {
  /**
   * The request's id, taken from the trusted proxy's `X-Request-Id` or made (what the Express path's first middleware
   * does, ./request-log.ts): echoed in `X-Request-Id`, first of all headers, as from a middleware placed first in
   * server.js. Asked once per answer, before anything is sent.
   */
  requestId?(req: IncomingMessage): string;
  /**
   * Called once the answer is handed to the socket: the request's one log line (`logRequest`), the request metrics
   * (`observeRequest`) and the page cache's hit counter.
   */
  onServed?(req: IncomingMessage, res: ServerResponse, info: ServedFromCache): void;
}

/** What a request's inputs to `pageRequestOf` and the encoding negotiation gave, remembered by those inputs. */
interface Known {
  /** `pageRequestOf`'s answer: null for a request that is not for a cacheable page. */
  request: PageRequest | null;
  /** Express's `req.path`. */
  path: string;
  /** `acceptedEncoding`'s answer. */
  encoding: string | false;
}

/** How many requests' inputs `cachedPagesFirst` remembers; then it starts again (a `Map` cleared, as server.js's). */
const KNOWN_REQUESTS = 2_000;

/**
 * The web server's request handler in production (docs/008-public-pages-at-static-speed.md, "Cached pages before
 * Express"; docs/021-operations.md): an anonymous GET or HEAD of a public page that is fresh in `pages` is answered at
 * once, with the security headers (./security-headers.ts) and `sendCachedPage` — the same headers, CSP, ETag/304 and
 * encoding as through Express — without running Express's middleware stack; every other request goes to `server`,
 * the Express app of server.js, as before.
 *
 * Which requests are cacheable and anonymous is `pageRequestOf`'s rule (./page-cache.ts), read from the request with
 * Express's own request and response objects (`server.request`, `server.response`: its path, query parser, trusted
 * proxy, content negotiation and freshness), as Express's `app.handle` sets them up. Its answer and the encoding
 * negotiated are remembered by what they read (the URL, `Host`, `Accept-Encoding`, TLS and a trusted proxy's
 * `X-Forwarded-Proto`; cookies are checked each time), so that the next such request is answered from its kept head
 * without Express's objects (setting the prototypes of both objects, its getters and `accepts`' parsing cost about
 * 5-8 µs a request, a third of what a hit costs besides writing to the socket). Left to Express: a page not fresh in
 * the cache (it renders it, or serves it stale while it renders it again), and an answer that would go out
 * uncompressed (server.js's compression middleware may still compress it). A page is in the cache only after a
 * request for its path went through Express past the static files, so no built file is shadowed here.
 */
export function cachedPagesFirst(pages: PageCache, server: Express, hooks: FastPathHooks = {}) {
  /**
   * The response head of each page by encoding, as its first answer here set it (security headers and
   * `sendCachedPage`'s): header names and values in order, after the request id's pair (`[REQUEST_ID_HEADER, '']`,
   * the value filled in for each answer), for `writeHead` to send at once the next time. Only for unconditional
   * requests: a conditional one may be a 304, which `sendCachedPage` decides.
   * The whole head goes to `writeHead` as one array, nothing set before with `setHeader`: Node then writes the pairs as
   * given, where a header set before makes it remove and add every pair again (about 8 µs an answer, a sixth of a hit's
   * CPU: docs/008-public-pages-at-static-speed.md, "Cached pages before Express").
   */
  const heads = new WeakMap<CachedPage, Partial<Record<'br' | 'gzip', string[]>>>();
  const known = new Map<string, Known>();
  const trust = server.get('trust proxy fn') as (address: string, hop: number) => boolean;

  /**
   * Everything `pageRequestOf` and `acceptedEncoding` read of a request but its method and cookies, as one string:
   * Express's `req.protocol` (TLS; from a trusted address, `X-Forwarded-Proto`), `req.get('host')`, `Accept-Encoding`,
   * and `req.url` (`req.path` and `req.query`). A header's absence differs from its being empty.
   */
  function inputsOf(incoming: IncomingMessage): string {
    const { socket, headers } = incoming;
    // As Express asks it, the address as the socket gives it.
    const proxied = trust(socket.remoteAddress as string, 0);
    // Node joins repeated headers of this kind into one string.
    const forwarded = proxied ? (headers['x-forwarded-proto'] as string | undefined) : undefined;
    const given = (value: string | undefined) => (value === undefined ? '-' : `+${value}`);
    return `${(socket as TLSSocket).encrypted ? 'tls' : 'tcp'}\n${given(forwarded)}\n${given(headers.host)}\n${given(
      headers['accept-encoding'],
    )}\n${incoming.url}`;
  }

  /** Express's request and response objects of `incoming` and `outgoing`, as Express's app.handle makes them. */
  function expressObjects(incoming: IncomingMessage, outgoing: ServerResponse) {
    // Done again by Express for the requests handed on.
    const req = Object.setPrototypeOf(incoming, server.request) as ExpressRequest;
    const res = Object.setPrototypeOf(outgoing, server.response) as ExpressResponse;
    req.res = res;
    res.req = req;
    res.locals ??= Object.create(null) as ExpressResponse['locals'];
    return { req, res };
  }

  return function handle(incoming: IncomingMessage, outgoing: ServerResponse): void {
    if (incoming.method !== 'GET' && incoming.method !== 'HEAD') return void server(incoming, outgoing);
    if (personalRequest(incoming.headers)) return void server(incoming, outgoing);
    const started = performance.now();
    const inputs = inputsOf(incoming);
    let express = null;
    let seen = known.get(inputs);
    if (seen === undefined) {
      express = expressObjects(incoming, outgoing);
      const { req } = express;
      seen = { request: pageRequestOf(req), path: req.path, encoding: acceptedEncoding(req) };
      if (known.size >= KNOWN_REQUESTS) known.clear();
      known.set(inputs, seen);
    }
    const page = seen.request && pages.fresh(seen.request);
    const encoded = page && bodyIn(page, seen.encoding);
    if (!page || !encoded) return void server(incoming, outgoing);
    const { encoding, body } = encoded;
    const requestId = hooks.requestId?.(incoming);
    const conditional = 'if-none-match' in incoming.headers || 'if-modified-since' in incoming.headers;
    const kept = conditional ? undefined : heads.get(page)?.[encoding];
    if (kept) {
      let head = kept;
      if (requestId === undefined) head = kept.slice(2);
      else (head = kept.slice())[1] = requestId;
      outgoing.writeHead(page.status, head);
      outgoing.end(incoming.method === 'HEAD' ? undefined : body);
    } else {
      const { req, res } = express ?? expressObjects(incoming, outgoing);
      if (requestId !== undefined) res.setHeader(REQUEST_ID_HEADER, requestId);
      const before = new Set(res.getHeaderNames());
      securityHeaders(req, res, () => sendCachedPage(req, res, page, encoded));
      if (!conditional) {
        // Node's OutgoingMessage has it (the names as set, in order); @types/node declares it on ClientRequest only.
        const raw = (res as unknown as { getRawHeaderNames(): string[] }).getRawHeaderNames();
        const names = raw.filter((name) => !before.has(name.toLowerCase()));
        const head = [REQUEST_ID_HEADER, '', ...names.flatMap((name) => [name, String(res.getHeader(name))])];
        heads.set(page, { ...heads.get(page), [encoding]: head });
      }
    }
    const served: ServedFromCache = {
      path: seen.path,
      status: outgoing.statusCode,
      durationMs: performance.now() - started,
      cache: 'hit',
    };
    if (requestId !== undefined) served.requestId = requestId;
    hooks.onServed?.(incoming, outgoing, served);
  };
}
