import { isEmptyHtml } from './article.js';
import { cleanedText } from './fields.js';
import { ARTICLE_TEXT_LIMITS, JOB_TEXT_LIMITS } from './limits.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language.js';
import { z } from './zod.js';

/**
 * Content in two languages (docs/026-languages.md "Content in two languages"): jobs and articles are Strapi 5
 * documents localized with its i18n plugin; English (`en`, the default locale) is the record, an Arabic version (`ar`)
 * carries only the text fields below. Every other field (status, slug, dates, salary numbers, country, relations) is
 * shared and read from the English record.
 */

/** The content locales, the default first: the site's languages (./language.ts), as Strapi names its locales. */
export const CONTENT_LOCALES = LANGUAGES;

export type ContentLocale = Language;

/** The default locale: the record every count, list and relation reads. */
export const DEFAULT_CONTENT_LOCALE: ContentLocale = DEFAULT_LANGUAGE;

/** The locale of the translated versions. */
export const ARABIC: ContentLocale = 'ar';

/** A locale's name as the i18n plugin stores it (Settings → Internationalization). */
export const CONTENT_LOCALE_NAMES: Record<ContentLocale, string> = { en: 'English (en)', ar: 'Arabic (ar)' };

/**
 * `value` (a query parameter) as a content locale: exactly `'en'` or `'ar'`; anything else (absent, `*`, `all`, an
 * array, another language) is null, which a public read treats as English.
 */
export function parseContentLocale(value: unknown): ContentLocale | null {
  return value === 'en' || value === 'ar' ? value : null;
}

/** The job fields an Arabic version has: free text shown to visitors. Company names are not translated. */
export const JOB_LOCALIZED_FIELDS = ['title', 'description', 'location', 'salary', 'skills', 'experience'] as const;

/** The article fields an Arabic version has. */
export const ARTICLE_LOCALIZED_FIELDS = ['title', 'description', 'summary'] as const;

/** One-line text of a job's Arabic version: its English field's limit. */
const jobLine = (field: keyof typeof JOB_TEXT_LIMITS) => cleanedText(JOB_TEXT_LIMITS[field]);

/**
 * The Arabic version of a job as staff save it (PUT /api/jobs/:documentId/arabic): the title is required, the other
 * text fields may be empty (the page then shows no such line); same limits as the English fields (`jobInputSchema`).
 */
export const jobArabicSchema = z.object({
  title: jobLine('title').min(1, { abort: true }),
  description: z.string().default(''),
  location: jobLine('location').default(''),
  salary: jobLine('salary').default(''),
  skills: z.string().default(''),
  experience: jobLine('experience').default(''),
});

export type JobArabicInput = z.output<typeof jobArabicSchema>;

/**
 * The Arabic version of an article as staff save it (PUT /api/articles/:documentId/arabic): title and content
 * required, summary optional; same limits as the English article (`articleInputSchema`). Its publication follows the
 * English article's.
 */
export const articleArabicSchema = z.object({
  title: cleanedText(ARTICLE_TEXT_LIMITS.title).min(1, { abort: true }),
  description: z.string().refine((html) => !isEmptyHtml(html)),
  summary: cleanedText(ARTICLE_TEXT_LIMITS.summary).default(''),
});

export type ArticleArabicInput = z.output<typeof articleArabicSchema>;

/**
 * What a public read answers with each job or article besides its fields: `language`, the language its text is in
 * (`ar` when an Arabic version was asked for and exists, else `en`: the web marks such text `lang="en"`), and
 * `locales`, the languages it has a version in (`['en']` or `['en', 'ar']`).
 */
export interface ContentLanguageFields {
  language: ContentLocale;
  locales: ContentLocale[];
}
