import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateSecrets } from '../../scripts/lib/env.mjs';
import { freePort, startCms, startWeb, stopProcess } from '../../scripts/lib/processes.mjs';

/**
 * Starts the built CMS (fresh SQLite database, seeded with the demo content) and the built web app on free ports,
 * and hands their URLs to the tests through the environment (E2E_BASE_URL, E2E_CMS_URL, E2E_DATA_DIR).
 * Both apps' output goes to cms.log and web.log in the data folder (tests read web.log for the 404 log line).
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-'));
  const env = {
    ...process.env,
    ...generateSecrets(),
    NODE_ENV: 'test',
    AUTH_RATE_LIMIT_MAX: '1000',
    FORM_RATE_LIMIT: '1000',
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_ACCOUNT_RATE_LIMIT: '1000',
    // Each test worker signs in once and reuses that cookie; its access token must outlive the whole run.
    STAFF_TOKEN_SECONDS: '3600',
  };
  const webPort = await freePort();
  const cms = await startCms({
    env,
    port: await freePort(),
    dataDir,
    quiet: true,
    logFile: path.join(dataDir, 'cms.log'),
    webUrl: `http://localhost:${webPort}`,
  });
  const web = await startWeb({
    env,
    port: webPort,
    cmsUrl: cms.url,
    quiet: true,
    logFile: path.join(dataDir, 'web.log'),
  });
  process.env.E2E_BASE_URL = web.url;
  process.env.E2E_CMS_URL = cms.url;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    await stopProcess(web.child);
    await stopProcess(cms.child);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
