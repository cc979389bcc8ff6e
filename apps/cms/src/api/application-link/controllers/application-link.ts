import { CANDIDATE_LINK_SENT_MESSAGE } from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { actorOf } from '../../../lib/audit';
import { InterviewConflict } from '../../interview/services/interview';
import {
  candidateInterviewCalendar,
  candidatePageOf,
  pickCandidateSlot,
  exportCandidateData,
  requestCandidateLinks,
  revokeCandidateLinks,
  saveCandidateTimeZone,
  sendCandidateLinkAgain,
  withdrawApplication,
  withdrawCandidateConsent,
  WithdrawalRefused,
} from '../services/application-link';

/** Koa's context as these handlers read it. */
interface LinkContext {
  params: { id?: string };
  query: Record<string, unknown>;
  request: { body?: unknown };
  state: { user?: { username?: string } };
  status: number;
  body: unknown;
  type: string;
  attachment(name: string): void;
  set(name: string, value: string): void;
  conflict(message: string, details: object): void;
}

/**
 * Refuses any query parameter (`populate`, `filters`, `fields`…): these routes read nothing a caller could widen.
 * @throws ValidationError (400).
 */
function noQuery(ctx: LinkContext): void {
  const names = Object.keys(ctx.query ?? {});
  if (names.length > 0) throw new errors.ValidationError(`Unexpected query parameters: ${names.join(', ')}.`);
}

/** The body's `data` (`{ data: { … } }`, Strapi's shape). */
const dataOf = (ctx: LinkContext): unknown => ((ctx.request.body ?? {}) as { data?: unknown }).data;

/**
 * The candidate's page (routes/application-link.ts; docs/025-placements.md "The candidate's page"); the rules are the
 * service's. Every public answer is `private, no-store`: one person's page is never kept by a cache.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const answer = (ctx: LinkContext, data: unknown, status = 200) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { data, meta: {} };
    ctx.status = status;
  };
  return {
    /** POST /candidate-page/view `{ data: { token } }` → `{ data: CandidatePage }`; 404. Changes nothing. */
    async view(ctx: LinkContext) {
      noQuery(ctx);
      answer(ctx, await candidatePageOf(strapi, dataOf(ctx)));
    },

    /** POST /candidate-page/withdraw `{ data: { token, reason } }` → `{ data: CandidatePage }`; 404; 409 once ended. */
    async withdraw(ctx: LinkContext) {
      noQuery(ctx);
      ctx.set('Cache-Control', 'private, no-store');
      try {
        answer(ctx, await withdrawApplication(strapi, dataOf(ctx)));
      } catch (error) {
        if (!(error instanceof WithdrawalRefused)) throw error;
        ctx.conflict(error.message, {});
      }
    },

    /**
     * POST /candidate-page/interviews/pick `{ data: { token, interview, slot, timeZone } }` → `{ data: CandidatePage }`;
     * 400 a slot that is not one; 404; 409 an interview with no times to pick.
     */
    async pickSlot(ctx: LinkContext) {
      noQuery(ctx);
      ctx.set('Cache-Control', 'private, no-store');
      try {
        answer(ctx, await pickCandidateSlot(strapi, dataOf(ctx)));
      } catch (error) {
        if (!(error instanceof InterviewConflict)) throw error;
        ctx.conflict(error.message, {});
      }
    },

    /** POST /candidate-page/interviews/calendar `{ data: { token, interview } }` → the `.ics` (text/calendar); 404. */
    async calendar(ctx: LinkContext) {
      noQuery(ctx);
      const { filename, ics } = await candidateInterviewCalendar(strapi, dataOf(ctx));
      ctx.attachment(filename);
      ctx.type = 'text/calendar; charset=utf-8; method=REQUEST';
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = ics;
    },

    /** POST /candidate-page/time-zone `{ data: { token, timeZone } }` → `{ data: { timeZone } }`; 404; 400. */
    async timeZone(ctx: LinkContext) {
      noQuery(ctx);
      answer(ctx, await saveCandidateTimeZone(strapi, dataOf(ctx)));
    },

    /** POST /candidate-page/links `{ data: { email } }` → 202 `{ data: { message } }`, whoever the address is. */
    async requestLinks(ctx: LinkContext) {
      noQuery(ctx);
      await requestCandidateLinks(strapi, dataOf(ctx));
      answer(ctx, { message: CANDIDATE_LINK_SENT_MESSAGE }, 202);
    },

    /** POST /candidate-page/export `{ data: { token } }` → the personal-data ZIP as an attachment; 404. */
    async exportData(ctx: LinkContext) {
      noQuery(ctx);
      const now = new Date();
      const zip = await exportCandidateData(strapi, dataOf(ctx), now);
      ctx.attachment(`personal-data-${now.toISOString().slice(0, 10)}.zip`);
      ctx.type = 'application/zip';
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = zip;
    },

    /** POST /candidate-page/consent-withdrawal `{ data: { token } }` → `{ data: { status: 'gone' } }`; 404. */
    async withdrawConsent(ctx: LinkContext) {
      noQuery(ctx);
      answer(ctx, await withdrawCandidateConsent(strapi, dataOf(ctx)));
    },

    /** POST /job-applications/:documentId/candidate-link/revoke (staff) → `{ data: { revoked } }`; 404. */
    async revoke(ctx: LinkContext) {
      noQuery(ctx);
      answer(ctx, await revokeCandidateLinks(strapi, String(ctx.params.id), actorOf(ctx)));
    },

    /** POST /job-applications/:documentId/candidate-link (staff) → 201 `{ data: { sentAt } }`; 404. */
    async sendAgain(ctx: LinkContext) {
      noQuery(ctx);
      answer(ctx, await sendCandidateLinkAgain(strapi, String(ctx.params.id), actorOf(ctx)), 201);
    },
  };
};
