import {
  ARTICLE_CARD_POPULATE,
  ARTICLE_PAGE_POPULATE,
  PUBLIC_ARTICLE_SORT,
  PUBLIC_JOB_POPULATE,
  PUBLIC_JOB_SORT,
  PUBLIC_QUERIES,
} from '@agency/contract';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { publicQueryProblem } from './public-query';

/** A query string as Strapi's `strapi::query` middleware parses it (its defaults). */
const parsed = (query: string) =>
  qs.parse(query, { strictNullHandling: true, arrayLimit: 100, depth: 20 }) as Record<string, unknown>;
/** A query object sent the way apps/web's CMS client sends it (lib/cms-client.server.ts), then parsed. */
const sent = (query: Record<string, unknown>) => parsed(qs.stringify(query, { encodeValuesOnly: true }));

const jobs = (query: string) => publicQueryProblem(PUBLIC_QUERIES.jobs, parsed(query));
const articles = (query: string) => publicQueryProblem(PUBLIC_QUERIES.articles, parsed(query));

describe('publicQueryProblem', () => {
  it("accepts the website's public reads, as it sends them", () => {
    const page = { page: 1, pageSize: 12 };
    for (const query of [
      { filters: { slug: { $eq: 'a-job' } }, populate: PUBLIC_JOB_POPULATE },
      {
        populate: PUBLIC_JOB_POPULATE,
        filters: { category: { name: { $eq: 'Healthcare' } }, documentId: { $ne: 'abc' } },
        sort: PUBLIC_JOB_SORT,
        pagination: page,
      },
      { populate: PUBLIC_JOB_POPULATE, sort: PUBLIC_JOB_SORT, pagination: { page: 3, pageSize: 100 } },
    ]) {
      expect(publicQueryProblem(PUBLIC_QUERIES.jobs, sent(query)), JSON.stringify(query)).toBeNull();
    }
    for (const query of [
      { populate: ARTICLE_CARD_POPULATE, sort: PUBLIC_ARTICLE_SORT, pagination: page },
      { filters: { slug: { $eq: 'an-article' } }, populate: ARTICLE_PAGE_POPULATE },
    ]) {
      expect(publicQueryProblem(PUBLIC_QUERIES.articles, sent(query)), JSON.stringify(query)).toBeNull();
    }
  });

  it("accepts the spec's calls (§7)", () => {
    expect(articles('populate=*')).toBeNull();
    expect(articles('filters[slug][$eq]=an-article&populate=*')).toBeNull();
    expect(jobs('populate=*&pagination[page]=2&pagination[pageSize]=12')).toBeNull();
    expect(jobs('filters[slug][$eq]=a-job&populate=*')).toBeNull();
    expect(jobs('')).toBeNull();
  });

  it('accepts a part of an allowed populate, in any of its written forms', () => {
    expect(articles('populate=cover')).toBeNull();
    expect(articles('populate=cover,author')).toBeNull();
    expect(articles('populate[0]=cover&populate[1]=category')).toBeNull();
    expect(articles('populate[blocks][populate]=*')).toBeNull();
    expect(articles('populate[cover]=true')).toBeNull();
    expect(jobs('populate=category')).toBeNull();
    expect(jobs('populate[category]=true&populate[cover]=true')).toBeNull();
  });

  it('refuses deep populates, dotted or in brackets', () => {
    expect(jobs('populate=category.jobs')).toBe('populate');
    expect(jobs('populate=author.articles.author.jobs')).toBe('populate');
    expect(jobs('populate[category][populate][jobs]=true')).toBe('populate');
    expect(jobs('populate[author][populate]=*')).toBe('populate');
    expect(articles('populate[author][populate][jobs][populate][author]=true')).toBe('populate');
    expect(articles('populate[blocks][populate][file][populate]=*')).toBe('populate');
    expect(articles('populate=author.jobs')).toBe('populate');
  });

  it('refuses options inside a populate (fields, filters, sort, on, count)', () => {
    expect(jobs('populate[category][fields][0]=name')).toBe('populate[category]');
    expect(jobs('populate[category][filters][jobs][title][$eq]=x')).toBe('populate[category]');
    expect(articles('populate[blocks][on][shared.media][populate]=*')).toBe('populate[blocks]');
    expect(jobs('populate[category][count]=true')).toBe('populate[category]');
  });

  it('refuses filters the website never sends, above all through relations', () => {
    expect(jobs('filters[title][$eq]=Draft')).toBe('filters title.$eq');
    expect(jobs('filters[category][jobs][title][$eq]=Draft')).toBe('filters category.jobs.title.$eq');
    expect(jobs('filters[author][articles][title][$gte]=a')).toBe('filters author.articles.title.$gte');
    expect(jobs('filters[slug][$containsi]=a')).toBe('filters slug.$containsi');
    expect(jobs('filters[$or][0][slug][$eq]=a')).toBe('filters $or');
    expect(jobs('filters[slug][$in][0]=a')).toBe('filters slug.$in');
    expect(jobs('filters[slug][$eq]')).toBe('filters slug.$eq');
    expect(jobs('filters=x')).toBe('filters');
    expect(articles('filters[category][name][$eq]=x')).toBe('filters category.name.$eq');
  });

  it('accepts locale=en|ar on jobs and articles (docs/026-languages.md)', () => {
    expect(jobs('locale=ar')).toBeNull();
    expect(jobs('locale=en&filters[slug][$eq]=a')).toBeNull();
    expect(articles('locale=ar&populate=*')).toBeNull();
  });

  it('refuses other parameters and other sorts', () => {
    expect(jobs('status=draft')).toBe('status');
    expect(jobs('fields[0]=title')).toBe('fields');
    expect(jobs('locale=*')).toBe('locale');
    expect(jobs('locale=all')).toBe('locale');
    expect(jobs('locale=fr')).toBe('locale');
    expect(jobs('locale[0]=ar')).toBe('locale');
    expect(articles('locale=*')).toBe('locale');
    expect(publicQueryProblem(PUBLIC_QUERIES.contacts, parsed('locale=ar'))).toBe('locale');
    expect(jobs('sort=salaryMax:desc')).toBe('sort salaryMax:desc');
    expect(jobs('sort[posted]=desc')).toBe('sort');
    expect(jobs('pagination[limit]=5')).toBe('pagination[limit]');
    expect(jobs('pagination[withCount]=false')).toBe('pagination[withCount]');
    expect(publicQueryProblem(PUBLIC_QUERIES.contacts, parsed('populate=*'))).toBe('populate');
    expect(publicQueryProblem(PUBLIC_QUERIES.contacts, parsed('pagination[page]=1'))).toBe('pagination');
    expect(publicQueryProblem(PUBLIC_QUERIES.contacts, parsed(''))).toBeNull();
    // The hiring request form's POST (docs/024-employers.md): no query either.
    expect(publicQueryProblem(PUBLIC_QUERIES['hiring-requests'], parsed('fields[0]=email'))).toBe('fields');
    expect(publicQueryProblem(PUBLIC_QUERIES['hiring-requests'], parsed(''))).toBeNull();
  });
});
