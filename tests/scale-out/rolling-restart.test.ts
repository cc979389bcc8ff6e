import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { restartInstance } from '../../scripts/lib/cluster.mjs';
import { firstOpenJob, pdf, submitApplication, type Outcome } from '../system/stack';

/**
 * A rolling deploy on the cluster (docs/021-operations.md "Graceful shutdown and rolling deploys"): every web and CMS
 * instance restarted one at a time (`restartInstance`: SIGTERM, the instance drains, then starts again and is ready),
 * while a steady stream of public page requests and 100 applications go through nginx. Nothing may be lost: no page
 * request fails, every applicant is told success and their application is stored once, every confirmation e-mail is
 * sent once, and no instance leaves a request it read unanswered (nginx and the web app repeat many such requests by
 * themselves, which would hide a restart that cuts them; nginx's error log does not). The instances run again afterwards, so the other files of the suite run before or after this one.
 */

const cluster = inject('cluster');
const APPLICANTS_PER_RESTART = 25;
// Each web instance, then each CMS instance between them: the same order as deploying one machine (a web and a CMS
// instance) after the other.
const ORDER = ['web-1', 'cms-1', 'web-2', 'cms-2'];

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many applications of `email` are stored (in PostgreSQL, which both CMS instances use). */
async function storedOf(email: string): Promise<number> {
  const { rows } = await db.query<{ count: string }>('SELECT count(*) FROM job_applications WHERE email = $1', [email]);
  return Number(rows[0].count);
}

/** The number of e-mails the mail catcher received for each address of `addresses`. */
async function mailsTo(addresses: string[]): Promise<Map<string, number>> {
  const emails = (await (await fetch(`${cluster.inboxUrl}/api/email`)).json()) as Array<{
    to: Array<{ address: string }>;
  }>;
  const counts = new Map(addresses.map((address) => [address, 0]));
  for (const email of emails) {
    for (const { address } of email.to) if (counts.has(address)) counts.set(address, counts.get(address)! + 1);
  }
  return counts;
}

describe('a rolling restart of every web and CMS instance', () => {
  it('fails no page request, tells every applicant the truth, stores each application once, mails each once', async () => {
    const run = `r${Date.now().toString(36)}`;
    // nginx's error log from here on (other files of the suite may have written to it before).
    const errorLog = path.join(cluster.dir, 'nginx-error.log');
    const errorLogStart = readFileSync(errorLog).length;
    const job = await firstOpenJob(cluster.cmsProxyUrl);
    const pages = ['/', '/blog', job.path, '/insights', '/about', '/contact'];

    // The page stream: four visitors, each asking for one page after another through nginx, until the end; two of
    // them search, each search a new one, which the web app renders with the CMS's answer (not from its page cache).
    let browsing = true;
    const served: string[] = [];
    const failedPages: string[] = [];
    const words = ['engineer', 'nurse', 'remote', 'manager', 'sales', 'analyst'];
    const visitor = async (offset: number) => {
      for (let index = offset; browsing; index += 1) {
        const page = offset < 2 ? pages[index % pages.length] : `/blog?q=${words[index % words.length]}+${run}${index}`;
        try {
          const response = await fetch(`${cluster.url}${page}`, { signal: AbortSignal.timeout(60_000) });
          await response.arrayBuffer();
          if (response.status === 200) served.push(page);
          else failedPages.push(`${page}: ${response.status}`);
        } catch (error) {
          failedPages.push(`${page}: ${String(error)}`);
        }
      }
    };
    const visitors = [0, 1, 2, 3].map(visitor);

    // Each restart happens while a batch of applicants sends, one every 100 ms from half a second before the SIGTERM.
    const submissions: Array<Promise<Outcome>> = [];
    const restarts: string[] = [];
    for (const [batch, name] of ORDER.entries()) {
      const sending = (async () => {
        for (let index = 0; index < APPLICANTS_PER_RESTART; index += 1) {
          const email = `rolling.${run}.${batch * APPLICANTS_PER_RESTART + index}@example.com`;
          const idempotencyKey = email.replace(/\W/g, '').slice(-24).padStart(24, '0');
          submissions.push(
            submitApplication(cluster.url, { job: job.documentId, email, idempotencyKey, resume: pdf(email) }),
          );
          await sleep(100);
        }
      })();
      await sleep(500);
      const started = Date.now();
      const { stoppedInMs, killed } = await restartInstance(cluster, name);
      restarts.push(
        `${name}: stopped in ${stoppedInMs} ms${killed ? ' (killed)' : ''}, ready ${Date.now() - started} ms after SIGTERM`,
      );
      expect(killed, name).toBe(false);
      await sending;
    }
    const outcomes = await Promise.all(submissions);
    browsing = false;
    await Promise.all(visitors);

    const answers: Record<string, number> = {};
    for (const outcome of outcomes) {
      const key = outcome.toldSuccess ? 'success' : `${outcome.status} ${outcome.message}`;
      answers[key] = (answers[key] ?? 0) + 1;
    }
    console.log(
      `Rolling restart: ${restarts.join('; ')}. ${served.length} page requests served, ${failedPages.length} failed; ` +
        `${outcomes.length} applicants: ${JSON.stringify(answers)}`,
    );
    expect(failedPages).toEqual([]);
    // No instance went away with a request it had read and not answered. (nginx repeats such a GET, or an application,
    // on the other instance, so a visitor may not notice; another POST would fail.) Connections the kernel had taken
    // but the instance not yet read when it stopped listening are reset ("Connection reset by peer"), never cut after.
    const cut = readFileSync(errorLog)
      .subarray(errorLogStart)
      .toString('utf8')
      .split('\n')
      .filter((line) => line.includes('prematurely closed'));
    expect(cut).toEqual([]);
    expect(served.filter((page) => page.includes('?q=')).length).toBeGreaterThan(100);
    expect(served.filter((page) => !page.includes('?q=')).length).toBeGreaterThan(100);
    // Every applicant was told success, and it is true: stored once.
    expect(outcomes.filter((outcome) => !outcome.toldSuccess)).toEqual([]);
    const notOnce: string[] = [];
    for (const outcome of outcomes) if ((await storedOf(outcome.email)) !== 1) notOnce.push(outcome.email);
    expect(notOnce).toEqual([]);

    // Each applicant's confirmation was sent once, though workers stopped during the restarts.
    const addresses = outcomes.map((outcome) => outcome.email);
    const allMailedOnce = async () => [...(await mailsTo(addresses)).values()].every((count) => count === 1);
    await expect.poll(allMailedOnce, { timeout: 60_000, interval: 1_000 }).toBe(true);
    // Both workers look for due e-mails every 2 s: after three more rounds it is still once.
    await sleep(6_000);
    expect([...(await mailsTo(addresses)).entries()].filter(([, count]) => count !== 1)).toEqual([]);
  });
});
