import { COVER_TYPES } from '@agency/contract';
import type { Core } from '@strapi/strapi';

/**
 * Plugin settings.
 * - users-permissions: Strapi's session management (`jwtManagement: 'refresh'`, DESIGN §7): a sign-in opens a session
 *   and returns a short access token (`STAFF_TOKEN_SECONDS`, default 10 minutes) and a refresh token; apps/web keeps both in
 *   its encrypted cookie session and refreshes the access token before it expires. A session ends after
 *   `STAFF_SESSION_DAYS` (default 7) or a day without use, and at once on `POST /auth/logout`; the access tokens of an
 *   ended session are refused at the next request (src/extensions/users-permissions).
 *   Sign-in is rate limited per client (`AUTH_RATE_LIMIT_MAX` attempts a minute, default 10); the client is the
 *   visitor, whose address apps/web forwards (src/middlewares/client-address.ts).
 * - upload: the media library holds cover images only (DESIGN §5); resumes never go through it.
 */
const DAY_SECONDS = 24 * 60 * 60;

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => {
  return {
    'users-permissions': {
      config: {
        jwtSecret: env('JWT_SECRET'),
        jwtManagement: 'refresh',
        sessions: {
          accessTokenLifespan: env.int('STAFF_TOKEN_SECONDS', 10 * 60),
          maxRefreshTokenLifespan: env.int('STAFF_SESSION_DAYS', 7) * DAY_SECONDS,
          idleRefreshTokenLifespan: DAY_SECONDS,
        },
        register: { allowedFields: [] },
        ratelimit: {
          enabled: env.bool('AUTH_RATE_LIMIT_ENABLED', true),
          interval: 60_000,
          max: env.int('AUTH_RATE_LIMIT_MAX', 10),
        },
      },
    },
    upload: {
      config: {
        security: { allowedTypes: [...COVER_TYPES.allowed], deniedTypes: [...COVER_TYPES.denied] },
      },
    },
  };
};

export default config;
