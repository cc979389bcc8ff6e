import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readCluster, restartInstance } from '../../scripts/lib/cluster.mjs';
import { firstOpenJob, pdf, STAFF, staffToken, submitApplication, type Outcome } from '../system/stack';

/**
 * The scale-out deployment (docs/016-deployment.md): the product on two web and two CMS instances behind nginx, with
 * PostgreSQL, Redis and S3 (the cluster of the global setup). Local only (127.0.0.1), bounded to 100 applications.
 * The last part kills instances, so it runs last, and starts them again at its end (for the suite's other files).
 */

const cluster = inject('cluster');
const [web1, web2] = cluster.webUrls;
const [cms1, cms2] = cluster.cmsUrls;
/** The staff password of the cluster's production CMS (scripts/lib/cluster.mjs). */
const STAFF_PASSWORD = cluster.env.cms.ADMIN_PASSWORD;
const INVALID =
  'Invalid credentials or insufficient privileges. Please check your username/password and ensure you have admin access.';
const WAIT = 'Too many sign-in attempts. Please wait a few minutes and try again.';

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
});

/** One sign-in through a web instance's form, as the client `client` behind a proxy. */
async function signIn(web: string, password: string, client: string) {
  const response = await fetch(`${web}/admin/login`, {
    method: 'POST',
    headers: { Origin: web, 'X-Forwarded-For': client },
    body: new URLSearchParams({ identifier: STAFF.username, password }),
    redirect: 'manual',
  });
  return {
    status: response.status,
    cookie: response.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; '),
    text: await response.text(),
  };
}

/**
 * One applicant's submission through `site` (tests/system/stack.ts), with an idempotency key made from the address:
 * the same address sends the same submission again.
 */
function apply(site: string, job: string, email: string, resume: Buffer): Promise<Outcome> {
  const idempotencyKey = email.replace(/\W/g, '').slice(-24).padStart(24, '0');
  return submitApplication(site, { job, email, idempotencyKey, resume });
}

/** The documentIds of the stored applications of `email` (in PostgreSQL, which both CMS instances use). */
async function applicationsOf(email: string): Promise<string[]> {
  const { rows } = await db.query<{ document_id: string }>(
    'SELECT document_id FROM job_applications WHERE email = $1',
    [email],
  );
  return rows.map((row) => row.document_id);
}

describe('two web instances and two CMS instances', () => {
  const run = Date.now().toString(36);
  let staffCookie = '';

  it('a staff session started on one web instance works on the other', async () => {
    const signedIn = await signIn(web1, STAFF_PASSWORD, '198.51.100.1');
    expect(signedIn.status).toBe(302);
    staffCookie = signedIn.cookie;
    const other = await fetch(`${web2}/admin/dashboard`, { headers: { Cookie: staffCookie }, redirect: 'manual' });
    expect(other.status).toBe(200);
    expect(await other.text()).toContain('Dashboard');
  });

  it('an application sent through one web instance is read, with its resume, through the other', async () => {
    const job = await firstOpenJob(cms2);
    const email = `through.web1.${run}@example.com`;
    const resume = pdf(`web1-${run}`);
    const outcome = await apply(web1, job.documentId, email, resume);
    expect(outcome.toldSuccess, outcome.message).toBe(true);

    const list = await fetch(`${web2}/blog/admin/applications?q=${encodeURIComponent(email)}`, {
      headers: { Cookie: staffCookie },
    });
    expect(list.status).toBe(200);
    expect(await list.text()).toContain(email);
    const [documentId] = await applicationsOf(email);
    const download = await fetch(`${web2}/admin/applications/${documentId}/resume`, {
      headers: { Cookie: staffCookie },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(resume)).toBe(true);
  });

  it('each email is sent once, though both CMS instances run the outbox', async () => {
    const job = await firstOpenJob(cms2);
    const email = `one.email.${run}@example.com`;
    expect((await apply(cluster.url, job.documentId, email, pdf(`email-${run}`))).toldSuccess).toBe(true);
    const received = async () =>
      (
        (await (
          await fetch(`${cluster.inboxUrl}/api/email?to.address=${encodeURIComponent(email)}`)
        ).json()) as unknown[]
      ).length;
    await expect.poll(received, { timeout: 15_000 }).toBe(1);
    // Both workers look for due emails every 2 s: after three more rounds it is still one.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await received()).toBe(1);
  });

  it('the CMS instances are not reachable through the public nginx', async () => {
    const response = await fetch(`${cluster.url}/api/jobs`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('"data"');
    expect((await fetch(`${cluster.cmsProxyUrl}/api/jobs`)).status).toBe(200);
  });

  it('a cover uploaded through one web instance is shown by both, and by nginx', async () => {
    const image = readFileSync(path.resolve(import.meta.dirname, '../../apps/cms/favicon.png'));
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), `cover-${run}.png`);
    const upload = await fetch(`${web1}/admin/covers`, {
      method: 'POST',
      headers: { Cookie: staffCookie, Origin: web1 },
      body: form,
    });
    const body = (await upload.json()) as { url?: string };
    expect(upload.status, JSON.stringify(body)).toBe(201);
    expect(body.url).toMatch(/^\/uploads\/[\w.-]+\.png$/);
    // The media library stores its own encoding of the image: every site serves that same file.
    const files = [];
    for (const site of [web1, web2, cluster.url]) {
      const served = await fetch(`${site}${body.url}`);
      expect(served.status, site).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      files.push(Buffer.from(await served.arrayBuffer()));
    }
    expect(files[0].length).toBeGreaterThan(0);
    expect(files.every((file) => file.equals(files[0]))).toBe(true);
    // The media library's file is in the bucket, not on a CMS instance's disk.
    const { rows } = await db.query<{ url: string }>('SELECT url FROM files WHERE name = $1', [`cover-${run}.png`]);
    expect(rows[0]?.url).toContain(cluster.s3Endpoint);
  });

  it('a job closed through one CMS instance leaves the board of both web instances within 5 s', async () => {
    const token = await staffToken(cms1, STAFF_PASSWORD);
    const title = `Scale out ${run}`;
    const created = await fetch(`${cms1}/api/jobs`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        data: {
          title,
          location: 'Remote',
          description: '<p>A test posting.</p>',
          company: 'Test Company',
          country: 'AE',
        },
      }),
    });
    expect(created.status).toBe(201);
    const job = ((await created.json()) as { data: { documentId: string; slug: string } }).data;
    // The search box shows the title too: the job is listed when its card links to it.
    const board = (web: string) => `${web}/blog?q=${encodeURIComponent(title)}`;
    const lists = async (web: string) => (await (await fetch(board(web))).text()).includes(`/jobs/${job.slug}"`);
    // Both instances have the board with the job in their page cache.
    for (const web of [web1, web2]) {
      await expect.poll(() => lists(web), { timeout: 5_000 }).toBe(true);
      expect(await lists(web)).toBe(true);
    }

    const closed = await fetch(`${cms1}/api/jobs/${job.documentId}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: { status: 'closed' } }),
    });
    expect(closed.status).toBe(200);
    const started = Date.now();
    for (const web of [web1, web2]) {
      await expect.poll(() => lists(web), { timeout: 5_000 - (Date.now() - started), interval: 100 }).toBe(false);
    }
  });

  it('the sign-in limit holds across both web instances: the 11th attempt through either is refused', async () => {
    const client = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const answer = await signIn(attempt % 2 ? web1 : web2, 'wrong-password', client);
      expect(answer.text, `attempt ${attempt}`).toContain(INVALID);
    }
    for (const web of [web1, web2]) {
      const refused = await signIn(web, STAFF_PASSWORD, client);
      expect(refused.status).not.toBe(302);
      expect(refused.text).toContain(WAIT);
    }
  });
});

describe('one web instance and one CMS instance die during a crowd of applicants', () => {
  it('loses nothing, misinforms nobody, and the survivors keep serving', async () => {
    const APPLICANTS = 100;
    const run = `k${Date.now().toString(36)}`;
    const job = await firstOpenJob(cms2);
    const applicant = (index: number) => `crowd.${run}.${index}@example.com`;
    const submissions = Array.from({ length: APPLICANTS }, (_, index) =>
      apply(cluster.url, job.documentId, applicant(index), pdf(applicant(index))),
    );
    // nginx's error log from here on (other files of the suite may have written to it before).
    const errorLog = path.join(cluster.dir, 'nginx-error.log');
    const errorLogStart = readFileSync(errorLog).length;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // The processes running now (a rolling restart, rolling-restart.test.ts, may have replaced those started first).
    const running = readCluster(cluster.dir)!.processes;
    for (const name of ['web-1', 'cms-1']) {
      process.kill(running.find((child) => child.name === name)!.pid, 'SIGKILL');
    }
    const outcomes = await Promise.all(submissions);

    // What the apply form makes of each answer (docs/007-honest-application-intake.md): success; a failure, when
    // nothing was kept; or, for no answer at all (a connection cut by a dying instance) or a 5xx, "We could not confirm
    // that your application arrived. Please send it again" with the same idempotency key. Those applicants send it
    // again, and must hear success.
    const unconfirmed = (outcome: Outcome) => !outcome.toldSuccess && (outcome.status === 0 || outcome.status >= 500);
    const answers: Record<string, number> = {};
    for (const outcome of outcomes) {
      const key = outcome.toldSuccess ? 'success' : unconfirmed(outcome) ? 'unconfirmed' : `failed ${outcome.message}`;
      answers[key] = (answers[key] ?? 0) + 1;
    }
    const resent = await Promise.all(
      outcomes
        .filter(unconfirmed)
        .map((outcome) => apply(cluster.url, job.documentId, outcome.email, pdf(outcome.email))),
    );
    console.log(
      `${APPLICANTS} applicants through nginx, web-1 and cms-1 killed after 1 s: ${JSON.stringify(answers)}; ` +
        `${resent.filter((outcome) => outcome.toldSuccess).length} of ${resent.length} unconfirmed sent again: success`,
    );
    // The kills hit the crowd: nginx lost applications on the way and sent them again (or this test proved nothing).
    const lost = readFileSync(errorLog)
      .subarray(errorLogStart)
      .toString('utf8')
      .split('\n')
      .filter((line) => line.includes('job-applications'));
    console.log(`nginx lost ${lost.length} application requests to a dead instance and repeated them`);
    expect(lost.length).toBeGreaterThan(0);

    const stored = new Map<string, number>();
    for (const outcome of outcomes) stored.set(outcome.email, (await applicationsOf(outcome.email)).length);
    // Told success: stored once. Told it failed: not stored. Unconfirmed, then sent again: success, and stored once.
    expect(resent.filter((outcome) => !outcome.toldSuccess)).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.toldSuccess && stored.get(outcome.email) !== 1)).toEqual([]);
    expect(
      outcomes.filter((outcome) => !outcome.toldSuccess && !unconfirmed(outcome) && stored.get(outcome.email) !== 0),
    ).toEqual([]);
    expect([...stored.values()].filter((count) => count !== 1 && count !== 0)).toEqual([]);
    const told = outcomes.filter((outcome) => outcome.toldSuccess).length;
    // The survivors took the crowd.
    expect(told).toBeGreaterThan(APPLICANTS / 2);
    // Every stored application's resume is downloadable from the surviving instances.
    const token = await staffToken(cms2, STAFF_PASSWORD);
    const { rows } = await db.query<{ document_id: string }>(
      'SELECT document_id FROM job_applications WHERE email LIKE $1',
      [`crowd.${run}.%`],
    );
    for (const row of rows) {
      const resume = await fetch(`${cms2}/api/job-applications/${row.document_id}/resume`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(resume.status).toBe(200);
      await resume.arrayBuffer();
    }
    // And they keep serving: pages and one more application through nginx.
    for (let request = 0; request < 10; request += 1) {
      expect((await fetch(`${cluster.url}/blog`)).status).toBe(200);
    }
    const after = await apply(cluster.url, job.documentId, `after.${run}@example.com`, pdf(`after-${run}`));
    expect(after.toldSuccess, after.message).toBe(true);

    // The killed instances start again, ready, for whatever runs next.
    for (const name of ['web-1', 'cms-1']) await restartInstance(cluster, name);
    for (const url of [...cluster.webUrls, ...cluster.cmsUrls]) expect((await fetch(`${url}/readyz`)).status).toBe(200);
  });
});
