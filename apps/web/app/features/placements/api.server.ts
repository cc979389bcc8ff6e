import {
  FEE_TYPE_VALUES,
  INVOICE_STATUS_VALUES,
  OFFER_STATUS_VALUES,
  PLACEMENT_STATUS_VALUES,
  SALARY_PERIOD_VALUES,
  z,
  type ClientTerms,
  type InvoiceStatus,
  type OfferInput,
  type PlacementStatus,
} from '@agency/contract';
import { cmsRequest, cmsText as text, parse } from '~/lib/cms-client.server';

/**
 * Offers, placements and a client's fee terms in the CMS (docs/025-placements.md "API"), server only.
 * @throws ApiError (the CMS's status and message).
 */

const money = z.coerce.number();
const date = z.string();

const placementSummarySchema = z.object({
  documentId: z.string(),
  status: z.enum(PLACEMENT_STATUS_VALUES),
  startDate: date,
  feeAmount: money,
  feeCurrency: z.string(),
  guaranteeEndsOn: date,
  invoiceStatus: z.enum(INVOICE_STATUS_VALUES),
  locked: z.boolean(),
});
export type PlacementSummary = z.infer<typeof placementSummarySchema>;

const offerSchema = z.object({
  documentId: z.string(),
  salaryAmount: money,
  salaryCurrency: z.string(),
  salaryPeriod: z.enum(SALARY_PERIOD_VALUES),
  startDate: date,
  expiresOn: date,
  status: z.enum(OFFER_STATUS_VALUES),
  declineReason: text,
  answeredAt: text,
  answeredBy: text,
  recordedBy: text,
  createdAt: text,
  placement: placementSummarySchema.nullable(),
});
export type StaffOffer = z.infer<typeof offerSchema>;

const listedPlacementSchema = placementSummarySchema.extend({
  candidate: z.object({ fullName: text }),
  application: text,
  job: z.object({ documentId: z.string(), title: text }).nullable(),
  client: z.object({ documentId: z.string(), name: text }).nullable(),
  creditedRecruiter: z.object({ id: z.number().nullable(), name: z.string() }).nullable(),
});
export type ListedPlacement = z.infer<typeof listedPlacementSchema>;

const historySchema = z.object({
  at: z.string(),
  actor: z.string(),
  change: z.string(),
  from: z.union([z.string(), z.number()]).nullish(),
  to: z.union([z.string(), z.number()]).nullish(),
  reason: text,
  comment: text,
  replacement: z.boolean().nullish(),
});
export type PlacementHistoryEntry = z.infer<typeof historySchema>;

const placementSchema = listedPlacementSchema.extend({
  submission: text,
  salaryAmount: money,
  salaryCurrency: z.string(),
  salaryPeriod: z.enum(SALARY_PERIOD_VALUES),
  feeType: z.enum(FEE_TYPE_VALUES),
  feePercent: money.nullable(),
  feeChangedBy: text,
  feeChangeReason: text,
  guaranteeDays: z.number(),
  invoicedOn: text,
  paidOn: text,
  statusReason: text,
  replacement: z.boolean(),
  placedAt: z.string(),
  history: z.array(historySchema),
});
export type StaffPlacement = z.infer<typeof placementSchema>;

const paginationSchema = z.object({ page: z.number(), pageSize: z.number(), pageCount: z.number(), total: z.number() });

/** What the placements list filters on (docs/025-placements.md "API"). */
export interface PlacementFilters {
  status: PlacementStatus | null;
  invoice: InvoiceStatus | null;
  mine: boolean;
  page: number;
}

/** One page of placements, the latest start first. */
export async function listPlacements(token: string, filters: PlacementFilters) {
  const query: Record<string, unknown> = { page: filters.page };
  if (filters.status) query.status = filters.status;
  if (filters.invoice) query.invoice = filters.invoice;
  if (filters.mine) query.recruiter = 'mine';
  const body = await cmsRequest('/placements', { token, query });
  const { data, meta } = parse(
    z.object({ data: z.array(listedPlacementSchema), meta: z.object({ pagination: paginationSchema }) }),
    body,
  );
  return { placements: data, pagination: meta.pagination };
}

/** One placement with its history. @throws ApiError (404 for none). */
export async function getPlacement(token: string, documentId: string): Promise<StaffPlacement> {
  const body = await cmsRequest(`/placements/${encodeURIComponent(documentId)}`, { token });
  return parse(z.object({ data: placementSchema }), body).data;
}

/** The placement changes staff send, by their CMS route (`POST /placements/:documentId/<change>`). */
export type PlacementChange = 'moves' | 'fee' | 'invoice' | 'lock' | 'unlock';

/** Sends one change of a placement (`data` as the contract's schema of the change gave it). */
export async function changePlacement(
  token: string,
  documentId: string,
  change: PlacementChange,
  data: Record<string, unknown>,
): Promise<StaffPlacement> {
  const body = await cmsRequest(`/placements/${encodeURIComponent(documentId)}/${change}`, {
    method: 'POST',
    token,
    body: { data },
  });
  return parse(z.object({ data: placementSchema }), body).data;
}

/** A submission's offers, newest first, each with the placement it made. */
export async function listOffers(token: string, submissionDocumentId: string): Promise<StaffOffer[]> {
  const body = await cmsRequest(`/submissions/${encodeURIComponent(submissionDocumentId)}/offers`, { token });
  return parse(z.object({ data: z.array(offerSchema) }), body).data;
}

/** Records a client's offer on a submission (the stage moves to Offered). @throws ApiError (409 on an ended one). */
export async function recordOffer(token: string, submissionDocumentId: string, offer: OfferInput): Promise<StaffOffer> {
  const body = await cmsRequest(`/submissions/${encodeURIComponent(submissionDocumentId)}/offers`, {
    method: 'POST',
    token,
    body: { data: offer },
  });
  return parse(z.object({ data: offerSchema }), body).data;
}

/** Records the candidate's answer to an offer (accepted makes the placement). @throws ApiError (409 once answered). */
export async function answerOffer(
  token: string,
  offerDocumentId: string,
  answer: { answer: 'accepted' | 'declined'; reason: string },
): Promise<StaffOffer> {
  const body = await cmsRequest(`/offers/${encodeURIComponent(offerDocumentId)}/answer`, {
    method: 'POST',
    token,
    body: { data: answer },
  });
  return parse(z.object({ data: offerSchema }), body).data;
}

/** Sets a client's fee and guarantee terms (Admin). @throws ApiError (400, 403, 404). */
export async function updateClientTerms(token: string, clientDocumentId: string, terms: ClientTerms): Promise<void> {
  await cmsRequest(`/clients/${encodeURIComponent(clientDocumentId)}/terms`, {
    method: 'PUT',
    token,
    body: { data: terms },
  });
}
