import {
  APPLICATION_STATUSES,
  SUBMISSION_STAGE_VALUES,
  z,
  type ApplicationBulkResult,
  type ApplicationStatus,
  type DecisionEmail,
  type Language,
  type StageMoveInput,
  type StoredScreeningAnswer,
} from '@agency/contract';
import { ApiError, isCmsUnavailable } from '~/lib/api-error';
import {
  cmsFetch,
  cmsList,
  cmsListAll,
  cmsRequest,
  cmsSendForm,
  cmsText as text,
  type Pagination,
} from '~/lib/cms-client.server';
import { multipartBody, type MultipartBody } from '~/lib/multipart.server';
import { applicationQuery, type ApplicationFilters } from './rules';
import { log } from '~/lib/log.server';

/**
 * Applications in the CMS, server only: the public submission (the apply form streamed on, retried while the CMS
 * is unavailable) and the staff calls (list, status, delete, resume download; docs/000-product.md §14).
 * @throws ApiError (docs/000-product.md §8 message rule) for any failure.
 */

/**
 * The CMS could not be reached, or answered only that it was unavailable, until `submitApplication` gave up, and at
 * least one attempt may have arrived: whether the application was stored is not known.
 */
export class UnconfirmedSubmissionError extends ApiError {}

/** Waits before the next attempt, growing from 0.5 s to 4 s. */
const RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000];
/** Attempts stop being started this long after the first (a CMS restart takes about 10 s). */
const SUBMIT_DEADLINE_MS = 60_000;
/** One attempt may take this long: under a crowd the CMS needs seconds per application. */
const ATTEMPT_TIMEOUT_MS = 60_000;
/** Answers that mean the CMS, or a proxy in front of it, was unavailable: worth another attempt. */
const UNAVAILABLE = new Set([502, 503, 504]);

/** True when the request never left (the connection was refused): the CMS cannot have stored anything. */
function neverSent(error: ApiError): boolean {
  for (let cause = error.cause; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === 'ECONNREFUSED') return true;
  }
  return false;
}

/**
 * The apply form as docs/000-product.md §14's one multipart request: `data`, the JSON of its text fields as they were
 * typed (fullName, email, phone, coverLetter, job, consent, idempotencyKey; the CMS checks them again with the
 * contract's schema, which drops the others, such as the honeypot) and `language`, the page's (the confirmation
 * e-mail's; whatever the form carried), and the file `files.resume`.
 */
function applicationBody(form: FormData, language: Language): MultipartBody {
  const fields: Record<string, string> = {};
  let resume: File | undefined;
  for (const [name, value] of form) {
    if (typeof value === 'string') fields[name] = value;
    else if (name === 'resume') resume ??= value;
  }
  fields.language = language;
  return multipartBody(
    resume
      ? [
          ['data', JSON.stringify(fields)],
          ['files.resume', resume],
        ]
      : [['data', JSON.stringify(fields)]],
  );
}

/**
 * Hands the apply form to the CMS (`POST /job-applications`, `applicationBody`), streamed: the resume is read from
 * where `form` keeps it (a temp file, lib/multipart.server.ts) as it is sent, and read again for another attempt.
 * The caller has checked the form already (`parseApplication`).
 * An applicant is told the truth (docs/007-honest-application-intake.md): while the CMS is unavailable (no answer, 502,
 * 503, 504) the same form, with the same idempotency key, is sent again for up to a minute, so that a CMS restart
 * neither loses the application nor stores it twice. The CMS's own 503 (`isCmsUnavailable`: its database or storage
 * out of reach, nothing taken) is not sent again.
 * Resolves once the CMS has answered 2xx: it stored the application (or had stored it already, for a repeated key).
 * `clientIp` (the applicant's address) goes with it, so that the CMS's own per-client limit counts visitors; `language`
 * (the page's, `submissionLanguage`) so that the CMS writes the confirmation in it.
 * @throws ApiError with the CMS's status and message when it refuses (nothing was stored), its own 503 among them; a
 *         network error (no status) when it could never be reached (nothing was stored); `UnconfirmedSubmissionError`
 *         when it was not reachable in time after an attempt that may have arrived.
 */
export async function submitApplication(form: FormData, clientIp: string, language: Language): Promise<void> {
  const body = applicationBody(form, language);
  const started = Date.now();
  let mayHaveArrived = false;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await cmsSendForm('/job-applications', body, { timeoutMs: ATTEMPT_TIMEOUT_MS, clientIp });
      return;
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== undefined && !UNAVAILABLE.has(error.status))) throw error;
      // The CMS itself answered that its database or storage is out of reach: it took nothing this time, and an
      // outage outlasts a minute of attempts. Unless an earlier attempt may have arrived, that is a failure to say.
      if (isCmsUnavailable(error)) {
        if (!mayHaveArrived) throw error;
        throw new UnconfirmedSubmissionError(error.message, { status: error.status, body: error.body, cause: error });
      }
      mayHaveArrived ||= !neverSent(error);
      const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)];
      if (Date.now() + delay - started > SUBMIT_DEADLINE_MS) {
        if (!mayHaveArrived) throw error;
        throw new UnconfirmedSubmissionError(error.message, { status: error.status, body: error.body, cause: error });
      }
      log.warn({ err: error }, `Application not handed to the CMS; trying again in ${delay} ms.`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

const noteSchema = z.object({ documentId: z.string(), text: z.string(), author: text, writtenAt: text });
const statusChangeSchema = z.object({ documentId: z.string(), from: text, to: text, actor: text, changedAt: text });

const applicationSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  fullName: text,
  email: text,
  phone: text,
  coverLetter: text,
  job_status: text,
  appliedAt: text,
  /** The language of the page it was sent from (en, ar; none before issue 23: English): the decision e-mail's draft. */
  language: text,
  /** When and to which words the applicant agreed; older applications have no wording. */
  consentAt: text,
  consentText: text,
  /** When the job was deleted, for an application that outlived its job (retention counts from it). */
  jobDeletedAt: text,
  job: z.object({ documentId: z.string().optional(), title: text, company: text, slug: text }).nullish(),
  resume: z.object({ name: text, mime: text, size: z.number().nullish() }).nullish(),
  /**
   * Where it came from (docs/023-talent-pool.md "Sources"): the source the CMS classified (none for an application
   * stored before sources were recorded) and the landing's values it was classified from.
   */
  source: text,
  utmSource: text,
  utmMedium: text,
  utmCampaign: text,
  referrerHost: text,
  /** The earlier application (same e-mail, same job) this one duplicates. */
  duplicateOf: z.object({ documentId: z.string(), appliedAt: text }).nullish(),
  /** Staff notes, newest first. */
  notes: z.array(noteSchema).nullish(),
  /** Status changes, oldest first. */
  history: z.array(statusChangeSchema).nullish(),
  /**
   * The answers to the job's screening questions, with the questions' words as asked, and whether they met its
   * knockout rules (null: the job had none; docs/024-employers.md "Screening questions").
   */
  screeningAnswers: z
    .array(z.custom<StoredScreeningAnswer>((value) => typeof value === 'object' && value !== null))
    .nullish(),
  meetsRequirements: z.boolean().nullish(),
});
export type AdminApplication = z.infer<typeof applicationSchema>;
export type ApplicationNote = z.infer<typeof noteSchema>;

/** What the staff list and the export read of each application, newest first (index on applied_at, id). */
const LIST_QUERY = {
  populate: {
    job: { fields: ['title', 'company', 'slug'] },
    resume: true,
    duplicateOf: { fields: ['documentId', 'appliedAt'] },
    notes: { sort: ['writtenAt:desc', 'id:desc'] },
    history: { sort: ['changedAt:asc', 'id:asc'] },
  },
  // `id` last and descending: the database walks its index on (applied_at, id) in one direction, at any page.
  sort: ['appliedAt:desc', 'id:desc'],
};

/**
 * One page of applications, newest first (docs/000-product.md §7: populate, sort=appliedAt:desc, pagination), filtered
 * by status, name or e-mail, job and the jobs' owner (`applicationQuery`), with the duplicate link, notes and history.
 */
export async function listApplications(
  token: string,
  { page, pageSize, ...filters }: ApplicationFilters & { page: number; pageSize: number },
): Promise<{ applications: AdminApplication[]; pagination: Pagination }> {
  const { data, pagination } = await cmsList('/job-applications', applicationSchema, {
    token,
    query: { ...LIST_QUERY, pagination: { page, pageSize }, ...applicationQuery(filters) },
  });
  return { applications: data, pagination };
}

/**
 * Every application matching `filters`, newest first (the CSV export, docs/015-recruiter-workflow.md); with
 * `documentIds`, only those of them (the export of a selection, docs/023-talent-pool.md "Bulk actions and the
 * application dialog").
 * @throws ApiError as `listApplications`.
 */
export async function listAllApplications(
  token: string,
  filters: ApplicationFilters,
  documentIds?: readonly string[],
): Promise<AdminApplication[]> {
  const query = applicationQuery(filters);
  if (documentIds) {
    query.filters = { $and: [query.filters, { documentId: { $in: [...documentIds] } }] };
  }
  return cmsListAll('/job-applications', applicationSchema, { token, query: { ...LIST_QUERY, ...query } });
}

/**
 * The one application `documentId` as the list shows it (notes, history, duplicate link), or null when there is none:
 * the open dialog's application when it is not on the page (it left the filter after a move, or is on another page).
 * @throws ApiError as `listApplications`.
 */
export async function findApplication(token: string, documentId: string): Promise<AdminApplication | null> {
  const { data } = await cmsList('/job-applications', applicationSchema, {
    token,
    query: { ...LIST_QUERY, filters: { documentId: { $eq: documentId } }, pagination: { page: 1, pageSize: 1 } },
  });
  return data[0] ?? null;
}

const bulkResultSchema = z.object({
  data: z.object({
    to: z.enum(APPLICATION_STATUSES),
    moved: z.array(z.object({ documentId: z.string(), from: z.enum(APPLICATION_STATUSES) })),
    refused: z.array(
      z.object({
        documentId: z.string(),
        fullName: z.string().nullable(),
        from: z.enum(APPLICATION_STATUSES).nullable(),
        reason: z.string(),
      }),
    ),
  }),
});

/**
 * `POST /job-applications/bulk-status`: moves the applications `documentIds`, or every one `filters` finds (the
 * list's own query), to `to`; the CMS checks each move and reports those it refused.
 * @throws ApiError: 400 with the CMS's words for an invalid request or more than APPLICATION_BULK_MAX matches.
 */
export async function moveApplicationsInBulk(
  token: string,
  to: ApplicationStatus,
  target: { documentIds: string[] } | { filters: ApplicationFilters },
): Promise<ApplicationBulkResult> {
  // The filter is the list's own query (`applicationQuery`: Strapi's filters and the CMS's `owner`).
  const data =
    'documentIds' in target
      ? { to, documentIds: target.documentIds }
      : { to, filter: applicationQuery(target.filters) };
  const answer = await cmsRequest('/job-applications/bulk-status', { method: 'POST', token, body: { data } });
  return bulkResultSchema.parse(answer).data;
}

const jobChoiceSchema = z.object({ documentId: z.string(), title: text, company: text });
export type JobChoice = z.infer<typeof jobChoiceSchema>;

/** Jobs for the list's job filter (the 100 newest), by title. */
export async function listJobChoices(token: string): Promise<JobChoice[]> {
  const { data } = await cmsList('/jobs', jobChoiceSchema, {
    token,
    query: { fields: ['title', 'company'], sort: ['createdAt:desc', 'id:desc'], pagination: { pageSize: 100 } },
  });
  return data.sort((a, b) => (a.title ?? '').localeCompare(b.title ?? ''));
}

/**
 * `POST /job-applications/{documentId}/notes`: a note written by the signed-in staff user now.
 * @throws ApiError: 400 with the CMS's words for a refused text, 404 for an unknown application.
 */
export async function addApplicationNote(token: string, documentId: string, noteText: string): Promise<void> {
  await cmsRequest(`/job-applications/${encodeURIComponent(documentId)}/notes`, {
    method: 'POST',
    token,
    body: { data: { text: noteText } },
  });
}

/**
 * `PUT /job-applications/{documentId}` with the new status and, with a move to Accepted or Rejected, the decision
 * `email` for the applicant (docs/015-recruiter-workflow.md); the CMS refuses moves docs/000-product.md §4 does not
 * allow (400).
 */
export async function changeApplicationStatus(
  token: string,
  documentId: string,
  status: ApplicationStatus,
  email?: DecisionEmail,
): Promise<void> {
  await cmsRequest(`/job-applications/${encodeURIComponent(documentId)}`, {
    method: 'PUT',
    token,
    body: { data: { job_status: status }, ...(email ? { email } : {}) },
  });
}

/** `DELETE /job-applications/{documentId}` (the resume file goes with it). */
export async function deleteApplication(token: string, documentId: string): Promise<void> {
  await cmsRequest(`/job-applications/${encodeURIComponent(documentId)}`, { method: 'DELETE', token });
}

const submissionSchema = z.object({
  documentId: z.string(),
  submittedAt: z.string(),
  submittedBy: text,
  summary: text,
  withdrawnAt: text,
  answers: z.array(
    z.object({ answer: z.string(), reason: text, comment: text, contactName: text, answeredAt: z.string() }),
  ),
  // Its stage and every move (docs/025-placements.md "Stages"); the CMS reads an older row as Submitted.
  stage: z.enum(SUBMISSION_STAGE_VALUES).catch('submitted'),
  round: z.number().int().nonnegative().catch(0),
  outcomeReason: text,
  outcomeComment: text,
  stageMoves: z
    .array(
      z.object({
        from: z.string(),
        fromRound: z.number().nullish(),
        to: z.string(),
        round: z.number().nullish(),
        reason: text,
        comment: text,
        actor: text,
        movedAt: z.string(),
      }),
    )
    .catch([]),
});
export type ApplicationSubmission = z.infer<typeof submissionSchema>;

/**
 * The application's submissions to its job's client, oldest first, with the client's answers (`GET
 * /job-applications/{documentId}`; docs/024-employers.md "Submissions and the client portal").
 */
export async function applicationSubmissions(token: string, documentId: string): Promise<ApplicationSubmission[]> {
  const body = await cmsRequest(`/job-applications/${encodeURIComponent(documentId)}`, { token });
  const parsed = z.object({ data: z.object({ submissions: z.array(submissionSchema).nullish() }) }).parse(body);
  return parsed.data.submissions ?? [];
}

/**
 * `POST /job-applications/{documentId}/submissions`: the applicant put forward to the job's client with `summary`.
 * @throws ApiError: 400 with the CMS's words (no client, a sourced candidate without consent), 409 already submitted.
 */
export async function submitToClient(token: string, documentId: string, summary: string): Promise<void> {
  await cmsRequest(`/job-applications/${encodeURIComponent(documentId)}/submissions`, {
    method: 'POST',
    token,
    body: { data: { summary } },
  });
}

/** `POST /submissions/{documentId}/withdraw`: the submission withdrawn (the client no longer sees the candidate). */
export async function withdrawSubmission(token: string, documentId: string): Promise<void> {
  await cmsRequest(`/submissions/${encodeURIComponent(documentId)}/withdraw`, { method: 'POST', token });
}

/**
 * `POST /submissions/{documentId}/moves`: the submission moved to another stage (docs/025-placements.md "Stages"), the
 * input checked by the contract's `stageMoveSchema` before.
 * @returns where it stands now ({ stage, round, outcome }).
 * @throws ApiError: 400 with the CMS's words (the contract's `stageMoveProblem`), 403, 404, 409 once it has ended.
 */
export async function moveSubmission(
  token: string,
  documentId: string,
  input: StageMoveInput,
): Promise<{ stage: string; round: number; outcome: string | null }> {
  const body = await cmsRequest(`/submissions/${encodeURIComponent(documentId)}/moves`, {
    method: 'POST',
    token,
    body: { data: input },
  });
  return z
    .object({
      data: z.object({ to: z.object({ stage: z.string(), round: z.number(), outcome: z.string().nullable() }) }),
    })
    .parse(body).data.to;
}

/** The resume as the CMS sends it (`GET /job-applications/{documentId}/resume`): an unread streaming response. */
export async function fetchResume(token: string, documentId: string): Promise<Response> {
  return cmsFetch(`/job-applications/${encodeURIComponent(documentId)}/resume`, { token });
}
