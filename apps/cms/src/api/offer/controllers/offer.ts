import type { Core } from '@strapi/strapi';
import type { SignedInUser } from '../../../lib/job-ownership';
import { service as serviceOf } from '../../services';
import { SubmissionConflict } from '../../submission/services/submission';
import { OfferConflict } from '../services/offer';

/** Koa's context as the offers' handlers read it. */
interface OfferContext {
  params: { id: string };
  request: { body?: unknown };
  state: { user?: SignedInUser };
  status: number;
  body: unknown;
  /** Strapi's 409 answer, in its error shape. */
  conflict(message: string, details?: object): void;
}

const dataOf = (ctx: OfferContext): unknown => ((ctx.request.body ?? {}) as { data?: unknown }).data;

/** Answers `{ data: await work(), meta: {} }`; a refusal of the offers' or the stages' rules is a 409. */
async function answer(ctx: OfferContext, work: () => Promise<unknown>, status = 200): Promise<void> {
  try {
    ctx.body = { data: await work(), meta: {} };
    ctx.status = status;
  } catch (error) {
    if (!(error instanceof OfferConflict) && !(error instanceof SubmissionConflict)) throw error;
    ctx.conflict(error.message, {});
  }
}

/**
 * Thin HTTP layer over the offer service (routes/offer.ts, docs/025-placements.md "API"); the rules are the service's
 * (services/offer.ts). Query parameters are not read.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const offers = () => serviceOf(strapi, 'api::offer.offer');
  return {
    /** GET /submissions/:documentId/offers → { data: StaffOffer[] } (newest first); 404. */
    list: (ctx: OfferContext) => answer(ctx, () => offers().ofSubmission(ctx.params.id)),

    /** POST /submissions/:documentId/offers `{ data: OfferInput }` → 201 { data: StaffOffer }; 400; 403; 404; 409. */
    create: (ctx: OfferContext) => answer(ctx, () => offers().create(ctx.params.id, dataOf(ctx), ctx.state.user), 201),

    /** POST /offers/:documentId/answer `{ data: { answer, reason } }` → { data: StaffOffer }; 400; 403; 404; 409. */
    answer: (ctx: OfferContext) => answer(ctx, () => offers().answer(ctx.params.id, dataOf(ctx), ctx.state.user)),
  };
};
