import { Download, Eye, Search, Trash2 } from 'lucide-react';
import { OwnerFilter } from '~/components/admin/owner-filter';
import type { JobOwnerChoice } from '~/features/staff';
import { Form, useNavigate, useNavigation } from 'react-router';
import { AdminList, type RowControls } from '~/components/admin/admin-list';
import { FilterLinks } from '~/components/admin/filter-links';
import { buttonClasses } from '~/components/ui/button';
import { LocalDate } from '~/components/admin/local-date';
import { preview } from '~/lib/format';
import { DEFAULT_PAGE_SIZE } from '~/lib/pagination';
import { Checkbox } from '~/components/ui/checkbox';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { APPLICATION_SEARCH_MAX, APPLICATION_STATUSES } from '@agency/contract';
import { jobTitle } from '~/features/jobs';
import type { AdminApplication, ApplicationSubmission, JobChoice } from '../api.server';
import {
  APPLICATIONS_EXPORT_PATH,
  APPLICATIONS_PATH,
  COVER_LETTER_PREVIEW,
  applicationFilterParams,
  parseDocumentId,
  REQUIREMENTS_FILTERS,
  type ApplicationFilters,
} from '../rules';
import { ApplicationDetails } from './application-details';
import { BULK_FORM_ID, BulkActions, useBulkSelection, type BulkAnswerView, type BulkSelection } from './bulk-actions';
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
      <Field id="applications-q" label="Search applications">
        <Input
          type="search"
          name="q"
          defaultValue={filters.q}
          maxLength={APPLICATION_SEARCH_MAX}
          placeholder="Names, phones, letters, resumes, notes"
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

/** The id of the GET form of the rows' View details buttons: the list's URL with `?view=`, without JavaScript. */
const VIEW_FORM_ID = 'applications-view';

/**
 * One application as a card: its checkbox of the bulk form, applicant, job, status, cover letter preview, View details
 * (`?view=`: a GET form without JavaScript, the dialog at once with it) and Delete.
 */
function ApplicationCard({
  application,
  row,
  selection,
}: {
  application: AdminApplication;
  row: RowControls;
  selection: BulkSelection;
}) {
  const name = application.fullName || 'Unnamed applicant';
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <article aria-labelledby={`application-${application.documentId}`} className="flex flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <Checkbox
            form={BULK_FORM_ID}
            name="ids"
            value={application.documentId}
            aria-label={`Select ${name}`}
            checked={selection.isSelected(application.documentId)}
            onChange={(event) => selection.toggle(application.documentId, event.currentTarget.checked)}
            className="mt-0.5"
          />
          <div className="flex-1">
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
            {application.meetsRequirements === false ? (
              <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
                Does not meet requirements
              </span>
            ) : null}
          </div>
        </div>
        <p className="mt-1 text-xs text-slate-500">
          {application.email} · Applied <LocalDate value={application.appliedAt} />
        </p>
        <p className="mt-3 flex-1 text-sm text-slate-700">{preview(application.coverLetter, COVER_LETTER_PREVIEW)}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="submit"
            form={VIEW_FORM_ID}
            name="view"
            value={application.documentId}
            data-view-of={application.documentId}
            onClick={(event) => {
              // With the page's script the dialog opens from the list as it is (the URL follows); without, the form
              // loads the list with `?view=`.
              event.preventDefault();
              row.view();
            }}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
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
  requirements,
  owners,
  view,
  viewed,
  viewedSubmissions = [],
  page,
  pageSize,
  error,
  bulkAnswer = null,
  openJobs = [],
}: ApplicationFilters & {
  /** The open jobs the bulk "Add to a job" offers. */
  openJobs?: ReadonlyArray<{ documentId: string; title: string; company?: string | null }>;
  /** The staff who may own a job, for the owner filter. */
  owners: JobOwnerChoice[];
  /** The documentId of the application whose details are open (`?view=`), or null. */
  view: string | null;
  /** That application as the loader read it (on this page or not), or null when there is none. */
  viewed: AdminApplication | null;
  /** That application's submissions to its job's client (docs/024-employers.md). */
  viewedSubmissions?: ApplicationSubmission[];
  /** The answer of the last bulk action, or null. */
  bulkAnswer?: BulkAnswerView | null;
  applications: AdminApplication[];
  pagination: { pageCount: number; total: number } | null;
  jobs: JobChoice[];
  page: number;
  pageSize: number;
  error: string | null;
}) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const filters = { status, q, job, owner, requirements };
  const pageIds = applications.map((application) => application.documentId);
  const selection = useBulkSelection(pageIds);
  const filterParams = applicationFilterParams(filters);
  const search = new URLSearchParams(filterParams);
  if (page > 1) search.set('page', String(page));
  if (pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(pageSize));
  const exportQuery = filterParams.toString();
  const total = pagination?.total ?? 0;
  const listUrl = search.size > 0 ? `${APPLICATIONS_PATH}?${search.toString()}` : APPLICATIONS_PATH;
  // The open dialog is the URL's `?view=` (docs/023-talent-pool.md "Bulk actions and the application dialog"): it
  // survives the reload after a move, also when the application left the filter. While the URL changes, the dialog
  // follows at once: an application of this page opens, and closing closes.
  const going = navigation.location?.pathname === APPLICATIONS_PATH ? navigation.location : null;
  const wanted = going ? parseDocumentId(new URLSearchParams(going.search).get('view')) : view;
  const shown =
    wanted === null
      ? null
      : wanted === viewed?.documentId
        ? viewed
        : (applications.find((application) => application.documentId === wanted) ?? null);
  const onView = (documentId: string | null) => {
    const next = new URLSearchParams(search);
    if (documentId) next.set('view', documentId);
    void navigate(next.size > 0 ? `${APPLICATIONS_PATH}?${next.toString()}` : APPLICATIONS_PATH, {
      replace: true,
      preventScrollReset: true,
    });
  };
  // The row that opened the dialog, found again by its documentId when the list re-rendered it (WCAG 2.4.3).
  const rowOf = (documentId: string) => () =>
    document.querySelector<HTMLElement>(`[data-view-of="${CSS.escape(documentId)}"]`);
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
          {/* The screening answers against the job's knockout rules (docs/024-employers.md "Screening questions"). */}
          <FilterLinks
            label="Filter by requirements"
            path={APPLICATIONS_PATH}
            search={search}
            param="requirements"
            options={REQUIREMENTS_FILTERS}
            current={requirements === 'all' ? null : requirements}
          />
        </div>
      }
      path={APPLICATIONS_PATH}
      search={search}
      pageSize={pageSize}
      error={error}
      items={applications}
      controlledView={{ viewed: shown, onView }}
      renderItems={(items, controls) => (
        <>
          <form id={VIEW_FORM_ID} method="get" action={APPLICATIONS_PATH} hidden>
            {[...search].map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          </form>
          <BulkActions
            action={listUrl}
            filters={filters}
            pageIds={pageIds}
            total={total}
            selection={selection}
            answer={bulkAnswer}
            openJobs={openJobs}
          />
          {!error && items.length === 0 ? (
            <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">No applications found.</p>
          ) : null}
          <ul aria-busy={navigation.state === 'loading'} className="grid gap-4 md:grid-cols-2">
            {items.map((application) => (
              <ApplicationCard
                key={application.documentId}
                application={application}
                row={controls(application)}
                selection={selection}
              />
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
          submissions={application.documentId === view ? viewedSubmissions : []}
          onClose={close}
          returnTo={rowOf(application.documentId)}
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
