import { INVOICE_STATUSES, PLACEMENT_STATUSES, type InvoiceStatus, type PlacementStatus } from '@agency/contract';
import { Link } from 'react-router';
import { AdminList, type AdminColumn } from '~/components/admin/admin-list';
import { FilterLinks } from '~/components/admin/filter-links';
import { MIN_TARGET } from '~/components/ui/button';
import type { ListedPlacement } from '../api.server';
import { calendarDay, money, PLACEMENTS_PATH, placementPath } from '../rules';
import { invoiceStatusLabel, PlacementStatusBadge } from './placement-status-badge';

const COLUMNS: AdminColumn<ListedPlacement>[] = [
  {
    label: 'Candidate',
    className: 'px-4 py-3 font-medium text-slate-900',
    cell: (placement) => (
      <Link className={`${MIN_TARGET} text-brand-700 underline`} to={placementPath(placement.documentId)}>
        {placement.candidate.fullName || 'Erased candidate'}
        <span className="sr-only"> — {placement.job?.title ?? ''}</span>
      </Link>
    ),
  },
  { label: 'Job', cell: (placement) => placement.job?.title ?? '–' },
  { label: 'Client', cell: (placement) => placement.client?.name ?? '–' },
  {
    label: 'Status',
    cell: (placement) => (
      <>
        <PlacementStatusBadge status={placement.status} />
        {placement.locked ? <span className="ms-2 text-xs text-slate-600">Locked</span> : null}
      </>
    ),
  },
  { label: 'Starts', className: 'whitespace-nowrap px-4 py-3', cell: (p) => calendarDay(p.startDate) },
  { label: 'Fee', className: 'whitespace-nowrap px-4 py-3', cell: (p) => money(p.feeAmount, p.feeCurrency) },
  { label: 'Guarantee ends', className: 'whitespace-nowrap px-4 py-3', cell: (p) => calendarDay(p.guaranteeEndsOn) },
  { label: 'Invoice', cell: (placement) => invoiceStatusLabel(placement.invoiceStatus) },
  { label: 'Recruiter', cell: (placement) => placement.creditedRecruiter?.name ?? '–' },
];

/**
 * /admin/placements (docs/025-placements.md "Offers and placements"): the placements, the latest start first, with
 * their status, fee, guarantee end and invoice; filtered by status, by invoice and to those credited to me.
 */
export function PlacementList({
  placements,
  pagination,
  page,
  status,
  invoice,
  mine,
  error,
}: {
  placements: ListedPlacement[];
  pagination: { pageCount: number; total: number } | null;
  page: number;
  status: PlacementStatus | null;
  invoice: InvoiceStatus | null;
  mine: boolean;
  error: string | null;
}) {
  const search = new URLSearchParams({
    ...(status ? { status } : {}),
    ...(invoice ? { invoice } : {}),
    ...(mine ? { mine: '1' } : {}),
  });
  return (
    <AdminList
      title="Placements"
      subtitle={pagination ? `${pagination.total} placements` : undefined}
      toolbar={
        <div className="space-y-2">
          <FilterLinks
            label="Filter by status"
            path={PLACEMENTS_PATH}
            search={search}
            param="status"
            options={PLACEMENT_STATUSES}
            current={status}
          />
          <FilterLinks
            label="Filter by invoice"
            path={PLACEMENTS_PATH}
            search={search}
            param="invoice"
            options={INVOICE_STATUSES}
            current={invoice}
          />
          <FilterLinks
            label="Filter by recruiter"
            path={PLACEMENTS_PATH}
            search={search}
            param="mine"
            options={[{ value: '1', label: 'Credited to me' }]}
            current={mine ? '1' : null}
          />
        </div>
      }
      path={PLACEMENTS_PATH}
      search={search}
      error={error}
      items={placements}
      columns={COLUMNS}
      empty="No placements yet: an accepted offer makes one."
      pagination={pagination}
      page={page}
      pagesLabel="Placement pages"
    />
  );
}
