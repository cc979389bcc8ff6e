import { data } from 'react-router';
import type { ActionAnswer } from '~/components/admin/admin-list';
import { failureMessage, reportedFailure } from '~/features/staff/session.server';
import { ApiError, bodyFieldErrors } from '~/lib/api-error';
import { textField } from '~/lib/form-data.server';
import { sanitizeHtml, sanitizeStoredHtml } from '~/lib/html.server';
import { parsePage } from '~/lib/pagination';
import { deleteJob, listAdminJobs, listJobOptions, saveJob } from './api.server';
import { parseJob } from './schema';
import { parseJobStatusFilter, type StaffJob } from './staff-job';

/**
 * What the staff jobs page loads for `?page=` and `?status=`: one page of jobs (descriptions sanitized) and the
 * editor's categories and authors; on a CMS failure an empty list and 'Failed to fetch jobs.' (logged).
 * @throws what `reportedFailure` rethrows (a lost session).
 */
export async function loadStaffJobs(token: string, params: URLSearchParams) {
  const page = parsePage(params.get('page'));
  const status = parseJobStatusFilter(params.get('status'));
  try {
    const [{ jobs, pagination }, options] = await Promise.all([
      listAdminJobs(token, { page, status }),
      listJobOptions(token),
    ]);
    return {
      jobs: jobs.map((job): StaffJob => ({ ...job, description: sanitizeStoredHtml(job.description) })),
      pagination,
      options,
      page,
      status,
      error: null,
    };
  } catch (error) {
    return {
      jobs: [] as StaffJob[],
      pagination: null,
      options: { categories: [], authors: [] },
      page,
      status,
      error: reportedFailure(error, 'Failed to fetch jobs.'),
    };
  }
}

/**
 * The jobs page's two intents: `save` creates or updates (documentId for updates; the description sanitized) and
 * `delete`. Answers `{ ok, message }`: 400 for an invalid or refused save, 502 when a delete fails.
 */
export async function handleStaffJobsAction(token: string, formData: FormData) {
  const documentId = textField(formData, 'documentId');
  if (formData.get('intent') === 'delete') {
    try {
      await deleteJob(token, documentId);
      return { ok: true, message: 'Job deleted' } satisfies ActionAnswer;
    } catch (error) {
      const message = reportedFailure(error, 'Failed to delete job.');
      return data({ ok: false, message } satisfies ActionAnswer, { status: 502 });
    }
  }
  const submission = parseJob(formData);
  if (submission.status !== 'success') {
    const fieldErrors = Object.fromEntries(
      Object.entries(submission.error ?? {}).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
    );
    const message = Object.values(fieldErrors).flat()[0] ?? 'Invalid job';
    return data({ ok: false, message, fieldErrors } satisfies ActionAnswer, { status: 400 });
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
    return { ok: true, message: documentId ? 'Job updated' : 'Job created' } satisfies ActionAnswer;
  } catch (error) {
    const answer: ActionAnswer = {
      ok: false,
      message: failureMessage(error, 'Failed to save job.'),
      fieldErrors: error instanceof ApiError ? bodyFieldErrors(error.body) : undefined,
    };
    return data(answer, { status: 400 });
  }
}
