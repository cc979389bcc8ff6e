/**
 * The site's two languages (issue 23, docs/026-languages.md): English at the root, Arabic under `/ar`. One list for both
 * apps: the web app reads a page's language from its path (apps/web/app/i18n/languages.ts), and sends it with each public
 * submission (application, enquiry, hiring request, job alert) so that the CMS writes that person's e-mails in it.
 */
export const LANGUAGES = ['en', 'ar'] as const;

export type Language = (typeof LANGUAGES)[number];

/** The language of a record that names none (every record stored before issue 23). */
export const DEFAULT_LANGUAGE: Language = 'en';

/** A stored language as a `Language`: 'ar' is Arabic, anything else (null for older records) English. */
export function languageOf(value: unknown): Language {
  return value === 'ar' ? 'ar' : DEFAULT_LANGUAGE;
}

/**
 * The `Intl` locale of a language. Arabic is written with Latin digits (`-u-nu-latn`: "21 نوفمبر 2026", "12,000"), as the
 * Gulf's job sites do, so that a salary, a date or a phone number reads the same as it was typed; `ar-AE` for the Gulf's
 * month names. English keeps the site's US formats. Both apps use this one (the web through its i18n/languages.ts).
 */
export function intlLocale(language: Language): string {
  return language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-US';
}
