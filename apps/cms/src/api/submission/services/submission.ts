import {
  agencyTimeZone,
  applicationStatusForStage,
  dateIn,
  isStageFinal,
  isSubmissionOutcome,
  isSubmissionStage,
  stageAfterMove,
  stageMoveProblem,
  stageMoveSchema,
  STAGE_MOVES,
  submissionInputSchema,
  submissionProblem,
  type ApplicationStatus,
  type ClientAnswer,
  type StageState,
  type StageTarget,
  type SubmissionOutcome,
  type SubmissionStage,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { recordAudit, SYSTEM_ACTOR } from '../../../lib/audit';
import { linkTableOf } from '../../../lib/clients';
import { isUniqueViolation } from '../../../lib/database-errors';
import { enqueueCandidateUpdate, enqueueClientSubmissionEmails } from '../../../lib/notifications';
import { assertMayChangeJob, type SignedInUser } from '../../../lib/job-ownership';
import { parseOrThrow } from '../../../lib/validation';
import { cancelFutureInterviews } from '../../interview/services/interview';
import { service as serviceOf } from '../../services';

/**
 * Submissions (docs/024-employers.md "Submissions and the client portal"; issue 22): a recruiter sends an application to
 * the client of its job with a short summary; the client's contacts answer it in the client portal
 * (api/client-portal). One submission that is not withdrawn per application, held by the database: `openApplication`
 * is the application's row id while the submission stands (null once withdrawn), under a unique index. Each method is a
 * function of this module.
 */

export const SUBMISSION_UID = 'api::submission.submission';
const APPLICATION_UID = 'api::job-application.job-application';
/** api/offer's type (its module imports this one: named here, not imported back). */
const OFFER_UID = 'api::offer.offer';

/** Today in the agency's time zone (`YYYY-MM-DD`): the day an offer's expiry is read against (api/offer too). */
export const agencyToday = (now = new Date()): string => dateIn(now, agencyTimeZone(process.env.AGENCY_TIME_ZONE));

/**
 * Closes the open offer of the submission `submissionId` (row id) as it ends another way, in the caller's transaction
 * (docs/025-placements.md "Offers and placements"): `expired` when its expiry day has passed, else `declined` for the
 * outcome "offer declined" (staff's move, without the offer's answer), else `withdrawn` (the contract's
 * `OFFER_STATUSES`); it then no longer holds the submission's one open offer.
 */
async function closeOpenOffers(
  strapi: Core.Strapi,
  submissionId: number,
  outcome: SubmissionOutcome | null,
  now: Date,
): Promise<void> {
  const offers = strapi.db.query(OFFER_UID);
  const open = { openSubmission: submissionId, status: 'open' };
  const closed = { openSubmission: null, updatedAt: now };
  await offers.updateMany({
    where: { ...open, expiresOn: { $lt: agencyToday(now) } },
    data: { ...closed, status: 'expired' },
  });
  const status = outcome === 'offer-declined' ? 'declined' : 'withdrawn';
  await offers.updateMany({ where: open, data: { ...closed, status } });
}

/** The audit actions of a submission and its withdrawal (no personal data in their details). */
export const SUBMISSION_AUDIT_ACTIONS = {
  create: 'submission-create',
  withdraw: 'submission-withdraw',
  move: 'submission-move',
} as const;

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

/**
 * One move of a submission's stage as the submission stores it (`stageMoves`, oldest first; docs/025-placements.md
 * "Stages"): from where to where, the outcome and comment of a move to `ended` ('' otherwise), who (a staff username,
 * a client contact's name followed by " (client)", or `system`) and when (ISO 8601).
 */
export interface StoredStageMove {
  from: SubmissionStage;
  fromRound: number;
  to: SubmissionStage;
  round: number;
  reason: SubmissionOutcome | '';
  comment: string;
  actor: string;
  movedAt: string;
}

/** A submission as staff read it with its application (`GET /job-applications/:documentId`). */
export interface StaffSubmission {
  documentId: string;
  submittedAt: string;
  submittedBy: string;
  summary: string;
  withdrawnAt: string | null;
  answers: StoredClientAnswer[];
  /** Where it stands (`storedStage`): the stage, the latest interview round (0 before the first), the outcome. */
  stage: SubmissionStage;
  round: number;
  outcomeReason: SubmissionOutcome | null;
  outcomeComment: string;
  stageMoves: StoredStageMove[];
}

/** A refusal of a submission that stands already: the controller's 409. */
export class SubmissionConflict extends Error {}

type Row = Record<string, unknown>;

const iso = (value: unknown) => new Date(value as string).toISOString();
const isoOrNull = (value: unknown) => (value ? iso(value) : null);

/** The stored answers of a submission row (an array, whatever the database handed back). */
export const answersOf = (row: Row): StoredClientAnswer[] =>
  Array.isArray(row.answers) ? (row.answers as StoredClientAnswer[]) : [];

/** The stored moves of a submission row (an array, whatever the database handed back). */
export const stageMovesOf = (row: Row): StoredStageMove[] =>
  Array.isArray(row.stageMoves) ? (row.stageMoves as StoredStageMove[]) : [];

/**
 * Where a submission row stands. A row stored before stages existed (no `stage`) reads as Submitted, or, once
 * withdrawn, as ended with the outcome "we declined" (what a withdrawal is now: `withdrawSubmission`).
 */
export function storedStage(row: Row): StageState {
  const round = Number(row.round ?? 0) || 0;
  if (isSubmissionStage(row.stage)) {
    return { stage: row.stage, round, outcome: isSubmissionOutcome(row.outcomeReason) ? row.outcomeReason : null };
  }
  return row.withdrawnAt
    ? { stage: 'ended', round, outcome: 'we-declined' }
    : { stage: 'submitted', round, outcome: null };
}

/** A submission row as staff read it. */
export const staffSubmission = (row: Row): StaffSubmission => {
  const state = storedStage(row);
  return {
    documentId: String(row.documentId),
    submittedAt: iso(row.submittedAt),
    submittedBy: String(row.submittedBy),
    summary: String(row.summary),
    withdrawnAt: isoOrNull(row.withdrawnAt),
    answers: answersOf(row),
    stage: state.stage,
    round: state.round,
    outcomeReason: state.outcome,
    outcomeComment: typeof row.outcomeComment === 'string' ? row.outcomeComment : '',
    stageMoves: stageMovesOf(row),
  };
};

/** The submission's columns `applyStageMove` and `storedStage` read. */
const STAGE_FIELDS = ['id', 'documentId', 'stage', 'round', 'outcomeReason', 'withdrawnAt', 'stageMoves'];

/** The application a submission is made of, as `submitToClient` reads it. */
interface ApplicationRow {
  id: number;
  documentId: string;
  job_status: ApplicationStatus;
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
 * client gets the news in the outbox (`enqueueClientSubmissionEmails`), and a Pending application moves to Reviewed
 * (recorded in its history as a staff move: `followStage`). The submission starts at the stage Submitted.
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
        select: ['id', 'documentId', 'source', 'job_status'],
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
          stage: 'submitted',
          round: 0,
          outcomeReason: null,
          outcomeComment: '',
          stageChangedAt: now,
          stageMoves: [],
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
      // A submitted application is Reviewed (when it was Pending), as a staff move records it.
      await followStage(strapi, application, 'submitted', user?.username ?? SYSTEM_ACTOR);
      // The client's contacts are told that a candidate waits in the portal (never who: that is for the portal).
      await enqueueClientSubmissionEmails(strapi, job!.client!.id, job!.title ?? '');
      // The candidate is told, after the Admin's delay, that their application was shared (never to whom or why).
      await enqueueCandidateUpdate(
        strapi,
        { documentId: created.documentId, applicationId: application.id },
        { stage: 'submitted', round: 0, outcome: null },
        now,
      );
      return { documentId: created.documentId, submittedAt: now.toISOString() };
    });
  } catch (error) {
    // The same application submitted by a request that ran at the same time: the unique index decided.
    if (isUniqueViolation(error)) throw alreadySubmitted();
    throw error;
  }
}

/**
 * Who moves a submission (`moveSubmission`): a staff member, whose right to change the submission's job is checked
 * (lib/job-ownership.ts, as for submitting) and whose username the history records; or a caller that checked who may
 * act itself (the client portal, a scheduled task), with the name the history records (`name`) and, when it differs,
 * the audit's actor (`auditActor`, never personal data: `client-contact:<documentId>`, `system`).
 */
export type StageActor = { user: SignedInUser | undefined } | { name: string; auditActor?: string };

/** What a move did: where the submission stood and stands, when, and the application's new status (null: it stayed). */
export interface StageMoveResult {
  documentId: string;
  from: StageState;
  to: StageState;
  movedAt: string;
  applicationStatus: ApplicationStatus | null;
}

/** A refusal of a move the rules allow but the submission's state does not (ended, or moved meanwhile): the 409. */
export class StageConflict extends SubmissionConflict {}

/** A submission row as `applyStageMove` reads it, with its application and its job's owner. */
interface StageRow extends Row {
  id: number;
  documentId: string;
  application?: { id: number; documentId: string; job_status: ApplicationStatus } | null;
  job?: { documentId: string; owner?: { id: number } | null } | null;
}

/** The submission `where` with what a move needs (`STAGE_FIELDS`, the application, the job's owner), or null. */
async function findStageRow(strapi: Core.Strapi, where: Record<string, unknown>): Promise<StageRow | null> {
  return (await strapi.db.query(SUBMISSION_UID).findOne({
    where,
    select: STAGE_FIELDS,
    populate: {
      application: { select: ['id', 'documentId', 'job_status'] },
      job: { select: ['documentId'], populate: { owner: { select: ['id'] } } },
    },
  })) as StageRow | null;
}

/**
 * Moves the application of a submission to the status its stage implies (the contract's `applicationStatusForStage`:
 * only a move `STATUS_TRANSITIONS` allows), through the job-application service's `changeStatus`, the path of a staff
 * move: the same history entry (from, to, `actor`, when) and no e-mail to the applicant. Inside the caller's
 * transaction. @returns the new status, or null when the application stays as it is.
 */
async function followStage(
  strapi: Core.Strapi,
  application: { documentId: string; job_status: ApplicationStatus } | null | undefined,
  stage: SubmissionStage,
  actor: string,
): Promise<ApplicationStatus | null> {
  if (!application) return null;
  const status = applicationStatusForStage(application.job_status, stage);
  if (!status) return null;
  await serviceOf(strapi, 'api::job-application.job-application').changeStatus(
    application.documentId,
    { job_status: status },
    actor,
  );
  return status;
}

/**
 * Moves the submission `row` to `target`, inside the caller's transaction: the row is written first (PostgreSQL then
 * holds its lock to the end, so two moves at once run one after the other), read again, the move checked with the
 * contract (`stageMoveProblem`), the stage stored with the move appended to `stageMoves`, the application moved to the
 * status the stage implies (`followStage`), a move to `ended` cancels every future interview of the submission
 * (api/interview's `cancelFutureInterviews`, each with its CANCEL) and closes its open offer (`closeOpenOffers`), the
 * candidate's news is queued
 * (`enqueueCandidateUpdate`; none when `candidateTold`: the caller's own e-mail tells it), and, with `audit`, an audit
 * entry (the stages, round and outcome; never the comment or a name).
 * @throws StageConflict (409) when the submission has ended; ValidationError (400) for a move the rules refuse.
 */
async function applyStageMove(
  strapi: Core.Strapi,
  row: StageRow,
  target: StageTarget & { comment?: string },
  actor: { name: string; auditActor: string },
  audit: string | null,
  candidateTold = false,
): Promise<StageMoveResult> {
  const now = new Date();
  await strapi.db.query(SUBMISSION_UID).update({ where: { id: row.id }, data: { updatedAt: now } });
  const current = (await strapi.db
    .query(SUBMISSION_UID)
    .findOne({ where: { id: row.id }, select: STAGE_FIELDS })) as Row;
  const from = storedStage(current);
  const problem = stageMoveProblem(from, target);
  if (problem) {
    if (isStageFinal(from.stage)) throw new StageConflict(problem);
    throw new errors.ValidationError(problem, { from, to: target, allowed: STAGE_MOVES[from.stage] });
  }
  const to = stageAfterMove(from, target);
  const move: StoredStageMove = {
    from: from.stage,
    fromRound: from.round,
    to: to.stage,
    round: to.round,
    reason: to.outcome ?? '',
    comment: target.comment ?? '',
    actor: actor.name,
    movedAt: now.toISOString(),
  };
  await strapi.db.query(SUBMISSION_UID).update({
    where: { id: row.id },
    data: {
      stage: to.stage,
      round: to.round,
      outcomeReason: to.outcome,
      outcomeComment: to.stage === 'ended' ? move.comment : '',
      stageChangedAt: now,
      stageMoves: [...stageMovesOf(current), move],
      updatedAt: now,
    },
  });
  const applicationStatus = await followStage(strapi, row.application, to.stage, actor.name);
  // An ended submission has no interview to come: each future one is cancelled, with its CANCEL to every attendee.
  if (to.stage === 'ended') await cancelFutureInterviews(strapi, row.id, actor.auditActor);
  // Nor an offer standing open: closed with it (an offer the candidate declined was answered before this move).
  if (to.stage === 'ended') await closeOpenOffers(strapi, row.id, to.outcome ?? null, now);
  // The candidate's news of the move, after the Admin's delay, replacing an earlier move's that has not gone yet
  // (docs/025-placements.md "What the candidate is told"): the stage alone, never the reason or the comment.
  await enqueueCandidateUpdate(
    strapi,
    { documentId: row.documentId, applicationId: row.application?.id ?? null },
    to,
    now,
    candidateTold,
  );
  if (audit) {
    await recordAudit(strapi, {
      action: audit,
      subjectType: SUBMISSION_UID,
      subjectId: row.documentId,
      jobDocumentId: row.job?.documentId ?? null,
      actor: actor.auditActor,
      details: {
        application: row.application?.documentId ?? null,
        from: from.stage,
        to: to.stage,
        round: to.round,
        reason: to.outcome,
        applicationStatus,
      },
    });
  }
  return { documentId: row.documentId, from, to, movedAt: move.movedAt, applicationStatus };
}

/** The names a move records for `actor`: the history's and the audit's. */
const namesOf = (actor: StageActor) =>
  'user' in actor
    ? { name: actor.user?.username ?? SYSTEM_ACTOR, auditActor: actor.user?.username ?? SYSTEM_ACTOR }
    : { name: actor.name, auditActor: actor.auditActor ?? actor.name };

/**
 * Moves a submission to another stage (docs/025-placements.md "Stages"; POST /submissions/:documentId/moves, and the
 * modules of interviews and offers): `input` is the contract's `stageMoveSchema` ({ to, round?, reason?, comment? }:
 * `reason` one of `SUBMISSION_OUTCOMES`, required for `to: 'ended'`). In ONE transaction (the caller's when there is
 * one): the move checked with the contract's `stageMoveProblem`, the submission's stage, round, outcome and comment
 * stored with the move appended to its `stageMoves` (who, when, from, to, reason, comment), the application moved to
 * the status the stage implies when the spec's transitions allow it (Reviewed, Accepted on Placed, Rejected on an
 * outcome: a history entry and no e-mail, as a staff move), a final outcome's cancellation of every future interview
 * (with its CANCEL), and an audit entry `submission-move` without personal data.
 * A withdrawn submission may still be moved (it stays on the application's record).
 * @param actor `{ user }` for staff (checked against the job: `jobs.any`, or a Recruiter's own job), or
 *   `{ name, auditActor? }` for a caller that checked access itself.
 * @param options `candidateTold`: the caller e-mails the candidate about this move itself (a booked interview's
 *   invitation), so no news of the move is queued (docs/025-placements.md "What the candidate is told").
 * @returns { documentId, from, to, movedAt, applicationStatus }
 * @throws ValidationError (400) for the input or a move the rules refuse; NotFoundError (404); ForbiddenError (403)
 *   for another member's job; StageConflict (409) when the submission has ended.
 */
export async function moveSubmission(
  strapi: Core.Strapi,
  submissionDocumentId: string,
  input: unknown,
  actor: StageActor,
  options: { candidateTold?: boolean } = {},
): Promise<StageMoveResult> {
  const move = parseOrThrow(stageMoveSchema, input);
  return strapi.db.transaction(async () => {
    const row = await findStageRow(strapi, { documentId: submissionDocumentId });
    if (!row) throw new errors.NotFoundError('Submission not found');
    if ('user' in actor && row.job) assertMayChangeJob(actor.user, row.job.owner?.id ?? null);
    return applyStageMove(
      strapi,
      row,
      { stage: move.to, round: move.round, reason: move.reason, comment: move.comment },
      namesOf(actor),
      SUBMISSION_AUDIT_ACTIONS.move,
      options.candidateTold === true,
    );
  });
}

/**
 * Moves the submission `row` (read by the caller, inside its transaction) as a client contact's answer in the portal
 * asks (api/client-portal): `target` is the contract's `clientAnswerTarget`; the caller checked the answer
 * (`clientAnswerProblem`) and records its own audit entry.
 */
export async function moveSubmissionForClient(
  strapi: Core.Strapi,
  submissionId: number,
  target: StageTarget,
  actor: { name: string; auditActor: string },
): Promise<StageMoveResult> {
  const row = await findStageRow(strapi, { id: submissionId });
  if (!row) throw new errors.NotFoundError('Not found');
  return applyStageMove(strapi, row, target, actor, null);
}

/**
 * POST /submissions/:documentId/withdraw: the final outcome "we declined" (docs/025-placements.md "Stages"), and the
 * client no longer sees the submission (it stays on the application's record for staff) and the application may be
 * submitted again; one audit entry `submission-withdraw`. The move is `moveSubmission`'s (its history entry, the
 * application Rejected when the spec allows); a submission that ended already is only hidden from the client. A
 * withdrawn submission is answered as it is, unchanged. The member must be allowed to change the job, as for submitting.
 * @returns { documentId, withdrawnAt }
 * @throws NotFoundError (404); ForbiddenError (403) for another member's job; SubmissionConflict (409) for a placed
 *   candidate (a placement can only fall through).
 */
export async function withdrawSubmission(
  strapi: Core.Strapi,
  documentId: string,
  user: SignedInUser | undefined,
): Promise<{ documentId: string; withdrawnAt: string }> {
  return strapi.db.transaction(async () => {
    const submission = await findStageRow(strapi, { documentId });
    if (!submission) throw new errors.NotFoundError('Submission not found');
    if (submission.job) assertMayChangeJob(user, submission.job.owner?.id ?? null);
    if (submission.withdrawnAt) return { documentId, withdrawnAt: iso(submission.withdrawnAt) };
    const withdrawal: StageTarget = { stage: 'ended', reason: 'we-declined' };
    const from = storedStage(submission);
    const problem = from.stage === 'ended' ? null : stageMoveProblem(from, withdrawal);
    if (problem) throw new SubmissionConflict(`Not withdrawn: ${problem}`);
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
    if (from.stage !== 'ended') {
      const actor = user?.username ?? SYSTEM_ACTOR;
      await applyStageMove(strapi, submission, withdrawal, { name: actor, auditActor: actor }, null);
    }
    await recordAudit(strapi, {
      action: SUBMISSION_AUDIT_ACTIONS.withdraw,
      subjectType: SUBMISSION_UID,
      subjectId: documentId,
      jobDocumentId: submission.job?.documentId ?? null,
      actor: user?.username ?? SYSTEM_ACTOR,
      details: { from: from.stage, to: 'ended', reason: 'we-declined' },
    });
    return { documentId, withdrawnAt: now.toISOString() };
  });
}

/** Every submission of the application `applicationId` (row id), oldest first, as staff read them. */
export async function submissionsOfApplication(strapi: Core.Strapi, applicationId: number): Promise<StaffSubmission[]> {
  const rows = (await strapi.db.query(SUBMISSION_UID).findMany({
    where: { application: { id: applicationId } },
    select: [
      'documentId',
      'submittedAt',
      'submittedBy',
      'summary',
      'withdrawnAt',
      'answers',
      'stage',
      'round',
      'outcomeReason',
      'outcomeComment',
      'stageMoves',
    ],
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
  move: (documentId: string, data: unknown, user: SignedInUser | undefined) =>
    moveSubmission(strapi, documentId, data, { user }),
  ofApplication: (applicationId: number) => submissionsOfApplication(strapi, applicationId),
});
