import type { Core } from '@strapi/strapi';

/**
 * Plugin settings.
 * - users-permissions: classic signed JWTs (`legacy-support`), valid for `JWT_EXPIRES_IN` (default 7 days);
 *   apps/web keeps the token in its encrypted cookie session and signs the user out when it expires.
 *   Login is rate limited per client (`AUTH_RATE_LIMIT_MAX` attempts a minute, default 10).
 * - upload: the media library holds cover images only (DESIGN §5); resumes never go through it.
 */
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => {
  return {
    'users-permissions': {
      config: {
        jwtSecret: env('JWT_SECRET'),
        jwtManagement: 'legacy-support',
        jwt: { expiresIn: env('JWT_EXPIRES_IN', '7d') },
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
        security: {
          allowedTypes: ['image/*'],
          deniedTypes: ['image/svg+xml'],
        },
      },
    },
  };
};

export default config;
