import { randomBytes } from 'crypto';
import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import { pathToFileURL } from 'url';
import type { TestProject } from 'vitest/node';
import { createAuthenticatedUser, createUser, PANEL_ADMIN, panelLogin, type Credentials } from './admin-panel';

/**
 * Global setup of the API tests: starts the built CMS (`apps/cms/dist`, from `npx strapi build`) once, on a
 * throwaway SQLite database, upload folder, resume folder and temp folder under a temp directory, so the bootstrap seeds the
 * demo content, with its mail sent to a local SMTP port of its own (see `smtpPort`). Creates the signed-in non-staff user, a Recruiter and an Editor the permission tests need, then hands the URL, the data
 * directory and that user's credentials to the test files (`inject`). The teardown stops the CMS and deletes the
 * directory. `CMS_LOGS=1` shows the CMS's own log lines.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the CMS under test, e.g. `http://127.0.0.1:41234` (no trailing slash, no `/api`). */
    cmsUrl: string;
    /** The temp directory holding `data.db`, `public/uploads`, `resumes` and the CMS's own temp folder `tmp`. */
    dataDir: string;
    /** A confirmed users-permissions user with the Authenticated role (not staff). */
    authenticatedUser: Credentials;
    /** A confirmed staff member with the Recruiter role, and one with the Editor role (docs/022-the-team.md). */
    recruiterUser: Credentials;
    editorUser: Credentials;
    /**
     * A session of the admin panel's super-admin on the CMS under test, signed in once for every file: the panel
     * allows 5 sign-ins in 5 minutes (tests/api/helpers.ts `sharedPanelToken`).
     */
    panelToken: string;
    /** `CMS_FORM_RATE_LIMIT` of the CMS under test: public creates per client in 10 minutes. */
    formRateLimit: number;
    /** The local SMTP port the CMS sends its mail to; nothing listens there unless a test starts a server (tests/api/mailbox.ts). */
    smtpPort: number;
    /** `METRICS_TOKEN` of the CMS under test, and its `METRICS_PORT` (tests/api/metrics.test.ts). */
    metricsToken: string;
    metricsPort: number;
    /** `ERASURE_LOG_KEY` of the CMS under test, to find an erasure's entry in its log (tests/api/personal-data.test.ts). */
    erasureLogKey: string;
    /** `JWT_SECRET` of the CMS under test, to sign an expired personal-data link (tests/api/candidate-intake.test.ts). */
    jwtSecret: string;
  }
}

/** The part of `scripts/lib/processes.mjs` (repository root) this setup uses. */
interface Processes {
  startCms(options: {
    env: NodeJS.ProcessEnv;
    port: number;
    dataDir: string;
    quiet?: boolean;
  }): Promise<{ url: string; child: unknown }>;
  stopProcess(child: unknown): Promise<void>;
  freePort(): Promise<number>;
}

const ROOT = path.resolve(__dirname, '..', '..', '..', '..', '..');

/** Public creates per client the test CMS allows in 10 minutes: more than the suite sends from one address. */
const FORM_LIMIT = 1000;

/** Imports one of the root scripts' modules (plain ESM JavaScript, shared with `npm start` and the e2e tests). */
async function importScript<T>(relativePath: string): Promise<T> {
  const href = pathToFileURL(path.join(ROOT, relativePath)).href;
  return (await import(href)) as T;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const built = await fs.stat(path.join(ROOT, 'apps', 'cms', 'dist', 'src', 'index.js')).catch(() => null);
  if (!built) throw new Error('The CMS is not built: run `npx strapi build` in apps/cms before the API tests.');

  const processes = await importScript<Processes>('scripts/lib/processes.mjs');
  const { generateSecrets } = await importScript<{ generateSecrets: () => Record<string, string> }>(
    'scripts/lib/env.mjs',
  );

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-api-tests-'));
  let child: unknown;
  const teardown = async () => {
    if (child) await processes.stopProcess(child);
    await fs.rm(dataDir, { recursive: true, force: true });
  };

  try {
    const port = await processes.freePort();
    const smtpPort = await processes.freePort();
    const metricsPort = await processes.freePort();
    const metricsToken = randomBytes(24).toString('base64url');
    // Its own temp folder, so that tests can see what the body parser leaves behind.
    await fs.mkdir(path.join(dataDir, 'tmp'));
    const secrets = generateSecrets();
    const env = {
      ...process.env,
      ...secrets,
      NODE_ENV: 'test',
      AUTH_RATE_LIMIT_MAX: '1000',
      // The suite sends many forms from one address; tests/api/public-form-limit.test.ts counts up to this from others.
      CMS_FORM_RATE_LIMIT: String(FORM_LIMIT),
      // A refresh token used again more than 2 s after its rotation ends every session (tests/api/sessions.test.ts).
      STAFF_REFRESH_GRACE_SECONDS: '2',
      // The demo admin signs in with a password alone; tests/api/two-factor.test.ts starts a CMS of its own with
      // `STAFF_MFA_REQUIRED=admin` (docs/022-the-team.md "Two-factor sign-in").
      STAFF_MFA_REQUIRED: 'off',
      // The admin panel's super-admin (the tests' panel calls sign in with it).
      CMS_ADMIN_EMAIL: PANEL_ADMIN.email,
      CMS_ADMIN_PASSWORD: PANEL_ADMIN.password,
      TMPDIR: path.join(dataDir, 'tmp'),
      // Mail to a local port the mail tests listen on (tests/api/mailbox.ts); a fast outbox so retries fit in a test.
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      STAFF_ALERT_TO: 'staff-alerts@example.com',
      OUTBOX_POLL_MS: '200',
      OUTBOX_BACKOFF_MS: '400',
      OUTBOX_MAX_ATTEMPTS: '5',
      // The resume text loop polls as often (tests/api/resume-text.test.ts).
      RESUME_TEXT_POLL_MS: '200',
      // The retention task every second, keeping applications 30 days after their job closed and enquiries 30 days
      // after their last change (tests/api/retention).
      RETENTION_SCHEDULE: '* * * * * *',
      APPLICATION_RETENTION_DAYS: '30',
      ENQUIRY_RETENTION_DAYS: '30',
      // The job alerts' digest every second (tests/api/job-alerts.test.ts).
      JOB_ALERT_SCHEDULE: '* * * * * *',
      // The talent pool's renewal e-mails every second (tests/api/talent-pool-consent.test.ts).
      TALENT_POOL_RENEWAL_SCHEDULE: '* * * * * *',
      // Interview reminders every second (tests/api/interviews.test.ts).
      INTERVIEW_REMINDER_SCHEDULE: '* * * * * *',
      // Its metrics with a token on its port, and without one on a local port of their own (tests/api/metrics.test.ts).
      METRICS_TOKEN: metricsToken,
      METRICS_PORT: String(metricsPort),
    };
    const started = await processes.startCms({ env, port, dataDir, quiet: process.env.CMS_LOGS !== '1' });
    child = started.child;

    const authenticatedUser: Credentials = {
      username: `reader-${randomBytes(4).toString('hex')}`,
      email: `reader-${randomBytes(4).toString('hex')}@example.com`,
      password: `Reader-${randomBytes(9).toString('base64url')}`,
    };
    const panelToken = await panelLogin(started.url);
    await createAuthenticatedUser(started.url, panelToken, authenticatedUser);
    // Staff of the two other roles, the tests' own (the demo Recruiter and Editor exist too, outside production).
    const staffUser = (role: string): Credentials => {
      const suffix = randomBytes(4).toString('hex');
      return {
        username: `${role}-${suffix}`,
        email: `${role}-${suffix}@example.com`,
        password: `Staff-${randomBytes(9).toString('base64url')}`,
      };
    };
    const recruiterUser = staffUser('recruiter');
    const editorUser = staffUser('editor');
    await createUser(started.url, panelToken, recruiterUser, 'recruiter');
    await createUser(started.url, panelToken, editorUser, 'editor');

    project.provide('cmsUrl', started.url);
    project.provide('panelToken', panelToken);
    project.provide('dataDir', dataDir);
    project.provide('authenticatedUser', authenticatedUser);
    project.provide('recruiterUser', recruiterUser);
    project.provide('editorUser', editorUser);
    project.provide('smtpPort', smtpPort);
    project.provide('formRateLimit', FORM_LIMIT);
    project.provide('metricsToken', metricsToken);
    project.provide('metricsPort', metricsPort);
    project.provide('erasureLogKey', secrets.ERASURE_LOG_KEY);
    project.provide('jwtSecret', secrets.JWT_SECRET);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
