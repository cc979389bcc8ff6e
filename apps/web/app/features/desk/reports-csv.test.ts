import { describe, expect, it } from 'vitest';
import type { PlacementReport } from '@agency/contract';
import { parseReportSection, reportCsvPath, reportSectionRows } from './reports-csv';

const report: PlacementReport = {
  from: '2026-01-01',
  to: '2026-02-28',
  timeZone: 'Asia/Dubai',
  byMonth: [
    { key: '2026-01', label: 'January 2026', placements: 0, fees: [] },
    {
      key: '2026-02',
      label: 'February 2026',
      placements: 2,
      fees: [
        { currency: 'AED', amount: 20000 },
        { currency: 'USD', amount: 5000.5 },
      ],
    },
  ],
  byRecruiter: [],
  byClient: [],
  bySource: [],
  totals: { placements: 2, fees: [] },
  timeToFill: { count: 2, medianDays: 64.5, meanDays: 64.5 },
  timeToHire: { count: 0, medianDays: null, meanDays: null },
  funnel: {
    submissions: 5,
    interviewed: 4,
    offered: 3,
    placed: 2,
    interviewRatio: 0.8,
    offerRatio: 0.75,
    placementRatio: 0.667,
    overallRatio: 0.4,
  },
  offers: { made: 3, accepted: 2, declined: 1, open: 0, acceptance: 0.667 },
};

describe('the reports’ CSV', () => {
  it('writes one fee column per currency, months in the reader’s zone named in the header', () => {
    expect(reportSectionRows(report, 'month')).toEqual([
      ['Month (Asia/Dubai)', 'Placements', 'Fees (AED)', 'Fees (USD)'],
      ['January 2026', '0', '0.00', '0.00'],
      ['February 2026', '2', '20000.00', '5000.50'],
    ]);
  });

  it('writes the durations, the funnel and the offers as the page does', () => {
    expect(reportSectionRows(report, 'time-to-fill')[2]).toEqual(['Time to hire', '0', '', '']);
    expect(reportSectionRows(report, 'funnel')[3]).toEqual(['Offered', '3', '75.0 %']);
    expect(reportSectionRows(report, 'offers')[1]).toEqual(['3', '2', '1', '0', '66.7 %']);
  });

  it('knows its sections and their paths', () => {
    expect(parseReportSection('funnel')).toBe('funnel');
    expect(parseReportSection('secrets')).toBeNull();
    expect(reportCsvPath('client', { from: '2026-01-01', to: '2026-02-28' })).toBe(
      '/admin/reports/client.csv?from=2026-01-01&to=2026-02-28',
    );
  });
});
