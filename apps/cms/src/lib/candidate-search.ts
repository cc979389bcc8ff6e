import {
  CANDIDATE_SEARCH_COUNT_CAP,
  candidateQuerySchema,
  readCandidateSearch,
  type CandidateSearch,
  type CandidateSnippetColumn,
  type CandidateSnippetPart,
  type FullTextQuery,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import type { QueryBuilder } from './database-types';
import { identifier as q, matchPlan } from './full-text';
import { parseOrThrow } from './validation';
import { columnOf, linkOf, peopleIndex, peopleQuery, peopleSnippets } from './people-search';

/**
 * GET /api/candidates as the search of the talent pool (docs/023-talent-pool.md "Searching people"): the text `q`
 * matched on the people index (one document per application, lib/people-search.ts), grouped by candidate, ranked by
 * the best application's relevance (then the most recent activity); the filters are plain SQL on the candidate and
 * their applications. Without `q`, the most recently active first. Each hit of a search carries the snippet of its
 * best application.
 */

const UID = 'api::candidate.candidate';
const APPLICATION_UID = 'api::job-application.job-application';
const JOB_UID = 'api::job.job';
const CATEGORY_UID = 'api::category.category';

/** One candidate of the list, with why it matched a search. */
export interface CandidateHit {
  id: number;
  /** Relevance of the best matching application (larger is better); null without a text query. */
  rank: number | null;
  snippet: { column: CandidateSnippetColumn; parts: CandidateSnippetPart[] } | null;
}

/** What the list needs from the search: a page of hits, the total (capped with a text or filters) and whether capped. */
export interface CandidateSearchPage {
  search: CandidateSearch;
  hits: CandidateHit[];
  total: number;
  capped: boolean;
}

/** The table and column names the search reads (Strapi's metadata). */
function tables(strapi: Core.Strapi) {
  const meta = (uid: string) => strapi.db.metadata.get(uid);
  return {
    candidates: meta(UID).tableName,
    candidate: (attribute: string) => `c.${q(columnOf(strapi, UID, attribute))}`,
    applications: meta(APPLICATION_UID).tableName,
    application: (attribute: string) => `a.${q(columnOf(strapi, APPLICATION_UID, attribute))}`,
    candidateLink: linkOf(strapi, APPLICATION_UID, 'candidate'),
    jobLink: linkOf(strapi, APPLICATION_UID, 'job'),
    jobs: meta(JOB_UID).tableName,
    job: (attribute: string) => `j.${q(columnOf(strapi, JOB_UID, attribute))}`,
    categoryLink: linkOf(strapi, JOB_UID, 'category'),
    categories: meta(CATEGORY_UID).tableName,
    category: (attribute: string) => `g.${q(columnOf(strapi, CATEGORY_UID, attribute))}`,
  };
}

/** The candidate's applications (`a`, through the link `cl`) as the start of an EXISTS sub-select. */
function applicationsOf(strapi: Core.Strapi): string {
  const t = tables(strapi);
  return (
    `SELECT 1 FROM ${q(t.candidateLink.table)} AS cl JOIN ${q(t.applications)} AS a ON a.id = cl.${q(t.candidateLink.from)} ` +
    `WHERE cl.${q(t.candidateLink.to)} = c.id`
  );
}

/** Applies the search's filters to `builder` (candidates aliased `c`). */
function applyFilters(strapi: Core.Strapi, builder: QueryBuilder, filters: CandidateSearch['filters']): void {
  const t = tables(strapi);
  const postgres = strapi.db.dialect.client === 'postgres';
  if (filters.country) builder.whereRaw(`${t.candidate('country')} = ?`, [filters.country]);
  if (filters.availability) builder.whereRaw(`${t.candidate('availability')} = ?`, [filters.availability]);
  if (filters.since)
    builder.whereRaw(`${t.candidate('lastActivityAt')} >= ?`, [new Date(`${filters.since}T00:00:00Z`)]);
  if (filters.tag) {
    // Tags are a JSON array on the candidate; compared without regard to case (the contract's tagKey).
    const elements = postgres
      ? `jsonb_array_elements_text(${t.candidate('tags')}::jsonb) AS e(value)`
      : `json_each(${t.candidate('tags')}) AS e`;
    builder.whereRaw(`EXISTS (SELECT 1 FROM ${elements} WHERE lower(e.value) = lower(?))`, [filters.tag]);
  }
  if (filters.source) {
    builder.whereRaw(`EXISTS (${applicationsOf(strapi)} AND ${t.application('source')} = ?)`, [filters.source]);
  }
  if (filters.job || filters.category) {
    const toJob =
      `${applicationsOf(strapi)} AND EXISTS (SELECT 1 FROM ${q(t.jobLink.table)} AS jl JOIN ${q(t.jobs)} AS j ` +
      `ON j.id = jl.${q(t.jobLink.to)} WHERE jl.${q(t.jobLink.from)} = a.id`;
    if (filters.job) builder.whereRaw(`EXISTS (${toJob} AND ${t.job('documentId')} = ?))`, [filters.job]);
    if (filters.category) {
      builder.whereRaw(
        `EXISTS (${toJob} AND EXISTS (SELECT 1 FROM ${q(t.categoryLink.table)} AS gl JOIN ${q(t.categories)} AS g ` +
          `ON g.id = gl.${q(t.categoryLink.to)} WHERE gl.${q(t.categoryLink.from)} = j.id AND ${t.category('documentId')} = ?)))`,
        [filters.category],
      );
    }
  }
  if (filters.status) {
    // The latest status: that of the candidate's newest application.
    builder.whereRaw(
      `(SELECT ${t.application('job_status')} FROM ${q(t.candidateLink.table)} AS cl JOIN ${q(t.applications)} AS a ` +
        `ON a.id = cl.${q(t.candidateLink.from)} WHERE cl.${q(t.candidateLink.to)} = c.id ` +
        `ORDER BY ${t.application('appliedAt')} DESC, a.id DESC LIMIT 1) = ?`,
      [filters.status],
    );
  }
  // In the pool: a pool consent that runs now (docs/023-talent-pool.md "Consent and retention"; the retention task's
  // `notKeptByPool` is its complement); knex binds the Date as each dialect stores datetimes, as for `since`.
  if (filters.pool) builder.whereRaw(`${t.candidate('poolConsentUntil')} > ?`, [new Date()]);
}

/**
 * A page of the candidate search (`page` from 1, `pageSize` rows) read from `query` (the contract's
 * `readCandidateSearch`). With a text: hits ranked by relevance, the total counted up to `CANDIDATE_SEARCH_COUNT_CAP`
 * (`capped` when reached). Without: the most recently active first, the total exact when no filter is set.
 * @throws ValidationError (400) for a `q` over the contract's limit.
 */
export async function searchCandidates(
  strapi: Core.Strapi,
  query: Record<string, unknown>,
  page: number,
  pageSize: number,
): Promise<CandidateSearchPage> {
  // `q` checked first with the CMS's error words (400), then read with the filters.
  parseOrThrow(candidateQuerySchema, typeof query.q === 'string' ? query.q : '');
  const search: CandidateSearch = readCandidateSearch((name) =>
    typeof query[name] === 'string' ? query[name] : undefined,
  );
  const knex = strapi.db.connection;
  const t = tables(strapi);
  const text = search.q ? peopleQuery(search.q) : null;
  const offset = (page - 1) * pageSize;
  const orderSql = `${t.candidate('lastActivityAt')} DESC, c.id DESC`;
  const hasFilters = Object.keys(search.filters).length > 0;

  if (search.q && !text) return { search, hits: [], total: 0, capped: false };

  if (!text) {
    const base = () => {
      const builder = knex(`${t.candidates} as c`);
      applyFilters(strapi, builder, search.filters);
      return builder;
    };
    if (!hasFilters) {
      // The whole list: the total is exact, and a page past the middle is read from the other end (the index on
      // last activity and id backwards), so that no page skips more than half the list (docs/023-talent-pool.md
      // "Figures": page 4,000 of 100,000).
      const counted = await knex(t.candidates).count({ total: '*' });
      const total = Number((counted as Array<{ total: number | string }>)[0]?.total ?? 0);
      const fromEnd = offset > total / 2;
      const rows = fromEnd
        ? (
            (await base()
              .select('c.id')
              .orderByRaw(`${t.candidate('lastActivityAt')} ASC, c.id ASC`)
              .offset(Math.max(0, total - offset - pageSize))
              .limit(Math.max(0, Math.min(pageSize, total - offset)))) as Array<{ id: number }>
          ).reverse()
        : ((await base().select('c.id').orderByRaw(orderSql).offset(offset).limit(pageSize)) as Array<{ id: number }>);
      return {
        search,
        hits: rows.map((row) => ({ id: Number(row.id), rank: null, snippet: null })),
        total,
        capped: false,
      };
    }
    const rowsQuery = base().select('c.id').orderByRaw(orderSql).offset(offset).limit(pageSize);
    const countQuery = knex
      .from(
        base()
          .select('c.id')
          .limit(CANDIDATE_SEARCH_COUNT_CAP + 1)
          .as('m'),
      )
      .count({ total: '*' });
    const [rows, counted] = await Promise.all([rowsQuery, countQuery]);
    const total = Number((counted as Array<{ total: number | string }>)[0]?.total ?? 0);
    const capped = total > CANDIDATE_SEARCH_COUNT_CAP;
    return {
      search,
      hits: (rows as Array<{ id: number }>).map((row) => ({ id: Number(row.id), rank: null, snippet: null })),
      total: capped ? CANDIDATE_SEARCH_COUNT_CAP : total,
      capped,
    };
  }

  const engine = peopleIndex(strapi);
  const link = t.candidateLink;
  // With filters, the applications they leave when few (ranked alone); else, on PostgreSQL, whether they are few
  // enough for the count to find the matches apart, read beside the page (only the count waits for it). SQLite finds
  // the matches of an IN subquery once anyway.
  const few = hasFilters ? await fewFiltered(strapi, search) : null;
  const apart =
    hasFilters && few === null && strapi.db.dialect.client === 'postgres'
      ? narrowFilter(strapi, search)
      : Promise.resolve(false);
  apart.catch(() => undefined);
  const countOf = async (query: FullTextQuery) => {
    const matched = filteredApplications(strapi, search);
    engine.whereMatches(matched, `cl.${link.from}`, query, await apart);
    const rows = await knex
      .from(
        matched
          .distinct('c.id')
          .limit(CANDIDATE_SEARCH_COUNT_CAP + 1)
          .as('m'),
      )
      .count({ total: '*' });
    return Number((rows as Array<{ total: number | string }>)[0]?.total ?? 0);
  };
  // The candidates matching, counted up to the cap. The whole words' matches first (the query with its prefix term
  // read as a whole word, `matchPlan(text).ranked`: one condition that the index answers alone) are some of the
  // matches: when they reach the cap, so do all. A word's start, the other half of a prefix term's condition, made
  // PostgreSQL read each document of the other terms' matches (110-170 ms for "kubernetes terraform" at 100,000
  // resumes, 20-30 ms for its whole words; docs/023-talent-pool.md "Within the targets").
  const counted = async () => {
    const plan = matchPlan(text);
    const whole = await countOf(plan.ranked);
    return whole > CANDIDATE_SEARCH_COUNT_CAP || plan.prefix === null ? whole : countOf(text);
  };

  // The best ranked applications first (the index alone), then the full grouped query only when they fall short.
  const end = offset + pageSize;
  const limit = Math.max(hasFilters ? RANKED_FILTERED_MIN : RANKED_MIN, end * (hasFilters ? 20 : 2));
  // Unless the page's read counts them all, the count runs beside it and the snippets: it needs none of them, and
  // these are independent reads on connections of the pool (unused when every ranked match was read).
  const counting = few ? null : counted();
  counting?.catch(() => undefined);
  const top =
    (few ? await fromFilteredFew(strapi, few, text, offset, pageSize) : null) ??
    (limit <= RANKED_MAX ? await fromTopRanked(strapi, search, text, offset, pageSize, limit) : null);
  const found = top ?? (await fromAllMatches(strapi, search, text, offset, pageSize));
  const page_ = found.hits;
  const [total, snippets] = await Promise.all([
    found.total ?? counting ?? counted(),
    peopleSnippets(
      strapi,
      page_.flatMap((hit) => (hit.application === null ? [] : [hit.application])),
      text,
    ),
  ]);
  return {
    search,
    hits: page_.map(({ id, rank, application }) => {
      const snippet = snippets.get(application ?? -1);
      return { id, rank, snippet: snippet ? { column: snippet.column, parts: snippet.parts } : null };
    }),
    total: Math.min(total, CANDIDATE_SEARCH_COUNT_CAP),
    capped: total > CANDIDATE_SEARCH_COUNT_CAP,
  };
}

/**
 * How many ranked applications the search reads (docs/023-talent-pool.md "Searching people"): twice the rows up to the
 * end of the page asked, at least `RANKED_MIN`; with filters, which drop most of them, twenty times, at least
 * `RANKED_FILTERED_MIN`. A page beyond `RANKED_MAX` ranked applications goes to the full grouped query.
 */
const RANKED_MIN = 200;
const RANKED_FILTERED_MIN = 2_000;

const RANKED_MAX = 10_000;

/** Filters that leave at most this many applications rank them alone (`fromFilteredFew`). */
const FILTERED_FEW = 2_000;

/**
 * Filters that leave at most this many applications count their matches found apart (`whereMatches`' `apart`): for
 * "react" + AE (7,200 applications) PostgreSQL read each of their documents, 66-89 ms, against 39-43 with the 18,000
 * matches found once; for a filter that leaves most ("available") the other way round, 18 ms against 89.
 */
const FILTERED_NARROW = 20_000;

/** An application of the filtered candidates: its candidate and their last activity. */
interface FilteredApplication {
  candidate: number;
  application: number;
  activity: Date | string | number | null;
}

/** The applications of the candidates that `search`'s filters leave (aliased `c` and `cl`), as a query to finish. */
function filteredApplications(strapi: Core.Strapi, search: CandidateSearch): QueryBuilder {
  const t = tables(strapi);
  const link = t.candidateLink;
  const builder = strapi.db.connection(`${t.candidates} as c`).join(`${link.table} as cl`, `cl.${link.to}`, 'c.id');
  applyFilters(strapi, builder, search.filters);
  return builder;
}

/** The applications of the filtered candidates when they are at most `FILTERED_FEW` (`fromFilteredFew`), else null. */
async function fewFiltered(strapi: Core.Strapi, search: CandidateSearch): Promise<FilteredApplication[] | null> {
  const t = tables(strapi);
  const read = (await filteredApplications(strapi, search)
    .select('c.id as candidate', `cl.${t.candidateLink.from} as application`)
    .select(strapi.db.connection.raw(`${t.candidate('lastActivityAt')} AS activity`))
    .limit(FILTERED_FEW + 1)) as FilteredApplication[];
  return read.length <= FILTERED_FEW ? read : null;
}

/** Whether the filtered candidates have at most `FILTERED_NARROW` applications (their count finds the matches apart). */
async function narrowFilter(strapi: Core.Strapi, search: CandidateSearch): Promise<boolean> {
  const knex = strapi.db.connection;
  const counted = await knex
    .from(
      filteredApplications(strapi, search)
        .select('c.id')
        .limit(FILTERED_NARROW + 1)
        .as('f'),
    )
    .count({ total: '*' });
  return Number((counted as Array<{ total: number | string }>)[0]?.total ?? 0) <= FILTERED_NARROW;
}

/** A candidate of a page of a text search: its best application's rank and that application (for the snippet). */
export interface RankedHit {
  id: number;
  rank: number | null;
  application: number | null;
}

/** A page of ranked candidates, and the total when it is known without counting (every match was read). */
interface RankedPage {
  hits: RankedHit[];
  total: number | null;
}

/**
 * The candidates of the `limit` best ranked applications for `text` (`withRanked` over the people index: bm25 or
 * ts_rank of the index alone, no join before the cut; with `window`, ranked among the newest `window` matches only),
 * grouped here: rows come best first, so a candidate's first row
 * is its best application, and the candidates come as the full grouped query orders them (the best application's
 * rank, then the most recent activity). `keep` narrows the candidates (aliased `c`) that may be hits; the candidates
 * in `skip` are left out. When the cut was reached (`cut`), a candidate whose best rank equals the lowest rank read
 * may have an equal one outside it, so only the candidates ranked above it are given (`hits` are all sure); when it
 * was not, every ranked application was read.
 * @returns null when the query has nothing to rank by (excluded terms only).
 */
export async function topRankedCandidates(
  strapi: Core.Strapi,
  text: FullTextQuery,
  limit: number,
  keep: (candidates: QueryBuilder) => void,
  skip: ReadonlySet<number> = new Set(),
  window?: number,
): Promise<{ hits: RankedHit[]; cut: boolean } | null> {
  const knex = strapi.db.connection;
  const t = tables(strapi);
  const link = t.candidateLink;
  // The kept candidates as a left-joined set: every ranked row comes back (a dropped one without a candidate), so
  // that one query says how many were read and the lowest rank read.
  const kept = knex(`${t.candidates} as c`).select('c.id', knex.raw(`${t.candidate('lastActivityAt')} AS activity`));
  keep(kept);
  const rows = knex.from('r');
  const take = window === undefined ? limit : Math.min(limit, window);
  if (!peopleIndex(strapi).withRanked(rows, 'r', text, take, window)) return null;
  rows
    .leftJoin(`${link.table} as cl`, `cl.${link.from}`, 'r.id')
    .leftJoin(kept.as('k'), 'k.id', `cl.${link.to}`)
    .select('r.id as application', 'r.rank', 'k.id as candidate')
    .orderByRaw('r.rank DESC, k.activity DESC, k.id DESC, r.id DESC');
  const read = (await rows) as Array<{ application: number; rank: number | string; candidate: number | null }>;
  const cut = new Set(read.map((row) => Number(row.application))).size >= take;
  const lowest = Math.min(...read.map((row) => Number(row.rank)));
  const hits: RankedHit[] = [];
  const seen = new Set<number>();
  for (const row of read) {
    if (cut && Number(row.rank) <= lowest) break;
    const candidate = row.candidate === null ? null : Number(row.candidate);
    if (candidate === null || seen.has(candidate)) continue;
    seen.add(candidate);
    if (!skip.has(candidate))
      hits.push({ id: candidate, rank: Number(row.rank), application: Number(row.application) });
  }
  return { hits, cut };
}

/**
 * The page from the `limit` best ranked applications only (`topRankedCandidates`, the filters as `keep`).
 * @returns null when this cannot answer the page: too few sure candidates (filters dropped too many, or the page is
 * far), matches by a word's start alone needed after the ranked ones, or nothing to rank by.
 */
async function fromTopRanked(
  strapi: Core.Strapi,
  search: CandidateSearch,
  text: FullTextQuery,
  offset: number,
  pageSize: number,
  limit: number,
): Promise<RankedPage | null> {
  const top = await topRankedCandidates(strapi, text, limit, (kept) => applyFilters(strapi, kept, search.filters));
  if (!top) return null;
  const prefix = matchPlan(text).prefix !== null;
  if (top.hits.length < offset + pageSize && (top.cut || prefix)) return null;
  // Every ranked application read, and without a prefix term they are all the matches: the total is exact.
  return { hits: top.hits.slice(offset, offset + pageSize), total: !top.cut && !prefix ? top.hits.length : null };
}

/**
 * With filters that leave at most `FILTERED_FEW` applications (`rows`, from `fewFiltered`): the page from those
 * applications alone. Their matches are ranked among them (the engine's `rankAmong` reads only their documents) and
 * grouped here by candidate, ordered as the full grouped query orders them (the best application's rank, then the
 * most recent activity, then the larger id); the total is exact. Ranking the best of every match first, as
 * `fromTopRanked` does, finds none of a narrow filter's candidates, and ranking every match to group them took
 * 0.4-0.5 s at 100,000 resumes (docs/023-talent-pool.md "Within the targets").
 */
async function fromFilteredFew(
  strapi: Core.Strapi,
  rows: readonly FilteredApplication[],
  text: FullTextQuery,
  offset: number,
  pageSize: number,
): Promise<RankedPage> {
  const ranks = await peopleIndex(strapi).rankAmong(
    rows.map((row) => Number(row.application)),
    text,
  );
  const best = new Map<number, RankedHit & { activity: number }>();
  for (const row of rows) {
    const rank = ranks.get(Number(row.application));
    if (rank === undefined) continue;
    const id = Number(row.candidate);
    const known = best.get(id);
    if (known && (known.rank ?? 0) >= rank) continue;
    const activity = row.activity === null ? Number.NEGATIVE_INFINITY : new Date(row.activity).getTime();
    best.set(id, { id, rank, application: Number(row.application), activity });
  }
  const hits = [...best.values()].sort(
    (a, b) => (b.rank ?? 0) - (a.rank ?? 0) || b.activity - a.activity || b.id - a.id,
  );
  return {
    hits: hits.slice(offset, offset + pageSize).map(({ id, rank, application }) => ({ id, rank, application })),
    total: hits.length,
  };
}

/**
 * The page from every match: grouped by candidate, the best application's rank, then the most recent activity. One
 * search of the index when the query has no prefix term (the ranked documents are then the matches); with one, the
 * matches by a word's start alone come after the ranked ones. Then the best application of each candidate of the page.
 */
async function fromAllMatches(
  strapi: Core.Strapi,
  search: CandidateSearch,
  text: FullTextQuery,
  offset: number,
  pageSize: number,
): Promise<RankedPage> {
  const knex = strapi.db.connection;
  const t = tables(strapi);
  const link = t.candidateLink;
  const engine = peopleIndex(strapi);
  const orderSql = `${t.candidate('lastActivityAt')} DESC, c.id DESC`;
  const ranked = knex(`${t.candidates} as c`).join(`${link.table} as cl`, `cl.${link.to}`, 'c.id');
  if (matchPlan(text).prefix === null && engine.withRanked(ranked, 'r', text, null)) {
    ranked.join('r', 'r.id', `cl.${link.from}`);
  } else {
    engine.whereMatches(ranked, `cl.${link.from}`, text);
    engine.joinRank(ranked, `cl.${link.from}`, text, 'r');
  }
  applyFilters(strapi, ranked, search.filters);
  ranked
    .select('c.id')
    .max({ rank: 'r.rank' })
    // Grouped by the primary key: PostgreSQL then allows ordering by the candidate's other columns.
    .groupBy('c.id')
    .orderByRaw(`max(r.rank) DESC NULLS LAST, ${orderSql}`)
    .offset(offset)
    .limit(pageSize);
  const page = ((await ranked) as Array<{ id: number; rank: number | string | null }>).map((row) => ({
    id: Number(row.id),
    rank: row.rank === null ? 0 : Number(row.rank),
    application: null as number | null,
  }));
  if (page.length === 0) return { hits: page, total: null };

  // The best application of each candidate on the page, for its snippet.
  const per = knex(`${link.table} as cl`)
    .select(`cl.${link.to} as candidate`, `cl.${link.from} as application`, 'r.rank')
    .whereIn(
      `cl.${link.to}`,
      page.map((hit) => hit.id),
    );
  engine.whereMatches(per, `cl.${link.from}`, text);
  engine.joinRank(per, `cl.${link.from}`, text, 'r');
  const bestRank = new Map<number, number>();
  const best = new Map<number, number>();
  for (const row of (await per) as Array<{ candidate: number; application: number; rank: number | null }>) {
    const candidate = Number(row.candidate);
    const rank = Number(row.rank ?? 0);
    if (!best.has(candidate) || rank > (bestRank.get(candidate) ?? 0)) {
      best.set(candidate, Number(row.application));
      bestRank.set(candidate, rank);
    }
  }
  return { hits: page.map((hit) => ({ ...hit, application: best.get(hit.id) ?? null })), total: null };
}
