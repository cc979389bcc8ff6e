import type { MetaDescriptor } from 'react-router';
import { SITE } from '~/content/site';

/**
 * Search and sharing tags of a page: title, description, canonical URL,
 * Open Graph and Twitter card, and `noindex` where a page must stay out of search results.
 * `origin` is the site's public origin (root loader: PUBLIC_URL, else the request's origin).
 */
export interface PageSeo {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. `/jobs/go-developer`. */
  path: string;
  /** Image for link previews (absolute or site-relative); the site's default image otherwise. */
  image?: string | null;
  type?: 'website' | 'article';
  noindex?: boolean;
}

export const DEFAULT_SHARE_IMAGE = '/images/share-default.jpg';

export function seoMeta(origin: string, page: PageSeo): MetaDescriptor[] {
  const url = new URL(page.path, origin).href;
  const image = new URL(page.image || DEFAULT_SHARE_IMAGE, origin).href;
  return [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE.name },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** "Page | Northstar Talent" */
export function pageTitle(title: string): string {
  return `${title} | ${SITE.name}`;
}

/** The public origin handed down by the root loader, for meta functions: `originOf(matches)`. */
export function originOf(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? 'http://localhost:3000';
}

/** The site's public origin: `PUBLIC_URL` when set (production), else the origin the request came to. */
export function requestOrigin(request: Request): string {
  const configured = process.env.PUBLIC_URL?.replace(/\/+$/, '');
  return configured || new URL(request.url).origin;
}

/**
 * The meta function of a marketing page from its words (content/pages.ts): its title under the site's name, its
 * description and canonical path.
 */
export function marketingMeta(page: PageSeo) {
  return ({
    matches,
  }: {
    matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  }): MetaDescriptor[] => seoMeta(originOf(matches), { ...page, title: pageTitle(page.title) });
}

/** Meta tags of a staff page: its title, and never indexed. */
export function staffMeta(title: string): MetaDescriptor[] {
  return [{ title: pageTitle(title) }, { name: 'robots', content: 'noindex' }];
}
