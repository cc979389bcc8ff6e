import { describe, expect, it } from 'vitest';
import { nextStatuses } from '@agency/contract';
import { preview } from '~/lib/format';
import {
  applicationQuery,
  COVER_LETTER_PREVIEW,
  parseApplicationFilters,
  parseStatusFilter,
  statusBadgeClass,
} from './rules';

describe('application statuses (docs/000-product.md §4)', () => {
  it('offers only the allowed next statuses', () => {
    expect(nextStatuses('Pending')).toEqual(['Reviewed', 'Accepted', 'Rejected']);
    expect(nextStatuses('Reviewed')).toEqual(['Accepted', 'Rejected']);
    expect(nextStatuses('Accepted')).toEqual([]);
    expect(nextStatuses('Rejected')).toEqual([]);
    expect(nextStatuses('Archived')).toEqual([]);
  });
  it('badge colours, unknown in the Pending style', () => {
    expect(statusBadgeClass('Pending')).toContain('yellow');
    expect(statusBadgeClass('Reviewed')).toContain('blue');
    expect(statusBadgeClass('Accepted')).toContain('green');
    expect(statusBadgeClass('Rejected')).toContain('red');
    expect(statusBadgeClass('Whatever')).toBe(statusBadgeClass('Pending'));
    expect(statusBadgeClass(null)).toBe(statusBadgeClass('Pending'));
  });
  it('reads the filter from the URL, all by default', () => {
    expect(parseStatusFilter(null)).toBe('all');
    expect(parseStatusFilter('reviewed')).toBe('Reviewed');
    expect(parseStatusFilter('nonsense')).toBe('all');
  });
});

describe('the applications list (docs/000-product.md §9)', () => {
  it('previews a cover letter in 150 characters', () => {
    const long = 'word '.repeat(100);
    expect(preview(long, COVER_LETTER_PREVIEW).length).toBeLessThanOrEqual(COVER_LETTER_PREVIEW + 1);
    expect(preview(long, COVER_LETTER_PREVIEW).endsWith('…')).toBe(true);
  });
});

describe('the applications list query (docs/023-talent-pool.md "Searching people")', () => {
  it('sends the text as the CMS full-text `q`, never as a name-or-address filter', () => {
    expect(
      applicationQuery({ status: 'Pending', q: '+971 React', job: null, owner: null, requirements: 'all' }),
    ).toEqual({
      filters: { job_status: { $eq: 'Pending' }, job: { documentId: { $notNull: true } } },
      q: '+971 React',
    });
    expect(applicationQuery({ status: 'all', q: '', job: 'abc', owner: 3, requirements: 'all' })).toEqual({
      filters: { job: { documentId: { $eq: 'abc' } } },
      owner: '3',
    });
  });

  it('filters by the screening answers against the knockout rules (docs/024-employers.md)', () => {
    const filters = { status: 'all', q: '', job: null, owner: null } as const;
    expect(applicationQuery({ ...filters, requirements: 'not-met' }).filters).toMatchObject({
      meetsRequirements: { $eq: false },
    });
    expect(applicationQuery({ ...filters, requirements: 'met' }).filters).toMatchObject({
      meetsRequirements: { $eq: true },
    });
    expect(parseApplicationFilters(new URLSearchParams('requirements=not-met')).requirements).toBe('not-met');
    expect(parseApplicationFilters(new URLSearchParams('requirements=maybe')).requirements).toBe('all');
  });
});
