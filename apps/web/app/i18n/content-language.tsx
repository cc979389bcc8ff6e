import type { ContentLocale } from '@agency/contract';
import type { ReactNode } from 'react';
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

/**
 * A record's title (or other text within a line) on the page: English text on an Arabic page is isolated left to
 * right in a `<bdi dir="ltr">` (Unicode's bidi algorithm, UAX #9: a neutral at its end, such as "?" or "!", otherwise
 * takes the page's right-to-left direction and is drawn at its start), while its block keeps the page's alignment;
 * other text is rendered as it is. Put `useTextLang`'s `lang` on the block around it.
 */
export function ContentText({ language, children }: { language: ContentLocale | undefined; children: ReactNode }) {
  return textLang(language, useLanguage()) ? <bdi dir="ltr">{children}</bdi> : children;
}
