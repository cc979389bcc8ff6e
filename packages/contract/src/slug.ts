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

/** A slug for `text`; '' when it has no letter or digit in any script. */
export function slugify(text: string): string {
  return transliterate(text.normalize('NFKC').replace(/[\u2010-\u2015\u2212]/g, '-'))
    .toLowerCase()
    .replace(/[^a-z0-9\s_-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** What Strapi's uid fields accept, and so every slug the CMS stores: the output alphabet of `slugify`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
