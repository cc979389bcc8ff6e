/**
 * React Router's own cross-site check of a form POST, for routes it does not apply it to. React Router 8 refuses an
 * action of a page (a document POST or a single-fetch `.data` POST) with 400 when `throwIfPotentialCSRFAttack`
 * (react-router 8.4.0, `lib/actions.ts`, called by `handleDocumentRequest` and `singleFetchAction`) throws; it does
 * not run that check for resource routes (`handleResourceRequest`), whose actions are ours to guard.
 *
 * The rule, mirrored exactly (the function is internal to react-router, not exported) with the app's
 * `allowedActionOrigins`, which react-router.config.ts leaves empty:
 * - no `Origin` header: allowed (a browser sends one with every cross-origin POST, `fetch`, XHR or form);
 * - `Origin: null` (an opaque origin: a sandboxed frame, a `data:` page): refused;
 * - an `Origin` that is not a URL: refused;
 * - else allowed only when its origin equals `request.url`'s origin. `request.url` is what the Express adapter
 *   (@react-router/express `createRemixRequest`) builds from `req.protocol` and `req.hostname`, which honour
 *   `X-Forwarded-Proto` and `X-Forwarded-Host` from the proxies `TRUST_PROXY` trusts (server.js), else from `Host`:
 *   behind nginx (which passes `Host` on, scripts/lib/cluster.mjs) it is the public address the browser used.
 */
export function isSameOriginAction(request: Request): boolean {
  const header = request.headers.get('origin');
  if (header === null) return true;
  const own = new URL(request.url);
  if (header === 'null') return header === own.host;
  try {
    return new URL(header).origin === own.origin;
  } catch {
    return false;
  }
}

/** React Router's answer to a refused page action (`handleDocumentRequest`): a plain 400. */
export function crossSiteActionRefused(): Response {
  return new Response('Bad Request', { status: 400, headers: { 'Cache-Control': 'no-store' } });
}
