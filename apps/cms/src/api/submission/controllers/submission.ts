import type { Core } from '@strapi/strapi';
import type { SignedInUser } from '../../../lib/job-ownership';
import { service as serviceOf } from '../../services';
import { SubmissionConflict } from '../services/submission';

/** Koa's context as the submissions' handlers read it. */
interface SubmissionContext {
  params: { id: string };
  request: { body?: unknown };
  state: { user?: SignedInUser };
  status: number;
  body: unknown;
  /** Strapi's 409 answer, in its error shape. */
  conflict(message: string, details?: object): void;
}

/**
 * Staff's submissions of applications to clients (routes/submission.ts, docs/024-employers.md "Submissions and the
 * client portal"); the rules are the service's (services/submission.ts). Query parameters are not read.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const submissions = () => serviceOf(strapi, 'api::submission.submission');
  return {
    /** POST /job-applications/:documentId/submissions `{ data: { summary } }` → 201 { data: { documentId, submittedAt } }. */
    async submit(ctx: SubmissionContext) {
      const data = ((ctx.request.body ?? {}) as { data?: unknown }).data;
      try {
        ctx.body = { data: await submissions().submit(ctx.params.id, data, ctx.state.user), meta: {} };
        ctx.status = 201;
      } catch (error) {
        if (!(error instanceof SubmissionConflict)) throw error;
        ctx.conflict(error.message, {});
      }
    },

    /** POST /submissions/:documentId/withdraw → 200 { data: { documentId, withdrawnAt } }; 404; 409 once placed. */
    async withdraw(ctx: SubmissionContext) {
      try {
        ctx.body = { data: await submissions().withdraw(ctx.params.id, ctx.state.user), meta: {} };
      } catch (error) {
        if (!(error instanceof SubmissionConflict)) throw error;
        ctx.conflict(error.message, {});
      }
    },

    /**
     * POST /submissions/:documentId/moves `{ data: { to, round?, reason?, comment? } }` → 200 { data: { documentId,
     * from, to, movedAt, applicationStatus } }; 400 (the contract's `stageMoveProblem`); 404; 409 once ended.
     */
    async move(ctx: SubmissionContext) {
      const data = ((ctx.request.body ?? {}) as { data?: unknown }).data;
      try {
        ctx.body = { data: await submissions().move(ctx.params.id, data, ctx.state.user), meta: {} };
      } catch (error) {
        if (!(error instanceof SubmissionConflict)) throw error;
        ctx.conflict(error.message, {});
      }
    },
  };
};
