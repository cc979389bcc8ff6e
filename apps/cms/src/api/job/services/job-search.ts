import {
  countryName,
  DEFAULT_CONTENT_LOCALE,
  JOB_TYPES,
  parseJobSearch,
  WORKPLACES,
  type JobSearch,
  type JobSearchFacet,
  type JobSearchOption,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import type { QueryBuilder } from '../../../lib/database-types';
import type { FullTextMatches } from '../../../lib/full-text';
import { jobIndex, keywordMatches, keywordQuery, suggestKeywords, whereKeywords } from '../../../lib/job-keywords';

const UID = 'api::job.job';
const CATEGORY_UID = 'api::category.category';

/** The type a job without one shows as (docs/000-product.md §3 defaults: 'Full-time'). */
const UNTYPED_AS = 'Full-time';

/** The stored job fields a filter compares (the category is a relation, read through its link table). */
const FILTER_FIELDS = ['type', 'country', 'workplace'] as const;

/** The board's search as the CMS applies it: the contract's search, with a category the CMS knows (a job one). */
export interface AppliedSearch extends JobSearch {
  /** The chosen category's row id, or null. */
  categoryId: number | null;
  /** The stored spellings of the chosen city (`city` in lower case is it), or null when no city is chosen. */
  cities: string[] | null;
  /**
   * The jobs matching the keyword `q` names, searched once for all of a search's queries (`keywordMatches`). Absent, or
   * for another `q`: each query matches the text itself (`whereKeywords`).
   */
  keyword?: { q: string; matches: FullTextMatches };
}

/** `search`'s keyword matched once (`AppliedSearch.keyword`), for its several queries. */
export async function withKeywordMatches<Search extends JobSearch>(
  strapi: Core.Strapi,
  search: Search,
): Promise<Search & Pick<AppliedSearch, 'keyword'>> {
  return search.q ? { ...search, keyword: { q: search.q, matches: await keywordMatches(strapi, search.q) } } : search;
}

export interface JobSearchResult {
  /** The row ids of the page's jobs, in the board's order. */
  ids: number[];
  pagination: { page: number; pageSize: number; pageCount: number; total: number };
  facets: Record<JobSearchFacet, JobSearchOption[]>;
  /** The earliest closing date still ahead among open jobs (ISO 8601), or null: when the board next changes by itself. */
  nextExpiry: string | null;
  /** The search that was applied: unknown values (an unknown category) left out. */
  search: JobSearch;
  /**
   * "Did you mean": the keyword with each word no job has as written replaced by the nearest indexed word, when that
   * search finds jobs (docs/011-job-search.md "Did you mean"); null otherwise.
   */
  suggestion: { q: string; total: number } | null;
}

interface LinkTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
}

/** The column of `attribute` in a model of Strapi's metadata (Strapi stores `validThrough` as `valid_through`). */
export function columnOf(model: { attributes: Record<string, unknown> }, attribute: string): string {
  return (model.attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? attribute;
}

/** Tables and columns of jobs (alias `j`), their category links (`l`) and categories, from Strapi's metadata. */
export function tablesOf(strapi: Core.Strapi) {
  const schema = strapi.db.getSchemaName();
  const qualified = (table: string) => (schema ? `${schema}.${table}` : table);
  const jobs = strapi.db.metadata.get(UID);
  const categories = strapi.db.metadata.get(CATEGORY_UID);
  const link = (jobs.attributes.category as { joinTable?: LinkTable }).joinTable;
  if (!link) throw new Error('The job model has no category link table.');
  return {
    jobs: `${qualified(jobs.tableName)} as j`,
    column: (attribute: string) => `j.${columnOf(jobs, attribute)}`,
    link: {
      table: `${qualified(link.name)} as l`,
      job: `l.${link.joinColumn.name}`,
      category: `l.${link.inverseJoinColumn.name}`,
    },
    categories: {
      table: qualified(categories.tableName),
      column: (attribute: string) => columnOf(categories, attribute),
    },
  };
}

export type Tables = ReturnType<typeof tablesOf>;

/** A job category as the board offers it. */
export interface JobCategory {
  id: number;
  slug: string;
  name: string;
}

/** How many jobs each filter's options find (`countFacets`), keyed by the stored value ('' for none). */
export interface FacetCounts {
  /** How many jobs match the whole search. */
  total: number;
  /** Keyed by category row id. */
  byCategory: Map<string, number>;
  byType: Map<string, number>;
  byCountry: Map<string, number>;
  byWorkplace: Map<string, number>;
  /** Keyed by the city in lower case (the parameter's form), with the most common stored spelling as its label. */
  byCity: Map<string, { label: string; count: number }>;
}

/**
 * The job board's search (docs/011-job-search.md), asked of the database in a few indexed queries, whatever the number
 * of jobs: the open jobs (`openJobsFilter`'s rule: status open, closing date empty or ahead) that match the keyword and
 * the filters (`matchingJobs`), one page of them (`pageOfJobIds`), how many there are and how many each option of each
 * filter would find (`countFacets`: standard faceted search, a filter's options are counted with the other filters
 * applied, one GROUP BY each), and when the board next changes by itself (`nextExpiry`, one MIN). Each method is a
 * function of this module.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  newlyOpened: (search: Omit<JobSearch, 'sort' | 'page'>, window: { since: Date; until: Date; limit: number }) =>
    newlyOpenedJobs(strapi, search, window),
  categoryName: (slug: string | null) => jobCategoryName(strapi, slug),
  search: (search: JobSearch, pageSize: number, now?: Date) => searchJobs(strapi, search, pageSize, now),
});

/**
 * SQL for a remote job's applicant locations (a JSON list of ISO 3166-1 codes) as text, to look a quoted code up
 * in: `"GB"` is in `["GB","IE"]` on SQLite (JSON kept as text) and PostgreSQL (jsonb printed as text). Codes come
 * from the contract's parse (two capital letters), so they hold no LIKE wildcard. Not indexed: the other
 * conditions (status, closing date, keyword) narrow the rows first.
 */
export function locationsText(tables: Tables): string {
  return `CAST(${tables.column('applicantLocations')} AS TEXT)`;
}

/** `ORDER BY column direction` with empty values last on every database (SQLite and PostgreSQL disagree). */
export function orderNullsLast(builder: QueryBuilder, client: string, column: string, direction: 'asc' | 'desc'): void {
  if (client === 'mysql') builder.orderByRaw('?? IS NULL', [column]).orderBy(column, direction);
  else builder.orderByRaw(`?? ${direction} NULLS LAST`, [column]);
}

/**
 * The open jobs at `now` (status open, closing date empty or after `now`) matching `search`'s keyword
 * (lib/job-keywords.ts) and its filters but `except` (a facet counted without its own), as a query on `tables.jobs`.
 * A job without a type counts as Full-time (docs/000-product.md §3 defaults); a country finds the jobs there and the
 * remote jobs open to applicants living there.
 */
export function matchingJobs(
  strapi: Core.Strapi,
  tables: Tables,
  search: AppliedSearch,
  now: Date,
  except?: JobSearchFacet,
): QueryBuilder {
  const knex = strapi.db.connection;
  const query = knex(tables.jobs)
    // The English record only: an Arabic version is no second job (docs/026-languages.md).
    .where(tables.column('locale'), DEFAULT_CONTENT_LOCALE)
    .where(tables.column('status'), 'open')
    .where((open) => {
      open.whereNull(tables.column('validThrough')).orWhere(tables.column('validThrough'), '>', now);
    });
  const keyword = search.keyword?.q === search.q ? search.keyword : undefined;
  if (keyword) keyword.matches.where(query, tables.column('id'));
  else whereKeywords(strapi, query, 'j', search.q);
  if (search.cities !== null && except !== 'city') {
    if (search.cities.length === 0) query.whereRaw('1 = 0');
    else query.whereIn(tables.column('city'), search.cities);
  }
  const stored = {
    type: JOB_TYPES.find((type) => type.param === search.type)?.value ?? null,
    country: search.country,
    workplace: search.workplace,
  };
  for (const field of FILTER_FIELDS) {
    const value = stored[field];
    if (value === null || except === field) continue;
    const column = tables.column(field);
    if (field === 'type' && value === UNTYPED_AS) {
      query.where((typed) => {
        typed.where(column, value).orWhereNull(column).orWhere(column, '');
      });
    } else if (field === 'country') {
      query.where((located) => {
        located.where(column, value).orWhere((remote) => {
          remote
            .where(tables.column('workplace'), 'remote')
            .whereRaw(`${locationsText(tables)} LIKE ?`, [`%"${value}"%`]);
        });
      });
    } else query.where(column, value);
  }
  if (search.categoryId !== null && except !== 'category') {
    query.whereIn(
      tables.column('id'),
      knex(tables.link.table).select(tables.link.job).where(tables.link.category, search.categoryId),
    );
  }
  return query;
}

/** How many of `query`'s rows have each value of `column` (empty and null together under ''). */
export async function countBy(query: QueryBuilder, column: string): Promise<Map<string, number>> {
  const rows: Array<{ value: string | number | null; count: string | number }> = await query
    .select(`${column} as value`)
    .count('* as count')
    .groupBy(column);
  const counts = new Map<string, number>();
  for (const row of rows) {
    const value = row.value === null ? '' : String(row.value);
    counts.set(value, (counts.get(value) ?? 0) + Number(row.count));
  }
  return counts;
}

/**
 * How many of `query`'s jobs each country filter finds: the jobs in that country, and the remote jobs open to
 * applicants living there (each remote job once per country it lists, besides its own).
 */
export async function countCountries(tables: Tables, query: QueryBuilder): Promise<Map<string, number>> {
  const [counts, remote] = await Promise.all([
    countBy(query.clone(), tables.column('country')),
    query
      .clone()
      .where(tables.column('workplace'), 'remote')
      .whereNotNull(tables.column('applicantLocations'))
      .select(
        `${tables.column('country')} as country`,
        `${tables.column('applicantLocations')} as locations`,
      ) as Promise<Array<{ country: string | null; locations: unknown }>>,
  ]);
  for (const { country, locations } of remote) {
    const list: unknown = typeof locations === 'string' ? JSON.parse(locations) : locations;
    if (!Array.isArray(list)) continue;
    for (const code of new Set(list.filter((entry): entry is string => typeof entry === 'string'))) {
      if (code !== country) counts.set(code, (counts.get(code) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * The options of a filter: every known value that would find a job, and the chosen one even when it finds none
 * (so that the form can show it), in `known`'s order.
 */
export function filterOptions(
  known: ReadonlyArray<{ value: string; stored: string; label: string }>,
  counts: Map<string, number>,
  chosen: string | null,
): JobSearchOption[] {
  return known
    .map(({ value, stored, label }) => ({ value, label, count: counts.get(stored) ?? 0 }))
    .filter((option) => option.count > 0 || option.value === chosen);
}

/** The job categories (the board offers no article category), by name; a few rows, read whole. */
export function jobCategories(strapi: Core.Strapi, tables: Tables): Promise<JobCategory[]> {
  const { column: categoryColumn, table: categoryTable } = tables.categories;
  return strapi.db
    .connection(categoryTable)
    .select(`${categoryColumn('id')} as id`, `${categoryColumn('slug')} as slug`, `${categoryColumn('name')} as name`)
    .where(categoryColumn('kind'), 'job')
    .orderBy(categoryColumn('name'), 'asc');
}

/** `search` as the CMS applies it: its category kept only when it names a job category. */
export function applyCategory(
  search: JobSearch,
  categories: readonly JobCategory[],
): Omit<AppliedSearch, 'cities'> & { categoryName: string | null } {
  const category = categories.find((entry) => entry.slug === search.category) ?? null;
  return {
    ...search,
    category: category?.slug ?? null,
    categoryId: category?.id ?? null,
    categoryName: category?.name ?? null,
  };
}

/**
 * The open jobs matching a job alert's search (docs/014-job-alerts.md) that were first open after `since` and at
 * or before `until` (`firstOpenedAt`): the same rule as the board's (`matchingJobs`), newest first. At most `limit`
 * ids, and how many there are in all. `categoryName`: the name of the search's category, when it names one.
 */
export async function newlyOpenedJobs(
  strapi: Core.Strapi,
  search: Omit<JobSearch, 'sort' | 'page'>,
  { since, until, limit }: { since: Date; until: Date; limit: number },
): Promise<{ ids: number[]; total: number; categoryName: string | null }> {
  const tables = tablesOf(strapi);
  const withCategory = applyCategory({ ...search, sort: 'newest', page: 1 }, await jobCategories(strapi, tables));
  // An unknown category finds nothing (the board would ignore it; an alert promised that category).
  if (search.category && withCategory.categoryId === null) return { ids: [], total: 0, categoryName: null };
  const applied = await withKeywordMatches(strapi, {
    ...withCategory,
    cities: await citySpellings(strapi, tables, search.city ?? null),
  });
  const opened = tables.column('firstOpenedAt');
  const found = matchingJobs(strapi, tables, applied, until).where(opened, '>', since).where(opened, '<=', until);
  const [totalRow, rows] = await Promise.all([
    found.clone().count('* as count').first(),
    found
      .clone()
      .select(`${tables.column('id')} as id`)
      .orderBy(opened, 'desc')
      .orderBy(tables.column('id'), 'desc')
      .limit(limit) as Promise<Array<{ id: number }>>,
  ]);
  return {
    ids: rows.map((row) => Number(row.id)),
    total: Number((totalRow as { count?: unknown } | undefined)?.count ?? 0),
    categoryName: applied.categoryName,
  };
}

/** The name of the job category `slug` names, or null (what an alert's description shows). */
export async function jobCategoryName(strapi: Core.Strapi, slug: string | null): Promise<string | null> {
  if (!slug) return null;
  return (await jobCategories(strapi, tablesOf(strapi))).find((entry) => entry.slug === slug)?.name ?? null;
}

/**
 * How many open jobs match `search` (`total`), and how many each option of each filter would find, each counted
 * with the other filters applied (`matchingJobs`' `except`); a job without a type counts under Full-time.
 */
export async function countFacets(
  strapi: Core.Strapi,
  tables: Tables,
  search: AppliedSearch,
  now: Date,
): Promise<FacetCounts> {
  const [totalRow, byCategory, byType, byCountry, byWorkplace, byCity] = await Promise.all([
    matchingJobs(strapi, tables, search, now).count('* as count').first(),
    // The links of the matching jobs (ids from the covering indexes: no job row is read), by category.
    countBy(
      strapi.db
        .connection(tables.link.table)
        .whereIn(tables.link.job, matchingJobs(strapi, tables, search, now, 'category').select(tables.column('id'))),
      tables.link.category,
    ),
    countBy(matchingJobs(strapi, tables, search, now, 'type'), tables.column('type')).then((counts) => {
      counts.set(UNTYPED_AS, (counts.get(UNTYPED_AS) ?? 0) + (counts.get('') ?? 0));
      return counts;
    }),
    countCountries(tables, matchingJobs(strapi, tables, search, now, 'country')),
    countBy(matchingJobs(strapi, tables, search, now, 'workplace'), tables.column('workplace')),
    countBy(matchingJobs(strapi, tables, search, now, 'city'), tables.column('city')).then(citiesByName),
  ]);
  const total = Number((totalRow as { count?: unknown } | undefined)?.count ?? 0);
  return { total, byCategory, byType, byCountry, byWorkplace, byCity };
}

/**
 * Counts by stored city merged by the city's lower-case form (the `city` parameter's), each labelled with its most
 * common spelling; jobs without a city are left out.
 */
export function citiesByName(counts: Map<string, number>): Map<string, { label: string; count: number }> {
  const merged = new Map<string, { label: string; count: number; labelCount: number }>();
  for (const [stored, count] of counts) {
    const label = stored.replace(/\s+/g, ' ').trim();
    const key = parseJobSearch({ city: label }).city;
    if (!key) continue;
    const entry = merged.get(key);
    if (!entry) merged.set(key, { label, count, labelCount: count });
    else {
      entry.count += count;
      if (count > entry.labelCount) Object.assign(entry, { label, labelCount: count });
    }
  }
  return new Map([...merged].map(([key, { label, count }]) => [key, { label, count }]));
}

/**
 * The stored spellings of the city `city` (lower case, the parameter's form) among the jobs, so that the filter is an
 * indexed `IN` on the stored values: a few distinct cities, read from the index on (status, …); null for no city.
 */
export async function citySpellings(
  strapi: Core.Strapi,
  tables: Tables,
  city: string | null,
): Promise<string[] | null> {
  if (city === null) return null;
  const rows: Array<{ city: string | null }> = await strapi.db
    .connection(tables.jobs)
    .distinct(`${tables.column('city')} as city`)
    .where(tables.column('locale'), DEFAULT_CONTENT_LOCALE)
    .where(tables.column('status'), 'open')
    .whereNotNull(tables.column('city'));
  return rows.map((row) => row.city ?? '').filter((stored) => parseJobSearch({ city: stored }).city === city);
}

/** The earliest closing date after `now` among open jobs (ISO 8601), or null: when the board next changes by itself. */
export async function nextExpiry(strapi: Core.Strapi, tables: Tables, now: Date): Promise<string | null> {
  const row = await strapi.db
    .connection(tables.jobs)
    .where(tables.column('locale'), DEFAULT_CONTENT_LOCALE)
    .where(tables.column('status'), 'open')
    .where(tables.column('validThrough'), '>', now)
    .min(`${tables.column('validThrough')} as next`)
    .first();
  const next = (row as { next?: unknown } | undefined)?.next;
  return next === null || next === undefined ? null : new Date(next as string | number | Date).toISOString();
}

/**
 * The row ids of page `page` (from 1) of the jobs matching `search`, `pageSize` a page, in the board's order: by
 * closing date first for `sort=closing` (none last); with a keyword and the default order, by relevance first (the
 * full-text engine's rank); then newest posted (none last), newest created, highest id.
 */
export async function pageOfJobIds(
  strapi: Core.Strapi,
  tables: Tables,
  search: AppliedSearch,
  now: Date,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<number[]> {
  const client = strapi.db.dialect.client;
  // Ids only: the order's columns are in the indexes, so the database sorts without reading the jobs' rows.
  const query = matchingJobs(strapi, tables, search, now).select(`${tables.column('id')} as id`);
  const keyword = keywordQuery(search.q);
  // With a keyword and the default order, the best match first (newest breaks ties); "closing soon" stays what the
  // visitor asked for (docs/011-job-search.md "Order").
  if (keyword.all.length > 0 && search.sort === 'newest') {
    jobIndex(strapi).joinRank(query, tables.column('id'), keyword, 'relevance');
    query.orderByRaw('COALESCE(??, 0) DESC', ['relevance.rank']);
  }
  if (search.sort === 'closing') orderNullsLast(query, client, tables.column('validThrough'), 'asc');
  orderNullsLast(query, client, tables.column('posted'), 'desc');
  query.orderBy(tables.column('createdAt'), 'desc').orderBy(tables.column('id'), 'desc');
  const rows: Array<{ id: number }> = await query.limit(pageSize).offset((page - 1) * pageSize);
  return rows.map((row) => Number(row.id));
}

/** The city filter's options: every city that finds a job, and the chosen one, by name. */
export function cityOptions(
  counts: Map<string, { label: string; count: number }>,
  chosen: string | null,
): JobSearchOption[] {
  const options = [...counts].map(([value, { label, count }]) => ({ value, label, count }));
  if (chosen && !counts.has(chosen)) options.push({ value: chosen, label: chosen, count: 0 });
  return options.sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

/**
 * The filters' options for the board's form (`filterOptions` of each): the job categories by name, the job types in
 * the contract's order, the countries that find a job (and the chosen one) by name, the workplaces.
 */
export function searchFacets(
  categories: readonly JobCategory[],
  counts: FacetCounts,
  search: AppliedSearch,
): Record<JobSearchFacet, JobSearchOption[]> {
  const countries = [...counts.byCountry.keys()]
    .filter(Boolean)
    .map((code) => ({ value: code, stored: code, label: countryName(code) }));
  if (search.country && !counts.byCountry.has(search.country)) {
    countries.push({ value: search.country, stored: search.country, label: countryName(search.country) });
  }
  countries.sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return {
    category: filterOptions(
      categories.map(({ id, slug, name }) => ({ value: slug, stored: String(id), label: name })),
      counts.byCategory,
      search.category,
    ),
    type: filterOptions(
      JOB_TYPES.map(({ value, param }) => ({ value: param, stored: value, label: value })),
      counts.byType,
      search.type,
    ),
    country: filterOptions(countries, counts.byCountry, search.country),
    city: cityOptions(counts.byCity, search.city),
    workplace: filterOptions(
      WORKPLACES.map(({ value, label }) => ({ value, stored: value, label })),
      counts.byWorkplace,
      search.workplace,
    ),
  };
}

/**
 * "Did you mean" for a keyword search: `suggestKeywords`' text, offered when it finds open jobs with the other filters
 * of the search (a suggestion never leads to an empty board).
 */
export async function suggestion(
  strapi: Core.Strapi,
  tables: Tables,
  search: AppliedSearch,
  now: Date,
): Promise<{ q: string; total: number } | null> {
  if (!search.q) return null;
  const q = await suggestKeywords(strapi, search.q);
  if (!q) return null;
  const row = await matchingJobs(strapi, tables, { ...search, q }, now)
    .count('* as count')
    .first();
  const total = Number((row as { count?: unknown } | undefined)?.count ?? 0);
  return total > 0 ? { q, total } : null;
}

/**
 * One page of the open jobs matching `search` (page past the last: the last page), with the counts of every
 * filter and the next closing date. `pageSize` jobs a page. Steps: `jobCategories` and `applyCategory`,
 * `countFacets` with `nextExpiry`, `pageOfJobIds`, `searchFacets`.
 */
export async function searchJobs(
  strapi: Core.Strapi,
  search: JobSearch,
  pageSize: number,
  now = new Date(),
): Promise<JobSearchResult> {
  const tables = tablesOf(strapi);
  const categories = await jobCategories(strapi, tables);
  const { categoryName: _name, ...withCategory } = applyCategory(search, categories);
  // The keyword is matched once, and that list of jobs narrows the total, the facets and the page.
  const applied = await withKeywordMatches(strapi, {
    ...withCategory,
    cities: await citySpellings(strapi, tables, search.city),
  });
  const [counts, next] = await Promise.all([
    countFacets(strapi, tables, applied, now),
    nextExpiry(strapi, tables, now),
  ]);
  const pageCount = Math.ceil(counts.total / pageSize);
  const page = Math.max(1, Math.min(search.page, pageCount));
  const ids = counts.total > 0 ? await pageOfJobIds(strapi, tables, applied, now, { page, pageSize }) : [];
  return {
    suggestion: await suggestion(strapi, tables, applied, now),
    ids,
    pagination: { page, pageSize, pageCount, total: counts.total },
    facets: searchFacets(categories, counts, applied),
    nextExpiry: next,
    search: { ...search, category: applied.category, page },
  };
}
