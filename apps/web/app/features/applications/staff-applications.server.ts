import { parseWithZod } from '@conform-to/zod/v4';
import { listJobOwners } from '~/features/staff/index.server';
import type { JobOwnerChoice } from '~/features/staff';
import { data } from 'react-router';
import { failureMessage, reportedFailure } from '~/lib/reported-failure.server';
import { ApiError } from '~/lib/api-error';
import { parsePage, parsePageSize } from '~/lib/pagination';
import {
  APPLICATION_NOTE_MAX,
  APPLICATION_STATUSES,
  applicationNoteSchema,
  DECISION_EMAIL_LIMITS,
  decisionEmailSchema,
  z,
} from '@agency/contract';
import {
  addApplicationNote,
  changeApplicationStatus,
  deleteApplication,
  listApplications,
  listJobChoices,
  type JobChoice,
} from './api.server';
import { parseApplicationFilters } from './rules';

/**
 * What the staff applications page loads for `?status=`, `?q=` (name or e-mail), `?job=`, `?page=`, `?pageSize=` and
 * `?view=` (the application whose details open):
 * one page of applications and the jobs of the job filter; on a CMS failure an empty list and 'Error fetching
 * applications' (logged).
 * @throws what `reportedFailure` rethrows (a lost session).
 */
export async function loadStaffApplications(token: string, params: URLSearchParams) {
  const filters = parseApplicationFilters(params);
  const page = parsePage(params.get('page'));
  const pageSize = parsePageSize(params.get('pageSize'));
  // `?view=<documentId>` opens that application's details (the staff alert email links to it).
  const view = params.get('view') || null;
  try {
    const [{ applications, pagination }, jobs, owners] = await Promise.all([
      listApplications(token, { ...filters, page, pageSize }),
      listJobChoices(token),
      listJobOwners(token),
    ]);
    return { applications, pagination, jobs, owners, ...filters, view, page, pageSize, error: null };
  } catch (error) {
    const message = reportedFailure(error, 'Error fetching applications');
    const jobs: JobChoice[] = [];
    const owners: JobOwnerChoice[] = [];
    return { applications: [], pagination: null, jobs, owners, ...filters, view, page, pageSize, error: message };
  }
}

/** What staff read when the decision email they ticked has no subject or message, or too long a one. */
const DECISION_EMAIL_INCOMPLETE = `The email to the applicant needs a subject (at most ${DECISION_EMAIL_LIMITS.subject} characters) and a message (at most ${DECISION_EMAIL_LIMITS.message}).`;

/** The words of a refused note (the rule is the contract's `applicationNoteSchema`). */
const NOTE_MESSAGES = {
  missing: 'Please write a note.',
  tooLong: `A note must be at most ${APPLICATION_NOTE_MAX} characters.`,
};

/** Checks a note's text with the contract's rule. @returns the cleaned text, or the message for staff. */
export function parseNote(value: unknown): { ok: true; text: string } | { ok: false; message: string } {
  const result = applicationNoteSchema.safeParse({ text: typeof value === 'string' ? value : '' });
  if (result.success) return { ok: true, text: result.data.text };
  return {
    ok: false,
    message: result.error.issues[0]?.code === 'too_big' ? NOTE_MESSAGES.tooLong : NOTE_MESSAGES.missing,
  };
}

const intentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('note'), documentId: z.string().min(1), text: z.string().optional() }),
  z.object({
    intent: z.literal('status'),
    documentId: z.string().min(1),
    status: z.enum(APPLICATION_STATUSES),
    // With a move to Accepted or Rejected: the decision email to send the applicant (checked below, and by the CMS).
    notify: z.literal('on').optional(),
    subject: z.string().optional(),
    message: z.string().optional(),
  }),
  z.object({ intent: z.literal('delete'), documentId: z.string().min(1) }),
]);

/** With the CMS's message appended when it gave one (docs/000-product.md §8 "Admin applications"). */
function failure(prefix: string, error: unknown): string {
  const detail = failureMessage(error, prefix);
  if (error instanceof ApiError && error.status === 404) return 'Application not found';
  return detail && detail !== prefix ? `${prefix}: ${detail}` : prefix;
}

/**
 * The applications page's intents: `status` (only moves docs/000-product.md §4 allows; the CMS checks again), `note` (a
 * staff note, checked with the contract's rule here and in the CMS) and `delete`. Answers `{ ok, message }`; a failure
 * carries the CMS's status (502 without one), an invalid form 400.
 */
export async function handleStaffApplicationsAction(token: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: intentSchema });
  if (submission.status !== 'success') return data({ ok: false as const, message: 'Invalid request' }, { status: 400 });
  const { intent, documentId } = submission.value;
  if (intent === 'note') {
    const note = parseNote(submission.value.text);
    if (!note.ok) return data({ ok: false as const, message: note.message }, { status: 400 });
    try {
      await addApplicationNote(token, documentId, note.text);
      return { ok: true as const, message: 'Note added' };
    } catch (error) {
      const message = failure('Failed to add note', error);
      return data(
        { ok: false as const, message },
        { status: error instanceof ApiError && error.status ? error.status : 502 },
      );
    }
  }
  try {
    if (intent === 'status') {
      const { status, notify, subject, message } = submission.value;
      const email = notify ? decisionEmailSchema.safeParse({ subject, message }) : null;
      if (email && !email.success) {
        return data({ ok: false as const, message: DECISION_EMAIL_INCOMPLETE }, { status: 400 });
      }
      await changeApplicationStatus(token, documentId, status, email?.data);
      const sent = email ? '. The applicant will receive your email.' : '';
      return { ok: true as const, message: `Status changed to ${status}${sent}` };
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
