import { parseJobSearch } from '@agency/contract';
import { describe, expect, it } from 'vitest';
import { jobBoardHref, jobSearchFeedPath, jobSearchFeedMeta } from './job-search';

const search = (query: string) => parseJobSearch(new URLSearchParams(query));

describe('the addresses of a board search', () => {
  it('writes the board and its feed with the same canonical parameters; the feed has no page', () => {
    const asked = search('sort=closing&workplace=hybrid&type=Contract&q=nurse&page=3');
    expect(jobBoardHref(asked)).toBe('/blog?q=nurse&type=contract&workplace=hybrid&sort=closing&page=3');
    expect(jobSearchFeedPath(asked)).toBe('/blog/jobs.rss?q=nurse&type=contract&workplace=hybrid&sort=closing');
    expect(jobSearchFeedPath(search(''))).toBe('/blog/jobs.rss');
  });

  it('gives feed readers the feed of the search shown, by its absolute address', () => {
    expect(jobSearchFeedMeta('https://jobs.example', search('country=ae'), 'en', 'Jobs (RSS)')).toMatchObject({
      rel: 'alternate',
      type: 'application/rss+xml',
      title: 'Jobs (RSS)',
      href: 'https://jobs.example/blog/jobs.rss?country=AE',
    });
  });

  it("gives an Arabic page's feed readers the Arabic feed of its search (/ar/blog/jobs.rss)", () => {
    expect(jobSearchFeedMeta('https://jobs.example', search('country=ae&page=2'), 'ar', 'الوظائف (RSS)')).toMatchObject(
      {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: 'الوظائف (RSS)',
        href: 'https://jobs.example/ar/blog/jobs.rss?country=AE',
      },
    );
  });
});
