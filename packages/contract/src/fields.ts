import { latinDigits } from './arabic.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from './language.js';
import { TEXT_LIMITS } from './limits.js';
import { stripControlCharacters } from './control-characters.js';
import { z } from './zod.js';

/**
 * Text rules of the public forms (docs/000-product.md §5): control characters removed, trimmed, limits of
 * `TEXT_LIMITS`, the e-mail and phone rules. The schemas carry no wording: each app passes its own error map when it
 * parses (the CMS the API's words, `apiErrorMap`; the web app its form's words), and the rules stay the same for both.
 */

export type TextField = keyof typeof TEXT_LIMITS;

/** Fields whose text may span several lines (tabs and line breaks are kept in them). */
const MULTI_LINE_FIELDS: ReadonlySet<TextField> = new Set(['coverLetter', 'message']);

/**
 * Text as every schema of the contract takes it: control characters removed (tabs and line breaks kept only when
 * `multiline`), trimmed, at most `max` characters.
 */
export function cleanedText(max: number, multiline = false) {
  return z
    .string()
    .overwrite((value) => stripControlCharacters(value, multiline))
    .trim()
    .max(max);
}

/** A public form's text field: `cleanedText` with its field's limit and line rule. */
function cleanText(field: TextField) {
  return cleanedText(TEXT_LIMITS[field], MULTI_LINE_FIELDS.has(field));
}

/** A calendar date as `YYYY-MM-DD` (a job's posted date, an article's publication date). */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A required text field: cleaned, not empty (an empty one is reported as missing, nothing more). */
export function requiredText(field: TextField) {
  return cleanText(field).min(1, { abort: true });
}

/** An optional text field: cleaned; empty and absent both become undefined. */
export function optionalText(field: TextField) {
  return cleanText(field)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** A required e-mail address, trimmed and lowercased (docs/000-product.md §5). */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { abort: true })
  .max(TEXT_LIMITS.email, { abort: true })
  .pipe(z.email());

/**
 * Digits, spaces and + ( ) - . only, with at least 6 digits: the ways people write phone numbers (README "Limits").
 * An issue of this rule has `code: 'invalid_format'`, `format: 'regex'` and `path: ['phone']`.
 */
export const PHONE_PATTERN = /^(?=(?:\D*\d){6})[\d\s+().-]+$/;

/**
 * A phone number's text as every phone field takes it (`cleanedText` of `max`, the field's limit) with digits typed in
 * Arabic-Indic or Extended Arabic-Indic made ASCII (`latinDigits`: "٠٥٠١٢٣٤٥٦٧" is stored as "0501234567", issue 23),
 * before `PHONE_PATTERN` reads it. Both apps parse with it, so both store Latin digits.
 */
export function phoneText(max: number = TEXT_LIMITS.phone) {
  return cleanedText(max).overwrite(latinDigits);
}

/** A required phone number (`phoneText`, not empty, `PHONE_PATTERN`). */
export const requiredPhone = phoneText().min(1, { abort: true }).regex(PHONE_PATTERN);

/** An optional phone number (`phoneText`); empty and absent become undefined. */
export const optionalPhone = phoneText()
  .regex(new RegExp(`^$|${PHONE_PATTERN.source}`))
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * The `language` of a public submission (application, enquiry, hiring request, job alert): the language of the page it
 * was sent from, 'en' or 'ar' (`LANGUAGES`), absent = 'en'; any other value is refused (400), as another field's would
 * be. The CMS writes that person's e-mails in it (docs/026-languages.md "E-mails"). Not personal data.
 */
export const languageField = z.enum(LANGUAGES).default(DEFAULT_LANGUAGE);
