import { data } from 'react-router';
import type { ActionAnswer } from '~/components/admin/admin-list';
import { failureMessage, reportedFailure } from '~/lib/reported-failure.server';
import { ApiError, bodyFieldErrors } from '~/lib/api-error';
import { textField } from '~/lib/form-data.server';
import { sanitizeHtml, sanitizeStoredHtml } from '~/lib/html.server';
import { parsePage } from '~/lib/pagination';
import { handleArabicVersion, isArabicVersionIntent, loadArabicVersion } from '~/features/arabic-versions/index.server';
import { listJobOwners, staffTimeZone } from '~/features/staff/index.server';
import { applicationCountsByJob, deleteJob, listAdminJobs, listJobOptions, saveJob } from './api.server';
import { JOB_ARABIC } from './arabic-version';
import { parseJob, refusedJobAnswer, jobFieldErrors } from './schema';
import { jobState, ownerFilterParam, parseJobStatusFilter, type StaffJob } from './staff-job';

/** What deleting a job that no longer exists answers (404). */
export const JOB_GONE_MESSAGE = 'This job no longer exists: it may have been deleted already.';

/**
 * What the staff jobs page loads for `?page=`, `?status=` (a state: draft, open, closed, expired) and `?owner=` (mine,
 * none or a user id; docs/022-the-team.md): one page of jobs (descriptions sanitized, each with its state now, its
 * owner and its application count), the editor's job categories and authors, and the staff who may own a job; on a CMS
 * failure an empty list and 'Failed to fetch jobs.' (logged). With `?arabic=<documentId>` (the editor's "Arabic
 * version" loading it), also that job's Arabic version (`arabic`: null when it has none; undefined otherwise).
 * @throws what `reportedFailure` rethrows (a lost session).
 */
export async function loadStaffJobs(token: string, params: URLSearchParams) {
  const arabic = await loadArabicVersion(token, JOB_ARABIC, params);
  return { ...(await loadStaffJobList(token, params)), ...arabic };
}

async function loadStaffJobList(token: string, params: URLSearchParams) {
  const page = parsePage(params.get('page'));
  const status = parseJobStatusFilter(params.get('status'));
  const owner = ownerFilterParam(params.get('owner'));
  const now = new Date();
  try {
    const [{ jobs, pagination }, options, owners] = await Promise.all([
      listAdminJobs(token, { page, status, now, owner }),
      listJobOptions(token),
      listJobOwners(token),
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
      options: { ...options, owners },
      page,
      status,
      owner: owner ?? null,
      error: null,
    };
  } catch (error) {
    return {
      jobs: [] as StaffJob[],
      pagination: null,
      options: { categories: [], authors: [], owners: [] },
      page,
      status,
      owner: owner ?? null,
      error: reportedFailure(error, 'Failed to fetch jobs.'),
    };
  }
}

/**
 * The owner the editor's form hands the job to: its `owner` (a user id) when it differs from the `currentOwner` it
 * opened with; undefined to leave the owner as it is (a new job's is then its creator, the CMS's default).
 */
function changedOwner(formData: FormData): number | undefined {
  const owner = textField(formData, 'owner');
  if (!/^\d+$/.test(owner) || owner === textField(formData, 'currentOwner')) return undefined;
  return Number(owner);
}

/**
 * The jobs page's two intents: `save` creates or updates (documentId for updates; the description sanitized; the
 * closing date as `parseJob` reads it, in the staff member's time zone; the owner when it changes) and `delete`. Answers `{ ok, message, fieldErrors }`: 400 for an invalid or
 * refused save (what an open job lacks named on its fields, by the editor's check or the CMS's), 502 when a delete
 * fails.
 */
export async function handleStaffJobsAction(token: string, formData: FormData) {
  const documentId = textField(formData, 'documentId');
  if (isArabicVersionIntent(formData)) return handleArabicVersion(token, JOB_ARABIC, documentId, formData);
  if (formData.get('intent') === 'delete') {
    try {
      await deleteJob(token, documentId);
      return { ok: true, message: 'Job deleted' } satisfies ActionAnswer;
    } catch (error) {
      // Deleted meanwhile (by a colleague, in another tab): say so, not that the deletion failed.
      if (error instanceof ApiError && error.status === 404) {
        return data({ ok: false, message: JOB_GONE_MESSAGE } satisfies ActionAnswer, { status: 404 });
      }
      const message = reportedFailure(error, 'Failed to delete job.');
      return data({ ok: false, message } satisfies ActionAnswer, { status: 502 });
    }
  }
  const submission = parseJob(formData, await staffTimeZone(token));
  if (submission.status !== 'success') {
    return data(refusedJobAnswer(jobFieldErrors(submission)), { status: 400 });
  }
  const { documentId: _id, category, author, posted, description, ...fields } = submission.value;
  const owner = changedOwner(formData);
  try {
    await saveJob(token, documentId || null, {
      ...fields,
      description: description ? sanitizeHtml(description) : '',
      posted: posted ?? null,
      category: category || null,
      author: author || null,
      ...(owner === undefined ? {} : { owner }),
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
