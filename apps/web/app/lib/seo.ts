import type { MetaDescriptor } from 'react-router';
import { SITE } from '~/content/site';
import { LANGUAGES, localizedHref, type Language } from '~/i18n/languages';

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

/** Where a page is shown: the site's public origin and the page's language (the root loader's, `siteOf(matches)`). */
export interface PageSite {
  origin: string;
  language: Language;
}

/**
 * The page's addresses in each language for `<link rel="alternate" hreflang>` (and the sitemaps' `xhtml:link`):
 * English, Arabic, and `x-default` (English: the page for a reader of neither). `path` is the English form.
 */
export function languageAlternates(origin: string, path: string): Array<{ hreflang: string; href: string }> {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: new URL(localizedHref(path, language), origin).href })),
    { hreflang: 'x-default', href: new URL(path, origin).href },
  ];
}

/**
 * The tags of `page` shown at `site`: its canonical URL is the page in its own language (`/ar/blog` canonical to
 * itself, not to `/blog`), with the alternates of both languages (Google's hreflang guidelines).
 */
export function seoMeta(site: PageSite, page: PageSeo): MetaDescriptor[] {
  const { origin, language } = site;
  const url = new URL(localizedHref(page.path, language), origin).href;
  const image = new URL(page.image || DEFAULT_SHARE_IMAGE, origin).href;
  return [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...languageAlternates(origin, page.path).map(({ hreflang, href }) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: hreflang,
      href,
    })),
    { property: 'og:locale', content: language === 'ar' ? 'ar_AE' : 'en_US' },
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

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** The public origin handed down by the root loader, for meta functions: `originOf(matches)`. */
export function originOf(matches: Matches): string {
  return siteOf(matches).origin;
}

/** The origin and the page's language handed down by the root loader, for meta functions: `siteOf(matches)`. */
export function siteOf(matches: Matches): PageSite {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as Partial<PageSite> | undefined;
  return { origin: root?.origin ?? 'http://localhost:3000', language: root?.language ?? 'en' };
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
  }): MetaDescriptor[] => seoMeta(siteOf(matches), { ...page, title: pageTitle(page.title) });
}

/** Meta tags of a staff page: its title, and never indexed. */
export function staffMeta(title: string): MetaDescriptor[] {
  return [{ title: pageTitle(title) }, { name: 'robots', content: 'noindex' }];
}
