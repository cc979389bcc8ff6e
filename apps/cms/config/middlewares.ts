import type { Core } from '@strapi/strapi';
import { COVER_MAX_BYTES, MULTIPART_LIMITS } from '@agency/contract';
import { recordTempFile } from '../src/lib/multipart';
import { coverOrigins, s3SettingsFromEnv } from '../src/lib/s3';

/**
 * Origins whose browsers may call this API with credentials: the website (`PUBLIC_URL`, by default the
 * local web app) and this CMS's own admin panel. Browsers never need more: the website calls the CMS from its server.
 */
function allowedOrigins(env: Core.Config.Shared.ConfigParams['env']): string[] {
  const port = env.int('PORT', 1337);
  return [env('PUBLIC_URL', 'http://localhost:3000'), `http://localhost:${port}`, `http://127.0.0.1:${port}`].map(
    (url) => new URL(url).origin,
  );
}

/**
 * Strapi's security headers (helmet), with its default CSP; when covers live in S3 (`S3_BUCKET`, lib/s3.ts) the admin
 * panel's media library shows them from the bucket's origin, so `img-src` and `media-src` allow that origin too.
 */
function security(): Core.Config.Middlewares[number] {
  const s3 = s3SettingsFromEnv();
  if (!s3) return 'strapi::security';
  const sources = ["'self'", 'data:', 'blob:', 'market-assets.strapi.io', ...coverOrigins(s3)];
  return {
    name: 'strapi::security',
    config: { contentSecurityPolicy: { directives: { 'img-src': sources, 'media-src': sources } } },
  };
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  // GET /healthz and /readyz before everything else: public, never limited or logged (src/middlewares/health.ts).
  'global::health',
  // Every request timed and counted, and /metrics for Prometheus only (src/middlewares/metrics.ts).
  'global::metrics',
  'global::client-address',
  // Each request's id and its log line, instead of Strapi's logger (src/middlewares/request-log.ts).
  'global::request-log',
  'strapi::errors',
  // A database or storage outage is a 503, never a 401 or a bare 500 (src/middlewares/outage.ts, src/lib/outages.ts).
  'global::outage',
  // POST /admin/register-admin refused at all times (src/middlewares/admin-registration.ts).
  'global::admin-registration',
  security(),
  { name: 'strapi::cors', config: { origin: allowedOrigins(env) } },
  'strapi::poweredBy',
  'strapi::query',
  // Public creates per client (CMS_FORM_RATE_LIMIT), counted before the body is read (src/middlewares/public-form-limit.ts).
  'global::public-form-limit',
  'global::multipart',
  {
    name: 'strapi::body',
    config: {
      formidable: {
        maxFileSize: COVER_MAX_BYTES,
        maxFields: MULTIPART_LIMITS.fields,
        maxFieldsSize: MULTIPART_LIMITS.fieldsBytes,
        onFileBegin: recordTempFile,
      },
    },
  },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
