import type { Route } from './+types/robots';
import { requestOrigin } from '~/lib/seo';

/** /robots.txt: everything public may be crawled; the back-office and form endpoints may not. */
export function loader({ request }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /blog/admin',
    'Disallow: /resources/',
    '',
    `Sitemap: ${requestOrigin(request)}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
