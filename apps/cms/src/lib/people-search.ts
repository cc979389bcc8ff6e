import { isEmptyFullTextQuery, parseFullTextQuery, type FullTextQuery } from '@agency/contract';
import type { Core } from '@strapi/strapi';
import type { QueryBuilder } from './database-types';
import { fullTextEngine, identifier as q, type FullTextEngine, type FullTextIndexDefinition } from './full-text';
import type { SnippetPart } from './full-text';

/**
 * The people search of the talent pool (docs/023-talent-pool.md "Searching people") on the CMS's full-text engine
 * (lib/full-text): one document per job application — the applicant's name, their contact (e-mail, phone, and the
 * phone's digits alone so that "971501234567" finds "+971 50 123 4567"), the candidate's tags, the cover letter, the
 * application's notes and the resume's extracted text. Database triggers on each of those tables keep it in step in
 * the writer's own transaction. The candidate search groups the hits by candidate (the best application's rank and
 * snippet); the staff applications list uses the hits per application.
 */

const APPLICATION_UID = 'api::job-application.job-application';
const CANDIDATE_UID = 'api::candidate.candidate';
const NOTE_UID = 'api::application-note.application-note';
const RESUME_TEXT_UID = 'api::resume-text.resume-text';

/** The index table's name. */
export const PEOPLE_INDEX = 'people_search';

/** The document's columns and their weights: the name counts most, the resume's long text least. */
export const PEOPLE_INDEX_COLUMNS = [
  { name: 'name', weight: 10 },
  { name: 'tags', weight: 6 },
  { name: 'contact', weight: 5 },
  { name: 'letter', weight: 2 },
  { name: 'notes', weight: 2 },
  { name: 'resume', weight: 1 },
] as const;

/** The columns whose snippet explains a hit, in the order they are tried (the long texts first). */
export const SNIPPET_COLUMNS = ['resume', 'letter', 'notes', 'tags', 'contact', 'name'] as const;
export type SnippetColumn = (typeof SNIPPET_COLUMNS)[number];

interface LinkTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
}

/** The link table of a Strapi relation (`uid`'s `attribute`), e.g. job_applications_candidate_lnk. */
export function linkOf(strapi: Core.Strapi, uid: string, attribute: string) {
  const link = (strapi.db.metadata.get(uid).attributes[attribute] as { joinTable?: LinkTable }).joinTable;
  if (!link) throw new Error(`${uid}.${attribute} has no link table.`);
  return { table: link.name, from: link.joinColumn.name, to: link.inverseJoinColumn.name };
}

/** A column name of `uid`'s `attribute`, as the database has it. */
export function columnOf(strapi: Core.Strapi, uid: string, attribute: string): string {
  const model = strapi.db.metadata.get(uid);
  return (model.attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? attribute;
}

/** Whether the resume texts exist in this build (api::resume-text, docs/023-talent-pool.md "Resume text"). */
const hasResumeTexts = (strapi: Core.Strapi) => Boolean(strapi.contentTypes[RESUME_TEXT_UID as never]);

/** Characters of the phone's formatting removed to make its digits-only form (portable nested replace). */
const PHONE_PUNCTUATION = ['+', ' ', '-', '(', ')', '.', '/'];

/** The people index's definition from Strapi's metadata (table and column names). */
export function peopleIndexDefinition(strapi: Core.Strapi): FullTextIndexDefinition {
  const postgres = strapi.db.dialect.client === 'postgres';
  const concat = (value: string) => (postgres ? `string_agg(${value}, ' ')` : `group_concat(${value}, ' ')`);
  const apps = strapi.db.metadata.get(APPLICATION_UID).tableName;
  const app = (attribute: string) => `a.${q(columnOf(strapi, APPLICATION_UID, attribute))}`;
  const candidates = strapi.db.metadata.get(CANDIDATE_UID).tableName;
  const candidateLink = linkOf(strapi, APPLICATION_UID, 'candidate');
  const notes = strapi.db.metadata.get(NOTE_UID).tableName;
  const noteLink = linkOf(strapi, NOTE_UID, 'application');
  const phone = app('phone');
  // The address and the phone as plain words: PostgreSQL's parser reads `ann@example.com` as one e-mail token and
  // `+971` as a signed number, which the words of a query ("ann example com", "971") would not match; FTS5 splits them
  // anyway.
  const words = (column: string) =>
    ['@', '.', '+', '-', '_'].reduce(
      (sql, character) => `REPLACE(${sql}, '${character}', ' ')`,
      `COALESCE(${column}, '')`,
    );
  const digits = PHONE_PUNCTUATION.reduce(
    (sql, character) => `REPLACE(${sql}, '${character}', '')`,
    `COALESCE(${phone}, '')`,
  );
  const tags =
    `(SELECT CAST(c.${q(columnOf(strapi, CANDIDATE_UID, 'tags'))} AS TEXT) FROM ${q(candidateLink.table)} AS cl ` +
    `JOIN ${q(candidates)} AS c ON c.id = cl.${q(candidateLink.to)} WHERE cl.${q(candidateLink.from)} = a.id)`;
  const noteText =
    `(SELECT ${concat(`n.${q(columnOf(strapi, NOTE_UID, 'text'))}`)} FROM ${q(noteLink.table)} AS nl ` +
    `JOIN ${q(notes)} AS n ON n.id = nl.${q(noteLink.from)} WHERE nl.${q(noteLink.to)} = a.id)`;
  const sources: FullTextIndexDefinition['sources'] = [
    {
      table: apps,
      ids: (row) => `SELECT ${row}.id`,
      columns: ['fullName', 'email', 'phone', 'coverLetter'].map((attribute) =>
        columnOf(strapi, APPLICATION_UID, attribute),
      ),
    },
    {
      // A link matters only when its candidate has tags (the one column the candidate gives the document): applying
      // and the migration of applications (new candidates, no tags) recompose nothing here.
      table: candidateLink.table,
      ids: (row) =>
        `SELECT ${row}.${q(candidateLink.from)} WHERE EXISTS (SELECT 1 FROM ${q(candidates)} AS c WHERE ` +
        `c.id = ${row}.${q(candidateLink.to)} AND COALESCE(CAST(c.${q(columnOf(strapi, CANDIDATE_UID, 'tags'))} AS TEXT), '[]') <> '[]')`,
    },
    {
      table: candidates,
      ids: (row) =>
        `SELECT cl.${q(candidateLink.from)} FROM ${q(candidateLink.table)} AS cl WHERE cl.${q(candidateLink.to)} = ${row}.id`,
      columns: [columnOf(strapi, CANDIDATE_UID, 'tags')],
    },
    { table: noteLink.table, ids: (row) => `SELECT ${row}.${q(noteLink.to)}` },
    {
      table: notes,
      ids: (row) =>
        `SELECT nl.${q(noteLink.to)} FROM ${q(noteLink.table)} AS nl WHERE nl.${q(noteLink.from)} = ${row}.id`,
      columns: [columnOf(strapi, NOTE_UID, 'text')],
    },
  ];
  let resume = 'NULL';
  if (hasResumeTexts(strapi)) {
    const texts = strapi.db.metadata.get(RESUME_TEXT_UID).tableName;
    const textLink = linkOf(strapi, RESUME_TEXT_UID, 'application');
    resume =
      `(SELECT ${concat(`r.${q(columnOf(strapi, RESUME_TEXT_UID, 'text'))}`)} FROM ${q(textLink.table)} AS rl ` +
      `JOIN ${q(texts)} AS r ON r.id = rl.${q(textLink.from)} WHERE rl.${q(textLink.to)} = a.id)`;
    sources.push(
      { table: textLink.table, ids: (row) => `SELECT ${row}.${q(textLink.to)}` },
      {
        table: texts,
        ids: (row) =>
          `SELECT rl.${q(textLink.to)} FROM ${q(textLink.table)} AS rl WHERE rl.${q(textLink.from)} = ${row}.id`,
        // Only the text: the extraction queue's claims and attempts update other columns and refresh nothing.
        columns: [columnOf(strapi, RESUME_TEXT_UID, 'text')],
      },
    );
  }
  return {
    name: PEOPLE_INDEX,
    columns: [...PEOPLE_INDEX_COLUMNS],
    documents: (ids) =>
      `SELECT a.id AS id, ${app('fullName')} AS name, ${tags} AS tags, ` +
      `TRIM(${words(app('email'))} || ' ' || ${words(phone)} || ' ' || ${digits}) AS contact, ` +
      `${app('coverLetter')} AS letter, ${noteText} AS notes, ${resume} AS resume FROM ${q(apps)} AS a` +
      (ids === null ? '' : ` WHERE a.id IN (${ids})`),
    sources,
    // A keyword is in tens of thousands of resumes at 100,000 (docs/023-talent-pool.md "Ranking on PostgreSQL").
    rankedByIndex: true,
  };
}

const engines = new WeakMap<Core.Strapi, FullTextEngine>();

/** The people index's engine on Strapi's database (one per Strapi instance). */
export function peopleIndex(strapi: Core.Strapi): FullTextEngine {
  let engine = engines.get(strapi);
  if (!engine) {
    engine = fullTextEngine(strapi, peopleIndexDefinition(strapi));
    engines.set(strapi, engine);
  }
  return engine;
}

/** Creates the people index when missing or changed, and fills it (lib/full-text `ensure`). Run at every start. */
export async function ensurePeopleIndex(strapi: Core.Strapi): Promise<void> {
  await peopleIndex(strapi).ensure();
}

/** The parsed people query of `text` (the contract's full-text syntax), or null when it has no word. */
export function peopleQuery(text: string): FullTextQuery | null {
  const parsed = parseFullTextQuery(text);
  return isEmptyFullTextQuery(parsed) ? null : parsed;
}

/** Narrows `builder` to the rows whose `applicationIdColumn` is an application matching `query`. */
export function whereApplicationMatches(
  strapi: Core.Strapi,
  builder: QueryBuilder,
  applicationIdColumn: string,
  query: FullTextQuery,
): void {
  peopleIndex(strapi).whereMatches(builder, applicationIdColumn, query);
}

/**
 * The ids of the applications matching the text `q`, newest first, at most `cap` (the staff applications list's
 * search: GET /job-applications?q=, docs/023-talent-pool.md "Searching people"). A text without words matches none.
 */
export async function matchingApplicationIds(strapi: Core.Strapi, q: string, cap: number): Promise<number[]> {
  const query = peopleQuery(q);
  if (!query) return [];
  const apps = strapi.db.metadata.get(APPLICATION_UID).tableName;
  const builder = strapi.db.connection(`${apps} as a`).select('a.id');
  whereApplicationMatches(strapi, builder, 'a.id', query);
  const rows = (await builder.orderBy('a.id', 'desc').limit(cap)) as Array<{ id: number }>;
  return rows.map((row) => Number(row.id));
}

/** The snippet of a hit: which part of the document matched, and the excerpt as parts (matches marked). */
export interface PeopleSnippet {
  column: SnippetColumn;
  parts: SnippetPart[];
}

/** Words around the matches in a snippet. */
const SNIPPET_WORDS = 24;

/**
 * The snippet of each application in `ids` that explains why it matched `query`: the first of `SNIPPET_COLUMNS`
 * (resume, cover letter, notes, tags, contact, name) that has a highlighted match. One query per column, for a page.
 */
export async function peopleSnippets(
  strapi: Core.Strapi,
  ids: readonly number[],
  query: FullTextQuery,
): Promise<Map<number, PeopleSnippet>> {
  const found = new Map<number, PeopleSnippet>();
  let left = [...new Set(ids)];
  for (const column of SNIPPET_COLUMNS) {
    if (left.length === 0) break;
    const snippets = await peopleIndex(strapi).snippets(left, column, query, SNIPPET_WORDS);
    for (const [id, parts] of snippets) found.set(id, { column, parts });
    left = left.filter((id) => !found.has(id));
  }
  return found;
}
