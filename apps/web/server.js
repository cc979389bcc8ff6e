/**
 * apps/web's HTTP server. Production: each request's id and log line (server/request-log.ts), the security headers on
 * every answer, then the built client assets and the Express app of the server build.
 * Development (`npm run dev`): Vite in middleware mode, with the same Express app loaded through Vite.
 * PORT defaults to 3000 (docs/000-product.md §12).
 */
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';

const PORT = Number.parseInt(process.env.PORT || '3000', 10);
const production = process.env.NODE_ENV === 'production';
const server = express();
server.disable('x-powered-by');
server.set('trust proxy', process.env.TRUST_PROXY ?? 'loopback');

const viteDevServer = production
  ? null
  : await (await import('vite')).createServer({ server: { middlewareMode: true } });
/** A module of the server build (production) or its source through Vite (development). */
const serverModule = (source) =>
  production ? import('./build/server/index.js') : viteDevServer.ssrLoadModule(source);
const { answerError, requestLogging } = await serverModule('./server/request-log.ts');
const { log } = await serverModule('./app/lib/log.server.ts');
// First: every answer, static files and refusals included, carries the request's id and gets its line.
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

if (production) {
  const { app, securityHeaders, setStaticFileHeaders } = await import('./build/server/index.js');
  // Before the files, so that static files, their redirects and 404s carry them too (server/security-headers.ts).
  server.use(securityHeaders);
  const files = (directory, options) => staticFiles(directory, { ...options, setHeaders: setStaticFileHeaders });
  server.use('/assets', files('build/client/assets', { immutable: true, maxAge: '1y' }));
  server.use(files('build/client', { maxAge: '1h' }));
  server.use(app);
} else {
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

// Last: a failure's line in the log, instead of Express's console.error.
server.use(answerError);

server.listen(PORT, () => {
  log.info(`Web app listening on http://localhost:${PORT} (${production ? 'production' : 'development'})`);
});
