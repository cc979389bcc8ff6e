import type { FullTextQuery, FullTextTerm } from '@agency/contract';
import type { Core } from '@strapi/strapi';
import type { Connection, QueryBuilder } from '../database-types';
import {
  ARABIC_RULE_KEY,
  arabicFoldTranslate,
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

/** Bumped when this engine's tables, functions or triggers change shape, so that existing indexes are rebuilt. */
const VERSION = 'postgres-3';

/** A transaction on Strapi's connection. */
type Transaction = Parameters<Parameters<Connection['transaction']>[0]>[0];

/** The text search configuration of documents and queries: English stemming ("engineering" → "engin"). */
const CONFIG = 'english';

/**
 * How far above a count's cap the planner's estimate must be to stand for the count (`count`): its statistics sample
 * the table, so a word near the cap is counted.
 */
const ESTIMATE_TRUSTED = 4;

/** PostgreSQL's weight letter of a column's weight: 8 and more A, 4 B, 2 C, less D (ts_rank: 1, 0.4, 0.2, 0.1). */
const letter = (weight: number) => (weight >= 8 ? 'A' : weight >= 4 ? 'B' : weight >= 2 ? 'C' : 'D');

/** How long the vocabulary read by `ts_stat` is kept when the index has not changed (it scans every document). */
const VOCABULARY_TTL_MS = 5 * 60_000;

/** The rows of a `raw` query's answer on PostgreSQL (node-postgres' `{ rows }`). */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** SQL (with bindings) of a tsquery, built from parsed terms with functions that accept any text. */
interface Sql {
  sql: string;
  bindings: Array<string | number>;
}

/**
 * The tsquery of one term: `phraseto_tsquery` of its words (any text is valid: parsed as words, never as syntax), or,
 * `loose`, `plainto_tsquery` (its words anywhere: the GIN index answers that without reading the documents).
 */
function termSql(term: FullTextTerm, fold: string, loose = false): Sql {
  const reader = loose ? 'plainto_tsquery' : 'phraseto_tsquery';
  return { sql: `${reader}('${CONFIG}', ${fold}(?))`, bindings: [term.words.join(' ')] };
}

function joined(parts: Sql[], operator: '&&' | '||'): Sql {
  return {
    sql: parts.length === 1 ? parts[0].sql : `(${parts.map((part) => part.sql).join(` ${operator} `)})`,
    bindings: parts.flatMap((part) => part.bindings),
  };
}

/**
 * A parsed query as a PostgreSQL tsquery expression: the groups ANDed (`&&`), each an OR (`||`) of terms, and
 * `!!` of the excluded terms' OR. Null when the query is empty. `websearch_to_tsquery` is not used for the whole text:
 * its precedence cannot say "a AND (b OR c)" and it has no prefix match; the contract's parser reads the syntax once.
 */
export function tsquerySql(query: FullTextQuery, fold: string, loose = false): Sql | null {
  const parts: Sql[] = query.all.map((group) =>
    joined(
      group.map((term) => termSql(term, fold, loose)),
      '||',
    ),
  );
  if (query.none.length > 0) {
    const none = joined(
      query.none.map((term) => termSql(term, fold)),
      '||',
    );
    parts.push({ sql: `!!${none.sql}`, bindings: none.bindings });
  }
  return parts.length > 0 ? joined(parts, '&&') : null;
}

/**
 * The schema of the `rum` extension (Postgres Professional's RUM index, Debian's `postgresql-15-rum`), created when
 * it is installed and this user may (a superuser: it is not a trusted extension); null when it cannot be had. `trx`: a
 * transaction, which a failed creation leaves usable (a savepoint).
 */
async function rumSchema(trx: Transaction): Promise<string | null> {
  try {
    await trx.raw('SAVEPOINT full_text_rum');
    await trx.raw('CREATE EXTENSION IF NOT EXISTS rum');
    await trx.raw('RELEASE SAVEPOINT full_text_rum');
  } catch {
    await trx.raw('ROLLBACK TO SAVEPOINT full_text_rum');
  }
  const [extension] = rowsOf<{ schema: string }>(
    await trx.raw(
      `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'rum'`,
    ),
  );
  return extension?.schema ?? null;
}

/** The PostgreSQL engine of one index (docs/023-talent-pool.md "One search engine"; lib/full-text/index.ts). */
export function postgresEngine(strapi: Core.Strapi, definition: FullTextIndexDefinition): FullTextEngine {
  const knex = () => strapi.db.connection;
  const { name, columns } = definition;
  const sig = signature(definition, `${VERSION} ${ARABIC_RULE_KEY}`);
  const fold = q(`${name}_fold`);
  const refreshFunction = q(`${name}_refresh`);
  // Each source has three triggers (docs/023-talent-pool.md "Bulk writes on PostgreSQL"): inserts and deletes
  // per statement, with the statement's rows as a transition table; updates (of the source's columns) per row.
  const triggerNames = (index: number) => ({
    insert: `${name}_s${index}i_${sig}`,
    delete: `${name}_s${index}d_${sig}`,
    update: `${name}_s${index}u_${sig}`,
  });
  const list = columns.map((column) => q(column.name)).join(', ');
  const vector = (row: string) =>
    columns
      .map(
        (column) =>
          `setweight(to_tsvector('${CONFIG}', ${fold}(COALESCE(${row}.${q(column.name)}, ''))), '${letter(column.weight)}')`,
      )
      .join(' || ');
  const wordsVector = (row: string) =>
    `to_tsvector('simple', ${fold}(concat_ws(' ', ${columns.map((column) => `${row}.${q(column.name)}`).join(', ')})))`;
  const insert = (ids: string | null) =>
    `INSERT INTO ${q(name)} (id, ${list}, document, words) SELECT d.id, ${columns.map((column) => `d.${q(column.name)}`).join(', ')}, ` +
    `${vector('d')}, ${wordsVector('d')} FROM (${definition.documents(ids)}) AS d`;
  // ts_rank's weights for D, C, B, A: its defaults (RUM's score uses the same).
  const rankWeights = `'{0.1,0.2,0.4,1.0}'`;
  /**
   * The schema of the `rum` extension when the document index is a RUM index (`ensure` finds or makes it), else null.
   * A RUM index keeps each word's positions and weights, so it gives the best `limit` matches in rank order without
   * reading their documents (docs/023-talent-pool.md "Ranking on PostgreSQL"); GIN, the fallback, needs `ts_rank`
   * to read every match's vector (out of line, compressed).
   */
  let rum: string | null = null;
  /**
   * The relevance of `doc` for `query` (larger is better): RUM's score where it ranks, so that every query orders as
   * its index does (equal to ts_rank for single words, closer to the cover for phrases and OR; ts_rank gives 1e-20
   * to every match of a query with an exclusion), else `ts_rank`.
   */
  const rankOf = (doc: string, query: string) =>
    rum ? `${q(rum)}.rum_ts_score(${doc}, ${query})` : `ts_rank(${rankWeights}, ${doc}, ${query})`;
  let vocabulary: { key: string; at: number; words: Array<{ word: string; documents: number }> } | null = null;

  /**
   * The SELECT of `id` and `rank` (ts_rank) of the documents matching `query` without its prefix, or of the newest
   * `window` of them (the largest ids). ts_rank reads each document's vector (out of line, compressed), so the window
   * bounds that work. The window is taken on the terms' words anywhere (`loose`, answered by the GIN index alone, the
   * excluded terms left for later); the phrases and exclusions are then checked on the window's documents only. The
   * window is ordered by `id + 0`, not `id`: ordered by the primary key, the planner walked it backwards and read every
   * document it passed to test the match (0.4 s for "react" at 100,000 documents); this way the GIN index gives the
   * matches and only the window's documents are read (docs/023-talent-pool.md "Figures"). Null when the query has no
   * term to rank by.
   */
  const rankedSql = (query: FullTextQuery, window?: number): Sql | null => {
    const ranked = matchPlan(query).ranked;
    const tsquery = tsquerySql(ranked, fold);
    if (!tsquery || ranked.all.length === 0) return null;
    const rank = `${rankOf('t.document', 'k.query')} AS rank`;
    const query_ = `(SELECT ${tsquery.sql} AS query) AS k`;
    if (window === undefined) {
      return {
        sql: `SELECT t.id, ${rank} FROM ${q(name)} AS t, ${query_} WHERE t.document @@ k.query`,
        bindings: tsquery.bindings,
      };
    }
    const loose = tsquerySql({ all: ranked.all, none: [] }, fold, true) as Sql;
    const exact = ranked.none.length > 0 || ranked.all.some((group) => group.some((term) => term.words.length > 1));
    return {
      sql:
        `SELECT t.id, ${rank} FROM (SELECT w.id, w.document FROM ${q(name)} AS w WHERE w.document @@ ${loose.sql} ` +
        `ORDER BY w.id + 0 DESC LIMIT ?) AS t, ${query_}${exact ? ' WHERE t.document @@ k.query' : ''}`,
      bindings: [...loose.bindings, Math.max(0, Math.floor(window)), ...tsquery.bindings],
    };
  };

  /**
   * The condition of `whereMatches` on the index table's row `row` (main terms, and the prefix term's group whole or
   * the prefix as the start of an unstemmed word), or null when the query has none.
   */
  const matchCondition = (query: FullTextQuery, row: string): Sql | null => {
    const plan = matchPlan(query);
    const main = tsquerySql(plan.main, fold);
    const conditions: string[] = [];
    const bindings: Array<string | number> = [];
    if (main) {
      conditions.push(`${row}.document @@ ${main.sql}`);
      bindings.push(...main.bindings);
    }
    if (plan.prefix) {
      const group = tsquerySql({ all: [plan.prefix.group], none: [] }, fold) as Sql;
      conditions.push(
        `(${row}.document @@ ${group.sql} OR ${row}.words @@ to_tsquery('simple', '''' || replace(${fold}(?), '''', '') || ''':*'))`,
      );
      bindings.push(...group.bindings, plan.prefix.word);
    }
    return conditions.length === 0 ? null : { sql: conditions.join(' AND '), bindings };
  };

  return {
    client: 'postgres',

    async ensure() {
      const expected = definition.sources.flatMap((_, index) => Object.values(triggerNames(index)));
      await knex().transaction(async (trx) => {
        // One instance at a time (several CMS instances start together on a cluster).
        await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`full-text:${name}`]);
        const [table] = rowsOf<{ found: string | null }>(await trx.raw('SELECT to_regclass(?) AS found', [name]));
        const triggers = rowsOf<{ tgname: string }>(
          await trx.raw('SELECT tgname FROM pg_trigger WHERE tgname LIKE ?', [`${name}\\_s%`]),
        );
        const present = new Set(triggers.map((row) => row.tgname));
        rum = definition.rankedByIndex ? await rumSchema(trx) : null;
        const documentIndex = q(`${name}_document_idx`);
        const createDocumentIndex = () =>
          trx.raw(
            `CREATE INDEX ${documentIndex} ON ${q(name)} USING ${rum ? `rum (document ${q(rum)}.rum_tsvector_ops)` : 'gin (document)'}`,
          );
        if (table?.found && expected.every((trigger) => present.has(trigger))) {
          // The index is kept; its document index follows the extension's coming or going (RUM needs it).
          const [kind] = rowsOf<{ method: string }>(
            await trx.raw(
              `SELECT am.amname AS method FROM pg_class c JOIN pg_am am ON am.oid = c.relam WHERE c.oid = to_regclass(?)`,
              [`${name}_document_idx`],
            ),
          );
          if (kind?.method !== (rum ? 'rum' : 'gin')) {
            await trx.raw(`DROP INDEX IF EXISTS ${documentIndex}`);
            await createDocumentIndex();
          }
          return;
        }

        // Accents folded by `unaccent` when it exists or may be created; otherwise kept (matching then minds accents).
        let unaccent: string | null = null;
        try {
          await trx.raw('SAVEPOINT full_text_unaccent');
          await trx.raw('CREATE EXTENSION IF NOT EXISTS unaccent');
          await trx.raw('RELEASE SAVEPOINT full_text_unaccent');
        } catch {
          await trx.raw('ROLLBACK TO SAVEPOINT full_text_unaccent');
        }
        const [extension] = rowsOf<{ schema: string }>(
          await trx.raw(
            `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent'`,
          ),
        );
        if (extension) unaccent = `${q(extension.schema)}.unaccent`;
        // The fold of every document and query word: the contract's Arabic search rule (`arabicFoldTranslate`,
        // docs/023-talent-pool.md "Arabic"), then the accents.
        const arabic = arabicFoldTranslate('value');
        await trx.raw(
          `CREATE OR REPLACE FUNCTION ${fold}(value text) RETURNS text LANGUAGE sql STABLE AS ` +
            `$fold$ SELECT ${unaccent ? `${unaccent}(${arabic})` : arabic} $fold$`,
        );
        for (const trigger of present) {
          const relations = rowsOf<{ relation: string }>(
            await trx.raw('SELECT tgrelid::regclass::text AS relation FROM pg_trigger WHERE tgname = ?', [trigger]),
          );
          for (const row of relations) {
            await trx.raw(`DROP TRIGGER IF EXISTS ${q(trigger)} ON ${row.relation}`);
          }
        }
        await trx.raw(`DROP TABLE IF EXISTS ${q(name)}`);
        await trx.raw(
          `CREATE TABLE ${q(name)} (id integer PRIMARY KEY, ${columns.map((column) => `${q(column.name)} text`).join(', ')}, ` +
            `document tsvector NOT NULL, words tsvector NOT NULL, changed_at timestamptz NOT NULL DEFAULT clock_timestamp())`,
        );
        await createDocumentIndex();
        await trx.raw(`CREATE INDEX ${q(`${name}_words_idx`)} ON ${q(name)} USING gin (words)`);
        await trx.raw(
          `CREATE OR REPLACE FUNCTION ${refreshFunction}(changed bigint[]) RETURNS void LANGUAGE plpgsql AS $refresh$ BEGIN ` +
            `DELETE FROM ${q(name)} WHERE id = ANY(changed); ${insert('SELECT unnest(changed)')}; END $refresh$`,
        );
        for (const [index, source] of definition.sources.entries()) {
          const names = triggerNames(index);
          // Inserts and deletes: once per statement, the ids of all its rows (`changed`, the statement's NEW or OLD
          // transition table) recomposed by one set-based refresh. A transition table may serve one event only.
          const statementFn = q(`${name}_s${index}_${sig}_rows`);
          // `ids` reads a row by its alias; here each row `n` of the transition table (not `new`, which PL/pgSQL
          // would take for its own NEW record).
          const idsOf = source.ids as (row: string) => string;
          await trx.raw(
            `CREATE OR REPLACE FUNCTION ${statementFn}() RETURNS trigger LANGUAGE plpgsql AS $trigger$ BEGIN ` +
              `IF EXISTS (SELECT 1 FROM changed) THEN PERFORM ${refreshFunction}(ARRAY(SELECT DISTINCT x.id FROM ` +
              `changed AS n CROSS JOIN LATERAL (${idsOf('n')}) AS x(id))::bigint[]); END IF; ` +
              `RETURN NULL; END $trigger$`,
          );
          for (const [event, transition, trigger] of [
            ['INSERT', 'NEW', names.insert],
            ['DELETE', 'OLD', names.delete],
          ] as const) {
            await trx.raw(
              `CREATE TRIGGER ${q(trigger)} AFTER ${event} ON ${q(source.table)} REFERENCING ${transition} TABLE AS changed ` +
                `FOR EACH STATEMENT EXECUTE FUNCTION ${statementFn}()`,
            );
          }
          // Updates: per row, only of the source's columns when it names them (a transition table allows no column
          // list), so that a status move or a queue's claim recomposes nothing.
          const rowFn = q(`${name}_s${index}_${sig}_row`);
          await trx.raw(
            `CREATE OR REPLACE FUNCTION ${rowFn}() RETURNS trigger LANGUAGE plpgsql AS $trigger$ BEGIN ` +
              `PERFORM ${refreshFunction}(ARRAY(${source.ids('old')} UNION ${source.ids('new')})::bigint[]); ` +
              `RETURN NULL; END $trigger$`,
          );
          const of = source.columns ? ` OF ${source.columns.map(q).join(', ')}` : '';
          await trx.raw(
            `CREATE TRIGGER ${q(names.update)} AFTER UPDATE${of} ON ${q(source.table)} FOR EACH ROW EXECUTE FUNCTION ${rowFn}()`,
          );
        }
        await trx.raw(insert(null));
        // The planner's statistics of the filled table now (how common each word is), not at autovacuum's next
        // round: without them it chose other plans, up to twice as slow at 100,000 resumes (docs/023-talent-pool.md).
        await trx.raw(`ANALYZE ${q(name)}`);
      });
    },

    whereMatches(builder: QueryBuilder, idColumn: string, query: FullTextQuery, apart = false) {
      const plan = matchPlan(query);
      // OFFSET 0 keeps a subquery from being merged into the outer query: PostgreSQL then hashes its ids.
      const fence = apart ? ' OFFSET 0' : '';
      const tsquery = tsquerySql(plan.main, fold);
      if (tsquery) {
        builder.whereRaw(`?? IN (SELECT id FROM ${q(name)} WHERE document @@ ${tsquery.sql}${fence})`, [
          idColumn,
          ...tsquery.bindings,
        ]);
      }
      if (plan.prefix) {
        const group = tsquerySql({ all: [plan.prefix.group], none: [] }, fold) as Sql;
        builder.whereRaw(
          `(?? IN (SELECT id FROM ${q(name)} WHERE document @@ ${group.sql}${fence}) OR ?? IN (SELECT id FROM ${q(name)} ` +
            `WHERE words @@ to_tsquery('simple', '''' || replace(${fold}(?), '''', '') || ''':*')${fence}))`,
          [idColumn, ...group.bindings, idColumn, plan.prefix.word],
        );
      }
    },

    joinRank(builder: QueryBuilder, idColumn: string, query: FullTextQuery, alias: string, window?: number) {
      const ranked = rankedSql(query, window);
      builder.leftJoin(
        ranked
          ? knex().raw(`(${ranked.sql}) AS ${q(alias)}`, ranked.bindings)
          : knex().raw(`(SELECT NULL::integer AS id, 0 AS rank) AS ${q(alias)}`),
        `${alias}.id`,
        idColumn,
      );
    },

    withRanked(builder: QueryBuilder, alias: string, query: FullTextQuery, limit: number | null, window?: number) {
      const ranked = rankedSql(query, window);
      if (!ranked) return false;
      if (limit === null) {
        builder.withMaterialized(alias, knex().raw(ranked.sql, ranked.bindings));
        return true;
      }
      const cut = Math.max(0, Math.floor(limit));
      // RUM: the index's own order (`<=>`, the distance: 1 / the score) gives the best `cut`, and only their rows are
      // read. GIN: the rank of each match (of the window), then a top-`cut` sort. Neither joins or groups every match.
      // With a window, RUM's own order is no faster: it must still find every match of an OR of many words (the
      // suggestions': 180-210 ms at 100,000 documents, against 160 ms for the window's rank).
      const best =
        rum && window === undefined
          ? `(${ranked.sql} ORDER BY t.document OPERATOR(${q(rum)}.<=>) k.query LIMIT ?) AS m ORDER BY rank DESC, id DESC`
          : `(${ranked.sql}) AS m ORDER BY rank DESC, id DESC LIMIT ?`;
      builder.withMaterialized(alias, knex().raw(`SELECT id, rank FROM ${best}`, [...ranked.bindings, cut]));
      return true;
    },

    async matches(query: FullTextQuery): Promise<FullTextMatches> {
      const plan = matchPlan(query);
      const main = tsquerySql(plan.main, fold);
      if (!hasPositiveTerm(plan)) {
        return {
          ids: null,
          where: (builder, idColumn) => {
            if (main) {
              builder.whereRaw(`?? IN (SELECT id FROM ${q(name)} WHERE document @@ ${main.sql})`, [
                idColumn,
                ...main.bindings,
              ]);
            }
          },
        };
      }
      const condition = matchCondition(query, 't') as Sql;
      const result: unknown = await knex().raw(
        `SELECT t.id FROM ${q(name)} AS t WHERE ${condition.sql} ORDER BY t.id`,
        condition.bindings,
      );
      const ids = rowsOf<{ id: number }>(result).map((row) => Number(row.id));
      return {
        ids,
        // The ids as one array parameter (`{1,2,3}`): any number of them in one bound value.
        where: (builder, idColumn) => {
          if (ids.length === 0) builder.whereRaw('1 = 0');
          else builder.whereRaw('?? = ANY(?::integer[])', [idColumn, `{${ids.join(',')}}`]);
        },
      };
    },

    async snippets(ids: readonly number[], column: string, query: FullTextQuery, size = 16) {
      const found = new Map<number, SnippetPart[]>();
      const tsquery = tsquerySql({ all: matchPlan(query).ranked.all, none: [] }, fold);
      if (!tsquery || ids.length === 0 || !columns.some((entry) => entry.name === column)) return found;
      const words = Math.max(2, Math.min(64, size));
      const options = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=${words}, MinWords=${Math.ceil(words / 2)}, ShortWord=1, MaxFragments=2, FragmentDelimiter=" … "`;
      const result: unknown = await knex().raw(
        `SELECT t.id, ts_headline('${CONFIG}', ${fold}(t.${q(column)}), k.query, ?) AS snippet ` +
          `FROM ${q(name)} AS t, (SELECT ${tsquery.sql} AS query) AS k ` +
          `WHERE t.id IN (${ids.map(() => '?').join(', ')}) AND t.document @@ k.query AND COALESCE(t.${q(column)}, '') <> ''`,
        [options, ...tsquery.bindings, ...ids.map(Number)],
      );
      for (const row of rowsOf<{ id: number; snippet: string | null }>(result)) {
        if (row.snippet?.includes(MATCH_START)) found.set(Number(row.id), snippetParts(row.snippet));
      }
      return found;
    },

    async matchingAmong(ids: readonly number[], query: FullTextQuery) {
      const tsquery = tsquerySql(matchPlan(query).ranked, fold);
      if (!tsquery || query.all.length === 0 || ids.length === 0) return new Set<number>();
      const result: unknown = await knex().raw(
        `SELECT id FROM ${q(name)} WHERE id = ANY(?::integer[]) AND document @@ ${tsquery.sql}`,
        [`{${ids.map(Number).join(',')}}`, ...tsquery.bindings],
      );
      return new Set(rowsOf<{ id: number }>(result).map((row) => Number(row.id)));
    },

    async rankAmong(ids: readonly number[], query: FullTextQuery) {
      const ranks = new Map<number, number>();
      if (ids.length === 0) return ranks;
      const condition = matchCondition(query, 't');
      const ranked = matchPlan(query).ranked;
      const tsquery = ranked.all.length > 0 ? tsquerySql(ranked, fold) : null;
      // The ranked documents' relevance; 0 for a match by the start of a word alone.
      const rank = tsquery ? `CASE WHEN t.document @@ k.query THEN ${rankOf('t.document', 'k.query')} ELSE 0 END` : '0';
      const result: unknown = await knex().raw(
        `SELECT t.id, ${rank} AS rank FROM ${q(name)} AS t${tsquery ? `, (SELECT ${tsquery.sql} AS query) AS k` : ''} ` +
          `WHERE t.id = ANY(?::integer[])${condition ? ` AND ${condition.sql}` : ''}`,
        [...(tsquery?.bindings ?? []), `{${ids.map(Number).join(',')}}`, ...(condition?.bindings ?? [])],
      );
      for (const row of rowsOf<{ id: number; rank: number | string }>(result)) {
        ranks.set(Number(row.id), Number(row.rank));
      }
      return ranks;
    },

    async count(query: FullTextQuery, cap: number) {
      const tsquery = tsquerySql(matchPlan(query).ranked, fold);
      if (!tsquery || query.all.length === 0) return 0;
      const limit = Math.max(0, Math.floor(cap));
      // The planner's estimate first, from its statistics of the index table (how common each word is; filled at
      // `ensure`, kept by autovacuum): no document is read. Far above the cap it is the answer, and it tells a word
      // in 18,000 resumes from one in 60,000, which a count stopped at the cap cannot (docs/023-talent-pool.md
      // "Suggested candidates for a job"). Below, the count itself.
      const [explained] = rowsOf<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
        await knex().raw(
          `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${q(name)} WHERE document @@ ${tsquery.sql}`,
          tsquery.bindings,
        ),
      );
      const estimate = Number(explained?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
      if (estimate > ESTIMATE_TRUSTED * limit) return Math.round(estimate);
      const result: unknown = await knex().raw(
        `SELECT count(*) AS n FROM (SELECT 1 FROM ${q(name)} WHERE document @@ ${tsquery.sql} LIMIT ?) AS m`,
        [...tsquery.bindings, limit],
      );
      return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
    },

    async knows(word: string) {
      const result: unknown = await knex().raw(
        `SELECT 1 FROM ${q(name)} WHERE words @@ to_tsquery('simple', '''' || replace(${fold}(?), '''', '') || '''') LIMIT 1`,
        [word],
      );
      return rowsOf(result).length > 0;
    },

    async wordsNear(word: string, maxDistance: number) {
      const keyResult: unknown = await knex().raw(
        `SELECT count(*) || ':' || COALESCE(max(changed_at)::text, '') AS key FROM ${q(name)}`,
      );
      const key = String(rowsOf<{ key: string | null }>(keyResult)[0]?.key ?? '');
      let current = vocabulary?.key === key && Date.now() - vocabulary.at <= VOCABULARY_TTL_MS ? vocabulary : null;
      if (!current) {
        const result: unknown = await knex().raw(`SELECT word, ndoc FROM ts_stat(?)`, [`SELECT words FROM ${q(name)}`]);
        current = {
          key,
          at: Date.now(),
          words: rowsOf<{ word: string; ndoc: number }>(result).map((row) => ({
            word: row.word,
            documents: Number(row.ndoc),
          })),
        };
        vocabulary = current;
      }
      const length = [...foldWord(word)].length;
      return current.words.filter((entry) => Math.abs([...entry.word].length - length) <= maxDistance);
    },
  };
}
