import type { Core } from '@strapi/strapi';
import type { SignedInUser } from '../../../lib/job-ownership';
import {
  cancelInterview,
  createInterview,
  InterviewConflict,
  interviewsOfSubmission,
  inviteableContacts,
  recordInterviewOutcome,
  rescheduleInterview,
} from '../services/interview';

/** Koa's context as the interviews' handlers read it. */
interface InterviewContext {
  params: { id: string };
  request: { body?: unknown };
  state: { user?: SignedInUser };
  status: number;
  body: unknown;
  /** Strapi's 409 answer, in its error shape. */
  conflict(message: string, details?: object): void;
}

/**
 * Staff's interviews of submitted candidates (routes/interview.ts, docs/025-placements.md "Interviews and calendar
 * invitations"); the rules are the service's (services/interview.ts). Query parameters are not read.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const dataOf = (ctx: InterviewContext) => ((ctx.request.body ?? {}) as { data?: unknown }).data;
  /** Answers `work`'s interview as `{ data }` with `status`, or a 409 for an InterviewConflict. */
  const answer = async (ctx: InterviewContext, work: () => Promise<unknown>, status = 200) => {
    try {
      ctx.body = { data: await work(), meta: {} };
      ctx.status = status;
    } catch (error) {
      if (!(error instanceof InterviewConflict)) throw error;
      ctx.conflict(error.message, {});
    }
  };
  return {
    /** POST /submissions/:documentId/interviews `{ data }` → 201 { data: interview }. */
    create: (ctx: InterviewContext) =>
      answer(ctx, () => createInterview(strapi, ctx.params.id, dataOf(ctx), ctx.state.user), 201),

    /**
     * GET /submissions/:documentId/interviews → { data: [interview], meta: { contacts } } (the client's contacts staff
     * may invite).
     */
    list: async (ctx: InterviewContext) => {
      const data = await interviewsOfSubmission(strapi, ctx.params.id);
      ctx.body = { data, meta: { contacts: await inviteableContacts(strapi, ctx.params.id) } };
      ctx.status = 200;
    },

    /** POST /interviews/:documentId/reschedule `{ data: { startsAt, lengthMinutes? } }` → { data: interview }. */
    reschedule: (ctx: InterviewContext) =>
      answer(ctx, () => rescheduleInterview(strapi, ctx.params.id, dataOf(ctx), ctx.state.user)),

    /** POST /interviews/:documentId/cancel `{ data: { reason? } }` → { data: interview }. */
    cancel: (ctx: InterviewContext) =>
      answer(ctx, () => cancelInterview(strapi, ctx.params.id, dataOf(ctx), ctx.state.user)),

    /** POST /interviews/:documentId/outcome `{ data: { status, feedback } }` → { data: interview }. */
    outcome: (ctx: InterviewContext) =>
      answer(ctx, () => recordInterviewOutcome(strapi, ctx.params.id, dataOf(ctx), ctx.state.user)),
  };
};
