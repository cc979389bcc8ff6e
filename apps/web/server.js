/**
 * apps/web's HTTP server. Production: fresh cached public pages answered before Express (server/fast-path.ts,
 * docs/008-public-pages-at-static-speed.md), everything else through Express: the security headers on every answer,
 * then the built client assets and the Express app of the server build.
 * Development (`npm run dev`): Vite in middleware mode, with the same Express app loaded through Vite.
 * PORT defaults to 3000 (docs/000-product.md §12).
 */
import http from 'node:http';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';

const PORT = Number.parseInt(process.env.PORT || '3000', 10);
const production = process.env.NODE_ENV === 'production';
const server = express();
server.disable('x-powered-by');
server.set('trust proxy', process.env.TRUST_PROXY ?? 'loopback');
trustByAddress(server);
// Compresses what is not compressed yet: pages rendered for one response. Built files and cached pages come
// compressed already.
server.use(compression());

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
if (production) {
  const { app, cachedPagesBeforeExpress, securityHeaders, setStaticFileHeaders } =
    await import('./build/server/index.js');
  // First, so that static files, their redirects and 404s carry them too (server/security-headers.ts).
  server.use(securityHeaders);
  const files = (directory, options) => staticFiles(directory, { ...options, setHeaders: setStaticFileHeaders });
  server.use('/assets', files('build/client/assets', { immutable: true, maxAge: '1y' }));
  server.use(files('build/client', { maxAge: '1h' }));
  server.use(app);
  handler = cachedPagesBeforeExpress(server, {
    // The hook points of the request-wide concerns for the answers given before Express (server/fast-path.ts):
    // `onRequest(req, res)`, before any header: the request id (X-Request-Id, taken or made, echoed);
    // `onServed(req, res, { path, status, durationMs, cache })`, once answered: the request's log line
    // (logRequest), the request metrics (observeRequest) and the page cache's hit counter.
  });
} else {
  const vite = await import('vite');
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  const { securityHeaders } = await viteDevServer.ssrLoadModule('./server/security-headers.ts');
  server.use(securityHeaders);
  server.use(viteDevServer.middlewares);
  server.use(async (req, res, next) => {
    try {
      const { app } = await viteDevServer.ssrLoadModule('./server/app.ts');
      app(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
}

http.createServer(handler).listen(PORT, () => {
  console.log(`Web app listening on http://localhost:${PORT} (${production ? 'production' : 'development'})`);
});
