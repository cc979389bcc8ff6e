import { submissionInputSchema, submissionProblem, type ClientAnswer } from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { recordAudit, SYSTEM_ACTOR } from '../../../lib/audit';
import { linkTableOf } from '../../../lib/clients';
import { isUniqueViolation } from '../../../lib/database-errors';
import { enqueueClientSubmissionEmails } from '../../../lib/notifications';
import { assertMayChangeJob, type SignedInUser } from '../../../lib/job-ownership';
import { parseOrThrow } from '../../../lib/validation';

/**
 * Submissions (docs/024-employers.md "Submissions and the client portal"; issue 22): a recruiter sends an application to
 * the client of its job with a short summary; the client's contacts answer it in the client portal
 * (api/client-portal). One submission that is not withdrawn per application, held by the database: `openApplication`
 * is the application's row id while the submission stands (null once withdrawn), under a unique index. Each method is a
 * function of this module.
 */

export const SUBMISSION_UID = 'api::submission.submission';
const APPLICATION_UID = 'api::job-application.job-application';

/** The audit actions of a submission and its withdrawal (no personal data in their details). */
export const SUBMISSION_AUDIT_ACTIONS = { create: 'submission-create', withdraw: 'submission-withdraw' } as const;

/** A client's answer as a submission stores it (`answers`, newest last). */
export interface StoredClientAnswer {
  answer: ClientAnswer;
  /** A not-a-fit reason (the contract's `NOT_A_FIT_REASON_VALUES`), or ''. */
  reason: string;
  comment: string;
  /** The contact who answered: their documentId, and their name as it was then (kept when the contact is removed). */
  contactDocumentId: string;
  contactName: string;
  /** ISO 8601. */
  answeredAt: string;
}

/** A submission as staff read it with its application (`GET /job-applications/:documentId`). */
export interface StaffSubmission {
  documentId: string;
  submittedAt: string;
  submittedBy: string;
  summary: string;
  withdrawnAt: string | null;
  answers: StoredClientAnswer[];
}

/** A refusal of a submission that stands already: the controller's 409. */
export class SubmissionConflict extends Error {}

type Row = Record<string, unknown>;

const iso = (value: unknown) => new Date(value as string).toISOString();
const isoOrNull = (value: unknown) => (value ? iso(value) : null);

/** The stored answers of a submission row (an array, whatever the database handed back). */
export const answersOf = (row: Row): StoredClientAnswer[] =>
  Array.isArray(row.answers) ? (row.answers as StoredClientAnswer[]) : [];

/** A submission row as staff read it. */
export const staffSubmission = (row: Row): StaffSubmission => ({
  documentId: String(row.documentId),
  submittedAt: iso(row.submittedAt),
  submittedBy: String(row.submittedBy),
  summary: String(row.summary),
  withdrawnAt: isoOrNull(row.withdrawnAt),
  answers: answersOf(row),
});

/** The application a submission is made of, as `submitToClient` reads it. */
interface ApplicationRow {
  id: number;
  documentId: string;
  source?: string | null;
  candidate?: { legalBasis?: string | null } | null;
  job?: {
    id: number;
    documentId: string;
    title?: string | null;
    owner?: { id: number } | null;
    client?: { id: number; documentId: string } | null;
  } | null;
}

/**
 * POST /job-applications/:documentId/submissions `{ data: { summary } }`: sends the application to its job's client
 * (the contract's `submissionInputSchema` and `submissionProblem`), with an audit entry `submission-create` that names
 * the submission, the application and the job by documentId only. The member must be allowed to change the job
 * (lib/job-ownership.ts: `jobs.any`, or a Recruiter's own job), as for editing it. Two requests at once make one
 * submission: the unique index on `openApplication` refuses the second. In the same transaction, each contact of the
 * client gets the news in the outbox (`enqueueClientSubmissionEmails`).
 * @returns { documentId, submittedAt }
 * @throws ValidationError (400) for the summary, a job without a client or a sourced candidate without consent;
 *   NotFoundError (404) for an unknown application; ForbiddenError (403) for another member's job;
 *   SubmissionConflict (409) when it stands submitted already.
 */
export async function submitToClient(
  strapi: Core.Strapi,
  applicationDocumentId: string,
  data: unknown,
  user: SignedInUser | undefined,
): Promise<{ documentId: string; submittedAt: string }> {
  const { summary } = parseOrThrow(submissionInputSchema, data);
  const alreadySubmitted = () =>
    new SubmissionConflict(
      submissionProblem({ hasClient: true, submitted: true, source: null, legalBasis: null }) ?? 'Submitted already.',
    );
  try {
    return await strapi.db.transaction(async () => {
      const application = (await strapi.db.query(APPLICATION_UID).findOne({
        where: { documentId: applicationDocumentId },
        select: ['id', 'documentId', 'source'],
        populate: {
          candidate: { select: ['legalBasis'] },
          job: {
            select: ['id', 'documentId', 'title'],
            populate: { owner: { select: ['id'] }, client: { select: ['id', 'documentId'] } },
          },
        },
      })) as ApplicationRow | null;
      if (!application) throw new errors.NotFoundError('Application not found');
      const job = application.job ?? null;
      if (job) assertMayChangeJob(user, job.owner?.id ?? null);
      const submitted =
        (await strapi.db.query(SUBMISSION_UID).count({ where: { openApplication: application.id } })) > 0;
      const problem = submissionProblem({
        hasClient: Boolean(job?.client),
        source: application.source,
        legalBasis: application.candidate?.legalBasis,
        submitted,
      });
      if (problem)
        throw job?.client && submitted ? new SubmissionConflict(problem) : new errors.ValidationError(problem);
      const now = new Date();
      const created = (await strapi.db.query(SUBMISSION_UID).create({
        select: ['id', 'documentId'],
        data: {
          application: application.id,
          job: job!.id,
          client: job!.client!.id,
          summary,
          submittedBy: user?.username ?? SYSTEM_ACTOR,
          submittedAt: now,
          withdrawnAt: null,
          answers: [],
          openApplication: application.id,
          createdAt: now,
          updatedAt: now,
          publishedAt: now,
        },
      })) as { id: number; documentId: string };
      await recordAudit(strapi, {
        action: SUBMISSION_AUDIT_ACTIONS.create,
        subjectType: SUBMISSION_UID,
        subjectId: created.documentId,
        jobDocumentId: job!.documentId,
        actor: user?.username ?? SYSTEM_ACTOR,
        details: { application: application.documentId, client: job!.client!.documentId },
      });
      // The client's contacts are told that a candidate waits in the portal (never who: that is for the portal).
      await enqueueClientSubmissionEmails(strapi, job!.client!.id, job!.title ?? '');
      return { documentId: created.documentId, submittedAt: now.toISOString() };
    });
  } catch (error) {
    // The same application submitted by a request that ran at the same time: the unique index decided.
    if (isUniqueViolation(error)) throw alreadySubmitted();
    throw error;
  }
}

/**
 * POST /submissions/:documentId/withdraw: the client no longer sees the submission (it stays on the application's
 * record for staff), with an audit entry `submission-withdraw`. A withdrawn submission is answered as it is, unchanged.
 * The member must be allowed to change the job, as for submitting.
 * @returns { documentId, withdrawnAt }
 * @throws NotFoundError (404); ForbiddenError (403) for another member's job.
 */
export async function withdrawSubmission(
  strapi: Core.Strapi,
  documentId: string,
  user: SignedInUser | undefined,
): Promise<{ documentId: string; withdrawnAt: string }> {
  return strapi.db.transaction(async () => {
    const submission = (await strapi.db.query(SUBMISSION_UID).findOne({
      where: { documentId },
      select: ['id', 'documentId', 'withdrawnAt'],
      populate: { job: { select: ['documentId'], populate: { owner: { select: ['id'] } } } },
    })) as {
      id: number;
      withdrawnAt: string | null;
      job?: { documentId: string; owner?: { id: number } | null } | null;
    } | null;
    if (!submission) throw new errors.NotFoundError('Submission not found');
    if (submission.job) assertMayChangeJob(user, submission.job.owner?.id ?? null);
    if (submission.withdrawnAt) return { documentId, withdrawnAt: iso(submission.withdrawnAt) };
    const now = new Date();
    const { count } = await strapi.db.query(SUBMISSION_UID).updateMany({
      where: { id: submission.id, withdrawnAt: null },
      data: { withdrawnAt: now, openApplication: null, updatedAt: now },
    });
    if (count !== 1) {
      // Withdrawn by a request that ran at the same time: its answer.
      const current = await strapi.db.query(SUBMISSION_UID).findOne({ where: { id: submission.id } });
      return { documentId, withdrawnAt: iso(current?.withdrawnAt) };
    }
    await recordAudit(strapi, {
      action: SUBMISSION_AUDIT_ACTIONS.withdraw,
      subjectType: SUBMISSION_UID,
      subjectId: documentId,
      jobDocumentId: submission.job?.documentId ?? null,
      actor: user?.username ?? SYSTEM_ACTOR,
    });
    return { documentId, withdrawnAt: now.toISOString() };
  });
}

/** Every submission of the application `applicationId` (row id), oldest first, as staff read them. */
export async function submissionsOfApplication(strapi: Core.Strapi, applicationId: number): Promise<StaffSubmission[]> {
  const rows = (await strapi.db.query(SUBMISSION_UID).findMany({
    where: { application: { id: applicationId } },
    select: ['documentId', 'submittedAt', 'submittedBy', 'summary', 'withdrawnAt', 'answers'],
    orderBy: [{ submittedAt: 'asc' }, { id: 'asc' }],
  })) as Row[];
  return rows.map(staffSubmission);
}

/**
 * How many submissions that are not withdrawn each job of `jobIds` (row ids) has: one GROUP BY over the submission→job
 * link, joined to the submissions for `withdrawn_at IS NULL`.
 * @returns job row id → count (a job without any is absent).
 */
export async function countOpenSubmissionsByJob(
  strapi: Core.Strapi,
  jobIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (jobIds.length === 0) return counts;
  const link = linkTableOf(strapi, SUBMISSION_UID, 'job');
  const table = strapi.db.metadata.get(SUBMISSION_UID).tableName;
  const rows: Array<{ jobId: number | string; count: number | string }> = await strapi.db
    .connection(link.name)
    .join(table, `${table}.id`, `${link.name}.${link.own}`)
    .whereIn(`${link.name}.${link.target}`, [...jobIds])
    .whereNull(`${table}.withdrawn_at`)
    .groupBy(`${link.name}.${link.target}`)
    .select(`${link.name}.${link.target} as jobId`)
    .count({ count: `${link.name}.${link.own}` });
  for (const row of rows) counts.set(Number(row.jobId), Number(row.count));
  return counts;
}

/**
 * Deletes every submission of the application `applicationId` (row id), inside the caller's transaction: the
 * application's deletion, its erasure and its retention take them with it (docs/024-employers.md).
 * @returns how many were deleted.
 */
export async function removeSubmissionsOf(strapi: Core.Strapi, applicationId: number): Promise<number> {
  const rows = (await strapi.db.query(SUBMISSION_UID).findMany({
    where: { application: { id: applicationId } },
    select: ['id'],
  })) as Array<{ id: number }>;
  if (rows.length === 0) return 0;
  // The link rows go with them (their foreign keys cascade).
  await strapi.db.query(SUBMISSION_UID).deleteMany({ where: { id: { $in: rows.map((row) => row.id) } } });
  return rows.length;
}

/**
 * The submissions of the application `applicationId` as the personal-data export shows them (the application's row):
 * what staff read, the client's answers with the names of the contacts who gave them. The client itself is not named:
 * the application's job names the company as the applicant was told it (a confidential job's is the agency).
 */
export async function exportedSubmissions(strapi: Core.Strapi, applicationId: number): Promise<StaffSubmission[]> {
  return submissionsOfApplication(strapi, applicationId);
}

/** The module's functions as Strapi's service `api::submission.submission`. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  submit: (applicationDocumentId: string, data: unknown, user: SignedInUser | undefined) =>
    submitToClient(strapi, applicationDocumentId, data, user),
  withdraw: (documentId: string, user: SignedInUser | undefined) => withdrawSubmission(strapi, documentId, user),
  ofApplication: (applicationId: number) => submissionsOfApplication(strapi, applicationId),
});
