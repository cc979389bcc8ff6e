import { HIRING_REQUEST_STATUSES, type HiringRequestStatus } from '@agency/contract';
import { Link } from 'react-router';
import { AdminList, type AdminColumn } from '~/components/admin/admin-list';
import { FilterLinks } from '~/components/admin/filter-links';
import { LocalDate } from '~/components/admin/local-date';
import { MIN_TARGET } from '~/components/ui/button';
import type { StaffHiringRequest } from '../api.server';
import { HIRING_REQUESTS_PATH, hiringRequestPath } from '../rules';
import { HiringRequestStatusBadge } from './hiring-request-status-badge';

const COLUMNS: AdminColumn<StaffHiringRequest>[] = [
  {
    label: 'Role',
    className: 'px-4 py-3 font-medium text-slate-900',
    cell: (request) => (
      <Link className={`${MIN_TARGET} text-brand-700 underline`} to={hiringRequestPath(request.documentId)}>
        {request.roleTitle}
        <span className="sr-only"> at {request.company}</span>
      </Link>
    ),
  },
  { label: 'Company', cell: (request) => request.company },
  { label: 'Contact', cell: (request) => request.contactName },
  { label: 'Hires', cell: (request) => request.hires ?? 1 },
  { label: 'Status', cell: (request) => <HiringRequestStatusBadge status={request.status} /> },
  {
    label: 'Received',
    className: 'whitespace-nowrap px-4 py-3 text-slate-700',
    cell: (request) => <LocalDate value={request.createdAt} withTime />,
  },
];

/** /admin/hiring-requests: the employers' hiring requests, newest first, filtered by status (docs/024-employers.md). */
export function HiringRequestList({
  hiringRequests,
  pagination,
  page,
  status,
  error,
}: {
  hiringRequests: StaffHiringRequest[];
  pagination: { pageCount: number; total: number } | null;
  page: number;
  status: HiringRequestStatus | null;
  error: string | null;
}) {
  const search = new URLSearchParams(status ? { status } : {});
  return (
    <AdminList
      title="Hiring Requests"
      subtitle={pagination ? `${pagination.total} requests` : undefined}
      toolbar={
        <FilterLinks
          label="Filter by status"
          path={HIRING_REQUESTS_PATH}
          search={search}
          param="status"
          options={HIRING_REQUEST_STATUSES}
          current={status}
        />
      }
      path={HIRING_REQUESTS_PATH}
      search={search}
      error={error}
      items={hiringRequests}
      columns={COLUMNS}
      empty="No hiring requests yet."
      pagination={pagination}
      page={page}
      pagesLabel="Hiring request pages"
    />
  );
}
