import { parseWithZod } from '@conform-to/zod/v4';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { data, Link, useFetcher, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { Route } from './+types/jobs';
import { Pagination } from '~/components/ui/pagination';
import { AdminPageHeader } from '~/components/admin/page-header';
import { RichTextEditor } from '~/components/admin/rich-text-editor';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Alert } from '~/components/ui/alert';
import { DataTable, EmptyRow } from '~/components/ui/data-table';
import { RowActions } from '~/components/admin/row-actions';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import {
  deleteJob,
  listAdminJobs,
  listJobOptions,
  saveJob,
  type AdminJob,
  type Option,
} from '~/features/jobs/api.server';
import { assertSameOrigin } from '~/features/staff/admin-origin.server';
import { jobSlug, todayIso } from '~/features/jobs/rules';
import { pageWindow } from '~/lib/pagination';
import { jobSchema } from '~/features/jobs/schema';
import { withParams } from '~/lib/admin-url';
import { formatDate } from '~/lib/format';
import { sanitizeHtml, sanitizeStoredHtml } from '~/lib/html.server';
import type { SafeHtml } from '~/lib/safe-html';
import { JOB_DEFAULTS } from '~/features/jobs/jobs';
import { parsePage } from '~/lib/pagination';
import { pageTitle } from '~/lib/seo';
import { failureMessage, withStaff } from '~/features/staff/session.server';
import { readFormData } from '~/lib/form-data.server';
import { HtmlContent } from '~/components/ui/html-content';

const PATH = '/admin/jobs';

/** A job as this page shows it: its description sanitized for the view dialog and the editor. */
type StaffJob = Omit<AdminJob, 'description'> & { description: SafeHtml | null };
type JobStatusFilter = 'all' | 'open' | 'closed';
const parseFilter = (value: string | null): JobStatusFilter => (value === 'open' || value === 'closed' ? value : 'all');

/** /admin/jobs — jobs newest first, 10 a page, `?status=` open/closed, with the editor's categories and authors. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = parsePage(params.get('page'));
  const status = parseFilter(params.get('status'));
  return withStaff({ request, context }, async ({ token }) => {
    try {
      const [{ jobs, pagination }, options] = await Promise.all([
        listAdminJobs(token, { page, status }),
        listJobOptions(token),
      ]);
      return {
        jobs: jobs.map((job) => ({ ...job, description: sanitizeStoredHtml(job.description) })),
        pagination,
        options,
        page,
        status,
        error: null,
      };
    } catch (error) {
      failureMessage(error, 'Failed to fetch jobs.');
      return {
        jobs: [] as StaffJob[],
        pagination: null,
        options: { categories: [], authors: [] },
        page,
        status,
        error: 'Failed to fetch jobs.',
      };
    }
  });
}

type ActionResult = { ok: true; message: string } | { ok: false; message: string };

/** Create or update (`intent=save`, documentId for updates) and delete (`intent=delete`). */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  return withStaff({ request, context }, async ({ token }) => {
    const formData = await readFormData(request);
    const documentId = String(formData.get('documentId') ?? '');
    if (formData.get('intent') === 'delete') {
      try {
        await deleteJob(token, documentId);
        return { ok: true, message: 'Job deleted' } satisfies ActionResult;
      } catch (error) {
        failureMessage(error, 'Failed to delete job.');
        return data({ ok: false, message: 'Failed to delete job.' } satisfies ActionResult, { status: 502 });
      }
    }
    const submission = parseWithZod(formData, { schema: jobSchema });
    if (submission.status !== 'success') {
      const message = Object.values(submission.error ?? {}).flat()[0] ?? 'Invalid job';
      return data({ ok: false, message } satisfies ActionResult, { status: 400 });
    }
    const { documentId: _id, category, author, posted, description, ...fields } = submission.value;
    try {
      await saveJob(token, documentId || null, {
        ...fields,
        description: description ? sanitizeHtml(description) : '',
        posted: posted ?? null,
        category: category || null,
        author: author || null,
      });
      return { ok: true, message: documentId ? 'Job updated' : 'Job created' } satisfies ActionResult;
    } catch (error) {
      return data({ ok: false, message: failureMessage(error, 'Failed to save job.') } satisfies ActionResult, {
        status: 400,
      });
    }
  });
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Job Management') },
  { name: 'robots', content: 'noindex' },
];

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600';

function TextField({
  name,
  label,
  defaultValue,
  ...props
}: { name: string; label: string; defaultValue?: string | null } & Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'defaultValue'
>) {
  return (
    <div>
      <label htmlFor={`job-${name}`} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input id={`job-${name}`} name={name} defaultValue={defaultValue ?? ''} className={inputClass} {...props} />
    </div>
  );
}

function OptionSelect({
  name,
  label,
  options,
  value,
}: {
  name: string;
  label: string;
  options: Option[];
  value?: string;
}) {
  return (
    <div>
      <label htmlFor={`job-${name}`} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={`job-${name}`} name={name} defaultValue={value ?? ''} className={inputClass}>
        <option value="">None</option>
        {options.map((option) => (
          <option key={option.documentId} value={option.documentId}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The add/edit dialog: every job field; slug from the title when creating or when empty (spec §5), editable. */
function JobDialog({
  job,
  options,
  onDone,
}: {
  job: StaffJob | null;
  options: { categories: Option[]; authors: Option[] };
  onDone: () => void;
}) {
  const fetcher = useFetcher<typeof action>();
  const [title, setTitle] = useState(job?.title ?? '');
  const [slug, setSlug] = useState(job?.slug ?? '');
  const [slugEdited, setSlugEdited] = useState(false);
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    if (fetcher.data.ok) {
      toast.success(fetcher.data.message);
      onDone();
    } else toast.error('Error', { description: fetcher.data.message });
  }, [fetcher.state, fetcher.data, onDone]);

  function changeTitle(value: string) {
    setTitle(value);
    if ((!job && !slugEdited) || slug === '') setSlug(jobSlug(value));
  }

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onDone())}>
      <DialogContent title={job ? 'Edit Job' : 'Add New Job'} className="max-w-3xl">
        <fetcher.Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="save" />
          {job ? <input type="hidden" name="documentId" value={job.documentId} /> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="job-title" className="text-sm font-medium text-slate-800">
                Title
              </label>
              <input
                id="job-title"
                name="title"
                value={title}
                onChange={(event) => changeTitle(event.target.value)}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor="job-slug" className="text-sm font-medium text-slate-800">
                Slug
              </label>
              <input
                id="job-slug"
                name="slug"
                value={slug}
                onChange={(event) => {
                  setSlug(event.target.value);
                  setSlugEdited(true);
                }}
                className={inputClass}
              />
            </div>
            <TextField name="company" label="Company" defaultValue={job?.company} />
            <TextField name="location" label="Location" defaultValue={job?.location} />
            <TextField name="salary" label="Salary" defaultValue={job?.salary} />
            <TextField name="type" label="Job type" defaultValue={job?.type} placeholder="Full-time" />
            <TextField name="experience" label="Experience" defaultValue={job?.experience} />
            <TextField name="posted" label="Posted date" type="date" defaultValue={job ? job.posted : todayIso()} />
            <OptionSelect
              name="category"
              label="Category"
              options={options.categories}
              value={job?.category?.documentId}
            />
            <OptionSelect name="author" label="Posted by" options={options.authors} value={job?.author?.documentId} />
            <div>
              <label htmlFor="job-status" className="text-sm font-medium text-slate-800">
                Status
              </label>
              <select id="job-status" name="status" defaultValue={job?.status ?? 'open'} className={inputClass}>
                <option value="open">open</option>
                <option value="closed">closed</option>
              </select>
            </div>
            <div className="flex items-end gap-2 pb-2">
              <input
                id="job-featured"
                name="featured"
                type="checkbox"
                defaultChecked={job?.featured ?? false}
                className="size-4"
              />
              <label htmlFor="job-featured" className="text-sm font-medium text-slate-800">
                Featured
              </label>
            </div>
          </div>
          <TextField name="skills" label="Skills (comma-separated)" defaultValue={job?.skills} />
          <div>
            <span id="job-description-label" className="text-sm font-medium text-slate-800">
              Description
            </span>
            <RichTextEditor
              name="description"
              labelId="job-description-label"
              defaultValue={job?.description ?? null}
            />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={onDone} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={busy}>
              {busy ? 'Saving...' : job ? 'Update Job' : 'Create Job'}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

function JobView({ job, onClose }: { job: StaffJob; onClose: () => void }) {
  const rows: Array<[string, string]> = [
    ['Company', job.company || JOB_DEFAULTS.company],
    ['Slug', job.slug || '–'],
    ['Location', job.location || JOB_DEFAULTS.location],
    ['Salary', job.salary || JOB_DEFAULTS.salary],
    ['Job type', job.type || JOB_DEFAULTS.type],
    ['Experience', job.experience || JOB_DEFAULTS.experience],
    ['Posted', formatDate(job.posted) ?? '–'],
    ['Category', job.category?.name || JOB_DEFAULTS.category],
    ['Posted by', job.author?.name || JOB_DEFAULTS.author],
    ['Status', job.status ?? 'open'],
    ['Featured', job.featured ? 'Yes' : 'No'],
    ['Skills', job.skills || '–'],
  ];
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={job.title || JOB_DEFAULTS.title} className="max-w-2xl">
        <dl className="grid gap-3 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
              <dd className="text-sm text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-4 text-sm font-semibold text-slate-900">Description</h3>
        {job.description ? (
          <HtmlContent className="prose prose-slate prose-sm mt-1 max-w-none" html={job.description} />
        ) : (
          <p className="mt-1 text-sm text-slate-700">{JOB_DEFAULTS.description}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { jobs, pagination, options, page, status, error } = loaderData;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<StaffJob | 'new' | null>(searchParams.get('new') ? 'new' : null);
  const [viewing, setViewing] = useState<StaffJob | null>(null);
  const [deleting, setDeleting] = useState<StaffJob | null>(null);
  const deleter = useFetcher<typeof action>();

  useEffect(() => {
    if (error) toast.error('Error', { description: error });
  }, [error]);
  useEffect(() => {
    if (deleter.state !== 'idle' || !deleter.data) return;
    if (deleter.data.ok) {
      toast.success(deleter.data.message);
      setDeleting(null);
    } else toast.error('Error', { description: deleter.data.message });
  }, [deleter.state, deleter.data]);

  const search = new URLSearchParams(status === 'all' ? {} : { status });
  return (
    <>
      <AdminPageHeader title="Job Management" subtitle={pagination ? `${pagination.total} jobs` : undefined}>
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" /> Add Job
        </Button>
      </AdminPageHeader>

      <label className="inline-flex items-center gap-2 text-sm text-slate-700">
        Status
        <select
          value={status}
          onChange={(event) =>
            navigate(withParams(PATH, search, { status: event.target.value === 'all' ? null : event.target.value }))
          }
          className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
        >
          <option value="all">All</option>
          <option value="open">Open</option>
          <option value="closed">Closed</option>
        </select>
      </label>

      {error ? (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      ) : null}

      <DataTable
        className="mt-4"
        columns={[
          { label: 'Title' },
          { label: 'Company' },
          { label: 'Location' },
          { label: 'Status' },
          { label: 'Posted' },
          { label: 'Actions', align: 'right' },
        ]}
      >
        {jobs.length === 0 ? <EmptyRow colSpan={6}>No jobs found.</EmptyRow> : null}
        {jobs.map((job) => (
          <tr key={job.documentId}>
            <td className="px-4 py-3 font-medium text-slate-900">
              {job.title || JOB_DEFAULTS.title}
              <span className="block text-xs font-normal text-slate-500">{job.slug}</span>
            </td>
            <td className="px-4 py-3 text-slate-700">{job.company || '–'}</td>
            <td className="px-4 py-3 text-slate-700">{job.location || '–'}</td>
            <td className="px-4 py-3">
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${job.status === 'closed' ? 'bg-slate-200 text-slate-800' : 'bg-green-100 text-green-900'}`}
              >
                {job.status ?? 'open'}
              </span>
            </td>
            <td className="px-4 py-3 text-slate-700">{formatDate(job.posted) ?? '–'}</td>
            <td className="px-4 py-3">
              <RowActions
                name={job.title ?? ''}
                onView={() => setViewing(job)}
                edit={() => setEditing(job)}
                onDelete={() => setDeleting(job)}
              />
            </td>
          </tr>
        ))}
      </DataTable>

      {pagination ? (
        <Pagination
          className="mt-6"
          items={pageWindow(page, pagination.pageCount)}
          page={page}
          pageCount={pagination.pageCount}
          hrefFor={(number) => withParams(PATH, search, { page: number })}
          label="Job pages"
        />
      ) : null}
      <p className="mt-4 text-sm">
        <Link to="/blog" className="text-brand-700 underline">
          See the public job board
        </Link>
      </p>

      {editing ? (
        <JobDialog job={editing === 'new' ? null : editing} options={options} onDone={() => setEditing(null)} />
      ) : null}
      {viewing ? <JobView job={viewing} onClose={() => setViewing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete job?"
        description={deleting ? `"${deleting.title}" will be deleted. This cannot be undone.` : ''}
        busy={deleter.state !== 'idle'}
        onConfirm={() =>
          deleting && deleter.submit({ intent: 'delete', documentId: deleting.documentId }, { method: 'post' })
        }
      />
    </>
  );
}
