import { transliterate } from 'transliteration';

/**
 * The slug rule of job postings and articles (docs/000-product.md §5 "Job editor", "Article editor"), used by the
 * back-office to suggest a slug as staff type a title and by the CMS to make one when staff leave it empty.
 *
 * Decision (docs/009-one-contract.md): letters of every script are transliterated to Latin ones ("Développeur" →
 * "developpeur", "Инженер" → "inzhener", "مهندس" → "mhnds") by the `transliteration` library, rather than kept as they
 * are. Strapi's uid fields accept A-Z a-z 0-9 - _ . ~ only, a Latin slug is readable in every URL bar, e-mail client
 * and feed without percent-encoding, and job aggregators match it as typed.
 *
 * Then the spec's rule (§5 "Job editor"; the article editor's rule of §5 gives the same result for the letters, digits,
 * spaces and hyphens it keeps): lowercase, dashes normalised, punctuation stripped, whitespace and underscores to single
 * hyphens, leading and trailing hyphens trimmed; at most `SLUG_MAX_LENGTH` characters. It lives in its own entry point
 * (`@agency/contract/slug`) so that public pages never download the transliteration tables.
 */
export const SLUG_MAX_LENGTH = 200;

/** `text` written by the slug rule below at any length: its words, transliterated, lower case, joined by hyphens. */
function slugWords(text: string): string {
  return transliterate(text.normalize('NFKC').replace(/[\u2010-\u2015\u2212]/g, '-'))
    .toLowerCase()
    .replace(/[^a-z0-9\s_-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+/, '')
    .replace(/-+$/, '');
}

/** A slug for `text`; '' when it has no letter or digit in any script. */
export function slugify(text: string): string {
  return slugWords(text).slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
}

/**
 * Whether `text` (plain text or a slug, any length) names `name`: the words of `name`, as the slug rule writes them,
 * stand in `text` whole and in the same order ("Data Engineer — MERIDIAN bank", "Meridian Bank's team" and
 * `data-engineer-meridian-bank` name "Meridian Bank"; "Meridians" does not name "Meridian"). Case, accents and the
 * script do not matter; punctuation is read both as the slug rule drops it (`oneil` names "O'Neil") and as a space
 * between words ("O'Neil's" names "O'Neil"). False when `name` has no letter or digit. What a confidential job's
 * public text must not do with its company (docs/024-employers.md "Confidential jobs").
 */
export function slugNames(text: string, name: string): boolean {
  const spaced = (value: string) => value.replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ');
  const within = (haystack: string, needle: string) => needle !== '' && `-${haystack}-`.includes(`-${needle}-`);
  return within(slugWords(text), slugWords(name)) || within(slugWords(spaced(text)), slugWords(spaced(name)));
}

/** What Strapi's uid fields accept, and so every slug the CMS stores: the output alphabet of `slugify`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
