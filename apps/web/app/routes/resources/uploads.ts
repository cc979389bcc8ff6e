import type { Route } from './+types/uploads';
import { requestIdHeaders } from '~/lib/cms-client.server';
import { MEDIA_FILE_NAME } from '~/lib/media';
import { mediaSourceUrl } from '~/lib/media.server';

const FORWARDED_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified'];

/**
 * /uploads/* — cover images from the CMS's media library, served from this origin so that the browser talks to
 * apps/web only (docs/000-product.md §10) and the CSP can stay `img-src 'self'`: fetched from the CMS or, with covers
 * in S3, the bucket (`MEDIA_URL`, lib/media.server.ts). Pages link them by `mediaPath` (lib/media.ts). File names carry
 * a content hash, so they are cached for a year.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const name = params['*'] ?? '';
  if (!MEDIA_FILE_NAME.test(name)) return new Response('Not Found', { status: 404 });
  let upstream: Response;
  try {
    upstream = await fetch(mediaSourceUrl(name), {
      headers: {
        ...requestIdHeaders(),
        ...(request.headers.has('if-none-match') ? { 'if-none-match': request.headers.get('if-none-match')! } : {}),
      },
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
