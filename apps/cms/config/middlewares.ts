import type { Core } from '@strapi/strapi';
import { MAX_UPLOAD_BYTES } from '../src/lib/limits';

const config: Core.Config.Middlewares = [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'global::upload-limit-message',
  {
    name: 'strapi::body',
    config: {
      formidable: { maxFileSize: MAX_UPLOAD_BYTES },
    },
  },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
