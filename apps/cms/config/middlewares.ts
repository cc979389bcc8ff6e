import type { Core } from '@strapi/strapi';
import { COVER_MAX_BYTES, MULTIPART_LIMITS } from '@agency/contract';
import { recordTempFile } from '../src/lib/multipart';

/**
 * Origins whose browsers may call this API with credentials (issue 7): the website (`PUBLIC_URL`, by default the
 * local web app) and this CMS's own admin panel. Browsers never need more: the website calls the CMS from its server.
 */
function allowedOrigins(env: Core.Config.Shared.ConfigParams['env']): string[] {
  const port = env.int('PORT', 1337);
  return [env('PUBLIC_URL', 'http://localhost:3000'), `http://localhost:${port}`, `http://127.0.0.1:${port}`].map(
    (url) => new URL(url).origin,
  );
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'global::client-address',
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  { name: 'strapi::cors', config: { origin: allowedOrigins(env) } },
  'strapi::poweredBy',
  'strapi::query',
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
