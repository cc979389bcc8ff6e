import { CLIENT_SESSION_ENDED_MESSAGE, CLIENT_SESSION_HEADER } from '@agency/contract';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { sessionOf } from '../services/client-access';

/** The 401 of the portal's routes without a live session, in Strapi's error shape. */
export const SESSION_ENDED_BODY = {
  data: null,
  error: { status: 401, name: 'UnauthorizedError', message: CLIENT_SESSION_ENDED_MESSAGE, details: {} },
} as const;

/**
 * `api::client-portal.client-session`, the lock of the client portal's routes (docs/024-employers.md "Submissions and
 * the client portal"), which are `auth: false` for Strapi: a staff member's bearer token counts for nothing here, and a
 * client's session header for nothing on a staff route. Lets a request through only with a live session in the
 * `x-client-session` header (`CLIENT_SESSION_HEADER`; services/client-access.ts `sessionOf`: known, not revoked, not
 * expired, its contact still there), and hands the route `ctx.state.clientContact` ({ id, documentId, fullName, email,
 * clientId }) and `ctx.state.clientSessionId`. Anything else is answered here: 401 `CLIENT_SESSION_ENDED_MESSAGE`. (A
 * route middleware rather than a policy: Strapi's authorisation step turns an UnauthorizedError thrown after it into
 * a bare "Unauthorized", which would lose the contract's words.)
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const found = await sessionOf(strapi, ctx.request.header[CLIENT_SESSION_HEADER]);
    if (!found) {
      ctx.status = 401;
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = SESSION_ENDED_BODY;
      return;
    }
    ctx.state.clientContact = found.contact;
    ctx.state.clientSessionId = found.sessionId;
    await next();
  };
