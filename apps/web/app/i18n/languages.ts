/**
 * The site's two languages and where each lives (docs/026-languages.md "URLs"): English at the root (`/blog`),
 * Arabic under `/ar` (`/ar/blog`). The language of a request is read from its path only, never guessed from the
 * browser: search engines and shared links get the page they asked for (issue 23, "URLs and language").
 * Isomorphic: the server's i18next middleware, the root layout, links and the page cache use it.
 */
import { DEFAULT_LANGUAGE, intlLocale, LANGUAGES, type Language } from '@agency/contract';
// The list, the default and the `Intl` locale (Latin digits in Arabic) are the contract's: one rule for both apps.
export { DEFAULT_LANGUAGE, intlLocale, LANGUAGES, type Language };

/** Each language's name in itself, for the switcher (a person looks for their own language's name). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

/** Writing direction of a language (`<html dir>`). */
export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The other language, for the switcher. */
export function otherLanguage(language: Language): Language {
  return language === 'ar' ? 'en' : 'ar';
}

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ar';
}

const ARABIC_PREFIX = '/ar';

/**
 * Paths that exist in one language only: the back-office, the client portal, files (the downloads of the pages reached
 * from e-mails too), feeds for machines (the Indeed feed stays English) and the form endpoints. Every other path is a
 * public page in both languages (routes.ts gives each an optional `ar/` segment; the pages reached from e-mails too:
 * docs/026-languages.md "Pages reached from e-mails").
 */
const ENGLISH_ONLY = [
  '/admin',
  '/blog/admin',
  '/client',
  '/uploads',
  '/resources',
  '/sitemap.xml',
  '/sitemaps',
  '/robots.txt',
  '/jobs.xml',
  '/my-data/export.zip',
  '/my-application/export.zip',
  '/healthz',
  '/readyz',
];

/** The language a path is in: Arabic for `/ar` and `/ar/…` (its `.data` requests too), English otherwise. */
export function languageOfPath(pathname: string): Language {
  return pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`) || pathname === '/ar.data'
    ? 'ar'
    : 'en';
}

/** A path without its language: `/ar/blog` → `/blog`, `/ar` → `/`; an English path as it is. */
export function withoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  return pathname.slice(ARABIC_PREFIX.length) || '/';
}

/** Whether a path (without its language) is a page that exists in both languages. */
export function isBilingualPath(pathname: string): boolean {
  return !ENGLISH_ONLY.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The address of a page in a language: `localizedHref('/blog?q=go', 'ar')` → `/ar/blog?q=go`, `('/', 'ar')` → `/ar`.
 * `href` is a site path in English form (query and fragment kept); an English-only path, an absolute URL, or a
 * `mailto:`/`tel:` link is returned as it is.
 */
export function localizedHref(href: string, language: Language): string {
  if (language === 'en' || !href.startsWith('/') || href.startsWith('//')) return href;
  const end = href.search(/[?#]/);
  const pathname = end === -1 ? href : href.slice(0, end);
  const rest = end === -1 ? '' : href.slice(end);
  if (!isBilingualPath(pathname)) return href;
  return `${ARABIC_PREFIX}${pathname === '/' ? '' : pathname}${rest}`;
}
