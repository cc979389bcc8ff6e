import type { Route } from './+types/uploads';
import { cmsUrl } from '~/lib/cms-client.server';

/** Strapi's local provider names files `<name>_<hash>.<ext>` in one folder; nothing else is passed on. */
const FILE_NAME = /^[\w.-]+\.[a-z0-9]+$/i;
const FORWARDED_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified'];

/**
 * /uploads/* — cover images from the CMS's media library, served from this origin so that the browser talks to
 * apps/web only (DESIGN §1) and the CSP can stay `img-src 'self'`. File names carry a content hash, so they
 * are cached for a year.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const name = params['*'] ?? '';
  if (!FILE_NAME.test(name)) return new Response('Not Found', { status: 404 });
  let upstream: Response;
  try {
    upstream = await fetch(`${cmsUrl()}/uploads/${name}`, {
      headers: request.headers.has('if-none-match') ? { 'if-none-match': request.headers.get('if-none-match')! } : {},
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return new Response('Media server unavailable', { status: 502 });
  }
  if (upstream.status === 304) return new Response(null, { status: 304 });
  if (!upstream.ok) return new Response('Not Found', { status: upstream.status === 404 ? 404 : 502 });
  const headers = new Headers({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  for (const header of FORWARDED_HEADERS) {
    const value = upstream.headers.get(header);
    if (value) headers.set(header, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
