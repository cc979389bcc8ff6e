import { parseWithZod } from '@conform-to/zod/v4';
import { listJobOwners } from '~/features/staff/index.server';
import type { JobOwnerChoice } from '~/features/staff';
import { data } from 'react-router';
import { failureMessage, refusalMessage, reportedFailure } from '~/lib/reported-failure.server';
import { ApiError } from '~/lib/api-error';
import { parsePage, parsePageSize } from '~/lib/pagination';
import {
  APPLICATION_NOTE_MAX,
  APPLICATION_STATUSES,
  applicationNoteSchema,
  bulkStatusMessage,
  DECISION_EMAIL_LIMITS,
  decisionEmailSchema,
  stageLabel,
  stageMoveSchema,
  STAGE_COMMENT_MAX,
  submissionInputSchema,
  SUBMISSION_SUMMARY_MAX,
  z,
} from '@agency/contract';
import {
  addApplicationNote,
  applicationSubmissions,
  changeApplicationStatus,
  deleteApplication,
  findApplication,
  listApplications,
  listJobChoices,
  moveApplicationsInBulk,
  moveSubmission,
  submitToClient,
  withdrawSubmission,
  type AdminApplication,
  type ApplicationSubmission,
  type JobChoice,
} from './api.server';
import { parseApplicationFilters, parseDocumentId, type ApplicationFilters } from './rules';

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
  // `?view=<documentId>` opens that application's details (the staff alert email and the dashboard link to it; the
  // list's View details sets it): read again at every load, also when the application is not on this page or left
  // the filter after a move, so that its dialog stays open (docs/023-talent-pool.md "Bulk actions and the application
  // dialog").
  const view = parseDocumentId(params.get('view'));
  const shown = { ...filters, view, page, pageSize };
  try {
    const [{ applications, pagination }, jobs, owners] = await Promise.all([
      listApplications(token, { ...filters, page, pageSize }),
      listJobChoices(token),
      listJobOwners(token),
    ]);
    const [viewed, viewedSubmissions] = view
      ? await Promise.all([
          applications.find((application) => application.documentId === view) ?? findApplication(token, view),
          // The open application's submissions to the client (docs/024-employers.md); none when it is gone.
          applicationSubmissions(token, view).catch((error: unknown) => {
            if (error instanceof ApiError && error.status === 404) return [];
            throw error;
          }),
        ])
      : [null, []];
    return { applications, pagination, jobs, owners, ...shown, viewed, viewedSubmissions, error: null };
  } catch (error) {
    const message = reportedFailure(error, 'Error fetching applications');
    const jobs: JobChoice[] = [];
    const owners: JobOwnerChoice[] = [];
    const viewed: AdminApplication | null = null;
    const viewedSubmissions: ApplicationSubmission[] = [];
    return { applications: [], pagination: null, jobs, owners, ...shown, viewed, viewedSubmissions, error: message };
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
  z.object({ intent: z.literal('submit'), documentId: z.string().min(1), summary: z.string().optional() }),
  z.object({ intent: z.literal('withdraw-submission'), documentId: z.string().min(1), submission: z.string().min(1) }),
  z.object({
    intent: z.literal('move-submission'),
    documentId: z.string().min(1),
    submission: z.string().min(1),
    to: z.string().optional(),
    round: z.string().optional(),
    reason: z.string().optional(),
    comment: z.string().optional(),
  }),
]);

/** A move of the submission's stage as the form sends it (`move-submission`). */
type StageMoveForm = {
  intent: 'move-submission';
  documentId: string;
  submission: string;
  to?: string;
  round?: string;
  reason?: string;
  comment?: string;
};

/** The words of a refused move form (the rule is the contract's `stageMoveSchema`). */
const STAGE_MOVE_MESSAGES = {
  to: 'Choose the stage to move to.',
  reason: 'Choose the reason for the final outcome.',
  comment: `A comment must be at most ${STAGE_COMMENT_MAX.toLocaleString('en')} characters.`,
};

/**
 * `move-submission`: the submission moved to another stage (docs/025-placements.md "Stages"): the form checked with the
 * contract's `stageMoveSchema` (the round it expects goes only with a move to Interviewing, so that a form sent twice
 * does not skip a round), then the CMS, which checks the move itself (`stageMoveProblem`) and answers in its words,
 * shown in place (`refusalMessage`: also its 403 for another member's job; only a lost session signs out).
 */
async function handleStageMove(token: string, value: StageMoveForm) {
  const round = Number(value.round);
  const parsed = stageMoveSchema.safeParse({
    to: value.to || undefined,
    round: value.to === 'interviewing' && Number.isInteger(round) && round > 0 ? round : undefined,
    reason: value.reason ?? '',
    comment: value.comment ?? '',
  });
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'to') as keyof typeof STAGE_MOVE_MESSAGES;
    const message = STAGE_MOVE_MESSAGES[field] ?? STAGE_MOVE_MESSAGES.to;
    return data({ ok: false as const, message: `Not moved: ${message}` }, { status: 400 });
  }
  try {
    const { round } = await moveSubmission(token, value.submission, parsed.data);
    const label = stageLabel({ stage: parsed.data.to, round, outcome: parsed.data.reason || null });
    return { ok: true as const, message: `Moved to ${label}.` };
  } catch (error) {
    const message =
      error instanceof ApiError && error.status && error.status < 500
        ? `Not moved: ${refusalMessage(error, 'Not moved')}`
        : failure('Not moved', error);
    return data(
      { ok: false as const, message },
      { status: error instanceof ApiError && error.status ? error.status : 502 },
    );
  }
}

/** The words of a refused summary (the contract's rule). */
const SUMMARY_MESSAGE = `Write a summary for the client, at most ${SUBMISSION_SUMMARY_MAX.toLocaleString('en')} characters.`;

/**
 * `submit`: the applicant put forward to the job's client with a summary (the contract's rule, checked again by the CMS,
 * which also refuses a second submission and a sourced candidate without consent, in its own words); `withdraw-submission`.
 * The CMS's refusals are shown in place (`refusalMessage`), another member's job's 403 too.
 */
async function handleSubmission(
  token: string,
  value:
    | { intent: 'submit'; documentId: string; summary?: string }
    | { intent: 'withdraw-submission'; documentId: string; submission: string },
) {
  try {
    if (value.intent === 'withdraw-submission') {
      await withdrawSubmission(token, value.submission);
      return { ok: true as const, message: 'Submission withdrawn: the client no longer sees this candidate.' };
    }
    const summary = submissionInputSchema.safeParse({ summary: value.summary ?? '' });
    if (!summary.success) return data({ ok: false as const, message: SUMMARY_MESSAGE }, { status: 400 });
    await submitToClient(token, value.documentId, summary.data.summary);
    return { ok: true as const, message: 'Submitted to the client.' };
  } catch (error) {
    const prefix = value.intent === 'submit' ? 'Not submitted' : 'Not withdrawn';
    const message =
      error instanceof ApiError && error.status && error.status < 500
        ? `${prefix}: ${refusalMessage(error, prefix)}`
        : failure(prefix, error);
    return data(
      { ok: false as const, message },
      { status: error instanceof ApiError && error.status ? error.status : 502 },
    );
  }
}

/** With the CMS's message appended when it gave one (docs/000-product.md §8 "Admin applications"). */
function failure(prefix: string, error: unknown): string {
  const detail = failureMessage(error, prefix);
  if (error instanceof ApiError && error.status === 404) return 'Application not found';
  return detail && detail !== prefix ? `${prefix}: ${detail}` : prefix;
}

/** The answer of a bulk action: its sentence, and the counts for the page to read. */
export interface BulkAnswer {
  ok: boolean;
  intent: 'bulk-status';
  message: string;
  moved: number;
  refused: number;
}

/**
 * Which applications a bulk form names (docs/023-talent-pool.md "Bulk actions and the application dialog"):
 * `allMatching=on` every application the list's filters (the form's `status`, `q`, `job`, `owner`) find;
 * else `allOnPage=on` the page's `pageIds`; else the ticked `ids`. Malformed ids are dropped; null when none is named.
 */
export function bulkTarget(
  formData: Pick<FormData, 'get' | 'getAll'> | URLSearchParams,
): { documentIds: string[] } | { filters: ApplicationFilters } | null {
  if (formData.get('allMatching') === 'on') {
    const params = new URLSearchParams();
    for (const name of ['status', 'q', 'job', 'owner']) {
      const value = formData.get(name);
      if (typeof value === 'string') params.set(name, value);
    }
    return { filters: parseApplicationFilters(params) };
  }
  const field = formData.get('allOnPage') === 'on' ? 'pageIds' : 'ids';
  const documentIds = [
    ...new Set(
      formData.getAll(field).flatMap((value) => parseDocumentId(typeof value === 'string' ? value : null) ?? []),
    ),
  ];
  return documentIds.length > 0 ? { documentIds } : null;
}

/**
 * `intent=bulk-status`: moves the applications the form names (`bulkTarget`) to `to`; the CMS checks each move with
 * the contract's one rule. Answers the truth in one sentence (`bulkStatusMessage`: "12 moved to Reviewed; 3 could not
 * move: …"); nothing named or an unknown status is a 400, the CMS's refusal (more than APPLICATION_BULK_MAX) its
 * status with its words.
 */
async function handleBulkStatus(token: string, formData: FormData) {
  const to = z.enum(APPLICATION_STATUSES).safeParse(formData.get('to'));
  const target = bulkTarget(formData);
  const refuse = (message: string, status: number) =>
    data<BulkAnswer>({ ok: false, intent: 'bulk-status', message, moved: 0, refused: 0 }, { status });
  if (!to.success) return refuse('Choose the status to move the applications to.', 400);
  if (!target) return refuse('Select at least one application.', 400);
  try {
    const result = await moveApplicationsInBulk(token, to.data, target);
    return data<BulkAnswer>({
      ok: result.moved.length > 0 || result.refused.length === 0,
      intent: 'bulk-status',
      message: bulkStatusMessage(result),
      moved: result.moved.length,
      refused: result.refused.length,
    });
  } catch (error) {
    // One transaction in the CMS: a failure moved nothing, and says so.
    const detail = failureMessage(error, 'Failed to move the applications');
    return refuse(`Nothing was moved. ${detail}`, error instanceof ApiError && error.status ? error.status : 502);
  }
}

/**
 * The applications page's intents: `status` (only moves docs/000-product.md §4 allows; the CMS checks again), `note` (a
 * staff note, checked with the contract's rule here and in the CMS) and `delete`. Answers `{ ok, message }`; a failure
 * carries the CMS's status (502 without one), an invalid form 400; `bulk-status` (`handleBulkStatus`).
 */
export async function handleStaffApplicationsAction(token: string, formData: FormData) {
  // The bulk form's actions (docs/023-talent-pool.md "Bulk actions and the application dialog"). Its other actions:
  // "Export selection" is a GET of the export route; "Add a tag" and "Add to a job" (`bulk-tag`, `bulk-add-to-job`)
  // are sourcing's, composed by the route module (docs/023-talent-pool.md "Sourcing").
  if (formData.get('intent') === 'bulk-status') return handleBulkStatus(token, formData);
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
  if (intent === 'submit' || intent === 'withdraw-submission') return handleSubmission(token, submission.value);
  if (intent === 'move-submission') return handleStageMove(token, submission.value);
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
