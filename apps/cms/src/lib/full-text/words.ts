/**
 * A word as both engines' vocabularies keep it (docs/023-talent-pool.md "One search engine"): lower case, Latin
 * accents removed (FTS5 `remove_diacritics 2`, PostgreSQL `unaccent`), so that "Développeur" and "developpeur" are one
 * word. Combining marks of other scripts go too (FTS5 reads them as separators).
 */
export function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC').toLowerCase();
}
