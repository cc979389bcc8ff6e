import type { Core } from '@strapi/strapi';
import { FORGOT_PASSWORD_ANSWER } from '@agency/contract';
import { errors } from '@strapi/utils';
import { changePassword, forgotPassword, resetPassword } from '../services/staff-password';

interface Context {
  request: { body?: unknown; ip: string; header: Record<string, string | string[] | undefined> };
  state: { user?: { id?: number } };
  status: number;
  body: unknown;
  set(name: string, value: string): void;
}

/** Runs `handle`; a refusal of the limits gets `Retry-After` (seconds) besides Strapi's 429 body. */
async function limited(ctx: Context, handle: () => Promise<void>): Promise<void> {
  try {
    await handle();
  } catch (error) {
    const seconds = (error as { details?: { retryAfterSeconds?: unknown } }).details?.retryAfterSeconds;
    if (error instanceof errors.RateLimitError && typeof seconds === 'number') ctx.set('Retry-After', String(seconds));
    throw error;
  }
}

/**
 * The staff password routes (routes/staff-password.ts, docs/022-the-team.md "Password reset and change"); the rules
 * are the service's. The client is the visitor whose address the web app forwards (src/middlewares/client-address.ts).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /staff/password/forgot `{ email }` → 202 `FORGOT_PASSWORD_ANSWER`, whoever the address is. */
  async forgot(ctx: Context) {
    await limited(ctx, () => forgotPassword(strapi, ctx.request.body, ctx.request.ip));
    ctx.status = 202;
    ctx.body = { data: null, meta: { message: FORGOT_PASSWORD_ANSWER } };
  },

  /** POST /staff/password/reset `{ token, password }` → 200 `{ data: { reset: true } }`. */
  async reset(ctx: Context) {
    await limited(ctx, () => resetPassword(strapi, ctx.request.body, ctx.request.ip));
    ctx.body = { data: { reset: true }, meta: {} };
  },

  /**
   * POST /staff/password/change `{ currentPassword, password }` → 200 `{ data: { changed: true } }`. The session kept is
   * the one of this request's access token (its `sessionId` claim, users-permissions' `jwtManagement: 'refresh'`).
   */
  async change(ctx: Context) {
    const payload = (await strapi.plugin('users-permissions').service('jwt').getToken(ctx)) as {
      sessionId?: unknown;
    } | null;
    const sessionId = typeof payload?.sessionId === 'string' ? payload.sessionId : undefined;
    await limited(ctx, () =>
      changePassword(strapi, Number(ctx.state.user?.id), sessionId, ctx.request.body, ctx.request.ip),
    );
    ctx.body = { data: { changed: true }, meta: {} };
  },
});
