import {
  clientTermsSchema,
  INVOICE_STATUS_VALUES,
  offerAnswerSchema,
  offerInputSchema,
  PLACEMENT_STATUS_VALUES,
  placementFeeChangeSchema,
  placementInvoiceSchema,
  placementLockSchema,
  placementMoveSchema,
  roleMay,
  z,
  type StaffRole,
} from '@agency/contract';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { ApiError } from '~/lib/api-error';
import { formErrorMap } from '~/lib/form-error-map';
import { parsePage } from '~/lib/pagination';
import { failureMessage, refusalMessage } from '~/lib/reported-failure.server';
import {
  answerOffer,
  changePlacement,
  getPlacement,
  listOffers,
  listPlacements,
  recordOffer,
  updateClientTerms,
  type ListedPlacement,
  type PlacementChange,
} from './api.server';

/**
 * What a form of the offers and placements gets back: whether it worked, the message shown (it takes the focus), the
 * field errors, and which form it was (`intent`).
 */
export interface PlacementAnswer {
  intent: string;
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

/** The forms' words for the contract's rules (docs/025-placements.md "Offers and placements"). */
const errorMap = formErrorMap({
  labels: { reason: 'Reason', comment: 'Reason' },
  missing: {
    salaryAmount: 'Enter the salary.',
    salaryCurrency: 'Choose the currency.',
    startDate: 'Enter the start date.',
    expiresOn: 'Enter the date the offer expires.',
    reason: 'Choose a reason.',
    amount: 'Enter the new fee.',
    feeFixedAmount: 'Enter the fixed fee.',
  },
  invalid: {
    salaryAmount: 'Enter the salary as a positive amount.',
    salaryCurrency: 'Choose the currency.',
    salaryPeriod: 'Choose the period.',
    startDate: 'Enter the start date.',
    expiresOn: 'Enter the date the offer expires.',
    reason: 'Choose a reason.',
    amount: 'Enter the new fee as an amount.',
    feePercent: 'Enter a percentage from 0 to 100.',
    feeFixedAmount: 'Enter the fixed fee as a positive amount.',
    feeCurrency: 'Choose the currency.',
    guaranteeDays: 'Enter the guarantee in days, 0 to 365.',
    invoicedOn: 'Enter a date.',
    paidOn: 'Enter a date.',
  },
});

/** The answer to a form the CMS refused or could not take: its message, on a field when it names one. */
function refused(intent: string, error: unknown, fallback: string) {
  const status = error instanceof ApiError && error.status ? error.status : 502;
  // A refusal of what was sent (400, 404, 409), or of this record (a locked placement, another member's job: the CMS's
  // 403 in those words), is the staff member's to read; any other 403 means the session lost its right: signed out.
  const message = refusalMessage(error, fallback);
  return data<PlacementAnswer>({ intent, ok: false, message: `${fallback}: ${message}` }, { status });
}

/** The answer to a form whose fields did not pass the contract's schema (400). */
function invalid(intent: string, fieldErrors: Record<string, string[] | null>) {
  const errors = Object.fromEntries(
    Object.entries(fieldErrors).flatMap(([key, value]) => (value ? [[key, value]] : [])),
  );
  const first = Object.values(errors)[0]?.[0];
  return data<PlacementAnswer>(
    { intent, ok: false, message: first ?? 'Check the fields marked.', fieldErrors: errors },
    { status: 400 },
  );
}

/**
 * The list of /admin/placements: `?status=` and `?invoice=` (a status; anything else is all), `?mine=1` (credited to
 * me), `?page=`; on a CMS failure an empty list and its message.
 */
export async function loadPlacements(token: string, params: URLSearchParams) {
  const pick = <T extends string>(value: string | null, values: readonly T[]) =>
    values.includes(value as T) ? (value as T) : null;
  const filters = {
    status: pick(params.get('status'), PLACEMENT_STATUS_VALUES),
    invoice: pick(params.get('invoice'), INVOICE_STATUS_VALUES),
    mine: params.get('mine') === '1',
    page: parsePage(params.get('page')),
  };
  try {
    const { placements, pagination } = await listPlacements(token, filters);
    return { ...filters, placements, pagination, error: null };
  } catch (error) {
    const message = failureMessage(error, 'Failed to fetch placements');
    return { ...filters, placements: [] as ListedPlacement[], pagination: null, error: message };
  }
}

/**
 * One placement for its page, and whether the member may change its fee and lock (`placements.manage`).
 * @throws a 404 response for none, a 502 response when the CMS fails.
 */
export async function loadPlacement(token: string, documentId: string, role: StaffRole) {
  try {
    return { placement: await getPlacement(token, documentId), manages: roleMay(role, 'placements.manage') };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw data('This placement does not exist (any more).', { status: 404 });
    }
    throw data(failureMessage(error, 'Failed to fetch the placement'), { status: 502 });
  }
}

/** The forms of a placement's page: their schema (the contract's), the CMS route and the words of success. */
const PLACEMENT_FORMS = {
  move: { schema: placementMoveSchema, change: 'moves', done: 'Status changed', fallback: 'Not moved' },
  fee: { schema: placementFeeChangeSchema, change: 'fee', done: 'Fee changed', fallback: 'Fee not changed' },
  invoice: { schema: placementInvoiceSchema, change: 'invoice', done: 'Invoice saved', fallback: 'Invoice not saved' },
  lock: { schema: placementLockSchema, change: 'lock', done: 'Locked', fallback: 'Not locked' },
  unlock: { schema: placementLockSchema, change: 'unlock', done: 'Unlocked', fallback: 'Not unlocked' },
} as const satisfies Record<string, { schema: z.ZodType; change: PlacementChange; done: string; fallback: string }>;

/**
 * The forms of a placement's page (`intent`: move, fee, invoice, lock, unlock), checked with the contract's schema
 * here and again by the CMS. Answers `PlacementAnswer`: 400 with the field errors, the CMS's status and words when it
 * refuses (a move the rules do not allow, a locked placement without a reason).
 */
export async function handlePlacementAction(token: string, documentId: string, formData: FormData) {
  const sent = formData.get('intent');
  const intent = typeof sent === 'string' ? sent : '';
  const form = PLACEMENT_FORMS[intent as keyof typeof PLACEMENT_FORMS];
  if (!form) return data<PlacementAnswer>({ intent, ok: false, message: 'Invalid request' }, { status: 400 });
  const submission = parseWithZod(formData, { schema: form.schema, error: errorMap });
  if (submission.status !== 'success') return invalid(intent, submission.error ?? {});
  try {
    await changePlacement(token, documentId, form.change, submission.value);
    return { intent, ok: true, message: form.done } satisfies PlacementAnswer;
  } catch (error) {
    return refused(intent, error, form.fallback);
  }
}

/** A submission's offers as the application dialog's offer part reads them (JSON). */
export async function loadOffers(token: string, submissionDocumentId: string) {
  try {
    return { offers: await listOffers(token, submissionDocumentId), error: null };
  } catch (error) {
    return { offers: [], error: failureMessage(error, 'Failed to fetch the offers') };
  }
}

const offerTarget = z.object({ offer: z.string().min(1) });

/**
 * The application dialog's offer forms: `intent=offer` records a client's offer (the contract's `offerInputSchema`),
 * `intent=answer` the candidate's answer to the offer `offer` (`offerAnswerSchema`: a reason to decline). Answers
 * `PlacementAnswer`; the CMS's refusal (an ended submission, an open offer already, an answered offer) in its words.
 */
export async function handleOfferAction(token: string, submissionDocumentId: string, formData: FormData) {
  const sent = formData.get('intent');
  const intent = typeof sent === 'string' ? sent : '';
  if (intent === 'offer') {
    const submission = parseWithZod(formData, { schema: offerInputSchema, error: errorMap });
    if (submission.status !== 'success') return invalid(intent, submission.error ?? {});
    try {
      await recordOffer(token, submissionDocumentId, submission.value);
      return {
        intent,
        ok: true,
        message: 'Offer recorded: the candidate stands at Offered.',
      } satisfies PlacementAnswer;
    } catch (error) {
      return refused(intent, error, 'Offer not recorded');
    }
  }
  if (intent === 'answer') {
    const target = offerTarget.safeParse({ offer: formData.get('offer') });
    const submission = parseWithZod(formData, { schema: offerAnswerSchema, error: errorMap });
    if (!target.success)
      return data<PlacementAnswer>({ intent, ok: false, message: 'Invalid request' }, { status: 400 });
    if (submission.status !== 'success') return invalid(intent, submission.error ?? {});
    try {
      const offer = await answerOffer(token, target.data.offer, submission.value);
      const message = offer.placement
        ? `Accepted: placed, with a fee of ${offer.placement.feeAmount.toLocaleString('en')} ${offer.placement.feeCurrency}.`
        : 'Declined: the submission ended with “offer declined”.';
      return { intent, ok: true, message } satisfies PlacementAnswer;
    } catch (error) {
      return refused(intent, error, 'Answer not recorded');
    }
  }
  return data<PlacementAnswer>({ intent, ok: false, message: 'Invalid request' }, { status: 400 });
}

/** The client page's terms form (`intent=terms`, Admin): the contract's `clientTermsSchema`, checked again by the CMS. */
export async function handleClientTermsAction(token: string, clientDocumentId: string, formData: FormData) {
  const intent = 'terms';
  const submission = parseWithZod(formData, { schema: clientTermsSchema, error: errorMap });
  if (submission.status !== 'success') return invalid(intent, submission.error ?? {});
  if (submission.value.feeType === 'fixed' && submission.value.feeFixedAmount == null) {
    return invalid(intent, { feeFixedAmount: ['Enter the fixed fee.'] });
  }
  try {
    await updateClientTerms(token, clientDocumentId, submission.value);
    return {
      intent,
      ok: true,
      message: 'Fee terms saved. New placements of this client take them.',
    } satisfies PlacementAnswer;
  } catch (error) {
    return refused(intent, error, 'Fee terms not saved');
  }
}
