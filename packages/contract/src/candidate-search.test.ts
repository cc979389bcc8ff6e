import { describe, expect, it } from 'vitest';
import { CANDIDATE_QUERY_MAX } from './candidate.js';
import { applicationBulkFilterSchema } from './application-bulk.js';
import { readCandidateSearch } from './candidate-search.js';

/** The candidate search's parameters (docs/023-talent-pool.md "Searching people"). */
describe('readCandidateSearch', () => {
  const read = (params: Record<string, string>) => readCandidateSearch((name) => params[name]);

  it('keeps the valid filters, the country in capitals, and drops invalid values instead of failing', () => {
    expect(
      read({
        q: '  React  "node js" ',
        country: 'ae',
        tag: ' Finance ',
        job: 'abc123',
        category: 'x y',
        status: 'Reviewed',
        since: '2026-02-30x',
        source: 'linkedin',
        availability: 'retired',
      }),
    ).toEqual({
      q: 'React  "node js"',
      filters: { country: 'AE', tag: 'Finance', job: 'abc123', status: 'Reviewed', source: 'linkedin' },
    });
    expect(read({ country: 'XX', since: '2026-01-31' })).toEqual({ q: '', filters: { since: '2026-01-31' } });
  });

  it('reads the "In the talent pool" filter as `yes` from a tick, and drops any other value', () => {
    for (const tick of ['yes', 'on', 'TRUE', '1']) expect(read({ pool: tick }).filters).toEqual({ pool: 'yes' });
    for (const other of ['no', 'false', '0', 'maybe']) expect(read({ pool: other }).filters).toEqual({});
  });

  it('refuses a text over the limit (the CMS answers 400)', () => {
    expect(() => read({ q: 'a'.repeat(CANDIDATE_QUERY_MAX + 1) })).toThrow();
  });

  it('lets the bulk move\'s "all matching" carry the list\'s text search', () => {
    expect(applicationBulkFilterSchema.parse({ q: ' React ', owner: 'mine' })).toEqual({ q: 'React', owner: 'mine' });
  });
});
