import path from 'path';
import type { Core } from '@strapi/strapi';
import { logFormat } from '@agency/contract';

/**
 * HTTP server settings. `PUBLIC_DIR` lets tests keep their uploads out of `public/`.
 * In production `APP_KEYS` must be set (Strapi refuses to start without it).
 * The CMS listens on loopback unless `HOST` says otherwise (docs/017-security-audit.md): browsers talk to apps/web
 * only (docs/000-product.md §10), so the CMS needs to be reachable from its web instances, not from the world. On
 * several machines set `HOST` to the private interface the web instances reach it through (README "Production").
 */
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: {
    keys: env.array('APP_KEYS')!,
  },
  dirs: {
    public: path.resolve(__dirname, '..', '..', env('PUBLIC_DIR', 'public')),
  },
  // Scheduled tasks (the retention task, src/index.ts) run on Strapi's cron.
  cron: { enabled: true },
  // No check of the registry for a newer Strapi at each start (the project chooses its versions in package.json;
  // docs/020-node-24.md), and so no notice about it in the CMS's output. Strapi's start-up table is for a person at a
  // terminal: not in a JSON log (config/logger.ts).
  logger: {
    updates: { enabled: false },
    startup: { enabled: logFormat(env('LOG_FORMAT'), env('NODE_ENV')) === 'pretty' },
  },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
});

export default config;
