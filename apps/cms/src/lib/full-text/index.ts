import type { Core } from '@strapi/strapi';
import { postgresEngine } from './postgres';
import type { FullTextEngine, FullTextIndexDefinition } from './shared';
import { sqliteEngine } from './sqlite';

export * from './shared';

/**
 * The CMS's one full-text search engine (docs/023-talent-pool.md "One search engine"): one interface, two engines.
 * - SQLite (the embedded default): an FTS5 table (`porter unicode61 remove_diacritics 2`: "engineering" finds
 *   "engineer", "developpeur" finds "Développeur"), ranked by bm25 with column weights, snippets by `snippet()`, and a
 *   second, unstemmed FTS5 table whose `fts5vocab` is the vocabulary of the did-you-mean suggestion.
 * - PostgreSQL (the cluster): a table of `tsvector` documents (`english` configuration, accents folded with
 *   `unaccent` when the extension can be created) with a GIN index, ranked by `ts_rank`, or, for an index that ranks
 *   from itself (`rankedByIndex`) where the `rum` extension can be had, a RUM index giving the best in rank order
 *   (docs/023-talent-pool.md "Ranking on PostgreSQL"); snippets by `ts_headline`, the vocabulary from `ts_stat` over an
 *   unstemmed `simple` vector.
 * An index is declared once (`FullTextIndexDefinition`: its columns and weights, the SQL that composes a document from
 * the CMS's tables, and which tables' changes refresh which documents). Database triggers keep it in step, so every
 * write (document service, admin panel, seed, a bulk SQL load) changes the index in the same transaction as the data:
 * a failed or rolled-back write leaves both as before. The index tables are not Strapi content types; Strapi's schema
 * sync leaves unknown tables alone, and when it rebuilds a source table (SQLite drops its triggers then) the next
 * start finds a trigger missing and rebuilds the index (`ensure`).
 * Queries come parsed (`parseFullTextQuery` of the contract): each engine writes its own form from words only, so no
 * input reaches a database as syntax.
 */

/** The engine of `definition` on Strapi's database (SQLite or PostgreSQL; others throw). */
export function fullTextEngine(strapi: Core.Strapi, definition: FullTextIndexDefinition): FullTextEngine {
  if (!/^[a-z][a-z0-9_]*$/.test(definition.name)) throw new Error(`Bad full-text index name: ${definition.name}`);
  const client = strapi.db.dialect.client;
  if (client === 'sqlite') return sqliteEngine(strapi, definition);
  if (client === 'postgres') return postgresEngine(strapi, definition);
  throw new Error(`The full-text engine supports SQLite and PostgreSQL, not ${client}.`);
}
