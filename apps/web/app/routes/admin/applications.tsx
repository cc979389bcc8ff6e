import { parseWithZod } from '@conform-to/zod/v4';
import { Download, Eye, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { data, Link, useFetcher, useNavigation } from 'react-router';
import { toast } from 'sonner';
import { z } from '~/lib/zod';
import type { Route } from './+types/applications';
import { Pagination } from '~/components/ui/pagination';
import { AdminPageHeader } from '~/components/admin/page-header';
import { StatusBadge } from '~/features/applications/components/status-badge';
import { Alert } from '~/components/ui/alert';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { buttonClasses } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { ApiError } from '~/lib/api-error';
import {
  changeApplicationStatus,
  deleteApplication,
  listApplications,
  type AdminApplication,
} from '~/features/applications/api.server';
import { assertSameOrigin } from '~/features/staff/admin-origin.server';
import {
  APPLICATION_STATUSES,
  COVER_LETTER_PREVIEW,
  nextStatuses,
  parseStatusFilter,
  STATUS_FILTERS,
} from '~/features/applications/rules';
import { pageWindow, parsePageSize } from '~/lib/pagination';
import { preview } from '~/lib/format';
import { withParams } from '~/lib/admin-url';
import { PageSizeSelect } from '~/components/admin/page-size-select';
import { cn } from '~/lib/cn';
import { formatDate } from '~/lib/format';
import { parsePage } from '~/lib/pagination';
import { pageTitle } from '~/lib/seo';
import { failureMessage, withStaff } from '~/features/staff/session.server';
import { readFormData } from '~/lib/form-data.server';

const PATH = '/blog/admin/applications';

/** /blog/admin/applications — one page of applications for the `?status=`, `?page=` and `?pageSize=` of the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const status = parseStatusFilter(params.get('status'));
  const page = parsePage(params.get('page'));
  const pageSize = parsePageSize(params.get('pageSize'));
  return withStaff({ request, context }, async ({ token }) => {
    try {
      const { applications, pagination } = await listApplications(token, { page, pageSize, status });
      return { applications, pagination, status, page, pageSize, error: null };
    } catch (error) {
      failureMessage(error, 'Error fetching applications');
      return { applications: [], pagination: null, status, page, pageSize, error: 'Error fetching applications' };
    }
  });
}

const intentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('status'), documentId: z.string().min(1), status: z.enum(APPLICATION_STATUSES) }),
  z.object({ intent: z.literal('delete'), documentId: z.string().min(1) }),
]);

/** With the CMS's message appended when it gave one (spec §8 "Admin applications"). */
function failure(prefix: string, error: unknown): string {
  const detail = failureMessage(error, prefix);
  if (error instanceof ApiError && error.status === 404) return 'Application not found';
  return detail && detail !== prefix ? `${prefix}: ${detail}` : prefix;
}

/** Status change (only moves spec §4 allows; the CMS checks again) and delete. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  return withStaff({ request, context }, async ({ token }) => {
    const submission = parseWithZod(await readFormData(request), { schema: intentSchema });
    if (submission.status !== 'success')
      return data({ ok: false as const, message: 'Invalid request' }, { status: 400 });
    const { intent, documentId } = submission.value;
    try {
      if (intent === 'status') {
        await changeApplicationStatus(token, documentId, submission.value.status);
        return { ok: true as const, message: `Status changed to ${submission.value.status}` };
      }
      await deleteApplication(token, documentId);
      return { ok: true as const, message: 'Application deleted' };
    } catch (error) {
      const message = failure(intent === 'status' ? 'Failed to update status' : 'Failed to delete application', error);
      return data(
        { ok: false as const, message },
        { status: error instanceof ApiError && error.status ? error.status : 502 },
      );
    }
  });
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Applications') },
  { name: 'robots', content: 'noindex' },
];

const FILTER_LABELS: Record<string, string> = { all: 'All' };

function Field({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function ApplicationDetails({ application, onClose }: { application: AdminApplication; onClose: () => void }) {
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== 'idle';
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) onClose();
  }, [fetcher.state, fetcher.data, onClose]);
  const moves = nextStatuses(application.job_status);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={application.fullName || 'Application'} className="max-w-2xl">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label="Status">
            <StatusBadge status={application.job_status} />
          </Field>
          <Field label="Applied">{formatDate(application.appliedAt) ?? '–'}</Field>
          <Field label="Email">
            <a className="text-brand-700 underline" href={`mailto:${application.email}`}>
              {application.email}
            </a>
          </Field>
          <Field label="Phone">{application.phone}</Field>
          <Field label="Job">{application.job?.title ?? 'Job no longer available'}</Field>
          <Field label="Company">{application.job?.company ?? '–'}</Field>
          <Field label="Cover letter" className="sm:col-span-2">
            <span className="whitespace-pre-wrap">{application.coverLetter}</span>
          </Field>
          <Field label="Resume">
            {application.resume ? (
              <a
                href={`/admin/applications/${application.documentId}/resume`}
                className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
                download
              >
                <Download aria-hidden="true" className="size-4" /> {application.resume.name ?? 'Download resume'}
              </a>
            ) : (
              'No resume'
            )}
          </Field>
        </dl>
        {fetcher.data && !fetcher.data.ok ? (
          <Alert tone="error" className="mt-4">
            {fetcher.data.message}
          </Alert>
        ) : null}
        <div className="mt-6 border-t border-slate-200 pt-4">
          <p className="text-sm font-medium text-slate-800">Change status</p>
          {moves.length > 0 ? (
            <fetcher.Form method="post" className="mt-2 flex flex-wrap gap-2">
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="documentId" value={application.documentId} />
              {moves.map((status) => (
                <button
                  key={status}
                  type="submit"
                  name="status"
                  value={status}
                  disabled={busy}
                  className={buttonClasses({ variant: 'outline', size: 'sm' })}
                >
                  Mark as {status}
                </button>
              ))}
            </fetcher.Form>
          ) : (
            <p className="mt-1 text-sm text-slate-600">
              {application.job_status} is final: the status cannot change any more.
            </p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

export default function Applications({ loaderData }: Route.ComponentProps) {
  const { applications, pagination, status, page, pageSize, error } = loaderData;
  const navigation = useNavigation();
  const search = new URLSearchParams({
    ...(status !== 'all' ? { status } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
    ...(pageSize !== 10 ? { pageSize: String(pageSize) } : {}),
  });
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminApplication | null>(null);
  const deleter = useFetcher<typeof action>();
  const viewed = applications.find((application) => application.documentId === viewing) ?? null;

  useEffect(() => {
    if (deleter.state !== 'idle' || !deleter.data) return;
    if (deleter.data.ok) {
      toast.success(deleter.data.message);
      setDeleting(null);
    } else toast.error('Error', { description: deleter.data.message });
  }, [deleter.state, deleter.data]);

  const total = pagination?.total ?? 0;
  return (
    <>
      <AdminPageHeader
        title="Job Applications"
        subtitle={`Total: ${total} application${total === 1 ? '' : 's'}`}
        logout
      />

      <div className="flex flex-wrap items-center justify-between gap-4">
        <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
          {STATUS_FILTERS.map((filter) => (
            <Link
              key={filter}
              to={withParams(PATH, search, { status: filter === 'all' ? null : filter })}
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
        <PageSizeSelect path={PATH} search={search} value={pageSize} />
      </div>

      {error ? (
        <Alert tone="error" className="mt-6">
          {error}
        </Alert>
      ) : null}
      {!error && applications.length === 0 ? (
        <p className="mt-6 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">No applications found.</p>
      ) : null}

      <ul aria-busy={navigation.state === 'loading'} className="mt-6 grid gap-4 md:grid-cols-2">
        {applications.map((application) => (
          <li
            key={application.documentId}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
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
              <p className="mt-3 flex-1 text-sm text-slate-700">
                {preview(application.coverLetter, COVER_LETTER_PREVIEW)}
              </p>
              <div className="mt-4 flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => setViewing(application.documentId)}
                  className={buttonClasses({ variant: 'outline', size: 'sm' })}
                >
                  <Eye aria-hidden="true" className="size-4" /> View details
                  <span className="sr-only"> of {application.fullName}</span>
                </button>
                <button
                  type="button"
                  onClick={() => setDeleting(application)}
                  className={buttonClasses({ variant: 'ghost', size: 'sm' }, 'text-red-700 hover:bg-red-50')}
                >
                  <Trash2 aria-hidden="true" className="size-4" /> Delete
                  <span className="sr-only"> application of {application.fullName}</span>
                </button>
              </div>
            </article>
          </li>
        ))}
      </ul>

      {pagination ? (
        <Pagination
          className="mt-6"
          items={pageWindow(page, pagination.pageCount)}
          page={page}
          pageCount={pagination.pageCount}
          hrefFor={(number) => withParams(PATH, search, { page: number })}
          label="Application pages"
        />
      ) : null}

      {viewed ? (
        <ApplicationDetails
          key={viewed.documentId + viewed.job_status}
          application={viewed}
          onClose={() => setViewing(null)}
        />
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete application?"
        description={
          deleting
            ? `The application of ${deleting.fullName} and its resume will be deleted. This cannot be undone.`
            : ''
        }
        busy={deleter.state !== 'idle'}
        onConfirm={() =>
          deleting && deleter.submit({ intent: 'delete', documentId: deleting.documentId }, { method: 'post' })
        }
      />
    </>
  );
}
