import {
  feesText,
  percentText,
  REPORT_SECTIONS,
  type PlacementGroup,
  type PlacementReport,
  type ReportSection,
} from '@agency/contract';

/** Where each section's CSV is downloaded (the resource route routes/admin/reports-export.ts). */
export const reportCsvPath = (section: ReportSection, query: { from: string; to: string }) =>
  `/admin/reports/${section}.csv?${new URLSearchParams(query).toString()}`;

/** The section's name from a CSV path's `section`, or null for one that is not. */
export function parseReportSection(value: string | undefined): ReportSection | null {
  return REPORT_SECTIONS.find((section) => section.value === value)?.value ?? null;
}

/** The amount columns of a group table: one per currency that appears in the table, so a spreadsheet can add them. */
function groupRows(groups: readonly PlacementGroup[], first: string): string[][] {
  const currencies = [...new Set(groups.flatMap((group) => group.fees.map((fee) => fee.currency)))].sort();
  return [
    [first, 'Placements', ...currencies.map((currency) => `Fees (${currency})`)],
    ...groups.map((group) => [
      group.label,
      String(group.placements),
      ...currencies.map((currency) => {
        const fee = group.fees.find((entry) => entry.currency === currency);
        return fee ? fee.amount.toFixed(2) : '0.00';
      }),
    ]),
  ];
}

const days = (value: number | null) => (value == null ? '' : String(value));

/**
 * One section of the placement report as CSV rows (header first), the same figures as the page's table; dates are
 * the report's, already in the reader's time zone (months by name). The route adds the BOM and neutralises cells.
 */
export function reportSectionRows(report: PlacementReport, section: ReportSection): string[][] {
  switch (section) {
    case 'month':
      return groupRows(report.byMonth, `Month (${report.timeZone})`);
    case 'recruiter':
      return groupRows(report.byRecruiter, 'Recruiter');
    case 'client':
      return groupRows(report.byClient, 'Client');
    case 'source':
      return groupRows(report.bySource, 'Source');
    case 'time-to-fill':
      return [
        ['Measure', 'Placements measured', 'Median (days)', 'Mean (days)'],
        [
          'Time to fill',
          String(report.timeToFill.count),
          days(report.timeToFill.medianDays),
          days(report.timeToFill.meanDays),
        ],
        [
          'Time to hire',
          String(report.timeToHire.count),
          days(report.timeToHire.medianDays),
          days(report.timeToHire.meanDays),
        ],
      ];
    case 'funnel': {
      const funnel = report.funnel;
      return [
        ['Step', 'Submissions', 'Of the step before'],
        ['Submitted', String(funnel.submissions), ''],
        ['Interviewed', String(funnel.interviewed), percentText(funnel.interviewRatio)],
        ['Offered', String(funnel.offered), percentText(funnel.offerRatio)],
        ['Placed', String(funnel.placed), percentText(funnel.placementRatio)],
        ['Placed of all submitted', String(funnel.placed), percentText(funnel.overallRatio)],
      ];
    }
    case 'offers': {
      const offers = report.offers;
      return [
        ['Offers made', 'Accepted', 'Declined', 'Still open', 'Acceptance'],
        [
          String(offers.made),
          String(offers.accepted),
          String(offers.declined),
          String(offers.open),
          percentText(offers.acceptance),
        ],
      ];
    }
  }
}

/** The fees of a group as one cell of the page's tables. */
export const feesCell = (group: Pick<PlacementGroup, 'fees'>) => feesText(group.fees);
