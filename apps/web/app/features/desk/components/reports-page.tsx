import {
  feesText,
  percentText,
  REPORT_DEFINITIONS,
  REPORT_SECTIONS,
  type PlacementGroup,
  type PlacementReport,
  type ReportSection,
} from '@agency/contract';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { buttonClasses } from '~/components/ui/button';
import { controlClasses } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { reportCsvPath } from '../reports-csv';

const sectionTitle = (section: ReportSection) => REPORT_SECTIONS.find((entry) => entry.value === section)!.label;

const cell = 'px-3 py-2 text-start';
const numberCell = 'px-3 py-2 text-end tabular-nums';

/** A section: its heading, the definition that applies, the CSV link and the table. */
function Section({
  section,
  period,
  definition,
  children,
}: {
  section: ReportSection;
  period: { from: string; to: string };
  definition?: string;
  children: ReactNode;
}) {
  const title = sectionTitle(section);
  return (
    <section
      aria-labelledby={`report-${section}`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`report-${section}`} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <a
          href={reportCsvPath(section, period)}
          download
          className="text-sm font-medium text-brand-700 underline hover:text-brand-900"
        >
          Download “{title}” as CSV
        </a>
      </div>
      {definition ? <p className="mt-2 text-sm text-slate-600">{definition}</p> : null}
      <div className="mt-3 overflow-x-auto">{children}</div>
    </section>
  );
}

/** A "placements and fees by …" table. */
function GroupTable({ groups, first, caption }: { groups: readonly PlacementGroup[]; first: string; caption: string }) {
  return (
    <table className="min-w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-200 text-slate-700">
        <tr>
          <th scope="col" className={cell}>
            {first}
          </th>
          <th scope="col" className={numberCell}>
            Placements
          </th>
          <th scope="col" className={numberCell}>
            Fees
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {groups.length === 0 ? (
          <tr>
            <td colSpan={3} className={cell}>
              No placements in this period.
            </td>
          </tr>
        ) : (
          groups.map((group) => (
            <tr key={group.key}>
              <th scope="row" className={`${cell} font-normal`}>
                {group.label}
              </th>
              <td className={numberCell}>{group.placements}</td>
              <td className={numberCell}>{feesText(group.fees)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/**
 * Placements by month as an SVG bar chart, drawn on the server (no script): one bar per month, its count above it,
 * the month's short name below. The same figures are in the table that follows it, which screen readers read; the
 * chart is an image with a name saying so.
 */
export function PlacementsChart({ months }: { months: readonly PlacementGroup[] }) {
  const width = 640;
  const height = 200;
  const top = 20;
  const bottom = 28;
  const most = Math.max(1, ...months.map((month) => month.placements));
  const slot = width / Math.max(1, months.length);
  const bar = Math.min(40, slot * 0.6);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label="Bar chart of placements by month; the figures are in the table below."
      className="h-52 w-full"
    >
      <line x1="0" x2={width} y1={height - bottom} y2={height - bottom} stroke="#94a3b8" />
      {months.map((month, index) => {
        const barHeight = ((height - top - bottom) * month.placements) / most;
        const x = index * slot + (slot - bar) / 2;
        const y = height - bottom - barHeight;
        const short =
          month.label.slice(0, 3) + (index === 0 || month.key.endsWith('-01') ? ` ${month.key.slice(2, 4)}` : '');
        return (
          <g key={month.key}>
            <rect x={x} y={y} width={bar} height={barHeight} rx="3" fill="#1d3fd8" />
            <text x={x + bar / 2} y={y - 4} textAnchor="middle" fontSize="11" fill="#334155">
              {month.placements}
            </text>
            <text x={x + bar / 2} y={height - 10} textAnchor="middle" fontSize="11" fill="#475569">
              {short}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * /admin/reports (docs/025-placements.md "Desk and reports"): the period (dates in the reader's time zone), the
 * definitions written on the page, a table per section with its CSV, and the chart of placements by month. A period
 * the CMS refused (`error`, its words) keeps the dates asked for (`period`) in the form.
 */
export function ReportsPage({
  report,
  error,
  period,
}: {
  report: PlacementReport | null;
  error: string | null;
  period?: { from?: string; to?: string };
}) {
  return (
    <div className="space-y-6">
      <Form
        method="get"
        className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div>
          <Label htmlFor="report-from">From</Label>
          <input
            id="report-from"
            name="from"
            type="date"
            defaultValue={report?.from ?? period?.from}
            className={controlClasses()}
          />
        </div>
        <div>
          <Label htmlFor="report-to">To (included)</Label>
          <input
            id="report-to"
            name="to"
            type="date"
            defaultValue={report?.to ?? period?.to}
            className={controlClasses()}
          />
        </div>
        <button type="submit" className={buttonClasses({ size: 'sm' })}>
          Show the period
        </button>
        {report ? <p className="text-sm text-slate-600">Dates are in your time zone, {report.timeZone}.</p> : null}
      </Form>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {report ? (
        <>
          <p className="text-sm text-slate-800">
            <strong>{report.totals.placements}</strong> placements, fees {feesText(report.totals.fees)}.
          </p>
          <Section section="month" period={report} definition={REPORT_DEFINITIONS.placements}>
            <PlacementsChart months={report.byMonth} />
            <GroupTable groups={report.byMonth} first="Month" caption="Placements and fees by month" />
          </Section>
          <Section section="recruiter" period={report}>
            <GroupTable groups={report.byRecruiter} first="Recruiter" caption="Placements and fees by recruiter" />
          </Section>
          <Section section="client" period={report}>
            <GroupTable groups={report.byClient} first="Client" caption="Placements and fees by client" />
          </Section>
          <Section section="source" period={report}>
            <GroupTable groups={report.bySource} first="Source" caption="Placements and fees by source" />
          </Section>
          <Section section="time-to-fill" period={report} definition={REPORT_DEFINITIONS.timeToFill}>
            <table className="min-w-full text-sm">
              <caption className="sr-only">Time to fill and time to hire, in days</caption>
              <thead className="border-b border-slate-200 text-slate-700">
                <tr>
                  <th scope="col" className={cell}>
                    Measure
                  </th>
                  <th scope="col" className={numberCell}>
                    Placements measured
                  </th>
                  <th scope="col" className={numberCell}>
                    Median (days)
                  </th>
                  <th scope="col" className={numberCell}>
                    Mean (days)
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {(
                  [
                    ['Time to fill', report.timeToFill],
                    ['Time to hire', report.timeToHire],
                  ] as const
                ).map(([label, figure]) => (
                  <tr key={label}>
                    <th scope="row" className={`${cell} font-normal`}>
                      {label}
                    </th>
                    <td className={numberCell}>{figure.count}</td>
                    <td className={numberCell}>{figure.medianDays ?? '—'}</td>
                    <td className={numberCell}>{figure.meanDays ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
          <Section section="funnel" period={report} definition={REPORT_DEFINITIONS.funnel}>
            <table className="min-w-full text-sm">
              <caption className="sr-only">Submissions reaching each step</caption>
              <thead className="border-b border-slate-200 text-slate-700">
                <tr>
                  <th scope="col" className={cell}>
                    Step
                  </th>
                  <th scope="col" className={numberCell}>
                    Submissions
                  </th>
                  <th scope="col" className={numberCell}>
                    Of the step before
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {(
                  [
                    ['Submitted', report.funnel.submissions, null],
                    ['Interviewed', report.funnel.interviewed, report.funnel.interviewRatio],
                    ['Offered', report.funnel.offered, report.funnel.offerRatio],
                    ['Placed', report.funnel.placed, report.funnel.placementRatio],
                    ['Placed of all submitted', report.funnel.placed, report.funnel.overallRatio],
                  ] as const
                ).map(([label, count, share], index) => (
                  <tr key={label}>
                    <th scope="row" className={`${cell} font-normal`}>
                      {label}
                    </th>
                    <td className={numberCell}>{count}</td>
                    <td className={numberCell}>{index === 0 ? '' : percentText(share)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
          <Section section="offers" period={report} definition={REPORT_DEFINITIONS.offers}>
            <table className="min-w-full text-sm">
              <caption className="sr-only">Offers and their acceptance</caption>
              <thead className="border-b border-slate-200 text-slate-700">
                <tr>
                  {['Offers made', 'Accepted', 'Declined', 'Still open', 'Acceptance'].map((label) => (
                    <th key={label} scope="col" className={numberCell}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td className={numberCell}>{report.offers.made}</td>
                  <td className={numberCell}>{report.offers.accepted}</td>
                  <td className={numberCell}>{report.offers.declined}</td>
                  <td className={numberCell}>{report.offers.open}</td>
                  <td className={numberCell}>{percentText(report.offers.acceptance)}</td>
                </tr>
              </tbody>
            </table>
          </Section>
        </>
      ) : null}
    </div>
  );
}
