/**
 * Re-applies the erasure log to the CMS's data (docs/021-operations.md "Backups and the restore drill"): loads the
 * built CMS (Strapi's `createStrapi(…).load()`, as `strapi start` does, without listening) on the environment it is
 * given, runs the personal-data service's `reapplyErasureLog` (apps/cms/src/api/personal-data/services), which erases
 * everyone the log names through the CMS's own erasure code, and sends the result to its parent (IPC), then exits.
 * Run by scripts/lib/backup.mjs `reapplyErasures` with its working folder in apps/cms; its own Strapi logs warnings
 * and errors only.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { CMS_DIR } from './processes.mjs';

const { createStrapi } = createRequire(path.join(CMS_DIR, 'package.json'))('@strapi/strapi');

let status = 1;
try {
  const app = createStrapi({ appDir: CMS_DIR, distDir: path.join(CMS_DIR, 'dist') });
  app.log.level = 'warn';
  await app.load();
  try {
    const result = await app.service('api::personal-data.personal-data').reapplyErasureLog('restore');
    await new Promise((resolve, reject) => process.send(result, (error) => (error ? reject(error) : resolve())));
    status = 0;
  } finally {
    await app.destroy();
  }
} catch (error) {
  console.error(`Re-applying the erasure log failed: ${error instanceof Error ? error.message : String(error)}`);
}
process.exit(status);
