import {
  ARABIC,
  DEFAULT_CONTENT_LOCALE,
  isEmptyFullTextQuery,
  parseFullTextQuery,
  type FullTextQuery,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { distance } from 'fastest-levenshtein';
import type { QueryBuilder } from './database-types';
import {
  fullTextEngine,
  identifier as q,
  type FullTextEngine,
  type FullTextIndexDefinition,
  type FullTextMatches,
} from './full-text';
import { foldWord } from './full-text/words';

/**
 * The job board's keyword search (docs/011-job-search.md "Keywords") on the CMS's full-text engine
 * (lib/full-text, docs/023-talent-pool.md "One search engine"): one document per job (title, place = location and
 * city, company unless the job is confidential, skills, category name, description; each with its Arabic version's
 * text, docs/026-languages.md), kept by triggers on the jobs table, its category links and the categories, ranked
 * title first. Every job is indexed, whatever its status; the
 * board's own conditions (open, not expired, filters) narrow the rows.
 */

const UID = 'api::job.job';
const CATEGORY_UID = 'api::category.category';

/** The index table's name (the older FTS5 table of docs/011, `jobs_keywords`, is dropped at start). */
export const JOB_INDEX = 'jobs_search';

/** The document's columns and their weights: a word in the title counts most, one in the description least. */
export const JOB_INDEX_COLUMNS = [
  { name: 'title', weight: 10 },
  { name: 'place', weight: 5 },
  { name: 'company', weight: 4 },
  { name: 'skills', weight: 4 },
  { name: 'category', weight: 2 },
  { name: 'description', weight: 1 },
] as const;

interface LinkTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
}

/** The job index's definition, from Strapi's metadata (table and column names). */
export function jobIndexDefinition(strapi: Core.Strapi): FullTextIndexDefinition {
  const jobs = strapi.db.metadata.get(UID);
  const categories = strapi.db.metadata.get(CATEGORY_UID);
  const column = (model: typeof jobs, attribute: string) =>
    q((model.attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? attribute);
  const job = (attribute: string) => `j.${column(jobs, attribute)}`;
  const link = (jobs.attributes.category as { joinTable?: LinkTable }).joinTable;
  if (!link) throw new Error('The job model has no category link table.');
  const linkJob = q(link.joinColumn.name);
  const linkCategory = q(link.inverseJoinColumn.name);
  const categoryName =
    `(SELECT MIN(c.${column(categories, 'name')}) FROM ${q(link.name)} AS l JOIN ${q(categories.tableName)} AS c ` +
    `ON c.${column(categories, 'id')} = l.${linkCategory} WHERE l.${linkJob} = j.${column(jobs, 'id')})`;
  const raw = (attribute: string) =>
    (jobs.attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? attribute;
  // The job's Arabic version (alias `a`, docs/026-languages.md): its text joins the English record's document.
  const arabic = (attribute: string) => `a.${column(jobs, attribute)}`;
  const both = (attribute: string) =>
    `TRIM(COALESCE(${job(attribute)}, '') || ' ' || COALESCE(${arabic(attribute)}, ''))`;
  const documentId = column(jobs, 'documentId');
  const locale = column(jobs, 'locale');
  return {
    name: JOB_INDEX,
    columns: [...JOB_INDEX_COLUMNS],
    documents: (ids) =>
      `SELECT ${job('id')} AS id, ${both('title')} AS title, ` +
      `TRIM(COALESCE(${job('location')}, '') || ' ' || COALESCE(${job('city')}, '') || ' ' || ` +
      `COALESCE(${arabic('location')}, '')) AS place, ` +
      // A confidential job's company is not searchable: its client's name must not find it (lib/confidential-jobs.ts).
      `CASE WHEN ${job('confidential')} THEN NULL ELSE ${job('company')} END AS company, ` +
      `${both('skills')} AS skills, ${categoryName} AS category, ` +
      `${both('description')} AS description FROM ${q(jobs.tableName)} AS j ` +
      `LEFT JOIN ${q(jobs.tableName)} AS a ON a.${documentId} = j.${documentId} AND a.${locale} = '${ARABIC}' ` +
      // One document per job: its English record's (an Arabic row is no job of its own).
      `WHERE (${job('locale')} = '${DEFAULT_CONTENT_LOCALE}' OR ${job('locale')} IS NULL)` +
      (ids === null ? '' : ` AND ${job('id')} IN (${ids})`),
    sources: [
      {
        table: jobs.tableName,
        // A row of either language refreshes its job's document (every row of the same document).
        ids: (row) =>
          `SELECT ${row}.${column(jobs, 'id')} UNION SELECT e.${column(jobs, 'id')} FROM ${q(jobs.tableName)} AS e ` +
          `WHERE e.${documentId} = ${row}.${documentId}`,
        columns: ['title', 'location', 'city', 'company', 'confidential', 'skills', 'description'].map(raw),
      },
      { table: link.name, ids: (row) => `SELECT ${row}.${linkJob}` },
      {
        table: categories.tableName,
        ids: (row) =>
          `SELECT l.${linkJob} FROM ${q(link.name)} AS l WHERE l.${linkCategory} = ${row}.${column(categories, 'id')}`,
        columns: [(categories.attributes.name as { columnName?: string } | undefined)?.columnName ?? 'name'],
      },
    ],
  };
}

const engines = new WeakMap<Core.Strapi, FullTextEngine>();

/** The job index's engine on Strapi's database (one per Strapi instance). */
export function jobIndex(strapi: Core.Strapi): FullTextEngine {
  let engine = engines.get(strapi);
  if (!engine) {
    engine = fullTextEngine(strapi, jobIndexDefinition(strapi));
    engines.set(strapi, engine);
  }
  return engine;
}

/**
 * Creates the job index when missing or changed (lib/full-text `ensure`) and drops the older keyword index of
 * docs/011 (`jobs_keywords` and its triggers) if a database still has it. Idempotent; run at every start.
 */
export async function ensureJobKeywordIndex(strapi: Core.Strapi): Promise<void> {
  if (strapi.db.dialect.client === 'sqlite') {
    const knex = strapi.db.connection;
    const old = `${strapi.db.metadata.get(UID).tableName}_keywords`;
    for (const event of ['insert', 'delete', 'update'])
      await knex.raw(`DROP TRIGGER IF EXISTS ${q(`${old}_${event}`)}`);
    await knex.raw(`DROP TABLE IF EXISTS ${q(old)}`);
  }
  await jobIndex(strapi).ensure();
}

/** The parsed keyword of a board search (the contract's full-text syntax). */
export function keywordQuery(q: string): FullTextQuery {
  return parseFullTextQuery(q);
}

/**
 * Narrows `query` (jobs aliased `alias`) to the jobs matching the keyword text `q` (the contract's full-text syntax:
 * words, "phrases", OR, -excluded). No words: no condition. A text of punctuation only finds no job, as before.
 */
export function whereKeywords(strapi: Core.Strapi, query: QueryBuilder, alias: string, q: string): void {
  if (!q) return;
  const parsed = keywordQuery(q);
  if (isEmptyFullTextQuery(parsed)) {
    query.whereRaw('1 = 0');
    return;
  }
  jobIndex(strapi).whereMatches(query, `${alias}.id`, parsed);
}

/**
 * The jobs matching the keyword text `q`, searched once (the engine's `matches`), whose `where` narrows each of a
 * search's queries (page, total, facets) as `whereKeywords` would, without matching the text again. No words: no
 * condition; a text of punctuation only: no job.
 */
export async function keywordMatches(strapi: Core.Strapi, q: string): Promise<FullTextMatches> {
  if (!q) return { ids: null, where: () => {} };
  const parsed = keywordQuery(q);
  if (isEmptyFullTextQuery(parsed)) return { ids: [], where: (query) => void query.whereRaw('1 = 0') };
  return jobIndex(strapi).matches(parsed);
}

/** The longest edit distance of a suggested word: 1 for words up to 4 letters, 2 up to 8, 3 beyond. */
const maxDistance = (word: string) => ([...word].length <= 4 ? 1 : [...word].length <= 8 ? 2 : 3);

/**
 * A "Did you mean" text for the keyword `q` (docs/011-job-search.md "Did you mean"): each word of it that no job has
 * as written (unstemmed) is replaced by the nearest indexed word (Levenshtein distance of `fastest-levenshtein`,
 * ties by how many jobs have it), or null when every word is known or none has a near neighbour. The caller checks
 * that the suggestion finds jobs before offering it.
 */
export async function suggestKeywords(strapi: Core.Strapi, q: string): Promise<string | null> {
  const parsed = keywordQuery(q);
  if (parsed.all.length === 0) return null;
  const engine = jobIndex(strapi);
  let changed = false;
  const groups: string[] = [];
  for (const group of parsed.all) {
    const alternatives: string[] = [];
    for (const term of group) {
      const words: string[] = [];
      for (const word of term.words) {
        if ([...word].length < 3 || /^\p{N}+$/u.test(word) || (await engine.knows(word))) {
          words.push(word);
          continue;
        }
        const folded = foldWord(word);
        const limit = maxDistance(folded);
        let best: { word: string; distance: number; documents: number } | null = null;
        for (const candidate of await engine.wordsNear(folded, limit)) {
          const d = distance(folded, candidate.word);
          if (d === 0 || d > limit) continue;
          if (!best || d < best.distance || (d === best.distance && candidate.documents > best.documents)) {
            best = { word: candidate.word, distance: d, documents: candidate.documents };
          }
        }
        if (best) changed = true;
        words.push(best?.word ?? word);
      }
      alternatives.push(term.quoted || words.length > 1 ? `"${words.join(' ')}"` : words[0]);
    }
    groups.push(alternatives.join(' OR '));
  }
  if (!changed) return null;
  return [
    ...groups,
    ...parsed.none.map(
      (term) => `-${term.quoted || term.words.length > 1 ? `"${term.words.join(' ')}"` : term.words[0]}`,
    ),
  ].join(' ');
}
