import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateSecrets } from '../../scripts/lib/env.mjs';
import { PANEL_ADMIN } from '../fixtures/cms';
import { STAFF_ALERT_TO } from '../fixtures/mail';
import { freePort, startCms, startMailCatcher, startWeb, stopProcess } from '../../scripts/lib/processes.mjs';

/**
 * Starts the built CMS (fresh SQLite database, seeded with the demo content), the built web app and the local SMTP
 * catcher of `npm start` (maildev: the CMS's mail goes there, tests read it through its API) on free ports, and hands
 * their URLs to the tests through the environment (E2E_BASE_URL, E2E_CMS_URL, E2E_MAIL_URL, E2E_DATA_DIR).
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
    CMS_FORM_RATE_LIMIT: '3000',
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_ACCOUNT_RATE_LIMIT: '1000',
    // Each test worker signs in once and reuses that cookie; its access token must outlive the whole run.
    STAFF_TOKEN_SECONDS: '3600',
    // Two-factor sign-in is each test's choice (e2e/admin/two-factor.spec.ts turns it on for a user of its own); the
    // demo admin signs in with a password alone (docs/022-the-team.md "Two-factor sign-in").
    STAFF_MFA_REQUIRED: 'off',
    // The admin panel's super-admin (e2e/fixtures/staff.ts creates and blocks users through the panel).
    CMS_ADMIN_EMAIL: PANEL_ADMIN.email,
    CMS_ADMIN_PASSWORD: PANEL_ADMIN.password,
  };
  const webPort = await freePort();
  const smtpPort = await freePort();
  const mail = await startMailCatcher({ smtpPort, webPort: await freePort() });
  if (!mail.child) throw new Error(`No mail catcher: ${mail.note}`);
  Object.assign(env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    STAFF_ALERT_TO,
    // The site's address in the CMS's emails (links into the back-office, job alerts) and in the web's own links.
    PUBLIC_URL: `http://localhost:${webPort}`,
    // A short round, so that a test waits a fraction of a second for its email.
    OUTBOX_POLL_MS: '250',
    // The job alerts' digest every 2 seconds instead of daily (e2e/job-alerts.spec.ts).
    JOB_ALERT_SCHEDULE: '*/2 * * * * *',
    // The talent pool's renewal e-mails every 2 seconds instead of daily (e2e/talent-pool-consent.spec.ts).
    TALENT_POOL_RENEWAL_SCHEDULE: '*/2 * * * * *',
    // The interview reminders every 2 seconds instead of every 5 minutes (e2e/placement-journey.spec.ts).
    INTERVIEW_REMINDER_SCHEDULE: '*/2 * * * * *',
  });
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
  process.env.E2E_MAIL_URL = mail.inboxUrl;

  return async () => {
    await stopProcess(web.child);
    await stopProcess(cms.child);
    await stopProcess(mail.child);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
