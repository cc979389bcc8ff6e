import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

/**
 * A column heading of a DataTable; `hidden` keeps it for screen readers only (e.g. an actions column). `align` is
 * logical: `end` is the right in English and the left in Arabic. (`right` is read as `end` until the last caller
 * moves to `end`.)
 */
export interface DataTableColumn {
  label: string;
  hidden?: boolean;
  align?: 'start' | 'end' | 'right';
}

/**
 * A table of records in a bordered box that scrolls sideways on its own when it is wider than the screen (the box
 * is `relative` so that visually hidden text inside cannot widen the page). `children` are the body rows.
 */
export function DataTable({
  columns,
  children,
  className,
}: {
  columns: DataTableColumn[];
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm', className)}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-start text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={cn('px-4 py-3', (column.align === 'end' || column.align === 'right') && 'text-end')}
              >
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** The one row of an empty DataTable. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-6 text-center text-slate-600">
        {children}
      </td>
    </tr>
  );
}
