import { COVER_MIME_TYPES, SITE_NAME } from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { s3SettingsFromEnv } from '../src/lib/s3';

/**
 * Plugin settings.
 * - users-permissions: Strapi's session management (`jwtManagement: 'refresh'`, docs/000-product.md §16): a sign-in
 *   opens a session and returns a short access token (`STAFF_TOKEN_SECONDS`, default 10 minutes) and a refresh token;
 *   apps/web keeps both in its encrypted cookie session and refreshes the access token before it expires. A session
 *   ends after `STAFF_SESSION_DAYS` (default 7) or a day without use, and at once on `POST /auth/logout`; the access
 *   tokens of an ended session are refused at the next request (src/extensions/users-permissions). Sign-in is rate
 *   limited per client (`AUTH_RATE_LIMIT_MAX` attempts a minute, default 10); the client is the visitor, whose address
 *   apps/web forwards (src/middlewares/client-address.ts). This count is kept in each CMS process's memory, even with
 *   `REDIS_URL`: the plugin runs koa2-ratelimit, whose store could be given here (`ratelimit.store`), but its Redis
 *   store needs the `redis` package (node-redis, not installed, with a client of its own), reads the key's TTL in
 *   seconds as the window's end date, and lets a Redis outage fail every sign-in with a 500; and a store object of ours
 *   would go through Strapi's merge of plugin config and have to be an instance of the plugin's own copy of
 *   koa2-ratelimit's `Store`. The shared limit is apps/web's, in Redis (apps/web
 *   app/features/staff/sign-in-limits.server.ts: 10 attempts per client in 15 minutes whichever web instance, stricter
 *   than this one); with N CMS instances this one allows a client up to N × the maximum.
 * - upload: the media library holds cover images only (docs/000-product.md §14; JPEG, PNG, WebP, GIF, AVIF, checked by
 *   name and content: src/extensions/upload); resumes never go through it. On the local disk (`PUBLIC_DIR/uploads`,
 *   served by the CMS at `/uploads`), or, when `S3_BUCKET` is set, in that bucket through
 *   `@strapi/provider-upload-aws-s3` (lib/s3.ts: `S3_ENDPOINT`, `S3_REGION`, `S3_ACCESS_KEY_ID`,
 *   `S3_SECRET_ACCESS_KEY`, `S3_FORCE_PATH_STYLE`, and `S3_PUBLIC_URL` for the covers' URLs). Either way apps/web
 *   serves them at `/uploads/<name>` (its `MEDIA_URL`).
 * - email: nodemailer over SMTP (`SMTP_HOST`, `SMTP_PORT`, `SMTP_USER`, `SMTP_PASS`, `SMTP_SECURE`; default the local
 *   catcher of `npm start` on localhost:1025, no auth, no TLS) from `MAIL_FROM`. Only the outbox worker sends
 *   (src/lib/outbox.ts), never a visitor's request, so the timeouts below bound a worker's round, not a page.
 */
const DAY_SECONDS = 24 * 60 * 60;

/** The upload provider's settings: none (Strapi's local provider) without `S3_BUCKET`, else the S3 provider's. */
function coverStorage() {
  const s3 = s3SettingsFromEnv();
  if (!s3) return {};
  return {
    provider: 'aws-s3',
    providerOptions: {
      ...(s3.publicUrl ? { baseUrl: s3.publicUrl } : {}),
      // Covers at the bucket's root (`<name>_<hash>.<ext>`, as in the local folder), with the provider's default ACL
      // `public-read`: apps/web fetches them without credentials.
      s3Options: { ...s3.client, params: { Bucket: s3.bucket } },
    },
  };
}

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
    email: {
      config: {
        provider: 'nodemailer',
        providerOptions: {
          host: env('SMTP_HOST', 'localhost'),
          port: env.int('SMTP_PORT', 1025),
          secure: env.bool('SMTP_SECURE', false),
          ...(env('SMTP_USER') ? { auth: { user: env('SMTP_USER'), pass: env('SMTP_PASS') } } : {}),
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        },
        settings: {
          defaultFrom: env('MAIL_FROM', `${SITE_NAME} <no-reply@northstartalent.com>`),
        },
      },
    },
    upload: {
      config: {
        ...coverStorage(),
        // Strapi's own check by type; each cover's content is checked too (src/extensions/upload, lib/cover-file.ts).
        security: { allowedTypes: [...COVER_MIME_TYPES] },
      },
    },
  };
};

export default config;
