import { describe, expect, it } from 'vitest';
import {
  articleSlug,
  CONTACT_MESSAGE_PREVIEW,
  COVER_LETTER_PREVIEW,
  jobSlug,
  nextStatuses,
  pageWindow,
  parsePageSize,
  parseStatusFilter,
  preview,
  statusBadgeClass,
} from './rules';

describe('slugs (spec §5: two different rules)', () => {
  it('article: lowercase, letters digits spaces hyphens kept, spaces to hyphens', () => {
    expect(articleSlug("Hiring in Dubai: What's new?")).toBe('hiring-in-dubai-whats-new');
    expect(articleSlug('A  -- B')).toBe('a----b');
    expect(articleSlug('  Café 2026 ')).toBe('cafe-2026');
  });
  it('job: dashes normalised, punctuation stripped, whitespace and underscores to one hyphen, ends trimmed', () => {
    expect(jobSlug('Senior Go Engineer — Payments_Team (Remote)')).toBe('senior-go-engineer-payments-team-remote');
    expect(jobSlug('--A  -- B__c--')).toBe('a-b-c');
    expect(jobSlug('!!!')).toBe('');
  });
});

describe('application statuses (spec §4)', () => {
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

describe('lists (spec §9)', () => {
  it('page sizes 5, 10, 25, 50, default 10', () => {
    expect(parsePageSize('25')).toBe(25);
    expect(parsePageSize('7')).toBe(10);
    expect(parsePageSize(null)).toBe(10);
  });
  it('up to five page buttons plus the last page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
  it('previews of 150 and 50 characters', () => {
    const long = 'word '.repeat(100);
    expect(preview(long, COVER_LETTER_PREVIEW).length).toBeLessThanOrEqual(COVER_LETTER_PREVIEW + 1);
    expect(preview(long, COVER_LETTER_PREVIEW).endsWith('…')).toBe(true);
    expect(preview(long, CONTACT_MESSAGE_PREVIEW).length).toBeLessThanOrEqual(CONTACT_MESSAGE_PREVIEW + 1);
    expect(preview('short  text', CONTACT_MESSAGE_PREVIEW)).toBe('short text');
    expect(preview(null, 50)).toBe('');
  });
});
