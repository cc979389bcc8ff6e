import type { ContentLocale } from '@agency/contract';
import { useLanguage } from './link';

/**
 * The `lang` attribute of a record's text (a job's or an article's title, description, excerpt…) on the page
 * (docs/026-languages.md "Arabic content on the site"): 'en' where the page is Arabic and the record has no Arabic
 * version (its text is the English one), else undefined (the text is in the page's language; no attribute).
 * `language` is the record's `language` as the CMS answered it ('en' when absent).
 */
export function textLang(language: ContentLocale | undefined, pageLanguage: ContentLocale): 'en' | undefined {
  return pageLanguage === 'ar' && language !== 'ar' ? 'en' : undefined;
}

/**
 * The attributes of a record's text in this page: `{ lang: 'en' }` for English text on an Arabic page (and
 * `dir: 'ltr'` with `block`, for a paragraph or a description, so that it reads left to right), else none.
 */
export function useTextLang(
  language: ContentLocale | undefined,
  { block = false }: { block?: boolean } = {},
): { lang?: 'en'; dir?: 'ltr' } {
  const lang = textLang(language, useLanguage());
  if (!lang) return {};
  return block ? { lang, dir: 'ltr' } : { lang };
}
