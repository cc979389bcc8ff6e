/**
 * Arabic text as the apps store and search it (issue 23, docs/009-one-contract.md "Arabic"): one normalisation, used
 * by both apps and by both database engines of the CMS's full-text search.
 *
 * - `latinDigits`: digits typed in Arabic-Indic (U+0660–U+0669, "٠١٢٣٤٥٦٧٨٩", used in the Arab world) or Extended
 *   Arabic-Indic (U+06F0–U+06F9, "۰۱۲۳۴۵۶۷۸۹", Persian and Urdu) become ASCII 0–9 (The Unicode Standard, chapter 9.2
 *   "Arabic", "Arabic digits": both series are decimal digits of the same values, `Nd` with numeric values 0–9). A phone
 *   number typed on an Arabic keyboard is stored as one typed on a Latin one.
 * - `normalizeArabicForSearch`: the usual "light" normalisation of Arabic information retrieval (Larkey, Ballesteros
 *   & Connell, "Improving Stemming for Arabic Information Retrieval", SIGIR 2002, and Apache Lucene's
 *   `ArabicNormalizer`): the spellings people use for one word are made one. Alef with hamza above/below, with madda
 *   and alef wasla (أ إ آ ٱ) become bare alef ا; alef maksura ى becomes yeh ي; taa marbuta ة becomes heh ه; waw and yeh
 *   with hamza (ؤ ئ) become waw و and yeh ي; the diacritics (tashkeel, U+064B–U+065F: fathatan to the wavy hamza
 *   below, and the superscript alef U+0670) and the tatweel (kashida, U+0640, a stretching of the line) are removed;
 *   and `latinDigits`. So "مُهَنْدِسَة إدارة" and "مهندسه اداره" are the same words.
 *
 * Every mapped character lies in the Arabic block (U+0600–U+06FF); text without one (Latin, Cyrillic…) comes back as it
 * was, case included. `ARABIC_SEARCH_FOLDS` lists the rule as characters, so that SQL can apply the same rule inside a
 * database (the CMS's full-text triggers: nested REPLACE on SQLite, `translate` on PostgreSQL).
 */

/** The Arabic-Indic digits, 0 to 9 (U+0660–U+0669). */
const ARABIC_INDIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
/** The Extended Arabic-Indic digits (Persian, Urdu), 0 to 9 (U+06F0–U+06F9). */
const EXTENDED_ARABIC_INDIC_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** The digits of `latinDigits`, each with its ASCII digit. */
const DIGIT_FOLDS: ReadonlyArray<readonly [string, string]> = [
  ...ARABIC_INDIC_DIGITS,
  ...EXTENDED_ARABIC_INDIC_DIGITS,
].map((digit, index) => [digit, String(index % 10)] as const);

/** The removed marks: tashkeel U+064B–U+065F, superscript alef U+0670, tatweel U+0640. */
const REMOVED = [
  ...Array.from({ length: 0x065f - 0x064b + 1 }, (_, index) => String.fromCharCode(0x064b + index)),
  '\u0670',
  '\u0640',
];

/**
 * The rule of `normalizeArabicForSearch` as single characters and what each becomes (an empty string: removed), in
 * no particular order (no replacement makes a character another pair replaces). For SQL that applies the same rule.
 */
export const ARABIC_SEARCH_FOLDS: ReadonlyArray<readonly [string, string]> = [
  ['أ', 'ا'],
  ['إ', 'ا'],
  ['آ', 'ا'],
  ['ٱ', 'ا'],
  ['ى', 'ي'],
  ['ة', 'ه'],
  ['ؤ', 'و'],
  ['ئ', 'ي'],
  ...REMOVED.map((mark) => [mark, ''] as const),
  ...DIGIT_FOLDS,
];

/** Any character of the Arabic block: text without one is left as it is, unread. */
const ARABIC_BLOCK = /[\u0600-\u06FF]/;
const DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const DIGIT_VALUES = new Map(DIGIT_FOLDS);
const SEARCH_FOLDS = new Map(ARABIC_SEARCH_FOLDS);
const SEARCH_PATTERN = new RegExp(`[${[...SEARCH_FOLDS.keys()].join('')}]`, 'g');

/** `text` with Arabic-Indic and Extended Arabic-Indic digits as ASCII digits ("٠٥٠ ۱۲۳" → "050 123"); nothing else changes. */
export function latinDigits(text: string): string {
  if (!ARABIC_BLOCK.test(text)) return text;
  return text.replace(DIGITS, (digit) => DIGIT_VALUES.get(digit) ?? digit);
}

/**
 * `text` as the search reads it (the rules above): alef forms to ا, ى to ي, ة to ه, ؤ to و, ئ to ي, diacritics and
 * tatweel removed, digits Latin. Latin and other scripts are unchanged (case folding is the search's own, elsewhere).
 * Idempotent.
 */
export function normalizeArabicForSearch(text: string): string {
  if (!ARABIC_BLOCK.test(text)) return text;
  return text.replace(SEARCH_PATTERN, (character) => SEARCH_FOLDS.get(character) ?? character);
}
