import { Eye, Trash2 } from 'lucide-react';
import { Link, useNavigation } from 'react-router';
import { AdminList, type RowControls } from '~/components/admin/admin-list';
import { buttonClasses } from '~/components/ui/button';
import { withParams } from '~/lib/admin-url';
import { cn } from '~/lib/cn';
import { formatDate, preview } from '~/lib/format';
import { DEFAULT_PAGE_SIZE } from '~/lib/pagination';
import type { AdminApplication } from '../api.server';
import { COVER_LETTER_PREVIEW, STATUS_FILTERS, type StatusFilter } from '../rules';
import { ApplicationDetails } from './application-details';
import { StatusBadge } from './status-badge';

export const APPLICATIONS_PATH = '/blog/admin/applications';

const FILTER_LABELS: Record<string, string> = { all: 'All' };

/** The status filter as links (`?status=`), the current one marked. */
function StatusFilters({ status, search }: { status: StatusFilter; search: URLSearchParams }) {
  return (
    <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
      {STATUS_FILTERS.map((filter) => (
        <Link
          key={filter}
          to={withParams(APPLICATIONS_PATH, search, { status: filter === 'all' ? null : filter })}
          aria-current={filter === status ? 'true' : undefined}
          className={cn(
            'rounded-full border px-4 py-1.5 text-sm font-medium',
            filter === status
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          {FILTER_LABELS[filter] ?? filter}
        </Link>
      ))}
    </div>
  );
}

/** One application as a card: applicant, job, status, cover letter preview, View details and Delete. */
function ApplicationCard({ application, row }: { application: AdminApplication; row: RowControls }) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <article aria-labelledby={`application-${application.documentId}`} className="flex flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id={`application-${application.documentId}`} className="font-semibold text-slate-900">
              {application.fullName}
            </h2>
            <p className="text-sm text-slate-600">
              {application.job?.title ?? 'Job no longer available'}
              {application.job?.company ? ` · ${application.job.company}` : ''}
            </p>
          </div>
          <StatusBadge status={application.job_status} />
        </div>
        <p className="mt-1 text-xs text-slate-500">
          {application.email} · Applied {formatDate(application.appliedAt) ?? '–'}
        </p>
        <p className="mt-3 flex-1 text-sm text-slate-700">{preview(application.coverLetter, COVER_LETTER_PREVIEW)}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" onClick={row.view} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            <Eye aria-hidden="true" className="size-4" /> View details
            <span className="sr-only"> of {application.fullName}</span>
          </button>
          <button
            type="button"
            onClick={row.remove}
            className={buttonClasses({ variant: 'ghost', size: 'sm' }, 'text-red-700 hover:bg-red-50')}
          >
            <Trash2 aria-hidden="true" className="size-4" /> Delete
            <span className="sr-only"> application of {application.fullName}</span>
          </button>
        </div>
      </article>
    </li>
  );
}

/**
 * The staff list of applications (spec §4, §9): cards newest first, filtered by status, 5–50 a page, with the
 * details dialog (status moves, resume) and delete.
 */
export function ApplicationList({
  applications,
  pagination,
  status,
  page,
  pageSize,
  error,
}: {
  applications: AdminApplication[];
  pagination: { pageCount: number; total: number } | null;
  status: StatusFilter;
  page: number;
  pageSize: number;
  error: string | null;
}) {
  const navigation = useNavigation();
  const search = new URLSearchParams({
    ...(status !== 'all' ? { status } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
    ...(pageSize !== DEFAULT_PAGE_SIZE ? { pageSize: String(pageSize) } : {}),
  });
  const total = pagination?.total ?? 0;
  return (
    <AdminList
      title="Job Applications"
      subtitle={`Total: ${total} application${total === 1 ? '' : 's'}`}
      logout
      toolbar={<StatusFilters status={status} search={search} />}
      path={APPLICATIONS_PATH}
      search={search}
      pageSize={pageSize}
      error={error}
      items={applications}
      renderItems={(items, controls) => (
        <>
          {!error && items.length === 0 ? (
            <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">No applications found.</p>
          ) : null}
          <ul aria-busy={navigation.state === 'loading'} className="grid gap-4 md:grid-cols-2">
            {items.map((application) => (
              <ApplicationCard key={application.documentId} application={application} row={controls(application)} />
            ))}
          </ul>
        </>
      )}
      pagination={pagination}
      page={page}
      pagesLabel="Application pages"
      renderView={(application, close) => (
        <ApplicationDetails
          key={application.documentId + application.job_status}
          application={application}
          onClose={close}
        />
      )}
      confirmDelete={{
        title: 'Delete application?',
        description: (application) =>
          `The application of ${application.fullName} and its resume will be deleted. This cannot be undone.`,
      }}
    />
  );
}
