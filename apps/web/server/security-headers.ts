import type { ServerResponse } from 'node:http';
import helmet from 'helmet';
import { STATIC_FILE_POLICY } from './csp';

/**
 * The security headers of every answer of apps/web (docs/000-product.md §15), built files and public/ files included:
 * server.js puts this first, before the static files, so that `/assets/*`, `/favicon.svg` and `/images/*` carry
 * `X-Content-Type-Options: nosniff`, Referrer-Policy, X-Frame-Options, Cross-Origin-Opener-Policy and -Resource-Policy,
 * Strict-Transport-Security, … exactly as pages do (docs/017-security-audit.md: static files were served before them).
 * Helmet's defaults, with Referrer-Policy `strict-origin-when-cross-origin` and without Cross-Origin-Embedder-Policy,
 * as pages always had them. The CSP is not here: pages get theirs by nonce or hash (./csp.ts, ./app.ts), static files
 * from `setStaticFileHeaders`. None of these touches Cache-Control, so the files keep their long-lived caching.
 */
export const securityHeaders = helmet({
  contentSecurityPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
});

/**
 * serve-static's `setHeaders` for the files server.js serves (called only when a file is sent): the CSP of a static
 * file (./csp.ts `STATIC_FILE_POLICY`), which matters where a file is opened as a document (an SVG image).
 */
export function setStaticFileHeaders(res: ServerResponse): void {
  res.setHeader('Content-Security-Policy', STATIC_FILE_POLICY);
}

/**
 * Express middleware: a page that sets its own `Referrer-Policy` (the password reset link's page, whose URL holds a
 * token: apps/web features/staff/password.server.ts `RESET_PAGE_HEADERS`) replaces the site's default above rather
 * than adding a second value (React Router's adapter appends each header of a page's answer).
 */
export function pageReferrerPolicyWins(
  _req: unknown,
  res: { append(field: string, value: string | string[]): unknown; setHeader(field: string, value: string): unknown },
  next: () => void,
): void {
  const append = res.append.bind(res);
  res.append = (field, value) =>
    field.toLowerCase() === 'referrer-policy' ? res.setHeader(field, String(value)) : append(field, value);
  next();
}
