import { STAFF_FULL_NAME_MAX } from '@agency/contract';
import { randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { rateLimitRefused } from '../../lib/metrics';
import { inspectRefresh, refreshTokenOf, type SessionRecord } from '../../lib/refresh-reuse';
import { recordSignIn } from '../../lib/sign-ins';
import { findSignInUser, passwordStepAnswer, secondFactorDue } from '../../lib/staff-mfa';

/**
 * Three changes to users-permissions' sign-in (docs/006-staff-sessions-and-sign-in-limits.md,
 * docs/017-security-audit.md), made where the plugin lets a project extend it:
 *
 * - **Revocation at the next request.** In `jwtManagement: 'refresh'` mode (config/plugins.ts) an access token is
 *   checked by its signature only, so a copied token would outlive its sign-out for up to its lifespan. The `jwt`
 *   service's `verify` here also asks Strapi's session manager whether the token's session is still active: after
 *   `POST /auth/logout` (which deletes the session) the token is refused at once.
 * - **The same time for every identifier.** `POST /auth/local` used to answer an unknown identifier at once and spend
 *   a bcrypt comparison (about 100 ms) on a known one, which told who has an account. An unknown identifier now
 *   costs the same comparison, against a hash made the way the plugin hashes passwords.
 * - **A reused refresh token ends every session of its account.** `POST /auth/refresh` with a refresh token that was
 *   already rotated (a stolen copy replayed after the owner refreshed) is refused and signs the account out
 *   everywhere; within a short grace after the rotation it answers the family's current token instead, for the web
 *   app's own near-simultaneous refreshes (lib/refresh-reuse.ts).
 *
 * - **No session before the second factor.** A user who has two-factor sign-in on, or whose staff role must have it
 *   (`STAFF_MFA_REQUIRED`), gets a challenge instead of a session after a correct password; only the code step
 *   (`POST /staff/mfa/verify` or `/staff/mfa/enrol/confirm`) opens the session (lib/staff-mfa.ts, docs/022-the-team.md).
 *
 * And its sign-in limit (`rateLimit`, on /auth/local and the other auth routes) counts each refusal in the metrics
 * (lib/metrics.ts, `limit="sign_in"`; docs/021-operations.md).
 */

type Factory<T> = (deps: { strapi: Core.Strapi }) => T;
interface AuthContext {
  status: number;
  body?: unknown;
  params: { provider?: string };
  request: { body?: unknown };
  cookies: { get(name: string): string | undefined };
  send(body: unknown): unknown;
  unauthorized(message: string): unknown;
}
interface AuthController {
  callback(ctx: AuthContext): Promise<unknown>;
  refresh(ctx: AuthContext): Promise<unknown>;
}
interface JwtService {
  verify(token: string): Promise<{ id?: unknown; sessionId?: string }>;
}
type Middleware = (ctx: Context, next: Next) => Promise<unknown>;
interface UsersPermissionsPlugin {
  contentTypes: { user: { schema: { attributes: Record<string, unknown> } } };
  controllers: { auth: Factory<AuthController> };
  services: { jwt: Factory<JwtService> };
  middlewares: { rateLimit: (config: unknown, deps: { strapi: Core.Strapi }) => Middleware };
}

/**
 * What the team adds to each users-permissions user (docs/022-the-team.md): a display name, the time zone every date of
 * the back-office is shown in, the last sign-in, whether enquiry alerts reach them, and two-factor sign-in (the TOTP
 * secret, when it was turned on, the hashed single-use recovery codes). Deactivation is the plugin's own `blocked`.
 * The secrets are private: no API answer ever holds them.
 */
export const STAFF_USER_ATTRIBUTES = {
  fullName: { type: 'string', maxLength: STAFF_FULL_NAME_MAX },
  timeZone: { type: 'string', maxLength: 64 },
  lastSignInAt: { type: 'datetime' },
  enquiryAlerts: { type: 'boolean', default: false },
  mfaSecret: { type: 'string', private: true, searchable: false, configurable: false },
  mfaEnabledAt: { type: 'datetime' },
  mfaRecoveryCodes: { type: 'json', private: true, searchable: false, configurable: false },
} as const;

export default (plugin: UsersPermissionsPlugin) => {
  Object.assign(plugin.contentTypes.user.schema.attributes, STAFF_USER_ATTRIBUTES);

  const rateLimit = plugin.middlewares.rateLimit;
  plugin.middlewares.rateLimit = (config, deps) => {
    const limit = rateLimit(config, deps);
    return async (ctx, next) => {
      // A RateLimitError thrown before the request went on is the limit's refusal; one from further on is not.
      let passed = false;
      try {
        return await limit(ctx, () => {
          passed = true;
          return next();
        });
      } catch (error) {
        if (!passed && error instanceof errors.RateLimitError) rateLimitRefused('sign_in');
        throw error;
      }
    };
  };

  const authController = plugin.controllers.auth;
  plugin.controllers.auth = ({ strapi }) => {
    const controller = authController({ strapi });
    const users = () => strapi.plugin('users-permissions').service('user');
    let decoyHash: Promise<string> | undefined;
    /** A hash of a random password, with the plugin's own cost (`ensureHashedPasswords`). */
    const decoy = () =>
      (decoyHash ??= users()
        .ensureHashedPasswords({ password: randomBytes(16).toString('hex') })
        .then((values: { password: string }) => values.password));

    return {
      ...controller,
      async callback(ctx) {
        const { identifier, password } = (ctx.request.body ?? {}) as { identifier?: unknown; password?: unknown };
        const local = (ctx.params.provider ?? 'local') === 'local';
        if (local && typeof identifier === 'string' && typeof password === 'string') {
          // The plugin's own lookup (controllers/auth.js, callback).
          const user = await findSignInUser(strapi, identifier);
          if (!user?.password) await users().validatePassword(password, await decoy());
          // One bcrypt comparison whichever path: here (a second factor due) or in the plugin (none due).
          const due = user?.password ? secondFactorDue(user) : null;
          if (user && due) return ctx.send(await passwordStepAnswer(strapi, user, password, due));
        }
        const answer = await controller.callback(ctx);
        const session = ctx.body as { jwt?: unknown; user?: { id?: unknown } } | undefined;
        if (ctx.status === 200 && session?.jwt && typeof session.user?.id === 'number') {
          await recordSignIn(strapi, session.user.id);
        }
        return answer;
      },

      async refresh(ctx) {
        // The token where the plugin's own refresh looks for it: its cookie first, then the body (apps/web's way).
        const sessions = strapi.config.get<{ cookie?: { name?: string } } | undefined>(
          'plugin::users-permissions.sessions',
        );
        const token =
          ctx.cookies.get(sessions?.cookie?.name || 'strapi_up_refresh') ||
          (ctx.request.body as { refreshToken?: unknown } | undefined)?.refreshToken;
        if (typeof token !== 'string' || strapi.config.get('plugin::users-permissions.jwtManagement') !== 'refresh') {
          return controller.refresh(ctx);
        }
        /**
         * Within the grace period: the family's current refresh token and a new access token of its session, in the
         * plugin's answer (the body form; apps/web keeps the refresh token in its own cookie session).
         */
        const answerWith = async (current: SessionRecord) => {
          const refreshToken = refreshTokenOf(strapi, current);
          const access = await strapi.sessionManager('users-permissions').generateAccessToken(refreshToken);
          if ('error' in access) return ctx.unauthorized('Invalid refresh token');
          return ctx.send({ jwt: access.token, refreshToken });
        };
        const replay = await inspectRefresh(strapi, token);
        if (replay.kind === 'grace') return answerWith(replay.current);
        if (replay.kind !== 'fresh') return ctx.unauthorized('Invalid refresh token');
        const answer = await controller.refresh(ctx);
        if (ctx.status !== 401) return answer;
        // A refresh with the same token at the same moment may have rotated it between the look above and the
        // plugin's own: look again, and answer as in the grace period.
        const again = await inspectRefresh(strapi, token);
        return again.kind === 'grace' ? answerWith(again.current) : answer;
      },
    };
  };

  const jwtService = plugin.services.jwt;
  plugin.services.jwt = ({ strapi }) => {
    const service = jwtService({ strapi });
    return {
      ...service,
      async verify(token) {
        const payload = await service.verify(token);
        const refreshMode = strapi.config.get('plugin::users-permissions.jwtManagement') === 'refresh';
        if (refreshMode && payload.sessionId) {
          const active = await strapi.sessionManager('users-permissions').isSessionActive(payload.sessionId);
          if (!active) throw new Error('Invalid token.');
        }
        return payload;
      },
    };
  };

  return plugin;
};
