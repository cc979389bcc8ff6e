import { randomBytes } from 'node:crypto';
import { createRequestHandler } from '@react-router/express';
import express from 'express';
import helmet from 'helmet';
import { RouterContextProvider } from 'react-router';
import { requestInfo } from '~/lib/request-info';
import { limitRequestBodies } from './body-limit';

const production = process.env.NODE_ENV === 'production';

/**
 * The Express app around React Router (server.js compresses every answer): security headers (DESIGN §6: CSP with a per-request
 * nonce, nosniff, Referrer-Policy, frame-ancestors), request body limits counted on the stream (./body-limit.ts) and
 * the request handler.
 * In development the CSP is left out: Vite's hot-reload client injects inline scripts.
 */
export const app = express();

app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
});
app.use(
  helmet({
    contentSecurityPolicy: production && {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  }),
);

app.use(limitRequestBodies());

app.use(
  createRequestHandler({
    build: () => import('virtual:react-router/server-build'),
    getLoadContext: (req, res) => {
      const context = new RouterContextProvider();
      context.set(requestInfo, { cspNonce: res.locals.cspNonce as string, clientIp: req.ip ?? '' });
      return context;
    },
  }),
);
