import { data } from 'react-router';
import type { ActionAnswer } from '~/components/admin/admin-list';
import { failureMessage, reportedFailure } from '~/lib/reported-failure.server';
import { ApiError, bodyFieldErrors } from '~/lib/api-error';
import { textField } from '~/lib/form-data.server';
import { sanitizeHtml, sanitizeStoredHtml } from '~/lib/html.server';
import { parsePage } from '~/lib/pagination';
import { applicationCountsByJob, deleteJob, listAdminJobs, listJobOptions, saveJob } from './api.server';
import { parseJob, refusedJobAnswer, jobFieldErrors } from './schema';
import { jobState, parseJobStatusFilter, type StaffJob } from './staff-job';

/**
 * What the staff jobs page loads for `?page=` and `?status=` (a state: draft, open, closed, expired): one page of jobs
 * (descriptions sanitized, each with its state now and its application count) and the editor's job categories and authors; on a CMS failure an empty list and 'Failed to fetch jobs.' (logged).
 * @throws what `reportedFailure` rethrows (a lost session).
 */
export async function loadStaffJobs(token: string, params: URLSearchParams) {
  const page = parsePage(params.get('page'));
  const status = parseJobStatusFilter(params.get('status'));
  const now = new Date();
  try {
    const [{ jobs, pagination }, options] = await Promise.all([
      listAdminJobs(token, { page, status, now }),
      listJobOptions(token),
    ]);
    const counts = await applicationCountsByJob(
      token,
      jobs.map((job) => job.documentId),
    );
    return {
      jobs: jobs.map((job): StaffJob => ({
        ...job,
        description: sanitizeStoredHtml(job.description),
        state: jobState(job, now),
        applications: counts[job.documentId] ?? 0,
      })),
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
 * The jobs page's two intents: `save` creates or updates (documentId for updates; the description sanitized; the
 * closing date as `parseJob` reads it) and `delete`. Answers `{ ok, message, fieldErrors }`: 400 for an invalid or
 * refused save (what an open job lacks named on its fields, by the editor's check or the CMS's), 502 when a delete
 * fails.
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
    return data(refusedJobAnswer(jobFieldErrors(submission)), { status: 400 });
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
    // The CMS's own message (it names what an open job lacks), and its field errors on their fields.
    const answer: ActionAnswer = {
      ok: false,
      message: failureMessage(error, 'Failed to save job.'),
      fieldErrors: error instanceof ApiError ? bodyFieldErrors(error.body) : undefined,
    };
    return data(answer, { status: 400 });
  }
}
