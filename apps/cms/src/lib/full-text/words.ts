import { normalizeArabicForSearch } from '@agency/contract';

/**
 * A word as both engines' vocabularies keep it (docs/023-talent-pool.md "One search engine"): Arabic normalised as the
 * index is (`normalizeArabicForSearch`, "Arabic"), lower case, Latin accents removed (FTS5 `remove_diacritics 2`,
 * PostgreSQL `unaccent`), so that "Développeur" and "developpeur" are one word. Combining marks of other scripts go too
 * (FTS5 reads them as separators).
 */
export function foldWord(word: string): string {
  return normalizeArabicForSearch(word).normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC').toLowerCase();
}
