import type { FullTextQuery, FullTextTerm } from '@agency/contract';
import type { Core } from '@strapi/strapi';
import type { QueryBuilder } from '../database-types';
import {
  ARABIC_BLOCK_GLOB,
  ARABIC_RULE_KEY,
  arabicFoldReplace,
  hasPositiveTerm,
  identifier as q,
  matchPlan,
  MATCH_END,
  MATCH_START,
  signature,
  snippetParts,
  type FullTextEngine,
  type FullTextIndexDefinition,
  type FullTextMatches,
  type SnippetPart,
} from './shared';
import { foldWord } from './words';

/** Bumped when this engine's tables or triggers change shape, so that existing indexes are rebuilt. */
const VERSION = 'sqlite-2';

/**
 * The FTS5 MATCH expression of `terms` joined by `join`: each term a quoted phrase of its words (words are letters,
 * digits and marks only, so the quotes hold no syntax). Prefixes are matched apart (`matchPlan`).
 */
function phrases(terms: readonly FullTextTerm[], join: ' AND ' | ' OR '): string {
  return terms.map((term) => `"${term.words.join(' ')}"`).join(join);
}

/**
 * A parsed query in FTS5's syntax: `positive` (every group, each an OR of phrases) with `NOT (excluded)`, or, when
 * the query has only excluded terms, `negative` alone (matched with NOT IN). Nulls when the query is empty.
 */
export function fts5Match(query: FullTextQuery): { positive: string | null; negative: string | null } {
  const negative = query.none.length > 0 ? phrases(query.none, ' OR ') : null;
  if (query.all.length === 0) return { positive: null, negative };
  const groups = query.all.map((group) => `(${phrases(group, ' OR ')})`).join(' AND ');
  return { positive: negative ? `${groups} NOT (${negative})` : groups, negative: null };
}

/** The FTS5 engine of one index (docs/023-talent-pool.md "One search engine"; lib/full-text/index.ts). */
export function sqliteEngine(strapi: Core.Strapi, definition: FullTextIndexDefinition): FullTextEngine {
  const knex = () => strapi.db.connection;
  const { name, columns } = definition;
  const words = `${name}_words`;
  const vocab = `${name}_vocab`;
  const sig = signature(definition, `${VERSION} ${ARABIC_RULE_KEY}`);
  const triggerName = (index: number, event: string) => `${name}_t${index}_${event}_${sig}`;
  const body = columns.map((column) => `COALESCE(${q(column.name)}, '')`).join(` || ' ' || `);
  const list = columns.map((column) => q(column.name)).join(', ');

  /**
   * The statement that applies the contract's Arabic search rule (`arabicFoldReplace`, docs/023-talent-pool.md
   * "Arabic") to the stored documents with Arabic text (a GLOB on the Arabic block), of `ids` or all: FTS5 then
   * indexes them again. Documents without Arabic, most of them, are left alone, so their 51 nested REPLACEs are not
   * paid. Apart from the INSERT, because in the INSERT … SELECT the documents' SQL (subqueries of resume text) would
   * be computed once for the test and again for the REPLACE (SQLite merges the subquery; a trigger allows no WITH).
   */
  const foldArabic = (ids: string | null) =>
    `UPDATE ${q(name)} SET ${columns.map((column) => `${q(column.name)} = ${arabicFoldReplace(q(column.name))}`).join(', ')} ` +
    `WHERE ${ids === null ? '' : `rowid IN (${ids}) AND `}${body} GLOB '${ARABIC_BLOCK_GLOB}'`;

  /** The statements that replace the documents of `ids` (a SELECT of ids) in both tables. */
  const refresh = (ids: string) =>
    [
      `INSERT INTO ${q(words)}(${q(words)}, rowid, body) SELECT 'delete', rowid, ${body} FROM ${q(name)} WHERE rowid IN (${ids});`,
      `DELETE FROM ${q(name)} WHERE rowid IN (${ids});`,
      `INSERT INTO ${q(name)}(rowid, ${list}) SELECT id, ${list} FROM (${definition.documents(ids)});`,
      `${foldArabic(ids)};`,
      `INSERT INTO ${q(words)}(rowid, body) SELECT rowid, ${body} FROM ${q(name)} WHERE rowid IN (${ids});`,
    ].join(' ');

  const weights = columns.map((column) => column.weight).join(', ');

  /**
   * The SELECT of `id` and `rank` (-bm25, larger is better) of the documents matching `positive`, or of the newest
   * `window` of them (the largest ids: FTS5 reads its index in rowid order and stops there, so bm25 is computed for
   * those only).
   */
  const rankedSql = (positive: string, window?: number): [string, Array<string | number>] => {
    const sql = `SELECT rowid AS id, -bm25(${q(name)}, ${weights}) AS rank FROM ${q(name)} WHERE ${q(name)} MATCH ?`;
    return window === undefined
      ? [sql, [positive]]
      : [`${sql} ORDER BY rowid DESC LIMIT ?`, [positive, Math.max(0, Math.floor(window))]];
  };

  /** `whereMatches`: narrows `builder` to the rows whose `idColumn` is a document matching `query`. */
  const whereMatching = (builder: QueryBuilder, idColumn: string, query: FullTextQuery) => {
    const plan = matchPlan(query);
    const { positive, negative } = fts5Match(plan.main);
    const matching = `SELECT rowid FROM ${q(name)} WHERE ${q(name)} MATCH ?`;
    if (positive) builder.whereRaw(`?? IN (${matching})`, [idColumn, positive]);
    else if (negative) builder.whereRaw(`?? NOT IN (${matching})`, [idColumn, negative]);
    if (plan.prefix) {
      builder.whereRaw(`(?? IN (${matching}) OR ?? IN (SELECT rowid FROM ${q(words)} WHERE ${q(words)} MATCH ?))`, [
        idColumn,
        phrases(plan.prefix.group, ' OR '),
        idColumn,
        `"${plan.prefix.word}"*`,
      ]);
    }
  };

  return {
    client: 'sqlite',

    async ensure() {
      const expected = definition.sources.flatMap((_, index) =>
        ['insert', 'update', 'delete'].map((event) => triggerName(index, event)),
      );
      const present = new Set(
        (
          await knex()('sqlite_master')
            .select('name')
            .where((names) => {
              names.whereIn('name', [name, words, vocab]).orWhere((trigger) => {
                trigger.where('type', 'trigger').where('name', 'like', `${name}_t%`);
              });
            })
        ).map((row: { name: string }) => row.name),
      );
      if ([name, words, vocab, ...expected].every((entry) => present.has(entry))) return;
      await knex().transaction(async (trx) => {
        for (const old of present) {
          if (old.startsWith(`${name}_t`)) await trx.raw(`DROP TRIGGER IF EXISTS ${q(old)}`);
        }
        await trx.raw(`DROP TABLE IF EXISTS ${q(vocab)}`);
        await trx.raw(`DROP TABLE IF EXISTS ${q(words)}`);
        await trx.raw(`DROP TABLE IF EXISTS ${q(name)}`);
        await trx.raw(
          `CREATE VIRTUAL TABLE ${q(name)} USING fts5(${list}, tokenize='porter unicode61 remove_diacritics 2')`,
        );
        // The words as written (no stemming), for the did-you-mean vocabulary: no content, no positions.
        await trx.raw(
          `CREATE VIRTUAL TABLE ${q(words)} USING fts5(body, content='', detail=none, ` +
            `tokenize='unicode61 remove_diacritics 2')`,
        );
        await trx.raw(`CREATE VIRTUAL TABLE ${q(vocab)} USING fts5vocab(${q(words)}, 'row')`);
        for (const [index, source] of definition.sources.entries()) {
          const on = q(source.table);
          const of = source.columns ? ` OF ${source.columns.map(q).join(', ')}` : '';
          await trx.raw(
            `CREATE TRIGGER ${q(triggerName(index, 'insert'))} AFTER INSERT ON ${on} BEGIN ${refresh(source.ids('new'))} END`,
          );
          await trx.raw(
            `CREATE TRIGGER ${q(triggerName(index, 'update'))} AFTER UPDATE${of} ON ${on} BEGIN ` +
              `${refresh(`${source.ids('old')} UNION ${source.ids('new')}`)} END`,
          );
          await trx.raw(
            `CREATE TRIGGER ${q(triggerName(index, 'delete'))} AFTER DELETE ON ${on} BEGIN ${refresh(source.ids('old'))} END`,
          );
        }
        await trx.raw(`INSERT INTO ${q(name)}(rowid, ${list}) SELECT id, ${list} FROM (${definition.documents(null)})`);
        await trx.raw(foldArabic(null));
        await trx.raw(`INSERT INTO ${q(words)}(rowid, body) SELECT rowid, ${body} FROM ${q(name)}`);
      });
    },

    whereMatches: whereMatching,

    joinRank(builder: QueryBuilder, idColumn: string, query: FullTextQuery, alias: string, window?: number) {
      const { positive } = fts5Match(matchPlan(query).ranked);
      if (!positive) {
        builder.leftJoin(knex().raw(`(SELECT NULL AS id, 0 AS rank) AS ${q(alias)}`), `${alias}.id`, idColumn);
        return;
      }
      // The ranks of every match, computed once into a table (a MATERIALIZED common table expression) that the join
      // reads by id. As a joined subquery, SQLite's planner moved the join's `id = ?` into the FTS5 table, which then
      // ran the MATCH again for each row of the outer query: 0.6 s for "engineering" at 10,000 jobs
      // (docs/011-job-search.md "Figures").
      builder
        .withMaterialized(alias, knex().raw(...rankedSql(positive, window)))
        .leftJoin(alias, `${alias}.id`, idColumn);
    },

    withRanked(builder: QueryBuilder, alias: string, query: FullTextQuery, limit: number | null, window?: number) {
      const { positive } = fts5Match(matchPlan(query).ranked);
      if (!positive) return false;
      // bm25 of each match (of the window) from the index's own data (its position lists and document sizes), then
      // SQLite's sorter keeps the best `limit` (no join, no grouping over every match).
      const [sql, bindings] = rankedSql(positive, window);
      builder.withMaterialized(
        alias,
        limit === null
          ? knex().raw(sql, bindings)
          : knex().raw(`SELECT id, rank FROM (${sql}) ORDER BY rank DESC, id DESC LIMIT ?`, [
              ...bindings,
              Math.max(0, Math.floor(limit)),
            ]),
      );
      return true;
    },

    async matches(query: FullTextQuery): Promise<FullTextMatches> {
      const plan = matchPlan(query);
      const matching = `SELECT rowid FROM ${q(name)} WHERE ${q(name)} MATCH ?`;
      if (!hasPositiveTerm(plan)) {
        const { negative } = fts5Match(plan.main);
        return {
          ids: null,
          where: (builder, idColumn) => {
            if (negative) builder.whereRaw(`?? NOT IN (${matching})`, [idColumn, negative]);
          },
        };
      }
      // One compound SELECT. SQLite groups compound operators from left to right: (G UNION W) INTERSECT M, or
      // (G UNION W) EXCEPT N, for the prefix's group G, its start of a word W, the other groups M or the excluded N.
      const { positive, negative } = fts5Match(plan.main);
      const parts: string[] = [];
      const bindings: string[] = [];
      if (plan.prefix) {
        parts.push(`${matching} UNION SELECT rowid FROM ${q(words)} WHERE ${q(words)} MATCH ?`);
        bindings.push(phrases(plan.prefix.group, ' OR '), `"${plan.prefix.word}"*`);
      }
      if (positive) {
        parts.push(matching);
        bindings.push(positive);
      }
      let sql = parts.join(' INTERSECT ');
      if (negative) {
        sql += ` EXCEPT ${matching}`;
        bindings.push(negative);
      }
      const rows = await knex().raw<Array<{ rowid: number }>>(`${sql} ORDER BY 1`, bindings);
      const ids = rows.map((row) => Number(row.rowid));
      return {
        ids,
        // The ids as one JSON parameter read by `json_each`: any number of them in one bound value.
        where: (builder, idColumn) => {
          if (ids.length === 0) builder.whereRaw('1 = 0');
          else builder.whereRaw('?? IN (SELECT value FROM json_each(?))', [idColumn, JSON.stringify(ids)]);
        },
      };
    },

    async snippets(ids: readonly number[], column: string, query: FullTextQuery, size = 16) {
      const found = new Map<number, SnippetPart[]>();
      const { positive } = fts5Match(matchPlan(query).ranked);
      const index = columns.findIndex((entry) => entry.name === column);
      if (!positive || ids.length === 0 || index === -1) return found;
      const rows = await knex().raw<Array<{ id: number; snippet: string | null }>>(
        `SELECT rowid AS id, snippet(${q(name)}, ${index}, ?, ?, '…', ?) AS snippet FROM ${q(name)} ` +
          `WHERE ${q(name)} MATCH ? AND rowid IN (${ids.map(() => '?').join(', ')})`,
        [MATCH_START, MATCH_END, Math.max(1, Math.min(64, size)), positive, ...ids],
      );
      for (const row of rows) {
        if (row.snippet?.includes(MATCH_START)) found.set(Number(row.id), snippetParts(row.snippet));
      }
      return found;
    },

    async matchingAmong(ids: readonly number[], query: FullTextQuery) {
      const { positive } = fts5Match(matchPlan(query).ranked);
      if (!positive || ids.length === 0) return new Set<number>();
      const rows = await knex().raw<Array<{ id: number }>>(
        `SELECT rowid AS id FROM ${q(name)} WHERE ${q(name)} MATCH ? AND rowid IN (${ids.map(() => '?').join(', ')})`,
        [positive, ...ids.map(Number)],
      );
      return new Set(rows.map((row) => Number(row.id)));
    },

    async rankAmong(ids: readonly number[], query: FullTextQuery) {
      const ranks = new Map<number, number>();
      if (ids.length === 0) return ranks;
      const among = `rowid IN (${ids.map(() => '?').join(', ')})`;
      const list = ids.map(Number);
      const plan = matchPlan(query);
      // The prefix's matches by the start of a word, or a query of excluded terms only: the matches without a rank,
      // then the ranked documents' ranks.
      if (plan.prefix || !hasPositiveTerm(plan)) {
        const found = knex()(name).select('rowid').whereRaw(among, list);
        whereMatching(found, 'rowid', query);
        for (const row of (await found) as Array<{ rowid: number }>) ranks.set(Number(row.rowid), 0);
      }
      const { positive } = fts5Match(plan.ranked);
      if (!positive || (plan.prefix && ranks.size === 0)) return ranks;
      const [sql, bindings] = rankedSql(positive);
      const rows = await knex().raw<Array<{ id: number; rank: number }>>(`${sql} AND ${among}`, [...bindings, ...list]);
      for (const row of rows) ranks.set(Number(row.id), Number(row.rank));
      return ranks;
    },

    async count(query: FullTextQuery, cap: number) {
      const { positive } = fts5Match(matchPlan(query).ranked);
      if (!positive) return 0;
      const [row] = await knex().raw<Array<{ n: number }>>(
        `SELECT count(*) AS n FROM (SELECT rowid FROM ${q(name)} WHERE ${q(name)} MATCH ? LIMIT ?)`,
        [positive, Math.max(0, Math.floor(cap))],
      );
      return Number(row?.n ?? 0);
    },

    async knows(word: string) {
      const row: unknown = await knex()(vocab).select('term').where('term', foldWord(word)).first();
      return row !== undefined;
    },

    async wordsNear(word: string, maxDistance: number) {
      const length = [...foldWord(word)].length;
      const rows: Array<{ term: string; doc: number }> = await knex()(vocab)
        .select('term', 'doc')
        .whereRaw('length(term) BETWEEN ? AND ?', [length - maxDistance, length + maxDistance]);
      return rows.map((row) => ({ word: row.term, documents: Number(row.doc) }));
    },
  };
}
