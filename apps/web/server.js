/**
 * apps/web's HTTP server. Production: fresh cached public pages answered before Express (server/fast-path.ts,
 * docs/008-public-pages-at-static-speed.md), everything else through Express: `/healthz` and `/readyz` first
 * (server/health.ts), then each request's id and log line (server/request-log.ts), its metrics (server/metrics.ts), the
 * security headers on every answer, the built client assets and the Express app of the server build; SIGTERM and
 * SIGINT shut it down gracefully (server/shutdown.ts).
 * Development (`npm run dev`): Vite in middleware mode, with the same Express app loaded through Vite.
 * PORT defaults to 3000 (docs/000-product.md §12).
 */
import http from 'node:http';
import { shutdownGraceMs } from '@agency/contract';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';

const PORT = Number.parseInt(process.env.PORT || '3000', 10);
const production = process.env.NODE_ENV === 'production';
const server = express();
server.disable('x-powered-by');
server.set('trust proxy', process.env.TRUST_PROXY ?? 'loopback');
trustByAddress(server);

/**
 * Express asks its trusted-proxy rule about the client's address on every `req.protocol` and `req.ip`, and the rule
 * parses the address each time (proxy-addr with ipaddr.js: about 4% of the CPU of a cached page's answer). The answers
 * for the connecting address (hop 0) are kept per address, at most 1,000: the same rule, asked once per address.
 * Own code because neither Express nor proxy-addr keeps them.
 */
function trustByAddress(app) {
  const trust = app.get('trust proxy fn');
  const answers = new Map();
  app.set('trust proxy fn', (address, hop) => {
    if (hop !== 0) return trust(address, hop);
    let trusted = answers.get(address);
    if (trusted === undefined) {
      trusted = trust(address, 0);
      if (answers.size >= 1_000) answers.clear();
      answers.set(address, trusted);
    }
    return trusted;
  });
}

const build = production ? await import('./build/server/index.js') : null;
const vite = production ? null : await (await import('vite')).createServer({ server: { middlewareMode: true } });
/** A module of the server build (production) or its source through Vite (development). */
const serverModule = (source) => build ?? vite.ssrLoadModule(source);
const { health } = await serverModule('./server/health.ts');
const { answerError, requestLogging } = await serverModule('./server/request-log.ts');
const { log } = await serverModule('./app/lib/log.server.ts');
// /healthz and /readyz before anything else: never compressed, cached, limited or logged as visits (server/health.ts).
server.use(health);
// Then every answer, static files and refusals included, carries the request's id and gets its line.
server.use(requestLogging(server.get('trust proxy fn')));
// Compresses what is not compressed yet: pages rendered for one response. Built files and cached pages come
// compressed already.
server.use(compression());

/** The built files with the .br/.gz the build wrote beside them (vite.config.ts), by what the browser accepts. */
const staticFiles = (directory, options) =>
  expressStaticGzip(directory, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: { ...options, index: false },
  });

/** The server's request handler: Express, or in production the page cache's fast path in front of it. */
let handler = server;
if (build) {
  const { app, cachedPagesBeforeExpress, securityHeaders, setStaticFileHeaders, metrics, listenForMetrics } = build;
  // Every request timed and counted, and /metrics for Prometheus only (server/metrics.ts).
  server.use(metrics);
  listenForMetrics();
  // Before the files, so that static files, their redirects and 404s carry them too (server/security-headers.ts).
  server.use(securityHeaders);
  const files = (directory, options) => staticFiles(directory, { ...options, setHeaders: setStaticFileHeaders });
  server.use('/assets', files('build/client/assets', { immutable: true, maxAge: '1y' }));
  server.use(files('build/client', { maxAge: '1h' }));
  server.use(app);
  // Fresh cached pages before all of the above, with the same headers, request id, log line and metrics.
  handler = cachedPagesBeforeExpress(server);
} else {
  const { securityHeaders } = await vite.ssrLoadModule('./server/security-headers.ts');
  server.use(securityHeaders);
  server.use(vite.middlewares);
  server.use(async (req, res, next) => {
    try {
      const { app } = await vite.ssrLoadModule('./server/app.ts');
      app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
}

// Last: a failure's line in the log, instead of Express's console.error.
server.use(answerError);

const listener = http.createServer(handler).listen(PORT, () => {
  log.info(`Web app listening on http://localhost:${PORT} (${production ? 'production' : 'development'})`);
});
// SIGTERM/SIGINT: readiness 503, no new connections, requests in flight finish within SHUTDOWN_GRACE_MS, then Redis
// is closed and the process exits 0 (server/shutdown.ts; docs/021-operations.md).
build?.stopOnSignals(listener, {
  graceMs: shutdownGraceMs(process.env.SHUTDOWN_GRACE_MS),
  onStart: build.startShuttingDown,
  close: build.closeConnections,
  log: (message) => log.info(message),
});
