import { normalizeArabicForSearch } from './arabic.js';
import { stripControlCharacters } from './control-characters.js';

/**
 * The full-text query syntax (docs/023-talent-pool.md "One search engine"), read once here for every search that uses
 * the CMS's full-text engine (the job board's keyword, later the candidate search) and every client that shows it:
 * - words: every word must match (`senior nurse`);
 * - `"quoted phrases"`: the words next to each other, in that order (an unbalanced quote runs to the end);
 * - `OR` (any case) between two terms: either (`nurse OR midwife`; binds tighter than the implicit AND);
 * - `-excluded`: a term (word or phrase) that must not match;
 * - the last term, an unquoted single word of `FULL_TEXT_PREFIX_MIN` characters or more, also matches as the start
 *   of a word (typing "Riy" already finds Riyadh).
 * A word is a run of letters, digits and combining marks in any script (Arabic, Devanagari, CJK…), lower-cased, with
 * Arabic normalised (`normalizeArabicForSearch`: alef forms, ى, ة, hamza on waw and yeh, diacritics, tatweel, digits;
 * the CMS normalises the indexed text by the same rule); everything else (punctuation, `*`, `:`, `(`, SQL) separates
 * words and is never syntax for a database, so no input is ever an error: a text without any word is an empty query.
 */

/** The longest query text kept (longer text is cut), in characters. */
export const FULL_TEXT_QUERY_MAX = 100;
/** How many terms (words or phrases, excluded ones included) are searched for; the rest is ignored. */
export const FULL_TEXT_MAX_TERMS = 8;
/** How many words a phrase keeps; longer phrases are cut. */
export const FULL_TEXT_MAX_PHRASE_WORDS = 8;
/** The longest word kept, in characters (longer words are cut: no real word is longer). */
export const FULL_TEXT_MAX_WORD = 40;
/** The shortest last word matched as a prefix too (shorter words such as "Go" or "AI" match only whole). */
export const FULL_TEXT_PREFIX_MIN = 3;

/** One term: a word, or the words of a phrase (also an unquoted `node.js`, read as the phrase "node js"). */
export interface FullTextTerm {
  /** Lower-case words, at least one. */
  words: string[];
  /** Whether the term was quoted. */
  quoted: boolean;
  /** Whether its (single) word also matches as the start of a word: only the query's last term may. */
  prefix: boolean;
}

/** A parsed query: every group must match (a group matches when any of its terms does), no excluded term may. */
export interface FullTextQuery {
  /** AND of ORs: each group has one term, or the alternatives an `OR` joined. */
  all: FullTextTerm[][];
  /** Terms that must not match. */
  none: FullTextTerm[];
}

/** An empty query (no terms): the caller decides what it means (the job board: no keyword condition). */
export const EMPTY_FULL_TEXT_QUERY: Readonly<FullTextQuery> = { all: [], none: [] };

const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

/** The text of a query as kept: control characters gone, spaces collapsed, trimmed, at most `FULL_TEXT_QUERY_MAX`. */
export function fullTextQueryText(text: string): string {
  return stripControlCharacters(text, false).replace(/\s+/g, ' ').trim().slice(0, FULL_TEXT_QUERY_MAX).trim();
}

/**
 * The words of a piece of text, as the parser reads them (NFKC, lower case, Arabic normalised by
 * `normalizeArabicForSearch`, each cut at `FULL_TEXT_MAX_WORD`).
 */
export function fullTextWords(text: string): string[] {
  return [...normalizeArabicForSearch(text.normalize('NFKC').toLowerCase()).matchAll(WORD)].map((match) =>
    [...match[0]].slice(0, FULL_TEXT_MAX_WORD).join(''),
  );
}

interface Token {
  kind: 'term' | 'or';
  text: string;
  quoted: boolean;
  negated: boolean;
}

function tokens(text: string): Token[] {
  const found: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at];
    if (char === ' ') {
      at++;
      continue;
    }
    let negated = false;
    if (char === '-' && (text[at + 1] === '"' || (text[at + 1] !== undefined && text[at + 1] !== ' '))) {
      negated = true;
      at++;
    }
    if (text[at] === '"') {
      const end = text.indexOf('"', at + 1);
      const stop = end === -1 ? text.length : end;
      found.push({ kind: 'term', text: text.slice(at + 1, stop), quoted: true, negated });
      at = stop + 1;
      continue;
    }
    let stop = at;
    while (stop < text.length && text[stop] !== ' ' && text[stop] !== '"') stop++;
    const raw = text.slice(at, stop);
    at = stop;
    if (!negated && raw.toLowerCase() === 'or') found.push({ kind: 'or', text: raw, quoted: false, negated });
    else found.push({ kind: 'term', text: raw, quoted: false, negated });
  }
  return found;
}

/**
 * Reads a query text by the syntax above. Never throws; an input without any word gives an empty query
 * (`isEmptyFullTextQuery`). At most `FULL_TEXT_MAX_TERMS` terms, duplicates dropped.
 */
export function parseFullTextQuery(text: string): FullTextQuery {
  const all: FullTextTerm[][] = [];
  const none: FullTextTerm[] = [];
  const seen = new Set<string>();
  let count = 0;
  let joinNext = false;
  let lastPositive: { term: FullTextTerm; raw: Token } | null = null;
  for (const token of tokens(fullTextQueryText(text))) {
    if (token.kind === 'or') {
      joinNext = all.length > 0;
      continue;
    }
    const words = fullTextWords(token.text).slice(0, FULL_TEXT_MAX_PHRASE_WORDS);
    if (words.length === 0 || count >= FULL_TEXT_MAX_TERMS) {
      joinNext = false;
      continue;
    }
    const key = `${token.negated ? '-' : ''}${token.quoted ? '"' : ''}${words.join(' ')}`;
    if (seen.has(key)) {
      joinNext = false;
      continue;
    }
    seen.add(key);
    count++;
    const term: FullTextTerm = { words, quoted: token.quoted, prefix: false };
    if (token.negated) {
      none.push(term);
      joinNext = false;
      continue;
    }
    if (joinNext) all[all.length - 1].push(term);
    else all.push([term]);
    joinNext = false;
    lastPositive = { term, raw: token };
  }
  if (lastPositive && !lastPositive.raw.quoted && lastPositive.term.words.length === 1) {
    lastPositive.term.prefix = [...lastPositive.term.words[0]].length >= FULL_TEXT_PREFIX_MIN;
  }
  return { all, none };
}

/** Whether a query has no term at all. */
export function isEmptyFullTextQuery(query: FullTextQuery): boolean {
  return query.all.length === 0 && query.none.length === 0;
}

/** The query written back in the syntax above (canonical form: what `parseFullTextQuery` reads back the same). */
export function formatFullTextQuery(query: FullTextQuery): string {
  const term = (entry: FullTextTerm) =>
    entry.quoted || entry.words.length > 1 ? `"${entry.words.join(' ')}"` : entry.words[0];
  return [
    ...query.all.map((group) => group.map(term).join(' OR ')),
    ...query.none.map((entry) => `-${term(entry)}`),
  ].join(' ');
}
