/**
 * The queries a visitor's request may send to the CMS's public content API: exactly those the website sends (and the
 * spec's calls, §7), and nothing else. The web app builds its public reads from the constants below; the CMS answers
 * any other filter, sort, populate path or parameter with 400 (apps/cms src/middlewares/public-query.ts), so that a
 * new relation or field can never open a new way to read what visitors must not see (a draft through a relation
 * filter, an unbounded populate). Staff requests are not limited by this list. docs/017-security-audit.md.
 */

/**
 * A `populate` in the shape the CMS accepts from visitors: `'*'` (every relation, media and component one level deep,
 * as Strapi reads it) or attribute → `true` (that relation, one level) or `{ populate }` (and inside it).
 */
export type PopulateTree = '*' | { readonly [attribute: string]: true | { readonly populate: PopulateTree } };

/** What a visitor may send to one public list endpoint. */
export interface PublicQueryRule {
  /** Filters, as dotted paths that end in their operator (`slug.$eq`); every value is one string. */
  readonly filters: readonly string[];
  /** Sort entries (`posted:desc`); a request may send any of them, in any order. */
  readonly sort: readonly string[];
  /** The largest populate of each shape: a request may ask for one of them or any part of one. */
  readonly populate: readonly PopulateTree[];
  /** `pagination[page]` and `pagination[pageSize]` (the CMS's `maxLimit` caps the size). */
  readonly pagination: boolean;
  /** `locale=en|ar`: the language of the text (./content-locale.ts; docs/026-languages.md); no other value. */
  readonly locale?: boolean;
}

/** A job posting's relations and cover, one level (docs/000-product.md §7 "populate all"): the job page, lists and the feed. */
export const PUBLIC_JOB_POPULATE = '*' satisfies PopulateTree;

/** Newest jobs first, ties broken by creation then id (the suggestions and the /jobs.xml feed). */
export const PUBLIC_JOB_SORT = ['posted:desc', 'createdAt:desc', 'id:desc'] as const;

/** What an article card shows: its cover, author and category. */
export const ARTICLE_CARD_POPULATE = { cover: true, author: true, category: true } as const satisfies PopulateTree;

/** An article's page: the card's relations and its blocks with their media. */
export const ARTICLE_PAGE_POPULATE = {
  ...ARTICLE_CARD_POPULATE,
  blocks: { populate: '*' },
} as const satisfies PopulateTree;

/** Newest published articles first. */
export const PUBLIC_ARTICLE_SORT = ['publishedAt:desc'] as const;

/**
 * Every public endpoint of Strapi's core content API with what a visitor may send to it: the lists of jobs and
 * articles, and the enquiry form's `POST /contacts` and the hiring request form's `POST /hiring-requests`, which take
 * no query at all. Reads not listed here (a single
 * record by documentId, categories, authors) are not public; the CMS's own endpoints (job search, sitemap,
 * applications, job alerts) read only their own named parameters.
 */
export const PUBLIC_QUERIES = {
  jobs: {
    // The job page (its slug), a closed job's suggestions (open jobs of its category but itself).
    filters: ['slug.$eq', 'category.name.$eq', 'documentId.$ne'],
    sort: PUBLIC_JOB_SORT,
    populate: [PUBLIC_JOB_POPULATE],
    pagination: true,
    locale: true,
  },
  articles: {
    filters: ['slug.$eq'],
    sort: PUBLIC_ARTICLE_SORT,
    // `populate=*` is the spec's home carousel and article page call.
    populate: ['*', ARTICLE_PAGE_POPULATE],
    pagination: true,
    locale: true,
  },
  contacts: { filters: [], sort: [], populate: [], pagination: false },
  // The hiring request form's `POST /hiring-requests` (docs/024-employers.md), like the enquiry form's.
  'hiring-requests': { filters: [], sort: [], populate: [], pagination: false },
} as const satisfies Record<string, PublicQueryRule>;

export type PublicQueryEndpoint = keyof typeof PUBLIC_QUERIES;
