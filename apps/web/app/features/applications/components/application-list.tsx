import { Download, Eye, Search, Trash2 } from 'lucide-react';
import { OwnerFilter } from '~/components/admin/owner-filter';
import type { JobOwnerChoice } from '~/features/staff';
import { Form, useNavigation } from 'react-router';
import { AdminList, type RowControls } from '~/components/admin/admin-list';
import { FilterLinks } from '~/components/admin/filter-links';
import { buttonClasses } from '~/components/ui/button';
import { LocalDate } from '~/components/admin/local-date';
import { preview } from '~/lib/format';
import { DEFAULT_PAGE_SIZE } from '~/lib/pagination';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { APPLICATION_SEARCH_MAX, APPLICATION_STATUSES } from '@agency/contract';
import { jobTitle } from '~/features/jobs';
import type { AdminApplication, JobChoice } from '../api.server';
import {
  APPLICATIONS_EXPORT_PATH,
  APPLICATIONS_PATH,
  COVER_LETTER_PREVIEW,
  applicationFilterParams,
  type ApplicationFilters,
} from '../rules';
import { ApplicationDetails } from './application-details';
import { StatusBadge } from './status-badge';

/** The status filter's choices besides All: the statuses as the spec names them. */
const STATUS_OPTIONS = APPLICATION_STATUSES.map((status) => ({ value: status, label: status }));

/**
 * The search form: name or e-mail and job, sent as `?q=` and `?job=` with the current status (a GET form:
 * the filters live in the URL and work without JavaScript).
 */
function SearchForm({ filters, jobs }: { filters: ApplicationFilters; jobs: JobChoice[] }) {
  const options = jobs.map((job) => ({
    value: job.documentId,
    label: job.company ? `${jobTitle(job)} · ${job.company}` : jobTitle(job),
  }));
  return (
    <Form method="get" action={APPLICATIONS_PATH} role="search" className="flex flex-wrap items-end gap-3">
      {filters.status !== 'all' ? <input type="hidden" name="status" value={filters.status} /> : null}
      {filters.owner !== null ? <input type="hidden" name="owner" value={String(filters.owner)} /> : null}
      <Field id="applications-q" label="Name or email">
        <Input
          type="search"
          name="q"
          defaultValue={filters.q}
          maxLength={APPLICATION_SEARCH_MAX}
          placeholder="Search applicants"
          className="w-64"
        />
      </Field>
      <Field id="applications-job" label="Job">
        <Select name="job" defaultValue={filters.job ?? ''} placeholder="All jobs" options={options} className="w-64" />
      </Field>
      <button type="submit" className={buttonClasses({ size: 'sm' }, 'mb-0.5')}>
        <Search aria-hidden="true" className="size-4" /> Search
      </button>
    </Form>
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
              {application.job ? jobTitle(application.job) : 'Job no longer available'}
              {application.job?.company ? ` · ${application.job.company}` : ''}
            </p>
          </div>
          <div className="flex flex-col items-end gap-1">
            <StatusBadge status={application.job_status} />
            {application.duplicateOf ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                Duplicate
              </span>
            ) : null}
          </div>
        </div>
        <p className="mt-1 text-xs text-slate-500">
          {application.email} · Applied <LocalDate value={application.appliedAt} />
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
 * The staff list of applications (docs/000-product.md §4, §9): cards newest first, filtered by status, name or e-mail
 * and job (issue 11), 5–50 a page, with the details dialog (status moves, history, notes, resume), delete and the CSV
 * export of every matching application.
 */
export function ApplicationList({
  applications,
  pagination,
  jobs,
  status,
  q,
  job,
  owner,
  owners,
  view,
  page,
  pageSize,
  error,
}: ApplicationFilters & {
  /** The staff who may own a job, for the owner filter. */
  owners: JobOwnerChoice[];
  /** The documentId of the application whose details are open at first (`?view=`), or null. */
  view: string | null;
  applications: AdminApplication[];
  pagination: { pageCount: number; total: number } | null;
  jobs: JobChoice[];
  page: number;
  pageSize: number;
  error: string | null;
}) {
  const navigation = useNavigation();
  const filters = { status, q, job, owner };
  const filterParams = applicationFilterParams(filters);
  const search = new URLSearchParams(filterParams);
  if (page > 1) search.set('page', String(page));
  if (pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(pageSize));
  const exportQuery = filterParams.toString();
  const total = pagination?.total ?? 0;
  return (
    <AdminList
      title="Job Applications"
      subtitle={`Total: ${total} application${total === 1 ? '' : 's'}`}
      logout
      actions={
        <a
          href={exportQuery ? `${APPLICATIONS_EXPORT_PATH}?${exportQuery}` : APPLICATIONS_EXPORT_PATH}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
          download
        >
          <Download aria-hidden="true" className="size-4" /> Export CSV
        </a>
      }
      toolbar={
        <div className="flex flex-col gap-4">
          <SearchForm key={`${q}|${job ?? ''}`} filters={filters} jobs={jobs} />
          <OwnerFilter
            path={APPLICATIONS_PATH}
            search={search}
            owner={owner}
            owners={owners}
            mineLabel="My jobs’ applications"
          />
          <FilterLinks
            label="Filter by status"
            path={APPLICATIONS_PATH}
            search={search}
            param="status"
            options={STATUS_OPTIONS}
            current={status === 'all' ? null : status}
          />
        </div>
      }
      path={APPLICATIONS_PATH}
      search={search}
      pageSize={pageSize}
      error={error}
      items={applications}
      initialView={view}
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
          // Not keyed by status: the dialog that made a move stays open, to toast it and keep the focus in place.
          key={application.documentId}
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
