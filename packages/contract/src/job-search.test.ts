import { describe, expect, it } from 'vitest';
import {
  DEFAULT_JOB_SEARCH,
  isFilteredSearch,
  jobSearchQuery,
  JOB_SEARCH_PARAM_RULES,
  parseJobSearch,
  parseJobSearchPageSize,
} from './job-search.js';

const params = (query: string) => new URLSearchParams(query);

describe('reading a search from the URL', () => {
  it("reads the issue's example URL as it is", () => {
    expect(
      parseJobSearch(
        params('q=nurse&category=healthcare&type=full-time&country=AE&workplace=remote&sort=closing&page=2'),
      ),
    ).toEqual({
      q: 'nurse',
      category: 'healthcare',
      type: 'full-time',
      country: 'AE',
      city: null,
      workplace: 'remote',
      sort: 'closing',
      page: 2,
    });
  });

  it('gives the plain board for no parameters, empty ones (a GET form sends them all) and unknown values', () => {
    expect(parseJobSearch(params(''))).toEqual(DEFAULT_JOB_SEARCH);
    expect(parseJobSearch(params('q=&category=&type=&country=&workplace=&sort=newest'))).toEqual(DEFAULT_JOB_SEARCH);
    expect(
      parseJobSearch(
        params('q=%20%20&category=<b>&type=astronaut&country=XX&workplace=moon&sort=cheapest&page=-3&fbclid=1'),
      ),
    ).toEqual(DEFAULT_JOB_SEARCH);
  });

  it('takes the usual spellings of a value', () => {
    expect(parseJobSearch(params('type=Full-time&country=ae&workplace=On-site&sort=CLOSING'))).toMatchObject({
      type: 'full-time',
      country: 'AE',
      city: null,
      workplace: 'onsite',
      sort: 'closing',
    });
    expect(parseJobSearch(params('type=Per%20diem')).type).toBe('per-diem');
  });

  it('cleans the keyword: control characters out, spaces collapsed, at most 100 characters', () => {
    expect(parseJobSearch(params('q=%20senior%0A%0A%20nurse%00%20')).q).toBe('senior nurse');
    expect(parseJobSearch(params(`q=${'a'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('reads pages as positive integers, up to a bound', () => {
    expect(parseJobSearch(params('page=03')).page).toBe(3);
    for (const page of ['0', '1', '2.5', 'abc', '-1', '']) expect(parseJobSearch(params(`page=${page}`)).page).toBe(1);
    expect(parseJobSearch(params('page=99999999')).page).toBe(10_000);
  });

  it('reads a parsed query object too (the CMS), taking the first of repeated values', () => {
    expect(parseJobSearch({ q: ['nurse', 'doctor'], type: 'contract', page: 2, country: undefined })).toEqual({
      ...DEFAULT_JOB_SEARCH,
      q: 'nurse',
      type: 'contract',
    });
  });
});

describe('writing a search as a URL', () => {
  it('lists the parameters in one order and leaves out defaults and unknown values', () => {
    expect(
      jobSearchQuery({
        page: 2,
        sort: 'closing',
        workplace: 'remote',
        country: 'AE',
        type: 'full-time',
        category: 'healthcare',
        q: 'nurse',
      }),
    ).toBe('q=nurse&category=healthcare&type=full-time&country=AE&workplace=remote&sort=closing&page=2');
    expect(jobSearchQuery(DEFAULT_JOB_SEARCH)).toBe('');
    expect(jobSearchQuery({ q: 'c++ & go', page: 1, sort: 'newest' })).toBe('q=c%2B%2B+%26+go');
  });

  it('reads back what it wrote (the round trip of a URL)', () => {
    const search = {
      ...DEFAULT_JOB_SEARCH,
      q: 'data & ai',
      country: 'GB',
      city: null,
      workplace: 'hybrid' as const,
      page: 4,
    };
    expect(parseJobSearch(params(jobSearchQuery(search)))).toEqual(search);
  });

  it("gives each parameter's canonical text, or null when the page would ignore it (the page cache's key)", () => {
    expect(JOB_SEARCH_PARAM_RULES.type('FULL-TIME')).toBe('full-time');
    expect(JOB_SEARCH_PARAM_RULES.page('1')).toBeNull();
    expect(JOB_SEARCH_PARAM_RULES.sort('newest')).toBeNull();
    expect(JOB_SEARCH_PARAM_RULES.country('Narnia')).toBeNull();
    expect(JOB_SEARCH_PARAM_RULES.category('cloud-devops')).toBe('cloud-devops');
  });
});

describe('what a search narrows', () => {
  it('counts the keyword and the filters, not the order or the page', () => {
    expect(isFilteredSearch(DEFAULT_JOB_SEARCH)).toBe(false);
    expect(isFilteredSearch({ ...DEFAULT_JOB_SEARCH, sort: 'closing', page: 3 })).toBe(false);
    expect(isFilteredSearch({ ...DEFAULT_JOB_SEARCH, workplace: 'remote' })).toBe(true);
    expect(isFilteredSearch({ ...DEFAULT_JOB_SEARCH, q: 'nurse' })).toBe(true);
  });

  it('reads a city in lower case, spaces collapsed, and only with a letter', () => {
    expect(parseJobSearch(params('city=%20Riyadh%20')).city).toBe('riyadh');
    expect(parseJobSearch(params('city=S%C3%A3o%20%20Paulo')).city).toBe('são paulo');
    for (const city of ['', '  ', '123', '%%%'])
      expect(parseJobSearch(params(`city=${encodeURIComponent(city)}`)).city).toBeNull();
    expect(jobSearchQuery({ q: 'nurse', country: 'SA', city: 'Riyadh', workplace: 'onsite' })).toBe(
      'q=nurse&country=SA&city=riyadh&workplace=onsite',
    );
  });

  it("bounds the CMS's page size", () => {
    expect(parseJobSearchPageSize('24')).toBe(24);
    for (const size of [undefined, null, '0', '101', 'x']) expect(parseJobSearchPageSize(size)).toBe(12);
  });
});
