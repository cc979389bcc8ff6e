import { DEFAULT_JOB_SEARCH, type JobSearch } from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strapiKnex } from '../../../../tests/unit/strapi-knex';
import type { Connection, QueryBuilder } from '../../../lib/database-types';
import {
  citiesByName,
  cityOptions,
  applyCategory,
  countBy,
  countCountries,
  countFacets,
  filterOptions,
  jobCategories,
  jobCategoryName,
  matchingJobs,
  newlyOpenedJobs,
  nextExpiry,
  pageOfJobIds,
  searchFacets,
  searchJobs,
  tablesOf,
  type AppliedSearch,
  type Tables,
} from './job-search';

/** The time of every search below. */
const NOW = new Date('2026-03-02T12:00:00.000Z');
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

/** The jobs on the board, by title; `category` is 1 (Nursing), 2 (Technology) or none. */
const JOBS = [
  {
    id: 1,
    title: 'Nurse',
    status: 'open',
    type: 'Full-time',
    country: 'GB',
    workplace: 'onsite',
    posted: day('2026-02-01'),
    category: 1,
    opened: day('2026-02-01'),
  },
  {
    id: 2,
    title: 'Porter',
    status: 'open',
    type: null,
    country: 'GB',
    workplace: 'onsite',
    posted: day('2026-02-03'),
    validThrough: day('2026-04-01'),
    category: 1,
    opened: day('2026-02-20'),
  },
  {
    id: 3,
    title: 'Remote developer',
    status: 'open',
    type: 'Contract',
    country: 'IE',
    workplace: 'remote',
    locations: '["IE","GB","DE"]',
    posted: null,
    validThrough: day('2026-03-10'),
    category: 2,
    opened: day('2026-03-01'),
  },
  {
    id: 4,
    title: 'Closed job',
    status: 'closed',
    type: 'Full-time',
    country: 'GB',
    workplace: 'onsite',
    posted: day('2026-02-05'),
    category: 1,
    opened: day('2026-01-01'),
  },
  {
    id: 5,
    title: 'Expired job',
    status: 'open',
    type: 'Full-time',
    country: 'GB',
    workplace: 'onsite',
    posted: day('2026-02-06'),
    validThrough: day('2026-03-01'),
    category: 1,
    opened: day('2026-01-01'),
  },
  {
    id: 6,
    title: 'Driver',
    status: 'open',
    type: '',
    country: 'AE',
    workplace: 'hybrid',
    posted: day('2026-01-15'),
    category: null,
    opened: day('2026-01-15'),
  },
];

let knex: Connection;
let strapi: Core.Strapi;
let tables: Tables;

/** Strapi's metadata and dialect as the module reads them, over tables shaped as Strapi makes them on SQLite. */
function fakeStrapi(connection: Connection): Core.Strapi {
  const column = (columnName: string) => ({ columnName });
  const models: Record<string, unknown> = {
    'api::job.job': {
      tableName: 'jobs',
      attributes: {
        validThrough: column('valid_through'),
        applicantLocations: column('applicant_locations'),
        createdAt: column('created_at'),
        firstOpenedAt: column('first_opened_at'),
        category: {
          joinTable: {
            name: 'jobs_category_lnk',
            joinColumn: { name: 'job_id' },
            inverseJoinColumn: { name: 'category_id' },
          },
        },
      },
    },
    'api::category.category': { tableName: 'categories', attributes: {} },
  };
  return {
    db: {
      connection,
      dialect: { client: 'sqlite' },
      getSchemaName: () => undefined,
      metadata: { get: (uid: string) => models[uid] },
    },
  } as unknown as Core.Strapi;
}

beforeAll(async () => {
  knex = strapiKnex({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
  await knex.schema.createTable('jobs', (table) => {
    table.increments('id');
    for (const name of ['title', 'status', 'type', 'country', 'city', 'workplace', 'applicant_locations']) {
      table.string(name);
    }
    table.string('locale').defaultTo('en');
    for (const name of ['posted', 'valid_through', 'created_at', 'first_opened_at']) table.bigInteger(name);
  });
  await knex.schema.createTable('categories', (table) => {
    table.increments('id');
    for (const name of ['slug', 'name', 'kind']) table.string(name);
  });
  await knex.schema.createTable('jobs_category_lnk', (table) => {
    table.integer('job_id');
    table.integer('category_id');
  });
  await knex('categories').insert([
    { id: 1, slug: 'nursing', name: 'Nursing', kind: 'job' },
    { id: 2, slug: 'technology', name: 'Technology', kind: 'job' },
    { id: 3, slug: 'news', name: 'News', kind: 'article' },
  ]);
  for (const job of JOBS) {
    await knex('jobs').insert({
      id: job.id,
      title: job.title,
      status: job.status,
      type: job.type,
      country: job.country,
      workplace: job.workplace,
      applicant_locations: job.locations ?? null,
      posted: job.posted?.getTime() ?? null,
      valid_through: job.validThrough?.getTime() ?? null,
      created_at: day('2026-01-01').getTime() + job.id,
      first_opened_at: job.opened.getTime(),
    });
    if (job.category) await knex('jobs_category_lnk').insert({ job_id: job.id, category_id: job.category });
  }
  // The Arabic version of an open job (docs/026-languages.md): no job of its own on the board.
  const nurse = JOBS.find((job) => job.title === 'Nurse')!;
  await knex('jobs').insert({
    id: 1000,
    title: 'ممرضة',
    status: 'open',
    locale: 'ar',
    country: nurse.country,
    created_at: day('2026-01-01').getTime(),
    first_opened_at: nurse.opened.getTime(),
  });
  strapi = fakeStrapi(knex);
  tables = tablesOf(strapi);
});

afterAll(async () => {
  await knex.destroy();
});

/** A search of the whole board (the contract's default), with `changes`. */
const search = (changes: Partial<AppliedSearch> = {}): AppliedSearch => ({
  ...DEFAULT_JOB_SEARCH,
  categoryId: null,
  cities: null,
  ...changes,
});

/** The titles of the jobs a query finds, by id. */
async function titles(query: QueryBuilder): Promise<string[]> {
  const rows: Array<{ title: string }> = await query.select('j.title').orderBy('j.id');
  return rows.map((row) => row.title);
}

describe('matchingJobs', () => {
  it('finds the open jobs whose closing date is empty or ahead', async () => {
    expect(await titles(matchingJobs(strapi, tables, search(), NOW))).toEqual([
      'Nurse',
      'Porter',
      'Remote developer',
      'Driver',
    ]);
  });

  it('finds the jobs without a type under Full-time', async () => {
    expect(await titles(matchingJobs(strapi, tables, search({ type: 'full-time' }), NOW))).toEqual([
      'Nurse',
      'Porter',
      'Driver',
    ]);
    expect(await titles(matchingJobs(strapi, tables, search({ type: 'contract' }), NOW))).toEqual(['Remote developer']);
  });

  it('finds, for a country, the jobs there and the remote jobs open to applicants living there', async () => {
    expect(await titles(matchingJobs(strapi, tables, search({ country: 'GB' }), NOW))).toEqual([
      'Nurse',
      'Porter',
      'Remote developer',
    ]);
    expect(await titles(matchingJobs(strapi, tables, search({ country: 'AE' }), NOW))).toEqual(['Driver']);
  });

  it('filters by category and workplace, and leaves out the filter it counts without', async () => {
    const nursingOnsite = search({ category: 'nursing', categoryId: 1, workplace: 'onsite' });
    expect(await titles(matchingJobs(strapi, tables, nursingOnsite, NOW))).toEqual(['Nurse', 'Porter']);
    expect(await titles(matchingJobs(strapi, tables, nursingOnsite, NOW, 'category'))).toEqual(['Nurse', 'Porter']);
    expect(await titles(matchingJobs(strapi, tables, nursingOnsite, NOW, 'workplace'))).toEqual(['Nurse', 'Porter']);
    const technology = search({ category: 'technology', categoryId: 2, workplace: 'onsite' });
    expect(await titles(matchingJobs(strapi, tables, technology, NOW))).toEqual([]);
    expect(await titles(matchingJobs(strapi, tables, technology, NOW, 'workplace'))).toEqual(['Remote developer']);
  });
});

describe('countBy and countCountries', () => {
  it('counts empty and missing values together under an empty value', async () => {
    const counts = await countBy(matchingJobs(strapi, tables, search(), NOW), tables.column('type'));
    expect(Object.fromEntries(counts)).toEqual({ '': 2, 'Full-time': 1, Contract: 1 });
  });

  it('counts a remote job once for each country its applicants may live in, besides its own', async () => {
    const counts = await countCountries(tables, matchingJobs(strapi, tables, search(), NOW));
    expect(Object.fromEntries(counts)).toEqual({ GB: 3, IE: 1, DE: 1, AE: 1 });
  });
});

describe('countFacets and nextExpiry', () => {
  it('counts each filter with the others applied, untyped jobs as Full-time', async () => {
    const counts = await countFacets(strapi, tables, search({ workplace: 'onsite' }), NOW);
    expect(counts.total).toBe(2);
    expect(Object.fromEntries(counts.byCategory)).toEqual({ '1': 2 });
    expect(counts.byType.get('Full-time')).toBe(2);
    expect(Object.fromEntries(counts.byWorkplace)).toEqual({ onsite: 2, remote: 1, hybrid: 1 });
  });

  it('is the earliest closing date ahead among open jobs, or null', async () => {
    expect(await nextExpiry(strapi, tables, NOW)).toBe('2026-03-10T00:00:00.000Z');
    expect(await nextExpiry(strapi, tables, day('2026-05-01'))).toBeNull();
  });
});

describe('pageOfJobIds', () => {
  it('orders newest posted first (none last), or the soonest closing first (none last)', async () => {
    const all = { page: 1, pageSize: 10 };
    expect(await pageOfJobIds(strapi, tables, search(), NOW, all)).toEqual([2, 1, 6, 3]);
    expect(await pageOfJobIds(strapi, tables, search({ sort: 'closing' }), NOW, all)).toEqual([3, 2, 1, 6]);
    expect(await pageOfJobIds(strapi, tables, search(), NOW, { page: 2, pageSize: 3 })).toEqual([3]);
  });
});

describe('jobCategories, applyCategory and jobCategoryName', () => {
  it("offers the job categories by name, and keeps a search's category only when it is one", async () => {
    const categories = await jobCategories(strapi, tables);
    expect(categories).toEqual([
      { id: 1, slug: 'nursing', name: 'Nursing' },
      { id: 2, slug: 'technology', name: 'Technology' },
    ]);
    const board: JobSearch = search();
    expect(applyCategory({ ...board, category: 'technology' }, categories)).toMatchObject({
      category: 'technology',
      categoryId: 2,
      categoryName: 'Technology',
    });
    expect(applyCategory({ ...board, category: 'news' }, categories)).toMatchObject({
      category: null,
      categoryId: null,
    });
    expect(await jobCategoryName(strapi, 'nursing')).toBe('Nursing');
    expect(await jobCategoryName(strapi, 'news')).toBeNull();
    expect(await jobCategoryName(strapi, null)).toBeNull();
  });
});

describe('filterOptions and searchFacets', () => {
  it('lists the options that find a job, and the chosen one even when it finds none', () => {
    const known = [
      { value: 'a', stored: 'A', label: 'First' },
      { value: 'b', stored: 'B', label: 'Second' },
      { value: 'c', stored: 'C', label: 'Third' },
    ];
    const counts = new Map([['C', 2]]);
    expect(filterOptions(known, counts, 'a')).toEqual([
      { value: 'a', label: 'First', count: 0 },
      { value: 'c', label: 'Third', count: 2 },
    ]);
  });

  it('names the countries and sorts them by name, the chosen one among them', () => {
    const counts = {
      total: 1,
      byCategory: new Map<string, number>(),
      byType: new Map<string, number>(),
      byCountry: new Map([
        ['GB', 1],
        ['AE', 1],
      ]),
      byWorkplace: new Map<string, number>(),
      byCity: new Map<string, { label: string; count: number }>(),
    };
    const facets = searchFacets([], counts, search({ country: 'FR' }));
    expect(facets.country).toEqual([
      { value: 'FR', label: 'France', count: 0 },
      { value: 'AE', label: 'United Arab Emirates', count: 1 },
      { value: 'GB', label: 'United Kingdom', count: 1 },
    ]);
  });
});

describe('searchJobs', () => {
  it('answers a page past the last with the last page, its ids, the counts and the next closing date', async () => {
    const result = await searchJobs(strapi, search({ page: 9 }), 3, NOW);
    expect(result.pagination).toEqual({ page: 2, pageSize: 3, pageCount: 2, total: 4 });
    expect(result.ids).toEqual([3]);
    expect(result.nextExpiry).toBe('2026-03-10T00:00:00.000Z');
    expect(result.facets.category).toEqual([
      { value: 'nursing', label: 'Nursing', count: 2 },
      { value: 'technology', label: 'Technology', count: 1 },
    ]);
    expect(result.search).toMatchObject({ page: 2, category: null });
  });

  it('finds nothing without asking for a page', async () => {
    const result = await searchJobs(strapi, search({ country: 'FR' }), 3, NOW);
    expect(result.pagination).toEqual({ page: 1, pageSize: 3, pageCount: 0, total: 0 });
    expect(result.ids).toEqual([]);
  });
});

describe('newlyOpenedJobs', () => {
  it('finds the matching open jobs first open in the window, newest first, and how many in all', async () => {
    const window = { since: day('2026-02-01'), until: NOW, limit: 1 };
    expect(await newlyOpenedJobs(strapi, search(), window)).toEqual({ ids: [3], total: 2, categoryName: null });
    expect(await newlyOpenedJobs(strapi, search({ category: 'nursing' }), { ...window, limit: 5 })).toEqual({
      ids: [2],
      total: 1,
      categoryName: 'Nursing',
    });
  });

  it('finds nothing for a category that is not a job category', async () => {
    const window = { since: day('2020-01-01'), until: NOW, limit: 5 };
    expect(await newlyOpenedJobs(strapi, search({ category: 'news' }), window)).toEqual({
      ids: [],
      total: 0,
      categoryName: null,
    });
  });
});

describe('the city filter', () => {
  it("merges the stored spellings by the parameter's form, labelled with the commonest, without empty cities", () => {
    const merged = citiesByName(
      new Map([
        ['Riyadh', 3],
        ['riyadh ', 1],
        ['', 5],
        ['Lahore', 2],
      ]),
    );
    expect([...merged]).toEqual([
      ['riyadh', { label: 'Riyadh', count: 4 }],
      ['lahore', { label: 'Lahore', count: 2 }],
    ]);
    expect(cityOptions(merged, 'doha')).toEqual([
      { value: 'doha', label: 'doha', count: 0 },
      { value: 'lahore', label: 'Lahore', count: 2 },
      { value: 'riyadh', label: 'Riyadh', count: 4 },
    ]);
  });
});
