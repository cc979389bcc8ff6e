import { CLIENT_LINK_SENT_MESSAGE } from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { cleanFileName } from '../../../lib/resume-file';
import { service as serviceOf } from '../../services';
import { StageConflict } from '../../submission/services/submission';
import type { ClientContactOfSession } from '../services/client-access';

/** Koa's context as the portal's handlers read it. */
interface PortalContext {
  params: { id?: string };
  query: Record<string, unknown>;
  request: { body?: unknown };
  state: { clientContact?: ClientContactOfSession; clientSessionId?: number };
  status: number;
  body: unknown;
  type: string;
  length: number;
  attachment(name: string): void;
  set(name: string, value: string): void;
  /** Strapi's 409 answer, in its error shape. */
  conflict(message: string, details?: object): void;
}

/**
 * Refuses any query parameter (`populate`, `filters`, `fields`…): the portal's routes read nothing a caller could widen.
 * @throws ValidationError (400).
 */
function noQuery(ctx: PortalContext): void {
  const names = Object.keys(ctx.query ?? {});
  if (names.length > 0) throw new errors.ValidationError(`Unexpected query parameters: ${names.join(', ')}.`);
}

/** The body's `data` (`{ data: { … } }`, Strapi's shape). */
const dataOf = (ctx: PortalContext): unknown => ((ctx.request.body ?? {}) as { data?: unknown }).data;

/** The signed-in contact the route middleware found (api::client-portal.client-session). @throws without one. */
function contactOf(ctx: PortalContext): ClientContactOfSession {
  if (!ctx.state.clientContact) throw new errors.UnauthorizedError();
  return ctx.state.clientContact;
}

/**
 * The client portal's routes (routes/client-portal.ts, docs/024-employers.md "Submissions and the client portal");
 * the rules are the services' (services/client-access.ts: links and sessions; services/client-portal.ts: what the
 * client sees and answers). Every answer is `private, no-store`: a client's data is never kept by a cache.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const access = () => serviceOf(strapi, 'api::client-portal.client-access');
  const portal = () => serviceOf(strapi, 'api::client-portal.client-portal');
  const answer = (ctx: PortalContext, data: unknown, status = 200) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { data, meta: {} };
    ctx.status = status;
  };
  return {
    /** POST /client-portal/sign-in-links `{ data: { email } }` → 202 { data: { message } }, whoever the address is. */
    async requestLink(ctx: PortalContext) {
      noQuery(ctx);
      await access().requestLink(dataOf(ctx));
      answer(ctx, { message: CLIENT_LINK_SENT_MESSAGE }, 202);
    },

    /** POST /client-portal/sessions `{ data: { token } }` → 201 { data: { session, expiresAt, contact, client } }. */
    async signIn(ctx: PortalContext) {
      noQuery(ctx);
      answer(ctx, await access().signIn(dataOf(ctx)), 201);
    },

    /** DELETE /client-portal/sessions/current → 204: the session of the header revoked. */
    async signOut(ctx: PortalContext) {
      noQuery(ctx);
      contactOf(ctx);
      await access().revoke(Number(ctx.state.clientSessionId));
      ctx.body = null;
      ctx.status = 204;
    },

    /** GET /client-portal/me → { data: { contact: { fullName, email }, client: { name } } }. */
    async me(ctx: PortalContext) {
      noQuery(ctx);
      answer(ctx, await portal().me(contactOf(ctx)));
    },

    /** GET /client-portal/jobs → { data: [{ documentId, title, status, submissions, awaiting }] }. */
    async jobs(ctx: PortalContext) {
      noQuery(ctx);
      answer(ctx, await portal().jobs(contactOf(ctx)));
    },

    /** GET /client-portal/jobs/:documentId → { data: { documentId, title, submissions } }; 404. */
    async job(ctx: PortalContext) {
      noQuery(ctx);
      answer(ctx, await portal().job(contactOf(ctx), String(ctx.params.id)));
    },

    /** GET /client-portal/submissions/:documentId/resume → the resume as an attachment; 404. */
    async resume(ctx: PortalContext) {
      noQuery(ctx);
      const resume = await portal().resume(contactOf(ctx), String(ctx.params.id));
      ctx.attachment(cleanFileName(resume.name));
      ctx.type = resume.mime;
      ctx.length = resume.size;
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = resume.stream;
    },

    /**
     * POST /client-portal/submissions/:documentId/answers `{ data: ClientAnswerInput }` → 201 { data: { answeredAt } };
     * 409 (the contract's `clientAnswerProblem`) when the submission's stage refuses it.
     */
    async answer(ctx: PortalContext) {
      noQuery(ctx);
      try {
        answer(ctx, await portal().answer(contactOf(ctx), String(ctx.params.id), dataOf(ctx)), 201);
      } catch (error) {
        // An answer the submission's stage refuses (docs/025-placements.md "Stages"): 409 in the client's words.
        if (!(error instanceof StageConflict)) throw error;
        ctx.set('Cache-Control', 'private, no-store');
        ctx.conflict(error.message, {});
      }
    },
  };
};
