import type { Core } from '@strapi/strapi';
import type { SignedInUser } from '../../../lib/job-ownership';
import { service as serviceOf } from '../../services';
import { SubmissionConflict } from '../../submission/services/submission';

/** Koa's context as the placements' handlers read it. */
interface PlacementContext {
  params: { id: string };
  query: Record<string, unknown>;
  request: { body?: unknown };
  state: { user?: SignedInUser };
  status: number;
  body: unknown;
  /** Strapi's 409 answer, in its error shape. */
  conflict(message: string, details?: object): void;
}

const dataOf = (ctx: PlacementContext): unknown => ((ctx.request.body ?? {}) as { data?: unknown }).data;

/** Answers `{ data: await work(), meta: {} }`; a submission that cannot follow (it ended meanwhile) is a 409. */
async function answer(ctx: PlacementContext, work: () => Promise<unknown>): Promise<void> {
  try {
    ctx.body = { data: await work(), meta: {} };
  } catch (error) {
    if (!(error instanceof SubmissionConflict)) throw error;
    ctx.conflict(error.message, {});
  }
}

/**
 * Thin HTTP layer over the placement service (routes/placement.ts, docs/025-placements.md "API"); the rules are the
 * service's (services/placement.ts).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const placements = () => serviceOf(strapi, 'api::placement.placement');
  return {
    /** GET /placements?status=&invoice=&client=&recruiter=mine&page= → { data, meta: { pagination } }. */
    async find(ctx: PlacementContext) {
      ctx.body = await placements().list(ctx.query, ctx.state.user);
    },
    /** GET /placements/:documentId → { data: PlacementDetail }; 404. */
    findOne: (ctx: PlacementContext) => answer(ctx, () => placements().detail(ctx.params.id)),
    /** POST /placements/:documentId/moves `{ data: { to, reason?, comment?, replacement? } }`. */
    move: (ctx: PlacementContext) => answer(ctx, () => placements().move(ctx.params.id, dataOf(ctx), ctx.state.user)),
    /** POST /placements/:documentId/fee `{ data: { amount, reason } }` (Admin). */
    fee: (ctx: PlacementContext) => answer(ctx, () => placements().fee(ctx.params.id, dataOf(ctx), ctx.state.user)),
    /** POST /placements/:documentId/invoice `{ data: { status, invoicedOn?, paidOn?, comment? } }`. */
    invoice: (ctx: PlacementContext) =>
      answer(ctx, () => placements().invoice(ctx.params.id, dataOf(ctx), ctx.state.user)),
    /** POST /placements/:documentId/lock `{ data: { reason? } }` (Admin). */
    lock: (ctx: PlacementContext) =>
      answer(ctx, () => placements().lock(ctx.params.id, true, dataOf(ctx), ctx.state.user)),
    /** POST /placements/:documentId/unlock `{ data: { reason } }` (Admin). */
    unlock: (ctx: PlacementContext) =>
      answer(ctx, () => placements().lock(ctx.params.id, false, dataOf(ctx), ctx.state.user)),
  };
};
