import {
  offerAnswerSchema,
  offerExpiredMessage,
  offerInputSchema,
  offerStatusOn,
  type OfferStatus,
  type SalaryPeriod,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { recordAudit, SYSTEM_ACTOR } from '../../../lib/audit';
import { isUniqueViolation } from '../../../lib/database-errors';
import { assertMayChangeJob, type SignedInUser } from '../../../lib/job-ownership';
import { parseOrThrow } from '../../../lib/validation';
import { agencyToday, moveSubmission, storedStage, SUBMISSION_UID } from '../../submission/services/submission';
import {
  createPlacementOfOffer,
  dateText,
  placementsOfOffers,
  type PlacementSummary,
} from '../../placement/services/placement';

/**
 * Offers (docs/025-placements.md "Offers and placements"; issue 28): staff record a client's offer to a submitted
 * candidate (salary as the job's structured salary, start date, expiry) and the candidate's answer. Accepted makes the
 * placement (api/placement) and moves the submission to Placed, in one transaction; declined (with a reason) ends the
 * submission with the outcome "offer declined". Same access as moving a submission: `clients`, a Recruiter only on
 * the jobs they own (lib/job-ownership.ts). One open offer per submission, held by the unique index on
 * `openSubmission`. An open offer past its expiry day reads as `expired` (the contract's `offerStatusOn`, the agency's
 * day) and cannot be accepted; the submission service closes an open offer when its submission ends another way.
 * Each method is a function of this module.
 */

export const OFFER_UID = 'api::offer.offer';

/** The audit actions of offers (documentIds only in their details, never the salary or a name). */
export const OFFER_AUDIT_ACTIONS = { create: 'offer-create', answer: 'offer-answer' } as const;

/** A refusal by the offers' rules that the request cannot fix by changing its fields: the controller's 409. */
export class OfferConflict extends Error {}

/** An offer as staff read it (`GET /submissions/:documentId/offers`). */
export interface StaffOffer {
  documentId: string;
  salaryAmount: number;
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod;
  /** `YYYY-MM-DD`. */
  startDate: string;
  expiresOn: string;
  status: OfferStatus;
  declineReason: string | null;
  answeredAt: string | null;
  answeredBy: string | null;
  recordedBy: string;
  createdAt: string;
  /** The placement an accepted offer made. */
  placement: PlacementSummary | null;
}

type Row = Record<string, unknown>;

/** A submission as the offers read it: its stage, its application, its job (and owner) and client. */
interface SubmissionRow extends Row {
  id: number;
  documentId: string;
  application?: { id: number; documentId: string } | null;
  job?: { id: number; documentId: string; owner?: { id: number; username?: string; fullName?: string } | null } | null;
  client?: Row | null;
}

const OFFER_FIELDS = [
  'id',
  'documentId',
  'salaryAmount',
  'salaryCurrency',
  'salaryPeriod',
  'startDate',
  'expiresOn',
  'status',
  'declineReason',
  'answeredAt',
  'answeredBy',
  'recordedBy',
  'createdAt',
];

/** The submission `where` with what an offer needs, or null. */
async function findSubmission(strapi: Core.Strapi, where: Record<string, unknown>): Promise<SubmissionRow | null> {
  return (await strapi.db.query(SUBMISSION_UID).findOne({
    where,
    select: ['id', 'documentId', 'stage', 'round', 'outcomeReason', 'withdrawnAt'],
    populate: {
      application: { select: ['id', 'documentId'] },
      job: { select: ['id', 'documentId'], populate: { owner: { select: ['id', 'username', 'fullName'] } } },
      client: {
        select: ['id', 'documentId', 'feeType', 'feePercent', 'feeFixedAmount', 'feeCurrency', 'guaranteeDays'],
      },
    },
  })) as SubmissionRow | null;
}

/** An offer row as staff read it (an open one past its expiry as `expired`). */
export const staffOffer = (row: Row, placement: PlacementSummary | null): StaffOffer => ({
  documentId: String(row.documentId),
  salaryAmount: Number(row.salaryAmount),
  salaryCurrency: String(row.salaryCurrency),
  salaryPeriod: row.salaryPeriod as SalaryPeriod,
  startDate: dateText(row.startDate),
  expiresOn: dateText(row.expiresOn),
  status: offerStatusOn({ status: row.status as OfferStatus, expiresOn: dateText(row.expiresOn) }, agencyToday()),
  declineReason: typeof row.declineReason === 'string' ? row.declineReason : null,
  answeredAt: row.answeredAt ? new Date(row.answeredAt as string).toISOString() : null,
  answeredBy: typeof row.answeredBy === 'string' ? row.answeredBy : null,
  recordedBy: String(row.recordedBy),
  createdAt: new Date(row.createdAt as string).toISOString(),
  placement,
});

/**
 * POST /submissions/:documentId/offers `{ data: OfferInput }` (the contract's `offerInputSchema`): records a client's
 * open offer, and moves the submission to Offered (`moveSubmission`, its history and audit) when it is not there yet,
 * in one transaction, with an audit entry `offer-create`. An open offer past its expiry is closed as `expired` first.
 * @returns the offer as staff read it.
 * @throws ValidationError (400) for the fields; NotFoundError (404); ForbiddenError (403) for another member's job;
 *   OfferConflict (409) on a submission that has ended or is placed, or with an open offer already.
 */
export async function createOffer(
  strapi: Core.Strapi,
  submissionDocumentId: string,
  data: unknown,
  user: SignedInUser | undefined,
): Promise<StaffOffer> {
  const input = parseOrThrow(offerInputSchema, data);
  const actor = user?.username ?? SYSTEM_ACTOR;
  const openAlready = () => new OfferConflict('This submission has an open offer: record its answer first.');
  try {
    return await strapi.db.transaction(async () => {
      const submission = await findSubmission(strapi, { documentId: submissionDocumentId });
      if (!submission) throw new errors.NotFoundError('Submission not found');
      if (submission.job) assertMayChangeJob(user, submission.job.owner?.id ?? null);
      const stage = storedStage(submission);
      if (stage.stage === 'ended') throw new OfferConflict('No offer is possible on a submission that has ended.');
      if (stage.stage === 'placed') throw new OfferConflict('This candidate is placed already: see the placement.');
      // An open offer past its expiry has expired: stored so, it no longer holds the submission's one open offer.
      await strapi.db.query(OFFER_UID).updateMany({
        where: { openSubmission: submission.id, status: 'open', expiresOn: { $lt: agencyToday() } },
        data: { status: 'expired', openSubmission: null, updatedAt: new Date() },
      });
      if ((await strapi.db.query(OFFER_UID).count({ where: { openSubmission: submission.id } })) > 0) {
        throw openAlready();
      }
      const now = new Date();
      const created = (await strapi.db.query(OFFER_UID).create({
        select: OFFER_FIELDS,
        data: {
          submission: submission.id,
          salaryAmount: input.salaryAmount,
          salaryCurrency: input.salaryCurrency,
          salaryPeriod: input.salaryPeriod,
          startDate: input.startDate,
          expiresOn: input.expiresOn,
          status: 'open',
          declineReason: null,
          answeredAt: null,
          answeredBy: null,
          recordedBy: actor,
          openSubmission: submission.id,
          createdAt: now,
          updatedAt: now,
          publishedAt: now,
        },
      })) as Row;
      if (stage.stage !== 'offered') {
        await moveSubmission(strapi, submission.documentId, { to: 'offered' }, { user });
      }
      await recordAudit(strapi, {
        action: OFFER_AUDIT_ACTIONS.create,
        subjectType: OFFER_UID,
        subjectId: String(created.documentId),
        jobDocumentId: submission.job?.documentId ?? null,
        actor,
        details: { submission: submission.documentId },
      });
      return staffOffer(created, null);
    });
  } catch (error) {
    // Two offers recorded at once: the unique index on `openSubmission` kept one.
    if (isUniqueViolation(error)) throw openAlready();
    throw error;
  }
}

/**
 * POST /offers/:documentId/answer `{ data: { answer, reason } }` (the contract's `offerAnswerSchema`). In ONE
 * transaction: the offer claimed with a conditional update (open → answered, so two answers at once make one);
 * accepted → the submission moved to Placed (`moveSubmission`: its history, the application Accepted) and the
 * placement made (`createPlacementOfOffer`: the client's fee and guarantee terms); declined → the submission ended
 * with the outcome "offer declined" (unless it ended meanwhile); an audit entry `offer-answer` (documentIds, the
 * answer and the reason's value).
 * @returns the offer as staff read it, with its placement.
 * @throws ValidationError (400); NotFoundError (404); ForbiddenError (403) for another member's job; OfferConflict
 *   (409) when the offer was answered already, or is accepted past its expiry (`offerExpiredMessage`); the
 *   submission's StageConflict (409) when an accepted offer's submission has ended.
 */
export async function answerOffer(
  strapi: Core.Strapi,
  offerDocumentId: string,
  data: unknown,
  user: SignedInUser | undefined,
): Promise<StaffOffer> {
  const input = parseOrThrow(offerAnswerSchema, data);
  const actor = user?.username ?? SYSTEM_ACTOR;
  return strapi.db.transaction(async () => {
    const offer = (await strapi.db.query(OFFER_UID).findOne({
      where: { documentId: offerDocumentId },
      select: OFFER_FIELDS,
      populate: { submission: { select: ['id'] } },
    })) as (Row & { id: number; submission?: { id: number } | null }) | null;
    if (!offer) throw new errors.NotFoundError('Offer not found');
    const submission = offer.submission ? await findSubmission(strapi, { id: offer.submission.id }) : null;
    if (!submission) throw new errors.NotFoundError('Offer not found');
    if (submission.job) assertMayChangeJob(user, submission.job.owner?.id ?? null);
    const expiresOn = dateText(offer.expiresOn);
    if (
      input.answer === 'accepted' &&
      offerStatusOn({ status: offer.status as OfferStatus, expiresOn }, agencyToday()) === 'expired'
    ) {
      throw new OfferConflict(offerExpiredMessage(expiresOn));
    }
    const now = new Date();
    const { count } = await strapi.db.query(OFFER_UID).updateMany({
      where: { id: offer.id, status: 'open' },
      data: {
        status: input.answer,
        declineReason: input.answer === 'declined' ? input.reason : null,
        answeredAt: now,
        answeredBy: actor,
        openSubmission: null,
        updatedAt: now,
      },
    });
    if (count !== 1) throw new OfferConflict('This offer was answered already.');
    let placement: PlacementSummary | null = null;
    if (input.answer === 'accepted') {
      await moveSubmission(strapi, submission.documentId, { to: 'placed' }, { user });
      placement = await createPlacementOfOffer(
        strapi,
        { ...offer, documentId: offerDocumentId, answeredAt: now },
        submission,
        user,
      );
    } else if (storedStage(submission).stage !== 'ended') {
      await moveSubmission(strapi, submission.documentId, { to: 'ended', reason: 'offer-declined' }, { user });
    }
    await recordAudit(strapi, {
      action: OFFER_AUDIT_ACTIONS.answer,
      subjectType: OFFER_UID,
      subjectId: offerDocumentId,
      jobDocumentId: submission.job?.documentId ?? null,
      actor,
      details: {
        submission: submission.documentId,
        answer: input.answer,
        reason: input.answer === 'declined' ? input.reason : null,
        placement: placement?.documentId ?? null,
      },
    });
    const current = (await strapi.db
      .query(OFFER_UID)
      .findOne({ where: { id: offer.id }, select: OFFER_FIELDS })) as Row;
    return staffOffer(current, placement);
  });
}

/**
 * GET /submissions/:documentId/offers: the submission's offers, newest first, each with the placement it made.
 * @throws NotFoundError (404) for an unknown submission.
 */
export async function offersOfSubmission(strapi: Core.Strapi, submissionDocumentId: string): Promise<StaffOffer[]> {
  const submission = (await strapi.db.query(SUBMISSION_UID).findOne({
    where: { documentId: submissionDocumentId },
    select: ['id'],
  })) as { id: number } | null;
  if (!submission) throw new errors.NotFoundError('Submission not found');
  const rows = (await strapi.db.query(OFFER_UID).findMany({
    where: { submission: { id: submission.id } },
    select: OFFER_FIELDS,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  })) as Array<Row & { id: number }>;
  const placements = await placementsOfOffers(
    strapi,
    rows.map((row) => row.id),
  );
  return rows.map((row) => staffOffer(row, placements.get(row.id) ?? null));
}

/** The module's functions as Strapi's service `api::offer.offer`. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  create: (submissionDocumentId: string, data: unknown, user: SignedInUser | undefined) =>
    createOffer(strapi, submissionDocumentId, data, user),
  answer: (documentId: string, data: unknown, user: SignedInUser | undefined) =>
    answerOffer(strapi, documentId, data, user),
  ofSubmission: (submissionDocumentId: string) => offersOfSubmission(strapi, submissionDocumentId),
});
