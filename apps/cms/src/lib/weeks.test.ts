import { describe, expect, it } from 'vitest';
import { lastWeeks, startOfWeek } from './weeks';

describe('startOfWeek', () => {
  it('is Monday 00:00 UTC of the same week', () => {
    expect(startOfWeek(new Date('2026-11-21T15:30:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z'); // Saturday
    expect(startOfWeek(new Date('2026-11-22T23:59:59Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z'); // Sunday
    expect(startOfWeek(new Date('2026-11-16T00:00:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z'); // Monday
  });
});

describe('lastWeeks', () => {
  it('gives 12 consecutive weeks, oldest first, the last one holding now', () => {
    const now = new Date('2026-11-21T15:30:00Z');
    const weeks = lastWeeks(now, 12);
    expect(weeks).toHaveLength(12);
    expect(weeks[0].weekStart).toBe('2026-08-31');
    expect(weeks[11].weekStart).toBe('2026-11-16');
    expect(weeks[11].from.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(weeks[11].to.getTime()).toBeGreaterThan(now.getTime());
    for (let i = 1; i < weeks.length; i += 1) expect(weeks[i].from.getTime()).toBe(weeks[i - 1].to.getTime());
  });
});
