/**
 * Cross-site request check of every admin mutation (docs/004-staff-back-office.md): the
 * `Origin` header, or the origin of `Referer` when a browser sent no Origin, must be this request's own origin.
 * SameSite=Lax already keeps the session cookie off cross-site POSTs; this is the second lock.
 */
export function isSameOrigin(request: Request): boolean {
  const own = new URL(request.url).origin;
  const origin = request.headers.get('origin');
  if (origin) return origin === own;
  const referer = request.headers.get('referer');
  if (!referer) return false;
  try {
    return new URL(referer).origin === own;
  } catch {
    return false;
  }
}

/** @throws Response 403 when the request comes from another origin (or says nothing about where it comes from). */
export function assertSameOrigin(request: Request): void {
  if (!isSameOrigin(request)) {
    throw new Response('Forbidden: cross-origin request', { status: 403, headers: { 'Cache-Control': 'no-store' } });
  }
}
