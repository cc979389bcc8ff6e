import { MFA_CHALLENGE_EXPIRED_MESSAGE } from '@agency/contract';
import type { Core } from '@strapi/strapi';
import {
  accountUser,
  challengeUser,
  confirmEnrolment,
  countCodeAttempt,
  mfaStatus,
  openSession,
  renewRecoveryCodes,
  startEnrolment,
  turnOff,
  useSecondFactor,
} from '../../../lib/staff-mfa';

interface Context {
  request: { body?: unknown; ip: string; headers: Record<string, string | string[] | undefined> };
  state: { user?: { id?: unknown } };
  body: unknown;
  set(name: string, value: string): void;
  unauthorized(message: string): unknown;
}

type Body = Record<string, unknown>;
const bodyOf = (ctx: Context): Body => {
  const body = ctx.request.body;
  return body && typeof body === 'object' ? (body as Body) : {};
};
const userAgentOf = (ctx: Context) => {
  const value = ctx.request.headers['user-agent'];
  return typeof value === 'string' ? value : undefined;
};

/** The routes of routes/two-factor.ts; the rules are in lib/staff-mfa.ts. No answer is ever stored by a cache. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The code step of sign-in: a challenge and a code or recovery code → the session. */
  async verify(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    const body = bodyOf(ctx);
    const user = await challengeUser(strapi, body.challenge, 'verify');
    if (!user) return ctx.unauthorized(MFA_CHALLENGE_EXPIRED_MESSAGE);
    await countCodeAttempt(ctx.request.ip, user.id);
    await useSecondFactor(strapi, user, { code: body.code, recoveryCode: body.recoveryCode });
    ctx.body = await openSession(strapi, user, body.deviceId, userAgentOf(ctx));
  },

  /** Enrolment due at sign-in: a challenge → the secret and its QR code. */
  async enrolStart(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    const user = await challengeUser(strapi, bodyOf(ctx).challenge, 'enrol');
    if (!user) return ctx.unauthorized(MFA_CHALLENGE_EXPIRED_MESSAGE);
    ctx.body = await startEnrolment(strapi, user);
  },

  /** Enrolment due at sign-in: a challenge and the first code → the recovery codes and the session. */
  async enrolConfirm(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    const body = bodyOf(ctx);
    const user = await challengeUser(strapi, body.challenge, 'enrol');
    if (!user) return ctx.unauthorized(MFA_CHALLENGE_EXPIRED_MESSAGE);
    await countCodeAttempt(ctx.request.ip, user.id);
    const recoveryCodes = await confirmEnrolment(strapi, user, body.code);
    ctx.body = { recoveryCodes, ...(await openSession(strapi, user, body.deviceId, userAgentOf(ctx))) };
  },

  /** The signed-in staff member's two-factor state. */
  async status(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = mfaStatus(await accountUser(strapi, ctx.state.user?.id));
  },

  /** Turning it on from the account: the secret and its QR code. */
  async start(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await startEnrolment(strapi, await accountUser(strapi, ctx.state.user?.id));
  },

  /** Turning it on from the account: the first code → the recovery codes. */
  async confirm(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    const user = await accountUser(strapi, ctx.state.user?.id);
    await countCodeAttempt(ctx.request.ip, user.id);
    ctx.body = { recoveryCodes: await confirmEnrolment(strapi, user, bodyOf(ctx).code) };
  },

  /** New recovery codes after a code of the app. */
  async recoveryCodes(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    const user = await accountUser(strapi, ctx.state.user?.id);
    await countCodeAttempt(ctx.request.ip, user.id);
    ctx.body = { recoveryCodes: await renewRecoveryCodes(strapi, user, bodyOf(ctx).code) };
  },

  /** Turning it off: the current password and a code or recovery code. */
  async disable(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    const user = await accountUser(strapi, ctx.state.user?.id);
    await countCodeAttempt(ctx.request.ip, user.id);
    const body = bodyOf(ctx);
    await turnOff(strapi, user, body.password, { code: body.code, recoveryCode: body.recoveryCode });
    ctx.body = { enabled: false };
  },
});
