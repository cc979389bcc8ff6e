import { describe, expect, it } from 'vitest';
import {
  addFee,
  attentionLimits,
  attentionReason,
  durationFigure,
  feesText,
  monthKeyIn,
  monthKeysBetween,
  percentText,
  ratio,
  REPORT_MESSAGES,
  reportPeriod,
  startOfDayIn,
  workingDaysBefore,
  type FeeTotal,
} from './desk.js';

describe('working days (Monday to Friday in the agency zone)', () => {
  const dubai = 'Asia/Dubai';
  it('goes back a whole working week from a weekday, and to that week’s Monday from a weekend', () => {
    // Monday 30 Nov 2026 10:00 Dubai (06:00 UTC) → Monday 23 Nov, same time.
    expect(workingDaysBefore(new Date('2026-11-30T06:00:00Z'), 5, dubai).toISOString()).toBe(
      '2026-11-23T06:00:00.000Z',
    );
    // Wednesday 2 Dec → Wednesday 25 Nov.
    expect(workingDaysBefore(new Date('2026-12-02T06:00:00Z'), 5, dubai).toISOString()).toBe(
      '2026-11-25T06:00:00.000Z',
    );
    // Saturday 5 Dec and Sunday 6 Dec → Monday 30 Nov.
    expect(workingDaysBefore(new Date('2026-12-05T06:00:00Z'), 5, dubai).toISOString()).toBe(
      '2026-11-30T06:00:00.000Z',
    );
    expect(workingDaysBefore(new Date('2026-12-06T06:00:00Z'), 5, dubai).toISOString()).toBe(
      '2026-11-30T06:00:00.000Z',
    );
  });

  it('reads the weekday in the zone: late Friday in UTC is already Saturday in Dubai', () => {
    // Friday 4 Dec 22:00 UTC = Saturday 02:00 in Dubai: back to Monday 30 Nov 02:00 Dubai.
    expect(workingDaysBefore(new Date('2026-12-04T22:00:00Z'), 5, dubai).toISOString()).toBe(
      '2026-11-29T22:00:00.000Z',
    );
    // The same instant in UTC is a Friday: back to the previous Friday.
    expect(workingDaysBefore(new Date('2026-12-04T22:00:00Z'), 5, 'UTC').toISOString()).toBe(
      '2026-11-27T22:00:00.000Z',
    );
  });

  it('sets the limits of every rule from now and the zone', () => {
    const limits = attentionLimits(new Date('2026-11-30T06:00:00Z'), dubai);
    expect(limits).toMatchObject({
      today: '2026-11-30',
      offersExpiringBy: '2026-12-03',
      guaranteesEndingBy: '2026-12-14',
    });
    expect(limits.feedbackDueBefore.toISOString()).toBe('2026-11-29T06:00:00.000Z');
    // 20:30 UTC on the 30th is already 1 December in Dubai.
    expect(attentionLimits(new Date('2026-11-30T20:30:00Z'), dubai).today).toBe('2026-12-01');
  });

  it('says why an item is listed', () => {
    expect(attentionReason({ kind: 'offer-expiring', at: '2026-12-03' }, dubai)).toBe('Offer expires 3 Dec 2026');
    expect(attentionReason({ kind: 'stale-submission', at: '2026-11-02T21:00:00Z' }, dubai)).toBe(
      'No move since 3 Nov 2026',
    );
  });
});

describe('months and days in the reader’s time zone', () => {
  it('puts an instant in the month of the reader', () => {
    expect(monthKeyIn(new Date('2026-01-31T23:30:00Z'), 'Asia/Dubai')).toBe('2026-02');
    expect(monthKeyIn(new Date('2026-01-31T23:30:00Z'), 'America/New_York')).toBe('2026-01');
  });

  it('finds midnight in a zone, across a daylight-saving change', () => {
    expect(startOfDayIn('2026-03-01', 'Asia/Dubai').toISOString()).toBe('2026-02-28T20:00:00.000Z');
    expect(startOfDayIn('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDayIn('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDayIn('2026-06-01', 'UTC').toISOString()).toBe('2026-06-01T00:00:00.000Z');
  });

  it('lists every month of a period', () => {
    expect(monthKeysBetween('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});

describe('report figures', () => {
  it('takes the median and the mean', () => {
    expect(durationFigure([])).toEqual({ count: 0, medianDays: null, meanDays: null });
    expect(durationFigure([30, 10, 20])).toEqual({ count: 3, medianDays: 20, meanDays: 20 });
    expect(durationFigure([10, 20, 30, 100])).toEqual({ count: 4, medianDays: 25, meanDays: 40 });
  });

  it('writes ratios and fees', () => {
    expect(ratio(2, 3)).toBe(0.667);
    expect(ratio(1, 0)).toBeNull();
    expect(percentText(0.667)).toBe('66.7 %');
    expect(percentText(null)).toBe('—');
    const fees: FeeTotal[] = [];
    addFee(fees, 'USD', 5000);
    addFee(fees, 'AED', 20000);
    addFee(fees, 'AED', 0.1 + 0.2);
    expect(fees).toEqual([
      { currency: 'AED', amount: 20000.3 },
      { currency: 'USD', amount: 5000 },
    ]);
    expect(feesText(fees)).toBe('AED 20,000.30 · USD 5,000.00');
  });

  it('reads a period: defaults, the zone’s midnights, and refusals', () => {
    const now = new Date('2026-11-27T09:00:00Z');
    expect(reportPeriod({}, now, 'Asia/Dubai')).toMatchObject({
      from: '2025-12-01',
      to: '2026-11-27',
      timeZone: 'Asia/Dubai',
    });
    const period = reportPeriod({ from: '2026-01-01', to: '2026-01-31', timeZone: 'Asia/Dubai' }, now, 'UTC');
    expect(period).toMatchObject({
      start: new Date('2025-12-31T20:00:00Z'),
      end: new Date('2026-01-31T20:00:00Z'),
    });
    expect(reportPeriod({ to: '2025-06-15' }, now, 'UTC')).toMatchObject({ from: '2024-07-01', to: '2025-06-15' });
    expect(reportPeriod({ from: '2026-02-30' }, now, 'UTC')).toEqual({ problem: REPORT_MESSAGES.date });
    expect(reportPeriod({ from: '2026-03-01', to: '2026-02-01' }, now, 'UTC')).toEqual({
      problem: REPORT_MESSAGES.order,
    });
    expect(reportPeriod({ from: '2010-01-01', to: '2026-01-01' }, now, 'UTC')).toEqual({
      problem: REPORT_MESSAGES.length,
    });
    expect(reportPeriod({ timeZone: 'Mars/Olympus' }, now, 'UTC')).toEqual({ problem: REPORT_MESSAGES.timeZone });
  });
});
