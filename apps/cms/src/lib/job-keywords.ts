import type { Core } from '@strapi/strapi';
import type { QueryBuilder } from './database-types';
import { escapeRegExp } from './regexp';

/**
 * The job board's keyword search (docs/011-job-search.md), the one place that knows how each database finds a word in a
 * job's title, company, skills and description:
 * - SQLite: an FTS5 full-text index (`jobs_keywords`, words without case or accents) kept by triggers on the jobs
 *   table, so that every write (API, admin panel, seeding, a bulk SQL load) updates it in the same transaction. A
 *   search finds jobs having every word of the keyword text, each as a word or the start of one (`nurs` finds
 *   "nurse"; words of one or two letters, such as "Go" or "AI", only as whole words). An index lookup, whatever the
 *   number of jobs.
 * - PostgreSQL: the same rule with case-insensitive regular expressions (`~*`, `\m` for the start of a word; a term
 *   of one or two letters as a whole word), accents excepted: a scan of the table. A `tsvector` GIN index would make
 *   it an index lookup (docs/016-deployment.md "Capacity" measures the scan).
 * - MySQL (never tested): the words as substrings with `LIKE`.
 */

const UID = 'api::job.job';

/** The job fields the keyword is looked for in. */
export const KEYWORD_FIELDS = ['title', 'company', 'skills', 'description'] as const;

/** The FTS5 table and its triggers, named after the jobs table. */
function indexNames(jobsTable: string) {
  const table = `${jobsTable}_keywords`;
  return { table, triggers: ['insert', 'delete', 'update'].map((event) => `${table}_${event}`) };
}

function columnsOf(strapi: Core.Strapi): { jobsTable: string; columns: string[]; id: string } {
  const model = strapi.db.metadata.get(UID);
  const column = (attribute: string) =>
    (model.attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? attribute;
  return { jobsTable: model.tableName, columns: KEYWORD_FIELDS.map(column), id: column('id') };
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Creates the keyword index on SQLite when it is missing, with the triggers that keep it in step with the jobs table,
 * and fills it from the jobs (FTS5 `rebuild`) when the index or a trigger was missing (a new database, or a jobs
 * table that Strapi rebuilt while changing its schema). Does nothing on other databases. Idempotent; run at every
 * start.
 */
export async function ensureJobKeywordIndex(strapi: Core.Strapi): Promise<void> {
  if (strapi.db.dialect.client !== 'sqlite') return;
  const knex = strapi.db.connection;
  const { jobsTable, columns, id } = columnsOf(strapi);
  const { table, triggers } = indexNames(jobsTable);
  const present = new Set(
    (
      await knex('sqlite_master')
        .select('name')
        .whereIn('name', [table, ...triggers])
    ).map((row: { name: string }) => row.name),
  );
  if ([table, ...triggers].every((name) => present.has(name))) return;

  const [insert, remove, update] = triggers.map(quoted);
  const list = columns.map(quoted).join(', ');
  const values = (row: 'new' | 'old') => columns.map((column) => `${row}.${quoted(column)}`).join(', ');
  const t = quoted(table);
  const jobs = quoted(jobsTable);
  await knex.transaction(async (trx) => {
    await trx.raw(
      `CREATE VIRTUAL TABLE IF NOT EXISTS ${t} USING fts5(${list}, content=${quoted(jobsTable)}, ` +
        `content_rowid=${quoted(id)}, tokenize='unicode61 remove_diacritics 2')`,
    );
    await trx.raw(
      `CREATE TRIGGER IF NOT EXISTS ${insert} AFTER INSERT ON ${jobs} BEGIN ` +
        `INSERT INTO ${t}(rowid, ${list}) VALUES (new.${quoted(id)}, ${values('new')}); END`,
    );
    await trx.raw(
      `CREATE TRIGGER IF NOT EXISTS ${remove} AFTER DELETE ON ${jobs} BEGIN ` +
        `INSERT INTO ${t}(${t}, rowid, ${list}) VALUES ('delete', old.${quoted(id)}, ${values('old')}); END`,
    );
    await trx.raw(
      `CREATE TRIGGER IF NOT EXISTS ${update} AFTER UPDATE OF ${list} ON ${jobs} BEGIN ` +
        `INSERT INTO ${t}(${t}, rowid, ${list}) VALUES ('delete', old.${quoted(id)}, ${values('old')}); ` +
        `INSERT INTO ${t}(rowid, ${list}) VALUES (new.${quoted(id)}, ${values('new')}); END`,
    );
    await trx.raw(`INSERT INTO ${t}(${t}) VALUES ('rebuild')`);
  });
}

/**
 * The FTS5 query of keyword terms: every term required, each a phrase (its own words, e.g. `node.js` → "node js")
 * and, from three characters, a prefix; terms without a letter or digit are left out. Null when none is left.
 */
export function ftsQuery(terms: readonly string[]): string | null {
  const phrases = terms
    .filter((term) => /[\p{L}\p{N}]/u.test(term))
    .map((term) => `${quoted(term)}${[...term].length >= 3 ? '*' : ''}`);
  return phrases.length > 0 ? phrases.join(' ') : null;
}

/**
 * Narrows `query` (jobs aliased `alias`) to the jobs whose title, company, skills or description have every term
 * (`searchTerms` of the contract), as the database at hand does it (see above). No terms: no condition; terms of which
 * none can be searched for (punctuation only): no job.
 */
export function whereKeywords(strapi: Core.Strapi, query: QueryBuilder, alias: string, terms: string[]): void {
  if (terms.length === 0) return;
  const { jobsTable, columns, id } = columnsOf(strapi);
  const client = strapi.db.dialect.client;
  if (client === 'sqlite') {
    const match = ftsQuery(terms);
    const { table } = indexNames(jobsTable);
    if (match === null) query.whereRaw('1 = 0');
    else query.whereRaw(`?? IN (SELECT rowid FROM ?? WHERE ?? MATCH ?)`, [`${alias}.${id}`, table, table, match]);
    return;
  }
  if (client === 'postgres') {
    const words = terms.filter((term) => /[\p{L}\p{N}]/u.test(term));
    if (words.length === 0) query.whereRaw('1 = 0');
    for (const word of words) {
      const escaped = escapeRegExp(word);
      const pattern = [...word].length >= 3 ? `\\m${escaped}` : `\\m${escaped}\\M`;
      query.where((anyField) => {
        for (const column of columns) anyField.orWhereRaw('?? ~* ?', [`${alias}.${column}`, pattern]);
      });
    }
    return;
  }
  for (const term of terms) {
    const pattern = `%${term.replace(/[\\%_]/g, (mark) => `\\${mark}`)}%`;
    query.where((anyField) => {
      for (const column of columns) {
        anyField.orWhereRaw('?? LIKE ? ESCAPE ?', [`${alias}.${column}`, pattern, '\\']);
      }
    });
  }
}
