import { applicationSourceLabel } from '@agency/contract';
import type { ApplicationsBySource as Figure } from '../api.server';

/**
 * "Applications by source, last 30 days" (docs/023-talent-pool.md "Sources"): a table of every source and its count in
 * the contract's order, each with a bar as long as its share of the largest (drawn with CSS, hidden from screen
 * readers, which read the numbers); applications stored before sources were recorded are a last row, when there are
 * any in the window.
 */
export function ApplicationsBySource({ figure }: { figure: Figure }) {
  const rows = figure.counts.filter(({ source, count }) => source !== null || count > 0);
  const largest = Math.max(1, ...rows.map(({ count }) => count));
  const total = rows.reduce((sum, { count }) => sum + count, 0);
  return (
    <figure aria-labelledby="by-source-title">
      <figcaption id="by-source-title" className="text-base font-semibold text-slate-900">
        Applications by source, last {figure.days} days
      </figcaption>
      <table className="mt-3 w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">Source</th>
            <th scope="col">Applications</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ source, count }) => (
            <tr key={source ?? 'none'} className="border-t border-slate-100">
              <th scope="row" className="w-48 py-1.5 pe-3 text-start font-medium text-slate-700">
                {applicationSourceLabel(source)}
              </th>
              <td className="py-1.5">
                <span className="flex items-center gap-3">
                  <span aria-hidden="true" className="h-2.5 flex-1 rounded bg-slate-100">
                    <span
                      className="block h-2.5 rounded bg-brand-600"
                      style={{ width: `${Math.round((count / largest) * 100)}%` }}
                    />
                  </span>
                  <span className="w-10 text-end tabular-nums text-slate-900">{count}</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-200">
            <th scope="row" className="py-1.5 pe-3 text-start font-semibold text-slate-900">
              Total
            </th>
            <td className="py-1.5 text-end font-semibold tabular-nums text-slate-900">{total}</td>
          </tr>
        </tfoot>
      </table>
    </figure>
  );
}
