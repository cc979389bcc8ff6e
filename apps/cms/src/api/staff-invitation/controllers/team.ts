import type { Core } from '@strapi/strapi';
import { service as serviceOf } from '../../services';
import { accountUser, passwordStepAnswer, secondFactorDue } from '../../../lib/staff-mfa';
import { TeamConflict, type Actor } from '../services/staff-invitation';

const UID = 'api::staff-invitation.staff-invitation';

interface Context {
  params: { documentId?: string };
  query: Record<string, unknown>;
  request: { body?: unknown };
  state: { user?: Actor };
  status: number;
  body: unknown;
  conflict(message: string, details?: object): void;
}

/** The body's `data` (`{ data: { … } }`, Strapi's shape) or the body itself. */
function dataOf(ctx: Context): unknown {
  const body = (ctx.request.body ?? {}) as { data?: unknown };
  return body.data !== undefined ? body.data : body;
}

/** The signed-in Admin (the route's policies let nobody else in). */
function actorOf(ctx: Context): Actor {
  const { id, documentId, username } = ctx.state.user!;
  return { id, documentId, username };
}

/**
 * Answers `{ data: await work() }` with `status`; a refusal of the team's rules (`TeamConflict`) is a 409 with its
 * message, in Strapi's error shape.
 */
async function answer(ctx: Context, work: () => Promise<unknown>, status = 200): Promise<void> {
  try {
    ctx.body = { data: await work(), meta: {} };
    ctx.status = status;
  } catch (error) {
    if (!(error instanceof TeamConflict)) throw error;
    ctx.conflict(error.message, {});
  }
}

/**
 * The team page's routes (routes/team.ts, docs/022-the-team.md "Team page and invitations"); the rules are the
 * service's (services/staff-invitation.ts).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const team = () => serviceOf(strapi, UID);
  return {
    /** GET /team → { data: { members, invitations } }. */
    list: (ctx: Context) => answer(ctx, () => team().list()),

    /** POST /team/invitations `{ email, role }` → 201 { data: invitation }. */
    invite: (ctx: Context) => answer(ctx, () => team().invite(actorOf(ctx), dataOf(ctx)), 201),

    /** POST /team/invitations/:documentId/resend → { data: invitation } (a new link; the old one is dead). */
    resend: (ctx: Context) => answer(ctx, () => team().resend(actorOf(ctx), ctx.params.documentId)),

    /** POST /team/invitations/:documentId/revoke → { data: { revoked: true } }. */
    revoke: (ctx: Context) =>
      answer(ctx, async () => {
        await team().revoke(actorOf(ctx), ctx.params.documentId);
        return { revoked: true };
      }),

    /** PUT /team/members/:documentId/role `{ role }` → { data: member }. */
    changeRole: (ctx: Context) =>
      answer(ctx, () => team().changeRole(actorOf(ctx), ctx.params.documentId, dataOf(ctx))),

    /** POST /team/members/:documentId/deactivate → { data: member } (every session of theirs ended). */
    deactivate: (ctx: Context) => answer(ctx, () => team().deactivate(actorOf(ctx), ctx.params.documentId)),

    /** POST /team/members/:documentId/reactivate → { data: member }. */
    reactivate: (ctx: Context) => answer(ctx, () => team().reactivate(actorOf(ctx), ctx.params.documentId)),

    /** GET /team/invitations/lookup?token= → { data: { email, role } }; 404 for any token that cannot be used. */
    lookup: (ctx: Context) => answer(ctx, () => team().lookup(ctx.query.token)),

    /**
     * POST /team/invitations/accept `{ token, fullName, username?, password, deviceId? }` → the new member signed in,
     * as `POST /auth/local` answers: `{ jwt, refreshToken, user: { documentId, username, email, role } }`; or, for a
     * role that must use two-factor sign-in, `{ mfaEnrolmentRequired: true, challenge, user }` (no session yet).
     */
    async accept(ctx: Context) {
      try {
        const input = dataOf(ctx) as { deviceId?: unknown; password?: unknown };
        const { user } = await team().accept(input);
        const { id: _id, ...shown } = user;
        ctx.status = 201;
        // A role that must use two-factor sign-in (STAFF_MFA_REQUIRED) enrols before any session opens, as at a
        // sign-in (lib/staff-mfa.ts): the answer is the enrolment's challenge, not a session.
        const member = await accountUser(strapi, user.id);
        const due = secondFactorDue(member);
        if (due) {
          ctx.body = { ...(await passwordStepAnswer(strapi, member, String(input.password), due)), user: shown };
          return;
        }
        ctx.body = { ...(await team().openSession(user.id, input.deviceId)), user: shown };
      } catch (error) {
        if (!(error instanceof TeamConflict)) throw error;
        ctx.conflict(error.message, {});
      }
    },
  };
};
