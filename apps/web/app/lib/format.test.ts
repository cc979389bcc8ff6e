import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, preview, formatRelativeDate } from './format';

// The previews of the lists at their lengths (docs/000-product.md §9) are tested beside those lengths:
// features/applications/rules.test.ts (cover letters) and features/enquiries/rules.test.ts (messages).
describe('lists (docs/000-product.md §9)', () => {
  it('the preview of nothing is empty', () => {
    expect(preview(null, 50)).toBe('');
  });
});

describe('dates in a time zone (docs/022-the-team.md)', () => {
  it('shows an instant in the zone, with the zone named on a date and time', () => {
    expect(formatDateTime('2026-11-21T22:05:00.000Z')).toBe('Nov 21, 2026, 10:05 PM UTC');
    expect(formatDateTime('2026-11-21T22:05:00.000Z', 'Asia/Dubai')).toBe('Nov 22, 2026, 2:05 AM GMT+4');
    expect(formatDate('2026-11-21T22:05:00.000Z', 'Asia/Dubai')).toBe('Nov 22, 2026');
    expect(formatDate('2026-11-21T22:05:00.000Z')).toBe('Nov 21, 2026');
  });

  it('shows a calendar date as written, whatever the zone', () => {
    expect(formatDate('2026-11-21', 'America/Los_Angeles')).toBe('Nov 21, 2026');
    expect(formatDate('2026-11-21', 'Pacific/Kiritimati')).toBe('Nov 21, 2026');
  });

  it('shows nothing for nothing', () => {
    expect(formatDate(null, 'Asia/Dubai')).toBeNull();
    expect(formatDateTime('soon', 'Asia/Dubai')).toBeNull();
  });
});

describe('dates in Arabic (docs/026-languages.md "Dates and numbers")', () => {
  it('names the month and keeps Latin digits', () => {
    expect(formatDate('2026-11-21', 'UTC', 'ar')).toBe('21 نوفمبر 2026');
    expect(formatDate('2026-11-21')).toBe('Nov 21, 2026');
  });

  it('says how long ago, in either language', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(formatRelativeDate('2026-11-21', now)).toBe('3 days ago');
    expect(formatRelativeDate('2026-11-21', now, 'ar')).toBe('قبل 3 أيام');
    expect(formatRelativeDate('2026-11-23T23:00:00Z', now)).toBe('yesterday');
    expect(formatRelativeDate('2026-11-24', now, 'ar')).toBe('اليوم');
    expect(formatRelativeDate('2026-10-24', now)).toBe('4 weeks ago');
    expect(formatRelativeDate(null, now)).toBeNull();
  });
});
