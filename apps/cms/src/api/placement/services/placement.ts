import {
  guaranteeEndDate,
  INVOICE_STATUS_VALUES,
  PLACEMENT_STATUS_VALUES,
  placementFee,
  placementFeeChangeSchema,
  placementInvoiceSchema,
  placementLockProblem,
  placementLockSchema,
  placementMoveProblem,
  placementMoveSchema,
  roleMay,
  staffDisplayName,
  type FeeType,
  type InvoiceStatus,
  type PlacementStatus,
  type SalaryPeriod,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { recordAudit, SYSTEM_ACTOR } from '../../../lib/audit';
import { assertMayChangeJob, type SignedInUser } from '../../../lib/job-ownership';
import { staffRoleOf } from '../../../lib/roles';
import { parseOrThrow } from '../../../lib/validation';
import { termsOfRow } from '../../client/services/client-terms';
import { moveSubmission, storedStage, SUBMISSION_UID } from '../../submission/services/submission';

/**
 * Placements (docs/025-placements.md "Offers and placements"; issue 28): the hire an accepted offer makes
 * (`createPlacementOfOffer`, called in the offer's answer transaction), with the agency's fee (the client's terms:
 * the contract's `clientTermsOf` through `termsOfRow`, and `placementFee`), its guarantee (`guaranteeEndDate`), the credited recruiter (the
 * job's owner, else who recorded the acceptance), the invoice's status and its own status (`PLACEMENT_TRANSITIONS`).
 * Staff with `placements` read and move them and set the invoice (a Recruiter only on the jobs they own); `placements
 * .manage` (Admin) changes the fee and locks. A locked placement changes only by an Admin with a written reason
 * (`placementLockProblem`). Every change is appended to `history` and audited (documentIds and values, never a
 * person's data or the written reason). Each method is a function of this module.
 */

export const PLACEMENT_UID = 'api::placement.placement';

/** The audit actions of placements. */
export const PLACEMENT_AUDIT_ACTIONS = {
  create: 'placement-create',
  move: 'placement-move',
  fee: 'placement-fee',
  invoice: 'placement-invoice',
  lock: 'placement-lock',
  unlock: 'placement-unlock',
} as const;

/** The placements list's page size. */
export const PLACEMENT_PAGE_SIZE = 20;

/** A placement in a list (and beside its offer). */
export interface PlacementSummary {
  documentId: string;
  status: PlacementStatus;
  startDate: string;
  feeAmount: number;
  feeCurrency: string;
  guaranteeEndsOn: string;
  invoiceStatus: InvoiceStatus;
  locked: boolean;
}

/** One change of a placement as `history` stores it (oldest first). */
export interface PlacementHistoryEntry {
  /** ISO 8601. */
  at: string;
  /** A staff username, or `system`. */
  actor: string;
  change: 'created' | 'status' | 'fee' | 'invoice' | 'lock' | 'unlock';
  from?: string | number | null;
  to?: string | number | null;
  /** A listed reason (a status move's), or ''. */
  reason?: string;
  /** The written reason (an Admin's for a fee change or a locked placement), or ''. */
  comment?: string;
  replacement?: boolean;
}

type Row = Record<string, unknown>;

/** A placement row as the service reads it, with its relations. */
interface PlacementRow extends Row {
  id: number;
  documentId: string;
  status: PlacementStatus;
  locked?: boolean | null;
  history?: unknown;
  submission?: { id: number; documentId: string } | null;
  application?: { id: number; documentId: string; fullName?: string | null } | null;
  job?: { id: number; documentId: string; title?: string | null; owner?: { id: number } | null } | null;
  client?: { id: number; documentId: string; name?: string | null } | null;
  creditedRecruiter?: { id: number; username?: string | null; fullName?: string | null } | null;
}

/**
 * A date column as `YYYY-MM-DD` (SQLite and PostgreSQL hand back a string or a Date), '' for none. Note: a Date read
 * from a DATE column is the day at midnight UTC, so its ISO text starts with the day.
 */
export const dateText = (value: unknown): string => {
  if (!value) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' ? value.slice(0, 10) : '';
};
const dateOrNull = (value: unknown) => dateText(value) || null;
const iso = (value: unknown) => new Date(value as string).toISOString();

const SUMMARY_FIELDS = [
  'id',
  'documentId',
  'status',
  'startDate',
  'feeAmount',
  'feeCurrency',
  'guaranteeEndsOn',
  'invoiceStatus',
  'locked',
];
const DETAIL_FIELDS = [
  ...SUMMARY_FIELDS,
  'salaryAmount',
  'salaryCurrency',
  'salaryPeriod',
  'feeType',
  'feePercent',
  'feeChangedBy',
  'feeChangeReason',
  'guaranteeDays',
  'invoicedOn',
  'paidOn',
  'statusReason',
  'replacement',
  'placedAt',
  'history',
  'creditedRecruiterName',
];

const summaryOf = (row: Row): PlacementSummary => ({
  documentId: String(row.documentId),
  status: row.status as PlacementStatus,
  startDate: dateText(row.startDate),
  feeAmount: Number(row.feeAmount),
  feeCurrency: String(row.feeCurrency),
  guaranteeEndsOn: dateText(row.guaranteeEndsOn),
  invoiceStatus: row.invoiceStatus as InvoiceStatus,
  locked: Boolean(row.locked),
});

const historyOf = (row: Row): PlacementHistoryEntry[] =>
  Array.isArray(row.history) ? (row.history as PlacementHistoryEntry[]) : [];

/** The staff member credited: their display name as the list shows it. */
const recruiterOf = (row: PlacementRow) =>
  row.creditedRecruiter
    ? { id: row.creditedRecruiter.id, name: staffDisplayName(row.creditedRecruiter) }
    : typeof row.creditedRecruiterName === 'string' && row.creditedRecruiterName
      ? { id: null, name: row.creditedRecruiterName }
      : null;

/** The relations a placement's list row and page show. */
const RELATIONS = {
  submission: { select: ['id', 'documentId'] },
  application: { select: ['id', 'documentId', 'fullName'] },
  job: { select: ['id', 'documentId', 'title'], populate: { owner: { select: ['id'] } } },
  client: { select: ['id', 'documentId', 'name'] },
  creditedRecruiter: { select: ['id', 'username', 'fullName'] },
};

/** A placement of the staff list: its summary, the candidate's name, the job, the client and the recruiter. */
const listedOf = (row: PlacementRow) => ({
  ...summaryOf(row),
  candidate: { fullName: row.application?.fullName ?? '' },
  application: row.application?.documentId ?? null,
  job: row.job ? { documentId: row.job.documentId, title: row.job.title ?? '' } : null,
  client: row.client ? { documentId: row.client.documentId, name: row.client.name ?? '' } : null,
  creditedRecruiter: recruiterOf(row),
});

/** A placement as its staff page reads it. */
const detailOf = (row: PlacementRow) => ({
  ...listedOf(row),
  submission: row.submission?.documentId ?? null,
  salaryAmount: Number(row.salaryAmount),
  salaryCurrency: String(row.salaryCurrency),
  salaryPeriod: row.salaryPeriod as SalaryPeriod,
  feeType: row.feeType as FeeType,
  feePercent: row.feePercent == null ? null : Number(row.feePercent),
  feeChangedBy: (row.feeChangedBy as string | null) ?? null,
  feeChangeReason: (row.feeChangeReason as string | null) ?? null,
  guaranteeDays: Number(row.guaranteeDays),
  invoicedOn: dateOrNull(row.invoicedOn),
  paidOn: dateOrNull(row.paidOn),
  statusReason: (row.statusReason as string | null) ?? null,
  replacement: Boolean(row.replacement),
  placedAt: iso(row.placedAt),
  history: historyOf(row),
});
export type PlacementDetail = ReturnType<typeof detailOf>;

/** The offer an accepted answer turns into a placement (`answerOffer`), as the offer service read it. */
export interface AcceptedOffer extends Row {
  id: number;
  documentId: string;
  answeredAt: Date;
}

/** The submission of an accepted offer, as the offer service read it (the client's terms populated). */
export interface OfferSubmission extends Row {
  id: number;
  documentId: string;
  application?: { id: number; documentId: string } | null;
  job?: { id: number; documentId: string; owner?: { id: number; username?: string; fullName?: string } | null } | null;
  client?: Row | null;
}

/**
 * Makes the placement of an accepted offer, inside the caller's transaction (`answerOffer`): the offer's start date
 * and salary; the fee by the client's terms (`termsOfRow`, the defaults 20 % and 90 days where the client has
 * none; `placementFee`); the guarantee's last day (`guaranteeEndDate`); the credited recruiter (the job's owner, else
 * who recorded the acceptance); status Placed, not invoiced, not locked; an audit entry `placement-create`.
 * @returns the placement's summary.
 */
export async function createPlacementOfOffer(
  strapi: Core.Strapi,
  offer: AcceptedOffer,
  submission: OfferSubmission,
  user: SignedInUser | undefined,
): Promise<PlacementSummary> {
  // The client's terms as stored (PostgreSQL hands decimals back as text), the contract's defaults where none.
  const terms = termsOfRow(submission.client ?? {});
  const salary = {
    amount: Number(offer.salaryAmount),
    currency: String(offer.salaryCurrency),
    period: offer.salaryPeriod as SalaryPeriod,
  };
  const fee = placementFee(salary, terms);
  const startDate = dateText(offer.startDate);
  const actor = user?.username ?? SYSTEM_ACTOR;
  const owner = submission.job?.owner ?? null;
  const recruiterId = owner?.id ?? (user?.id && staffRoleOf(user) ? user.id : null);
  const recruiterName = owner ? staffDisplayName(owner) : actor;
  const now = offer.answeredAt;
  const created = (await strapi.db.query(PLACEMENT_UID).create({
    select: SUMMARY_FIELDS,
    data: {
      submission: submission.id,
      offer: offer.id,
      offerKey: offer.id,
      application: submission.application?.id ?? null,
      job: submission.job?.id ?? null,
      client: (submission.client?.id as number | undefined) ?? null,
      creditedRecruiter: recruiterId,
      creditedRecruiterName: recruiterName,
      startDate,
      salaryAmount: salary.amount,
      salaryCurrency: salary.currency,
      salaryPeriod: salary.period,
      feeAmount: fee.amount,
      feeCurrency: fee.currency,
      feeType: terms.feeType,
      feePercent: terms.feeType === 'percent' ? terms.feePercent : null,
      guaranteeDays: terms.guaranteeDays,
      guaranteeEndsOn: guaranteeEndDate(startDate, terms.guaranteeDays),
      invoiceStatus: 'not-invoiced',
      status: 'placed',
      replacement: false,
      locked: false,
      placedAt: now,
      history: [{ at: now.toISOString(), actor, change: 'created', to: 'placed' } satisfies PlacementHistoryEntry],
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    },
  })) as Row;
  await recordAudit(strapi, {
    action: PLACEMENT_AUDIT_ACTIONS.create,
    subjectType: PLACEMENT_UID,
    subjectId: String(created.documentId),
    jobDocumentId: submission.job?.documentId ?? null,
    actor,
    details: { offer: offer.documentId, submission: submission.documentId, fee: fee.amount, currency: fee.currency },
  });
  return summaryOf(created);
}

/** The placements the offers `offerIds` (row ids) made, by offer row id. */
export async function placementsOfOffers(
  strapi: Core.Strapi,
  offerIds: readonly number[],
): Promise<Map<number, PlacementSummary>> {
  if (offerIds.length === 0) return new Map();
  const rows = (await strapi.db.query(PLACEMENT_UID).findMany({
    where: { offerKey: { $in: [...offerIds] } },
    select: [...SUMMARY_FIELDS, 'offerKey'],
  })) as Row[];
  return new Map(rows.map((row) => [Number(row.offerKey), summaryOf(row)]));
}

const pick = <T extends string>(value: unknown, values: readonly T[]): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * GET /placements?status=&invoice=&client=&recruiter=mine&page= (docs/025-placements.md "API"): the placements, the
 * latest start first, `PLACEMENT_PAGE_SIZE` a page; `status` one of the placement statuses, `invoice` one of the
 * invoice statuses, `client` a client's documentId, `recruiter=mine` those credited to the signed-in member. Unknown
 * values are ignored.
 * @returns { data: [...], meta: { pagination: { page, pageSize, pageCount, total } } }
 */
export async function listPlacements(
  strapi: Core.Strapi,
  query: Record<string, unknown>,
  user: SignedInUser | undefined,
) {
  const where: Record<string, unknown> = {};
  const status = pick(query.status, PLACEMENT_STATUS_VALUES);
  if (status) where.status = status;
  const invoice = pick(query.invoice, INVOICE_STATUS_VALUES);
  if (invoice) where.invoiceStatus = invoice;
  if (typeof query.client === 'string' && query.client) where.client = { documentId: query.client };
  if (query.recruiter === 'mine') where.creditedRecruiter = { id: user?.id ?? -1 };
  const requested = typeof query.page === 'string' ? Number.parseInt(query.page, 10) : 1;
  const page = Number.isFinite(requested) && requested > 0 ? Math.min(requested, 10_000) : 1;
  const [rows, total] = await Promise.all([
    strapi.db.query(PLACEMENT_UID).findMany({
      where,
      select: SUMMARY_FIELDS,
      populate: RELATIONS,
      orderBy: [{ startDate: 'desc' }, { id: 'desc' }],
      offset: (page - 1) * PLACEMENT_PAGE_SIZE,
      limit: PLACEMENT_PAGE_SIZE,
    }) as Promise<PlacementRow[]>,
    strapi.db.query(PLACEMENT_UID).count({ where }),
  ]);
  return {
    data: rows.map(listedOf),
    meta: {
      pagination: {
        page,
        pageSize: PLACEMENT_PAGE_SIZE,
        pageCount: Math.ceil(Number(total) / PLACEMENT_PAGE_SIZE),
        total: Number(total),
      },
    },
  };
}

async function findPlacement(strapi: Core.Strapi, where: Record<string, unknown>): Promise<PlacementRow | null> {
  return (await strapi.db.query(PLACEMENT_UID).findOne({
    where,
    select: DETAIL_FIELDS,
    populate: RELATIONS,
  })) as PlacementRow | null;
}

/** GET /placements/:documentId: the placement with its history. @throws NotFoundError (404). */
export async function placementDetail(strapi: Core.Strapi, documentId: string): Promise<PlacementDetail> {
  const row = await findPlacement(strapi, { documentId });
  if (!row) throw new errors.NotFoundError('Placement not found');
  return detailOf(row);
}

/** True when `user`'s role may change fees and locks (and change a locked placement): `placements.manage`. */
const manages = (user: SignedInUser | undefined) => roleMay(staffRoleOf(user), 'placements.manage');

/** What one change of a placement writes: its columns, its history entry and its audit details. */
interface PlacementChange {
  data: Record<string, unknown>;
  entry: Omit<PlacementHistoryEntry, 'at' | 'actor'>;
  audit: { action: string; details: Record<string, unknown> };
}

/**
 * Changes the placement `documentId` in one transaction: its row written first (PostgreSQL then holds its lock, so two
 * changes at once run one after the other), read again, `decide` (which may refuse by throwing) says what to write,
 * and the change is stored with its history entry appended and an audit entry (`locked` added to its details).
 * `ownJob`: a member without `jobs.any` may change only the placements of the jobs they own (lib/job-ownership.ts).
 * @throws NotFoundError (404); ForbiddenError (403) for another member's job; what `decide` throws.
 */
async function changePlacement(
  strapi: Core.Strapi,
  documentId: string,
  user: SignedInUser | undefined,
  ownJob: boolean,
  decide: (row: PlacementRow) => PlacementChange | Promise<PlacementChange>,
): Promise<PlacementDetail> {
  const actor = user?.username ?? SYSTEM_ACTOR;
  return strapi.db.transaction(async () => {
    const now = new Date();
    const { count } = await strapi.db
      .query(PLACEMENT_UID)
      .updateMany({ where: { documentId }, data: { updatedAt: now } });
    if (count === 0) throw new errors.NotFoundError('Placement not found');
    const row = (await findPlacement(strapi, { documentId }))!;
    if (ownJob) assertMayChangeJob(user, row.job?.owner?.id ?? null);
    const change = await decide(row);
    const entry: PlacementHistoryEntry = { at: now.toISOString(), actor, ...change.entry };
    await strapi.db.query(PLACEMENT_UID).update({
      where: { id: row.id },
      data: { ...change.data, history: [...historyOf(row), entry], updatedAt: now },
    });
    await recordAudit(strapi, {
      action: change.audit.action,
      subjectType: PLACEMENT_UID,
      subjectId: documentId,
      jobDocumentId: row.job?.documentId ?? null,
      actor,
      details: { ...change.audit.details, locked: Boolean(row.locked) },
    });
    return detailOf((await findPlacement(strapi, { id: row.id }))!);
  });
}

/** @throws ForbiddenError (403) for a member who may not change a locked placement, ValidationError (400) without a reason. */
function assertMayChangeLocked(row: PlacementRow, user: SignedInUser | undefined, reason: string): void {
  const problem = placementLockProblem({ locked: Boolean(row.locked), admin: manages(user), reason });
  if (!problem) return;
  // A PolicyError (403) keeps its words in the answer (a ForbiddenError says only "Forbidden").
  if (!manages(user)) throw new errors.PolicyError(problem);
  throw new errors.ValidationError(problem, {
    errors: [{ path: ['comment'], message: problem, name: 'ValidationError' }],
  });
}

/**
 * POST /placements/:documentId/moves `{ data: { to, reason?, comment?, replacement? } }` (the contract's
 * `placementMoveSchema` and `placementMoveProblem`): a new status with its reason; Fell through (before the start)
 * also ends the submission with the outcome "fell through" (`moveSubmission`, in the same transaction); Left during
 * the guarantee keeps the replacement flag. Audited `placement-move` (the statuses and the reason's value).
 * @throws ValidationError (400) for the input or a move the rules refuse; ForbiddenError (403) for another member's
 *   job or a locked placement (a Recruiter); NotFoundError (404).
 */
export async function movePlacement(
  strapi: Core.Strapi,
  documentId: string,
  data: unknown,
  user: SignedInUser | undefined,
): Promise<PlacementDetail> {
  const input = parseOrThrow(placementMoveSchema, data);
  return changePlacement(strapi, documentId, user, true, async (row) => {
    assertMayChangeLocked(row, user, input.comment);
    const problem = placementMoveProblem(row.status, input.to, {
      reason: input.reason,
      comment: input.comment,
      locked: Boolean(row.locked),
      admin: manages(user),
    });
    if (problem) throw new errors.ValidationError(problem, { from: row.status, to: input.to });
    const withReason = input.to === 'fell-through' || input.to === 'left-during-guarantee';
    if (input.to === 'fell-through' && row.submission) {
      const submission = await strapi.db.query(SUBMISSION_UID).findOne({
        where: { id: row.submission.id },
        select: ['stage', 'round', 'outcomeReason', 'withdrawnAt'],
      });
      if (submission && storedStage(submission).stage === 'placed') {
        await moveSubmission(
          strapi,
          row.submission.documentId,
          { to: 'ended', reason: 'fell-through', comment: input.comment },
          { user },
        );
      }
    }
    const replacement = input.to === 'left-during-guarantee' ? input.replacement : Boolean(row.replacement);
    return {
      data: { status: input.to, statusReason: withReason ? input.reason : null, replacement },
      entry: {
        change: 'status',
        from: row.status,
        to: input.to,
        reason: withReason ? input.reason : '',
        comment: input.comment,
        ...(input.to === 'left-during-guarantee' ? { replacement } : {}),
      },
      audit: {
        action: PLACEMENT_AUDIT_ACTIONS.move,
        details: { from: row.status, to: input.to, reason: withReason ? input.reason : null, replacement },
      },
    };
  });
}

/**
 * POST /placements/:documentId/fee `{ data: { amount, reason } }` (`placements.manage`, Admin; the contract's
 * `placementFeeChangeSchema`: a reason always): the new fee in the same currency, who changed it and why. Audited
 * `placement-fee` with the old and new amounts (never the written reason, which may name people).
 * @throws ValidationError (400); NotFoundError (404).
 */
export async function changePlacementFee(
  strapi: Core.Strapi,
  documentId: string,
  data: unknown,
  user: SignedInUser | undefined,
): Promise<PlacementDetail> {
  const input = parseOrThrow(placementFeeChangeSchema, data);
  return changePlacement(strapi, documentId, user, false, (row) => ({
    data: { feeAmount: input.amount, feeChangedBy: user?.username ?? SYSTEM_ACTOR, feeChangeReason: input.reason },
    entry: { change: 'fee', from: Number(row.feeAmount), to: input.amount, comment: input.reason },
    audit: {
      action: PLACEMENT_AUDIT_ACTIONS.fee,
      details: { from: Number(row.feeAmount), to: input.amount, currency: String(row.feeCurrency) },
    },
  }));
}

/**
 * POST /placements/:documentId/invoice `{ data: { status, invoicedOn?, paidOn?, comment? } }` (the contract's
 * `placementInvoiceSchema`): the invoice's status; a missing date of Invoiced or Paid is today (UTC); Not invoiced
 * clears both dates, Invoiced the paid date. Audited `placement-invoice`.
 * @throws ValidationError (400); ForbiddenError (403) for another member's job or a locked placement (a Recruiter);
 *   NotFoundError (404).
 */
export async function setPlacementInvoice(
  strapi: Core.Strapi,
  documentId: string,
  data: unknown,
  user: SignedInUser | undefined,
): Promise<PlacementDetail> {
  const input = parseOrThrow(placementInvoiceSchema, data);
  return changePlacement(strapi, documentId, user, true, (row) => {
    assertMayChangeLocked(row, user, input.comment);
    const today = new Date().toISOString().slice(0, 10);
    const invoicedOn = input.status === 'not-invoiced' ? null : input.invoicedOn || dateOrNull(row.invoicedOn) || today;
    const paidOn = input.status === 'paid' ? input.paidOn || dateOrNull(row.paidOn) || today : null;
    if (invoicedOn && paidOn && paidOn < invoicedOn) {
      const message = 'The paid date cannot be before the invoice date.';
      throw new errors.ValidationError(message, { errors: [{ path: ['paidOn'], message, name: 'ValidationError' }] });
    }
    return {
      data: { invoiceStatus: input.status, invoicedOn, paidOn },
      entry: { change: 'invoice', from: String(row.invoiceStatus), to: input.status, comment: input.comment },
      audit: { action: PLACEMENT_AUDIT_ACTIONS.invoice, details: { from: row.invoiceStatus, to: input.status } },
    };
  });
}

/**
 * POST /placements/:documentId/lock and /unlock `{ data: { reason } }` (`placements.manage`, Admin): locks or unlocks
 * the placement; unlocking needs a written reason (it is a change of a locked placement). Locking a locked placement
 * (or unlocking an unlocked one) changes nothing and answers it as it is. Audited `placement-lock`, `placement-unlock`.
 * @throws ValidationError (400) for an unlock without a reason; NotFoundError (404).
 */
export async function setPlacementLock(
  strapi: Core.Strapi,
  documentId: string,
  locked: boolean,
  data: unknown,
  user: SignedInUser | undefined,
): Promise<PlacementDetail> {
  const input = parseOrThrow(placementLockSchema, data ?? {});
  const current = await findPlacement(strapi, { documentId });
  if (!current) throw new errors.NotFoundError('Placement not found');
  if (Boolean(current.locked) === locked) return detailOf(current);
  return changePlacement(strapi, documentId, user, false, (row) => {
    if (!locked) {
      const problem = placementLockProblem({ locked: Boolean(row.locked), admin: manages(user), reason: input.reason });
      if (problem) {
        throw new errors.ValidationError(problem, {
          errors: [{ path: ['reason'], message: problem, name: 'ValidationError' }],
        });
      }
    }
    return {
      data: { locked },
      entry: { change: locked ? 'lock' : 'unlock', comment: input.reason },
      audit: { action: locked ? PLACEMENT_AUDIT_ACTIONS.lock : PLACEMENT_AUDIT_ACTIONS.unlock, details: {} },
    };
  });
}

/** The module's functions as Strapi's service `api::placement.placement`. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  list: (query: Record<string, unknown>, user: SignedInUser | undefined) => listPlacements(strapi, query, user),
  detail: (documentId: string) => placementDetail(strapi, documentId),
  move: (documentId: string, data: unknown, user: SignedInUser | undefined) =>
    movePlacement(strapi, documentId, data, user),
  fee: (documentId: string, data: unknown, user: SignedInUser | undefined) =>
    changePlacementFee(strapi, documentId, data, user),
  invoice: (documentId: string, data: unknown, user: SignedInUser | undefined) =>
    setPlacementInvoice(strapi, documentId, data, user),
  lock: (documentId: string, locked: boolean, data: unknown, user: SignedInUser | undefined) =>
    setPlacementLock(strapi, documentId, locked, data, user),
});
