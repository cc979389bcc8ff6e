import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstOpenJob, pdf, startStack, submitApplication, type Stack } from './stack';

/**
 * Applicants told failed for applications that were saved (docs/007-honest-application-intake.md): 200 applicants apply
 * at once through the web app while the CMS is killed and started again. Afterwards every applicant's answer matches
 * the database (stored ⇔ told success), no resume file is without its application or the other way round, and no
 * submission is stored twice. Local only (127.0.0.1), bounded to 200 requests.
 */

const APPLICANTS = 200;

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ FORM_RATE_LIMIT: '100000' });
});

afterAll(async () => {
  await stack?.stop();
});

describe('a crowd of applicants while the CMS is killed and restarted', () => {
  it('tells every applicant the truth, stores each application once, and leaves no stray file or row', async () => {
    const job = await firstOpenJob(stack.cmsUrl);
    const run = Date.now().toString(36);
    const started = Date.now();
    const submissions = Array.from({ length: APPLICANTS }, (_, index) =>
      submitApplication(stack.webUrl, {
        job: job.documentId,
        email: `fault.${run}.${index}@example.com`,
        idempotencyKey: `${run}-${index}`.padEnd(24, '0'),
        resume: pdf(`${run}-${index}`),
        index,
      }),
    );

    // Mid-crowd: the CMS dies without warning, and comes back two seconds later.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    stack.killCms();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await stack.restartCms();

    const outcomes = await Promise.all(submissions);
    const seconds = (Date.now() - started) / 1000;

    const db = new Database(path.join(stack.dataDir, 'data.db'), { readonly: true });
    try {
      const rows = db
        .prepare('SELECT email, idempotency_key AS key FROM job_applications WHERE email LIKE ?')
        .all(`fault.${run}.%`) as Array<{ email: string; key: string }>;
      const stored = new Map<string, number>();
      for (const row of rows) stored.set(row.email, (stored.get(row.email) ?? 0) + 1);

      const told = outcomes.filter((outcome) => outcome.toldSuccess).length;
      const log = (name: string) => readFileSync(path.join(stack.dataDir, name), 'utf8');
      const retries = log('web.log').split('trying again').length - 1;
      const sweep = log('cms.log').match(/Removed (\d+) resume files/)?.[1] ?? '0';
      console.log(
        `${APPLICANTS} applicants in ${seconds.toFixed(1)} s: ${told} told success, ${rows.length} stored, ` +
          `${retries} attempts repeated by the web, ${sweep} orphan files removed at restart; answers ` +
          JSON.stringify(countBy(outcomes.map((outcome) => `${outcome.status} ${outcome.message}`.trim()))),
      );
      // The kill hit the crowd: the web had to repeat attempts (otherwise this test proved nothing).
      expect(retries).toBeGreaterThan(0);

      // Stored ⇔ told success, for every applicant.
      const mismatches = outcomes.filter((outcome) => outcome.toldSuccess !== stored.has(outcome.email));
      expect(mismatches).toEqual([]);
      // Nobody stored twice.
      expect([...stored.values()].filter((count) => count > 1)).toEqual([]);
      const keys = db
        .prepare(
          'SELECT idempotency_key, COUNT(*) AS count FROM job_applications GROUP BY idempotency_key HAVING idempotency_key IS NOT NULL AND COUNT(*) > 1',
        )
        .all();
      expect(keys).toEqual([]);

      // Every resume file belongs to an application, every application has its file.
      const storageKeys = (
        db.prepare('SELECT storage_key AS key FROM components_application_resumes').all() as Array<{ key: string }>
      )
        .map((row) => row.key)
        .sort();
      const files = readdirSync(path.join(stack.dataDir, 'resumes')).sort();
      expect(files).toEqual(storageKeys);
      // The crowd was served: the CMS came back and took the applications.
      expect(told).toBeGreaterThan(APPLICANTS / 2);
    } finally {
      db.close();
    }
  });
});

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
