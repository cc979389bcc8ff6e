import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APPLY_FALLBACK_MESSAGE, UNAVAILABLE_ERROR } from '@agency/contract';
import { startPart, stopPart } from '../../scripts/lib/cluster.mjs';
import { firstOpenJob, pdf, STAFF, submitApplication } from '../system/stack';

/**
 * The cluster as production runs it (docs/021-operations.md "The cluster as production runs it"), through nginx's
 * public port as visitors and staff reach it: every browser journey in Chromium (staff sign-in and the back-office,
 * the contact form, the job alert form, the apply form without JavaScript), typed key by key; nginx's own answers
 * (no version, request ids in its JSON log); and what an applicant and staff are told while the database or the file
 * storage is out of reach (each is started again before the test ends, and the CMS answers again).
 */

const cluster = inject('cluster');
/** The staff password of the cluster's production CMS (scripts/lib/cluster.mjs makes one). */
const STAFF_PASSWORD = cluster.env.cms.ADMIN_PASSWORD;
const run = Date.now().toString(36);

let browser: Browser;
/** A pool, not one client: the database outage below cuts its connections, and the pool makes new ones after. */
let db: pg.Pool;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    // As playwright.config.ts: without these Chromium keeps trying to reach Google's services.
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-gpu',
    ],
  });
  db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  // An idle connection cut by the outage is dropped by the pool; nothing to report.
  db.on('error', () => undefined);
});
afterAll(async () => {
  await browser?.close();
  await db?.end();
});

/** A page of a fresh browser context on nginx's public address, with or without JavaScript. */
async function visit(javaScriptEnabled = true): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: cluster.url, javaScriptEnabled });
  return { context, page: await context.newPage() };
}

/** How many rows of `table` hold `email` (PostgreSQL, which both CMS instances use). */
async function rowsWith(table: 'contacts' | 'job_alerts' | 'job_applications', email: string): Promise<number> {
  const { rows } = await db.query<{ count: string }>(`SELECT count(*) FROM ${table} WHERE email = $1`, [email]);
  return Number(rows[0].count);
}

describe('every browser journey through nginx, in Chromium', () => {
  it('staff sign in with the form, reach the dashboard and a back-office page', async () => {
    const { context, page } = await visit();
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Username', exact: true }).click();
    await page.getByLabel('Username', { exact: true }).pressSequentially(STAFF.username);
    await page.getByLabel('Password', { exact: true }).pressSequentially(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await expect.poll(() => page.getByText('Welcome back, admin!').isVisible()).toBe(true);
    await page.goto('/admin/jobs');
    await expect.poll(() => page.getByRole('heading', { name: 'Job Management' }).isVisible()).toBe(true);
    await context.close();
  });

  it('a visitor sends the contact form', async () => {
    const { context, page } = await visit();
    const email = `contact.${run}@example.com`;
    await page.goto('/contact');
    await page.getByLabel('Full Name').pressSequentially('Amira Haddad');
    await page.getByLabel('Email Address').pressSequentially(email);
    await page.getByLabel('Message / Project Details').pressSequentially('Two analysts in Dubai, please.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Message sent successfully!' });
    await expect.poll(() => sent.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await rowsWith('contacts', email)).toBe(1);
    await context.close();
  });

  it("a visitor asks for job alerts on /blog, and the confirmation e-mail links to the cluster's public address", async () => {
    const { context, page } = await visit();
    const email = `alert.${run}@example.com`;
    await page.goto('/blog?q=engineer');
    const form = page.getByRole('region', { name: 'Email me jobs like these' });
    await form.getByLabel('Email address').pressSequentially(email);
    await form.getByRole('button', { name: 'Email me jobs like these' }).click();
    const answered = form.getByRole('status').filter({ hasText: 'Check your inbox to confirm your job alert.' });
    await expect.poll(() => answered.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await rowsWith('job_alerts', email)).toBe(1);
    await context.close();

    // PUBLIC_URL of the production CMS: the link goes to nginx, not to http://localhost:3000. Read from the e-mail as
    // the outbox recorded it (the same transaction as the alert): when it leaves depends on the outbox's queue.
    const { rows } = await db.query<{ text: string }>(
      `SELECT text FROM email_outbox WHERE "to" = $1 AND kind = 'job-alert-confirmation'`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].text).toContain(`${cluster.url}/alerts/confirm?token=`);
    expect(rows[0].text).not.toContain('localhost:3000');
  });

  it('an applicant without JavaScript applies on the job page', async () => {
    const { context, page } = await visit(false);
    const email = `nojs.${run}@example.com`;
    const job = await firstOpenJob(cluster.cmsProxyUrl);
    await page.goto(job.path);
    await page.getByLabel('Full Name').pressSequentially('Jordan Rivers');
    await page.getByLabel('Email').pressSequentially(email);
    await page.getByLabel('Phone').pressSequentially('+44 20 7946 0958');
    await page.getByLabel('Cover Letter').pressSequentially('Eight years in the field.');
    await page
      .getByLabel(/^Resume/)
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf(`nojs-${run}`) });
    await page.getByRole('checkbox', { name: /I agree to the storage and handling of my data/ }).check();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const stored = page.getByRole('status').filter({ hasText: 'Your application has been submitted successfully!' });
    await expect.poll(() => stored.isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await rowsWith('job_applications', email)).toBe(1);
    await context.close();
  });
});

describe('nginx itself', () => {
  it('names no version, and logs its own request id (a JSON line), replacing one a client sent', async () => {
    const probe = `/nginx-probe-${run}`;
    const answer = await fetch(`${cluster.url}${probe}?email=someone@example.com`, {
      headers: { 'X-Request-Id': `forged-${run}` },
    });
    await answer.arrayBuffer();
    expect(answer.headers.get('server')).toBe('nginx');
    const logged = () =>
      readFileSync(path.join(cluster.dir, 'nginx-access.log'), 'utf8')
        .split('\n')
        .find((entry) => entry.includes(probe));
    await expect.poll(logged).toBeTruthy();
    const entry = JSON.parse(logged()!) as Record<string, unknown>;
    expect(entry).toMatchObject({ method: 'GET', path: probe, status: answer.status });
    expect(entry.requestId).toMatch(/^[0-9a-f]{32}$/);
    // The path without its query: no address, no search in the log.
    expect(JSON.stringify(entry)).not.toContain('someone@example.com');
  });
});

/** A signed-in staff cookie, from the login form through nginx. */
async function staffCookie(): Promise<string> {
  const response = await fetch(`${cluster.url}/admin/login`, {
    method: 'POST',
    headers: { Origin: cluster.url },
    body: new URLSearchParams({ identifier: STAFF.username, password: STAFF_PASSWORD }),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

/** Resolves once every CMS instance still running answers the board's query (its database connections are back). */
async function cmsAnswersAgain() {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (const [index, url] of cluster.cmsUrls.entries()) {
    const instance = cluster.processes.find((child) => child.name === `cms-${index + 1}`);
    if (!instance || !alive(instance.pid)) continue;
    await expect
      .poll(async () => (await fetch(`${url}/api/jobs?pagination[pageSize]=1`).catch(() => null))?.status, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe(200);
  }
}

/** One application through nginx's apply endpoint (what the apply form's script sends). */
const apply = (job: string, email: string) =>
  submitApplication(cluster.url, {
    job,
    email,
    idempotencyKey: email.replace(/\W/g, '').slice(-24).padStart(24, '0'),
    resume: pdf(email),
  });

describe('an outage of the database or the storage reads as one, never as an authentication problem', () => {
  it('the database: the applicant is told to send it again (503), staff see a temporary failure and stay signed in', async () => {
    const job = await firstOpenJob(cluster.cmsProxyUrl);
    const cookie = await staffCookie();
    const email = `db.down.${run}@example.com`;
    await stopPart(cluster.dir, 'database');
    try {
      const outcome = await apply(job.documentId, email);
      expect(outcome).toMatchObject({ status: 503, toldSuccess: false, message: APPLY_FALLBACK_MESSAGE });

      const dashboard = await fetch(`${cluster.url}/admin/dashboard`, {
        headers: { Cookie: cookie },
        redirect: 'manual',
      });
      expect(dashboard.status).toBe(200);
      expect(dashboard.headers.getSetCookie()).toEqual([]);
      expect(await dashboard.text()).toContain(UNAVAILABLE_ERROR.message);

      const signIn = await fetch(`${cluster.url}/admin/login`, {
        method: 'POST',
        headers: { Origin: cluster.url },
        body: new URLSearchParams({ identifier: STAFF.username, password: STAFF_PASSWORD }),
        redirect: 'manual',
      });
      expect(signIn.status).toBe(503);
      expect(await signIn.text()).toContain(UNAVAILABLE_ERROR.message);
    } finally {
      await startPart(cluster.dir, 'database');
      await cmsAnswersAgain();
    }
    expect(await rowsWith('job_applications', email)).toBe(0);
    // The same staff session works again.
    const after = await fetch(`${cluster.url}/admin/dashboard`, { headers: { Cookie: cookie }, redirect: 'manual' });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('Welcome back, admin!');
  });

  it('the storage: the applicant is told to send it again (503), and nothing is kept', async () => {
    const job = await firstOpenJob(cluster.cmsProxyUrl);
    const email = `s3.down.${run}@example.com`;
    await stopPart(cluster.dir, 'storage');
    try {
      const outcome = await apply(job.documentId, email);
      expect(outcome).toMatchObject({ status: 503, toldSuccess: false, message: APPLY_FALLBACK_MESSAGE });
    } finally {
      await startPart(cluster.dir, 'storage');
    }
    expect(await rowsWith('job_applications', email)).toBe(0);
    // Sent again once the storage is back, it is taken.
    expect((await apply(job.documentId, email)).toldSuccess).toBe(true);
  });
});
