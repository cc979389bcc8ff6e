import { stripControlCharacters } from './control-characters.js';
import { FULL_TEXT_MAX_TERMS, FULL_TEXT_QUERY_MAX } from './full-text.js';
import { findJobType, WORKPLACE_VALUES, type Workplace } from './job.js';
import { isCountryCode } from './countries.js';

/**
 * The job board's search (docs/011-job-search.md), as its URL carries it:
 * `/blog?q=nurse&category=healthcare&type=full-time&country=AE&city=dubai&workplace=remote&sort=closing&page=2`.
 * Feeds and job alerts link to these names, so they do not change. One rule for the three readers: the CMS's
 * `GET /api/jobs/search`, the board's loader and the page cache's key. A value the rule does not know is
 * ignored, never an error: the search then behaves as if the parameter were absent.
 */

/** The board's orders: newest first (the default), or the soonest closing date first. */
export const JOB_SEARCH_SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'closing', label: 'Closing soon' },
] as const;
export type JobSearchSort = (typeof JOB_SEARCH_SORTS)[number]['value'];
/**
 * The default order's words when the search has a keyword: the CMS then lists the best match first (the full-text
 * engine's relevance, newest breaking ties); "Closing soon" stays by closing date (docs/011-job-search.md "Order").
 */
export const JOB_SEARCH_RELEVANCE_LABEL = 'Best match';

/**
 * The longest keyword text kept (longer text is cut), and how many of its terms are searched for: the full-text
 * query's limits (full-text.ts), whose syntax the keyword follows (words, "phrases", OR, -excluded).
 */
export const JOB_SEARCH_KEYWORD_MAX = FULL_TEXT_QUERY_MAX;
export const JOB_SEARCH_MAX_TERMS = FULL_TEXT_MAX_TERMS;
/** The longest city name kept (the job's `city` field has at most 100 characters). */
export const JOB_SEARCH_CITY_MAX = 100;

/** Jobs per page on the board (docs/000-product.md §7: pageSize 12), and the most an API caller may ask for. */
export const JOB_SEARCH_PAGE_SIZE = 12;
export const JOB_SEARCH_MAX_PAGE_SIZE = 100;

/** A page number past this is read as this (the CMS then shows the last page there is). */
export const JOB_SEARCH_MAX_PAGE = 10_000;

/** A search as the rule reads it: every field valid, defaults where the URL had nothing usable. */
export interface JobSearch {
  /** Keyword text: control characters removed, spaces collapsed, trimmed, at most 100 characters; '' for none. */
  q: string;
  /** A category's slug (the CMS offers job categories only), or null. */
  category: string | null;
  /** A job type's `param` (`full-time`), or null. */
  type: string | null;
  /** An ISO 3166-1 alpha-2 code in capitals (`AE`), or null. */
  country: string | null;
  /** A city name in lower case, spaces collapsed (`dubai`, `são paulo`): the jobs whose `city` is it in any case. */
  city: string | null;
  workplace: Workplace | null;
  sort: JobSearchSort;
  /** From 1. The CMS shows the last page when this is past it. */
  page: number;
}

export type JobSearchParam = keyof JobSearch;

export const DEFAULT_JOB_SEARCH: Readonly<JobSearch> = {
  q: '',
  category: null,
  type: null,
  country: null,
  city: null,
  workplace: null,
  sort: 'newest',
  page: 1,
};

/** The parameters in the order a URL lists them. */
export const JOB_SEARCH_PARAMS = ['q', 'category', 'type', 'country', 'city', 'workplace', 'sort', 'page'] as const;

/** The filters a visitor chooses (what "clear the search" removes; the order and the page are not filters). */
export const JOB_SEARCH_FILTERS = ['q', 'category', 'type', 'country', 'city', 'workplace'] as const;
export type JobSearchFilter = (typeof JOB_SEARCH_FILTERS)[number];

/** The filters whose options the CMS counts (faceted search: each counted with the other filters applied). */
export const JOB_SEARCH_FACETS = ['category', 'type', 'country', 'city', 'workplace'] as const;
export type JobSearchFacet = (typeof JOB_SEARCH_FACETS)[number];

/** One option of a filter: its parameter value, its words and how many open jobs it would find. */
export interface JobSearchOption {
  value: string;
  label: string;
  count: number;
}

const CATEGORY_SLUG = /^[A-Za-z0-9._~-]{1,200}$/;

function keyword(value: string): string {
  return stripControlCharacters(value, false).replace(/\s+/g, ' ').trim().slice(0, JOB_SEARCH_KEYWORD_MAX).trim();
}

/**
 * A city as the `city` parameter carries it: control characters removed, spaces collapsed, trimmed, lower case, at
 * most `JOB_SEARCH_CITY_MAX` characters, with at least one letter; else null. The CMS compares it with each job's
 * `city` in lower case, so `?city=Riyadh` and `?city=riyadh` are one page.
 */
export function jobSearchCity(value: string): string | null {
  const city = stripControlCharacters(value, false)
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .slice(0, JOB_SEARCH_CITY_MAX)
    .trim();
  return /\p{L}/u.test(city) ? city : null;
}

/**
 * Each parameter's rule: the text a value stands for in a canonical URL, or null when the value is missing, unknown
 * or the default (the parameter is then left out). The page cache keys /blog by these (apps/web
 * server/page-cache.ts), so that `?type=Full-time`, `?type=full-time` and `?type=nonsense&fbclid=…` are one page
 * each as the board shows it.
 */
export const JOB_SEARCH_PARAM_RULES: Record<JobSearchParam, (value: string) => string | null> = {
  q: (value) => keyword(value) || null,
  category: (value) => (CATEGORY_SLUG.test(value.trim()) ? value.trim() : null),
  type: (value) => findJobType(value)?.param ?? null,
  country: (value) => {
    const code = value.trim().toUpperCase();
    return isCountryCode(code) ? code : null;
  },
  city: (value) => jobSearchCity(value),
  workplace: (value) => {
    const wanted = value.trim().toLowerCase().replace(/-/g, '');
    return (WORKPLACE_VALUES as readonly string[]).includes(wanted) ? wanted : null;
  },
  sort: (value) => (value.trim().toLowerCase() === 'closing' ? 'closing' : null),
  page: (value) => {
    const page = Number(value.trim());
    return Number.isInteger(page) && page > 1 ? String(Math.min(page, JOB_SEARCH_MAX_PAGE)) : null;
  },
};

/** Query parameters as a URL's `searchParams` or a server framework's parsed query (the first of repeated values). */
export type QueryInput = URLSearchParams | Readonly<Record<string, unknown>>;

function firstValue(query: QueryInput, name: string): string | null {
  if (query instanceof URLSearchParams) return query.get(name);
  const value = query[name];
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof first === 'string' ? first : null;
}

/** The search a URL's query asks for, by `JOB_SEARCH_PARAM_RULES`; unknown values give the defaults. */
export function parseJobSearch(query: QueryInput): JobSearch {
  const read = (name: JobSearchParam) => {
    const value = firstValue(query, name);
    return value === null ? null : JOB_SEARCH_PARAM_RULES[name](value);
  };
  const page = read('page');
  return {
    q: read('q') ?? '',
    category: read('category'),
    type: read('type'),
    country: read('country'),
    city: read('city'),
    workplace: read('workplace') as Workplace | null,
    sort: (read('sort') as JobSearchSort | null) ?? 'newest',
    page: page ? Number(page) : 1,
  };
}

/**
 * A search as the query of its canonical URL, without the `?`: parameters in `JOB_SEARCH_PARAMS` order, each by its
 * rule, defaults and unknown values left out ('' for the plain board). `parseJobSearch` reads it back unchanged.
 */
export function jobSearchQuery(search: Partial<JobSearch>): string {
  const query = new URLSearchParams();
  for (const name of JOB_SEARCH_PARAMS) {
    const value = search[name];
    const canonical = value === null || value === undefined ? null : JOB_SEARCH_PARAM_RULES[name](String(value));
    if (canonical !== null) query.set(name, canonical);
  }
  return query.toString();
}

/** Whether a search narrows the board (a keyword or a filter; the order and the page do not). */
export function isFilteredSearch(search: Partial<JobSearch>): boolean {
  return JOB_SEARCH_FILTERS.some((name) => Boolean(search[name]));
}

/** `?pageSize=` of the CMS's search: 1 to `JOB_SEARCH_MAX_PAGE_SIZE`, else the board's 12. */
export function parseJobSearchPageSize(value: string | null | undefined): number {
  const size = Number(value);
  return Number.isInteger(size) && size >= 1 && size <= JOB_SEARCH_MAX_PAGE_SIZE ? size : JOB_SEARCH_PAGE_SIZE;
}
