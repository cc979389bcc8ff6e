import { ARABIC_SEARCH_FOLDS, type FullTextQuery, type FullTextTerm } from '@agency/contract';
import type { QueryBuilder } from '../database-types';

/** The engine's shared types and helpers (see ./index.ts; docs/023-talent-pool.md "One search engine"). */
/** A column of an index document, with its weight in the ranking (larger counts more; PostgreSQL's A–D by order). */
export interface FullTextColumn {
  name: string;
  weight: number;
}

/** A table whose changes refresh documents: `ids(row)` is a SELECT of the document ids a row (`new`/`old`) feeds. */
export interface FullTextSource {
  table: string;
  ids: (row: 'new' | 'old') => string;
  /** The columns whose update refreshes documents (all when absent). */
  columns?: string[];
}

/** What an index holds and how the database keeps it (see the module's comment). */
export interface FullTextIndexDefinition {
  /** The index table's name; its triggers and functions are named after it. Letters, digits and `_` only. */
  name: string;
  /** The document's columns, most important first. */
  columns: FullTextColumn[];
  /**
   * A SELECT of `id` and each column (aliased by its name) of the documents whose id is in `ids` (a SELECT of ids),
   * or of every document when `ids` is null. Portable SQL (SQLite and PostgreSQL).
   */
  documents: (ids: string | null) => string;
  /** The tables whose inserts, updates and deletes refresh documents. */
  sources: FullTextSource[];
  /**
   * Whether PostgreSQL ranks from the index (a RUM index, when the `rum` extension can be had; GIN and `ts_rank`
   * otherwise): for an index whose searches rank tens of thousands of matches (the people index at 100,000
   * documents). It costs about five times GIN's size and slower writes, so small indexes (jobs) keep GIN. SQLite
   * ignores it: FTS5's bm25 reads its own index.
   */
  rankedByIndex?: boolean;
}

/** A piece of a snippet: text, and whether it is a matched word (shown highlighted). */
export interface SnippetPart {
  text: string;
  match: boolean;
}

/** One index on the database at hand. */
export interface FullTextEngine {
  readonly client: 'sqlite' | 'postgres';
  /**
   * Creates the index, its triggers and functions when missing (or changed) and then fills it from the data.
   * Idempotent; run at every start.
   */
  ensure(): Promise<void>;
  /**
   * Narrows `builder` to the rows whose `idColumn` is a matching document (an empty query: no condition). Excluded
   * terms alone match every document without them. `apart`: the matches are found once, apart from the rows, and
   * looked up (for rows that other conditions narrow to a few thousand: PostgreSQL's planner otherwise tested each
   * row's document against the text; docs/023-talent-pool.md "Searching people"). SQLite does so anyway.
   */
  whereMatches(builder: QueryBuilder, idColumn: string, query: FullTextQuery, apart?: boolean): void;
  /**
   * Joins the matching documents' relevance to `builder` as `alias.rank` (larger is better; 0 when the query has only
   * excluded terms) on `idColumn`, for ORDER BY. Use with `whereMatches` on the same query. The builder may aggregate
   * the rank (GROUP BY, `max(alias.rank)`): SQLite computes it apart, in a materialised common table expression.
   * With `window`, only the newest `window` ranked documents (the largest ids) get a rank, as in `withRanked`; the
   * others join none (null).
   */
  joinRank(builder: QueryBuilder, idColumn: string, query: FullTextQuery, alias: string, window?: number): void;
  /**
   * Adds to `builder` a materialised common table expression `alias` (`id`, `rank`: larger is better) of the `limit`
   * documents that rank best for `query` (best first, then the larger id), or of every ranked document when `limit`
   * is null, read from the index alone (docs/023-talent-pool.md "Searching people"). The ranked documents are those
   * matching `matchPlan(query).ranked` (the prefix term as a whole word): every one of them matches the query. With a
   * prefix term, matches by the start of a word alone are not ranked (they come after the ranked ones, as with
   * `joinRank`). With `window`, only the newest `window` ranked documents (the largest ids) are ranked: computing the
   * relevance reads each ranked document (bm25 its position lists, ts_rank its vector), and the window bounds that
   * work when a word is in most documents. The same `window` gives the same documents in `joinRank`.
   * @returns false, adding nothing, when the query has no term to rank by (excluded terms only, or empty).
   */
  withRanked(
    builder: QueryBuilder,
    alias: string,
    query: FullTextQuery,
    limit: number | null,
    window?: number,
  ): boolean;
  /**
   * The documents matching `query`, searched once, to narrow several queries (a search's page, total and facets)
   * without matching the text again in each (docs/011-job-search.md "Figures"). Same documents as `whereMatches`.
   */
  matches(query: FullTextQuery): Promise<FullTextMatches>;
  /**
   * A highlighted excerpt of `column` of each document in `ids` that matches (about `words` words around the
   * matches), keyed by id. Documents that do not match, or whose column is empty, are left out.
   */
  snippets(
    ids: readonly number[],
    column: string,
    query: FullTextQuery,
    words?: number,
  ): Promise<Map<number, SnippetPart[]>>;
  /**
   * The documents of `ids` that match `query` read without its prefix (`matchPlan(query).ranked`), checked on those
   * documents only: which of a few documents hold a word (docs/023-talent-pool.md "Suggested candidates for a job").
   * Cheaper than `rankAmong`: FTS5's bm25 reads every document list of the query's words to weigh them.
   */
  matchingAmong(ids: readonly number[], query: FullTextQuery): Promise<Set<number>>;
  /**
   * The documents of `ids` that match `query` (as `whereMatches`), each with its relevance (larger is better; 0 when
   * it matches by the start of a word alone, or the query has only excluded terms), checked on those documents only: a
   * search narrowed by filters to a few applications (docs/023-talent-pool.md "Searching people").
   */
  rankAmong(ids: readonly number[], query: FullTextQuery): Promise<Map<number, number>>;
  /**
   * How many documents match `query` read without its prefix (`matchPlan(query).ranked`), counted up to `cap` (the
   * search stops there): how common a word is, cheaply (docs/023-talent-pool.md "Suggested candidates for a job").
   * Exact up to `cap`. Above it, the number may be an estimate of how many (PostgreSQL: the planner's, when far above
   * the cap), or `cap` itself.
   */
  count(query: FullTextQuery, cap: number): Promise<number>;
  /** Whether `word` (as the parser reads words) occurs as written, unstemmed, in any document. */
  knows(word: string): Promise<boolean>;
  /** Indexed words (unstemmed, lower case, without accents) within `maxDistance` letters' length of `word`, with their document counts. */
  wordsNear(word: string, maxDistance: number): Promise<Array<{ word: string; documents: number }>>;
}

/**
 * The documents matching a query, found once by `FullTextEngine.matches`. `ids`: their ids, ascending, or null when
 * the query has no term that must match (an empty query, or excluded terms only: nearly every document), which
 * `where` then applies as `whereMatches` does.
 */
export interface FullTextMatches {
  readonly ids: readonly number[] | null;
  /** Narrows `builder` to the rows whose `idColumn` is a matching document, without searching the text again. */
  where(builder: QueryBuilder, idColumn: string): void;
}

/** Whether a `matchPlan` has a term that must match (otherwise `FullTextMatches.ids` is null). */
export function hasPositiveTerm(plan: MatchPlan): boolean {
  return plan.main.all.length > 0 || plan.prefix !== null;
}

/** Marks around matched words in the engines' raw snippets (private-use characters no stored text has). */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

/** A raw snippet with `MATCH_START`/`MATCH_END` marks as parts. */
export function snippetParts(raw: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of raw.split(new RegExp(`[${MATCH_START}${MATCH_END}]`)).entries()) {
    if (piece) parts.push({ text: piece, match: index % 2 === 1 });
  }
  return parts;
}

/**
 * How an engine matches a query: `main` (every group but the one with the prefix term, and the excluded terms) in
 * the stemmed index, and the prefix term's group as its terms whole (stemmed) or the prefix word as the start of an
 * unstemmed word (stemming a word's start would change it: "riy" is not the stem of "Riyadh"). `ranked` is the whole
 * query without prefix, for the relevance.
 */
export interface MatchPlan {
  main: FullTextQuery;
  prefix: { group: FullTextTerm[]; word: string } | null;
  ranked: FullTextQuery;
}

/** The `MatchPlan` of a parsed query. */
export function matchPlan(query: FullTextQuery): MatchPlan {
  const whole = (term: FullTextTerm): FullTextTerm => ({ ...term, prefix: false });
  const ranked = { all: query.all.map((group) => group.map(whole)), none: query.none };
  const last = query.all.at(-1);
  const prefixTerm = last?.find((term) => term.prefix);
  if (!last || !prefixTerm) return { main: ranked, prefix: null, ranked };
  return {
    main: { all: ranked.all.slice(0, -1), none: query.none },
    prefix: { group: last.map(whole), word: prefixTerm.words[0] },
    ranked,
  };
}

/** `name` quoted as an SQL identifier (both engines). */
export const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A short signature of a definition: the index is rebuilt when it changes (a new column, another document SQL). */
export function signature(definition: FullTextIndexDefinition, engineVersion: string): string {
  const text = JSON.stringify([
    engineVersion,
    definition.columns,
    definition.documents('SELECT 0'),
    definition.sources.map((source) => [source.table, source.ids('new'), source.ids('old')]),
  ]);
  let hash = 5381;
  for (let index = 0; index < text.length; index++) hash = ((hash * 33) ^ text.charCodeAt(index)) >>> 0;
  return hash.toString(36);
}

/**
 * The contract's Arabic search rule (`normalizeArabicForSearch`, `ARABIC_SEARCH_FOLDS`: alef forms, ى, ة, hamza on
 * waw and yeh, diacritics, tatweel, Arabic-Indic digits) as SQL, for the indexed text: the query's words come
 * normalised from the contract's parser, and both engines apply this to each document in the writer's transaction
 * (docs/023-talent-pool.md "Arabic"). Part of each index's signature, so a change of the rule rebuilds the indexes.
 */
export const ARABIC_RULE_KEY = ARABIC_SEARCH_FOLDS.map(([from, to]) => `${from}${to}`).join('|');

/** `expression` (SQL text) with the Arabic search rule applied: nested REPLACE, portable (SQLite has no translate). */
export function arabicFoldReplace(expression: string): string {
  return ARABIC_SEARCH_FOLDS.reduce((sql, [from, to]) => `REPLACE(${sql}, '${from}', '${to}')`, expression);
}

/**
 * `expression` with the Arabic search rule applied by PostgreSQL's `translate` (one pass; the characters without a
 * counterpart, the removed marks, are deleted).
 */
export function arabicFoldTranslate(expression: string): string {
  const mapped = ARABIC_SEARCH_FOLDS.filter(([, to]) => to !== '');
  const removed = ARABIC_SEARCH_FOLDS.filter(([, to]) => to === '');
  const from = [...mapped, ...removed].map(([character]) => character).join('');
  return `translate(${expression}, '${from}', '${mapped.map(([, to]) => to).join('')}')`;
}

/** An SQLite GLOB pattern of text with a character of the Arabic block (U+0600–U+06FF), where every folded one lies. */
export const ARABIC_BLOCK_GLOB = '*[\u0600-\u06FF]*';
