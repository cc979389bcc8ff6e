import { choices } from './choices.js';
import { cleanedText } from './fields.js';
import { SALARY_PERIOD_VALUES, type SalaryPeriod } from './job.js';
import { currencyCode } from './job-schema.js';
import { SALARY_MAX_AMOUNT } from './limits.js';
import { z } from './zod.js';

/**
 * Offers and placements (issue 28 "Offers and placements"; docs/025-placements.md): a client's offer to a submitted
 * candidate, and the placement an accepted offer makes, with the agency's fee and its guarantee. Rules and words both
 * apps use; the CMS enforces them. Contract and temporary work (rates, timesheets, invoicing itself) is out of scope.
 */

/**
 * What happened to an offer: open, then accepted or declined by the candidate; `withdrawn` when its submission ended
 * another way while it was open (the candidate withdrew, the client or the agency declined: closed in the move's
 * transaction); `expired` once its expiry day has passed without an answer (`offerStatusOn`).
 */
const OFFER_STATUS = choices({
  open: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Closed: the submission ended',
  expired: 'Expired',
});
export const OFFER_STATUSES = OFFER_STATUS.options;
export const OFFER_STATUS_VALUES = OFFER_STATUS.values;
export type OfferStatus = (typeof OFFER_STATUS_VALUES)[number];

/**
 * An offer's status as read on `today` (`YYYY-MM-DD`, the agency's day: `dateIn(now, AGENCY_TIME_ZONE)`): an open offer
 * whose expiry day (`expiresOn`, included) has passed is `expired`, whatever is stored; any other keeps its status.
 */
export function offerStatusOn(offer: { status: OfferStatus; expiresOn: string }, today: string): OfferStatus {
  return offer.status === 'open' && offer.expiresOn.slice(0, 10) < today ? 'expired' : offer.status;
}

/** Why an offer past its expiry cannot be accepted (the CMS's 409). */
export const offerExpiredMessage = (expiresOn: string): string =>
  `This offer expired on ${expiresOn.slice(0, 10)}: it can no longer be accepted. Record the client’s new offer if they renew it.`;

/** Why a candidate declined an offer (staff's words; never shown to the candidate or the client). */
const OFFER_DECLINE_REASON = choices({
  salary: 'Salary or package',
  'counter-offer': 'Accepted a counter-offer',
  'other-offer': 'Accepted another offer',
  'start-date': 'Start date',
  location: 'Location, visa or relocation',
  personal: 'Personal reasons',
  other: 'Another reason',
});
export const OFFER_DECLINE_REASONS = OFFER_DECLINE_REASON.options;
export const OFFER_DECLINE_REASON_VALUES = OFFER_DECLINE_REASON.values;

/** How a client pays the agency for a placement. */
const FEE_TYPE = choices({ percent: 'A percentage of the annual salary', fixed: 'A fixed amount' });
export const FEE_TYPES = FEE_TYPE.options;
export const FEE_TYPE_VALUES = FEE_TYPE.values;
export type FeeType = (typeof FEE_TYPE_VALUES)[number];

/** A client's terms when staff set none: 20 % of the annual salary, guaranteed for 90 days (issue 28's example). */
export const DEFAULT_FEE_PERCENT = 20;
export const DEFAULT_GUARANTEE_DAYS = 90;
/** The longest guarantee staff may agree, in days. */
export const GUARANTEE_DAYS_MAX = 365;

/**
 * Where a placement stands: Placed → Started → Guarantee passed, or Fell through (before the start) or Left during
 * the guarantee (after it), each of those two with a reason.
 */
const PLACEMENT_STATUS = choices({
  placed: 'Placed',
  started: 'Started',
  'guarantee-passed': 'Guarantee passed',
  'fell-through': 'Fell through',
  'left-during-guarantee': 'Left during the guarantee',
});
export const PLACEMENT_STATUSES = PLACEMENT_STATUS.options;
export const PLACEMENT_STATUS_VALUES = PLACEMENT_STATUS.values;
export type PlacementStatus = (typeof PLACEMENT_STATUS_VALUES)[number];

/** The moves a placement's status allows; the last three are final. */
export const PLACEMENT_TRANSITIONS: Readonly<Record<PlacementStatus, readonly PlacementStatus[]>> = {
  placed: ['started', 'fell-through'],
  started: ['guarantee-passed', 'left-during-guarantee'],
  'guarantee-passed': [],
  'fell-through': [],
  'left-during-guarantee': [],
};

/** The statuses a move to needs a reason for. */
export const PLACEMENT_STATUSES_WITH_REASON: readonly PlacementStatus[] = ['fell-through', 'left-during-guarantee'];

/** Why a placement fell through or the hire left during the guarantee (staff's words). */
const PLACEMENT_END_REASON = choices({
  'candidate-withdrew': 'The candidate withdrew',
  'client-withdrew': 'The client withdrew the offer',
  'failed-checks': 'Failed checks, visa or references',
  performance: 'Performance',
  resigned: 'The hire resigned',
  other: 'Another reason',
});
export const PLACEMENT_END_REASONS = PLACEMENT_END_REASON.options;
export const PLACEMENT_END_REASON_VALUES = PLACEMENT_END_REASON.values;

/** Where the agency's invoice for a placement stands (the invoice itself is made elsewhere). */
const INVOICE_STATUS = choices({ 'not-invoiced': 'Not invoiced', invoiced: 'Invoiced', paid: 'Paid' });
export const INVOICE_STATUSES = INVOICE_STATUS.options;
export const INVOICE_STATUS_VALUES = INVOICE_STATUS.values;
export type InvoiceStatus = (typeof INVOICE_STATUS_VALUES)[number];

/** A reason staff write for a change that needs one (an Admin's fee change, a locked placement's change). */
export const PLACEMENT_REASON_MAX = 500;

/**
 * How many of a salary's periods make a year: schema.org's `unitText` periods, at 40 hours and 5 days a week, 52 weeks
 * (the usual convention of agency fee terms; a client's contract may say otherwise, and then an Admin changes the fee).
 */
export const PERIODS_PER_YEAR: Readonly<Record<SalaryPeriod, number>> = {
  HOUR: 2080,
  DAY: 260,
  WEEK: 52,
  MONTH: 12,
  YEAR: 1,
};

/** An amount per `period` as a year's amount, rounded to the cent. */
export function annualSalary(amount: number, period: SalaryPeriod): number {
  return Math.round(amount * PERIODS_PER_YEAR[period] * 100) / 100;
}

/** A client's fee and guarantee terms (stored on the client; `clientTermsOf` fills what is missing). */
export interface ClientTerms {
  feeType: FeeType;
  /** Percent of the annual salary, 0-100, for `percent`. */
  feePercent: number;
  /** The amount for `fixed`, in `feeCurrency`. */
  feeFixedAmount: number | null;
  feeCurrency: string;
  guaranteeDays: number;
}

/** A client's stored terms, with the defaults for what staff did not set. */
export function clientTermsOf(stored: Partial<Record<keyof ClientTerms, unknown>> | null | undefined): ClientTerms {
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  return {
    feeType: stored?.feeType === 'fixed' ? 'fixed' : 'percent',
    feePercent: number(stored?.feePercent) ?? DEFAULT_FEE_PERCENT,
    feeFixedAmount: number(stored?.feeFixedAmount),
    feeCurrency: typeof stored?.feeCurrency === 'string' ? stored.feeCurrency : '',
    guaranteeDays: number(stored?.guaranteeDays) ?? DEFAULT_GUARANTEE_DAYS,
  };
}

/**
 * The agency's fee for a placement at `salary` on `terms`: a percentage of the annual salary in the salary's currency,
 * or the fixed amount in the client's fee currency (the salary's when none is set). Rounded to the cent.
 * Example (issue 28): 100,000 a year at 20 % → 20,000.
 */
export function placementFee(
  salary: { amount: number; currency: string; period: SalaryPeriod },
  terms: ClientTerms,
): { amount: number; currency: string } {
  if (terms.feeType === 'fixed' && terms.feeFixedAmount != null) {
    return { amount: terms.feeFixedAmount, currency: terms.feeCurrency || salary.currency };
  }
  const amount = (annualSalary(salary.amount, salary.period) * terms.feePercent) / 100;
  return { amount: Math.round(amount * 100) / 100, currency: salary.currency };
}

/** The last day of a guarantee of `days` for a hire starting on `startDate` (both `YYYY-MM-DD`, calendar days). */
export function guaranteeEndDate(startDate: string, days: number): string {
  const end = new Date(`${startDate}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + days);
  return end.toISOString().slice(0, 10);
}

/** What a Recruiter is told when they try to change a locked placement (the CMS's 403). */
export const PLACEMENT_LOCKED_MESSAGE = 'This placement is locked: only an Admin can change it.';
/** What an Admin is told when they change a locked placement without writing why (the CMS's 400). */
export const PLACEMENT_LOCKED_REASON_MESSAGE = 'Give a reason to change a locked placement.';

/**
 * Why a change of a placement is refused because it is locked, or null: a locked placement changes only by an Admin
 * (`admin`: the role holds `placements.manage`), with a written reason (issue 28).
 */
export function placementLockProblem({
  locked,
  admin,
  reason,
}: {
  locked: boolean;
  admin: boolean;
  reason: string;
}): string | null {
  if (locked && !admin) return PLACEMENT_LOCKED_MESSAGE;
  if (locked && !reason.trim()) return PLACEMENT_LOCKED_REASON_MESSAGE;
  return null;
}

/**
 * Why a placement cannot move from `from` to `to`, or null when it can: the move must be one of
 * `PLACEMENT_TRANSITIONS`, a fell-through or left-during-guarantee move needs a reason, and a locked placement moves
 * only by an Admin with a reason (issue 28; `comment`, the Admin's written reason, when given, else `reason`).
 */
export function placementMoveProblem(
  from: PlacementStatus,
  to: PlacementStatus,
  { reason, comment, locked, admin }: { reason: string; comment?: string; locked: boolean; admin: boolean },
): string | null {
  const lockProblem = placementLockProblem({ locked, admin, reason: comment ?? reason });
  if (lockProblem) return lockProblem;
  if (!PLACEMENT_TRANSITIONS[from].includes(to)) {
    const label = (status: PlacementStatus) => PLACEMENT_STATUSES.find((entry) => entry.value === status)!.label;
    return `A placement cannot move from ${label(from)} to ${label(to)}.`;
  }
  if (PLACEMENT_STATUSES_WITH_REASON.includes(to) && !reason) return 'Choose a reason.';
  return null;
}

const moneyAmount = z.coerce.number().positive().max(SALARY_MAX_AMOUNT);
const dateOnly = z.iso.date();

/** A client's offer as staff record it (`POST /submissions/:documentId/offers`). */
export const offerInputSchema = z.object({
  salaryAmount: moneyAmount,
  salaryCurrency: currencyCode.refine((code) => code !== '', 'Choose the currency.'),
  salaryPeriod: z.enum(SALARY_PERIOD_VALUES),
  startDate: dateOnly,
  expiresOn: dateOnly,
});
export type OfferInput = z.output<typeof offerInputSchema>;

/** The candidate's answer to an offer, as staff record it (`POST /offers/:documentId/answer`). */
export const offerAnswerSchema = z
  .object({
    answer: z.enum(['accepted', 'declined']),
    reason: z.union([z.literal(''), z.enum(OFFER_DECLINE_REASON_VALUES)]).default(''),
  })
  .superRefine((input, context) => {
    if (input.answer === 'declined' && !input.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Choose why the offer was declined.' });
    }
  });

/** A client's fee and guarantee terms as staff set them on the client's page. */
export const clientTermsSchema = z.object({
  feeType: z.enum(FEE_TYPE_VALUES),
  feePercent: z.coerce.number().min(0).max(100).default(DEFAULT_FEE_PERCENT),
  feeFixedAmount: moneyAmount.nullable().default(null),
  feeCurrency: currencyCode,
  guaranteeDays: z.coerce.number().int().min(0).max(GUARANTEE_DAYS_MAX).default(DEFAULT_GUARANTEE_DAYS),
});

/** A move of a placement's status (`POST /placements/:documentId/moves`). */
export const placementMoveSchema = z.object({
  to: z.enum(PLACEMENT_STATUS_VALUES),
  reason: z.union([z.literal(''), z.enum(PLACEMENT_END_REASON_VALUES)]).default(''),
  /** For a locked placement: the Admin's reason, written. */
  comment: cleanedText(PLACEMENT_REASON_MAX, true).default(''),
  /** For left-during-guarantee: the agency owes the client a replacement. */
  replacement: z.coerce.boolean().default(false),
});

/** An Admin's change of a placement's fee, always with a reason (`POST /placements/:documentId/fee`). */
export const placementFeeChangeSchema = z.object({
  amount: z.coerce.number().min(0).max(SALARY_MAX_AMOUNT),
  reason: cleanedText(PLACEMENT_REASON_MAX, true).min(1, 'Give a reason for the new fee.'),
});

/** The invoice's status and its dates (`POST /placements/:documentId/invoice`). */
export const placementInvoiceSchema = z.object({
  status: z.enum(INVOICE_STATUS_VALUES),
  invoicedOn: z.union([z.literal(''), dateOnly]).default(''),
  paidOn: z.union([z.literal(''), dateOnly]).default(''),
  /** For a locked placement: the Admin's reason, written. */
  comment: cleanedText(PLACEMENT_REASON_MAX, true).default(''),
});

/** An Admin's lock or unlock of a placement (`POST /placements/:documentId/lock`, `/unlock`); unlocking needs a reason. */
export const placementLockSchema = z.object({
  reason: cleanedText(PLACEMENT_REASON_MAX, true).default(''),
});
