import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { failureMessage, reportedFailure } from '~/features/staff/session.server';
import { ApiError } from '~/lib/api-error';
import { parsePage, parsePageSize } from '~/lib/pagination';
import { z } from '@agency/contract';
import { changeApplicationStatus, deleteApplication, listApplications } from './api.server';
import { APPLICATION_STATUSES } from '@agency/contract';
import { parseStatusFilter } from './rules';

/**
 * What the staff applications page loads for `?status=`, `?page=` and `?pageSize=`: one page of applications; on
 * a CMS failure an empty list and 'Error fetching applications' (logged).
 * @throws what `reportedFailure` rethrows (a lost session).
 */
export async function loadStaffApplications(token: string, params: URLSearchParams) {
  const status = parseStatusFilter(params.get('status'));
  const page = parsePage(params.get('page'));
  const pageSize = parsePageSize(params.get('pageSize'));
  try {
    const { applications, pagination } = await listApplications(token, { page, pageSize, status });
    return { applications, pagination, status, page, pageSize, error: null };
  } catch (error) {
    const message = reportedFailure(error, 'Error fetching applications');
    return { applications: [], pagination: null, status, page, pageSize, error: message };
  }
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

/**
 * The applications page's two intents: `status` (only moves spec §4 allows; the CMS checks again) and `delete`.
 * Answers `{ ok, message }`; a failure carries the CMS's status (502 without one), an invalid form 400.
 */
export async function handleStaffApplicationsAction(token: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: intentSchema });
  if (submission.status !== 'success') return data({ ok: false as const, message: 'Invalid request' }, { status: 400 });
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
}
