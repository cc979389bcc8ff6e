import { displayLocation } from '@agency/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { suggestionsPath } from '~/features/candidates';
import { AdminList, type AdminColumn } from '~/components/admin/admin-list';
import { RowActions } from '~/components/admin/row-actions';
import { Badge } from '~/components/ui/badge';
import { Button, MIN_TARGET } from '~/components/ui/button';
import { Select } from '~/components/ui/select';
import { withParams } from '~/lib/admin-url';
import { formatDate } from '~/lib/format';
import { useTimeZone } from '~/lib/time-zone';
import { jobTitle } from '../jobs';
import { JOB_STATE_LABELS, JOB_STATES, type JobOption, type JobStatusFilter, type StaffJob } from '../staff-job';
import type { JobOwnerChoice } from '~/features/staff';
import { OwnerFilter } from '~/components/admin/owner-filter';
import { JobDialog } from './job-dialog';
import { JobView } from './job-view';

export const JOBS_PATH = '/admin/jobs';

function columns(edit: (job: StaffJob) => void): AdminColumn<StaffJob>[] {
  return [
    {
      label: 'Title',
      className: 'px-4 py-3 font-medium text-slate-900',
      cell: (job) => (
        <>
          {jobTitle(job)}
          <span className="block text-xs font-normal text-slate-500">{job.slug}</span>
        </>
      ),
    },
    {
      label: 'Company',
      // A confidential job's public pages name the agency (docs/024-employers.md); staff see its company and the badge.
      cell: (job) => (
        <>
          {job.company || '–'}
          {job.confidential ? (
            <span className="ms-2 inline-block">
              <Badge tone="neutral">Confidential</Badge>
            </span>
          ) : null}
        </>
      ),
    },
    { label: 'Location', cell: (job) => displayLocation(job) || '–' },
    {
      label: 'Status',
      className: 'px-4 py-3',
      cell: (job) => <JobStateBadge job={job} />,
    },
    {
      label: 'Owner',
      cell: (job) => (job.owner ? `${job.owner.name}${job.owner.active ? '' : ' (deactivated)'}` : '–'),
    },
    { label: 'Posted', cell: (job) => formatDate(job.posted) ?? '–' },
    {
      label: 'Applications',
      cell: (job) => (
        <Link
          to={`/admin/applications?job=${encodeURIComponent(job.documentId)}`}
          className={`${MIN_TARGET} justify-center font-medium text-brand-700 underline`}
          aria-label={`${job.applications} application${job.applications === 1 ? '' : 's'} to ${jobTitle(job)}`}
        >
          {job.applications}
        </Link>
      ),
    },
    {
      // Sourcing (docs/023-talent-pool.md "Sourcing"); the roles with `jobs` have `applications` too.
      label: 'Pool',
      cell: (job) => (
        <Link
          to={suggestionsPath(job.documentId)}
          className={`${MIN_TARGET} text-sm font-medium text-brand-700 underline`}
          aria-label={`Suggested candidates for ${jobTitle(job)}`}
        >
          Suggested
        </Link>
      ),
    },
    {
      label: 'Actions',
      align: 'end',
      className: 'px-4 py-3',
      cell: (job, row) => (
        <RowActions name={jobTitle(job)} onView={row.view} edit={() => edit(job)} onDelete={row.remove} />
      ),
    },
  ];
}

const STATE_TONES = { open: 'positive', draft: 'pending', closed: 'neutral', expired: 'negative' } as const;

/** A job's state (Expired once its closing date has passed, whatever its status), and its closing date if any. */
function JobStateBadge({ job }: { job: StaffJob }) {
  const closes = formatDate(job.validThrough, useTimeZone());
  return (
    <>
      <Badge tone={STATE_TONES[job.state]}>{JOB_STATE_LABELS[job.state]}</Badge>
      {closes ? (
        <span className="mt-1 block text-xs text-slate-500">
          {job.state === 'expired' ? 'Closed' : 'Closes'} {closes}
        </span>
      ) : null}
    </>
  );
}

/** The jobs list's status filter (every state, Expired included): changing it reloads the list from page 1. */
function StatusFilter({ status, search }: { status: JobStatusFilter; search: URLSearchParams }) {
  const navigate = useNavigate();
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-700">
      Status
      <Select
        compact
        value={status}
        onChange={(event) =>
          navigate(withParams(JOBS_PATH, search, { status: event.target.value === 'all' ? null : event.target.value }))
        }
      >
        <option value="all">All</option>
        {JOB_STATES.map((state) => (
          <option key={state} value={state}>
            {JOB_STATE_LABELS[state]}
          </option>
        ))}
      </Select>
    </label>
  );
}

/**
 * The staff list of jobs (docs/000-product.md §5, §9): newest first, 10 a page, filtered by state
 * (docs/004-staff-back-office.md), with the add/edit dialog (`?new=1` opens it for a new job), the view dialog and
 * delete.
 */
export function JobList({
  jobs,
  pagination,
  options,
  page,
  status,
  owner,
  error,
  startNew,
}: {
  jobs: StaffJob[];
  pagination: { pageCount: number; total: number } | null;
  options: { categories: JobOption[]; authors: JobOption[]; owners: JobOwnerChoice[] };
  page: number;
  status: JobStatusFilter;
  /** The owner filter (`?owner=`): mine, none or a user id; null for every owner. */
  owner: string | number | null;
  error: string | null;
  startNew: boolean;
}) {
  const [editing, setEditing] = useState<StaffJob | 'new' | null>(startNew ? 'new' : null);
  const search = new URLSearchParams({
    ...(status === 'all' ? {} : { status }),
    ...(owner === null ? {} : { owner: String(owner) }),
  });
  return (
    <AdminList
      title="Job Management"
      subtitle={pagination ? `${pagination.total} jobs` : undefined}
      actions={
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" /> Add Job
        </Button>
      }
      toolbar={
        <div className="flex flex-wrap items-center gap-4">
          <StatusFilter status={status} search={search} />
          <OwnerFilter path={JOBS_PATH} search={search} owner={owner} owners={options.owners} mineLabel="My jobs" />
        </div>
      }
      path={JOBS_PATH}
      search={search}
      error={error}
      toastError
      items={jobs}
      columns={columns(setEditing)}
      empty="No jobs found."
      pagination={pagination}
      page={page}
      pagesLabel="Job pages"
      renderView={(job, close) => <JobView job={job} onClose={close} />}
      confirmDelete={{
        title: 'Delete job?',
        description: (job) => `"${jobTitle(job)}" will be deleted. This cannot be undone.`,
      }}
    >
      <p className="mt-4 text-sm">
        <Link to="/blog" className={`${MIN_TARGET} text-brand-700 underline`}>
          See the public job board
        </Link>
      </p>
      {editing ? (
        <JobDialog job={editing === 'new' ? null : editing} options={options} onDone={() => setEditing(null)} />
      ) : null}
    </AdminList>
  );
}
