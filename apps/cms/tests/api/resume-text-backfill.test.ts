import { randomBytes } from 'crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../../src/lib/database-types';
import { backfillResumeTexts } from '../../src/lib/resume-text-backfill';
import { openCmsDatabase } from './database';
import { api, createJob, loginAsRecruiter, submitApplication, validApplication } from './helpers';
import { textPdf } from './resume-fixtures';

/**
 * The resume-text backfill (docs/023-talent-pool.md "Resume text", "Backfill") against the real CMS and its database:
 * applications whose resume has no resume text row (as stored before extraction existed) are queued by the backfill,
 * which the CMS runs at every start; the CMS's worker loop extracts them and the people search finds them by their
 * resume. The backfill is called here on the test's own connection with the CMS's table names, as the candidates
 * migration is in tests/api/candidates.test.ts: the SQL is the one the CMS runs at start.
 */

let db: Connection;

beforeAll(() => {
  db = openCmsDatabase();
});

afterAll(async () => {
  await db?.destroy();
});

/** A word of letters only that no other test writes (the people index reads words). */
const word = () => [...randomBytes(10)].map((byte) => String.fromCharCode(97 + (byte % 16))).join('');

/** The candidate search as a Recruiter runs it: the e-mail addresses found for `q`. */
async function emailsFor(q: string): Promise<string[]> {
  const response = await api('GET', `/candidates?q=${encodeURIComponent(q)}`, { token: await loginAsRecruiter() });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.data as Array<{ email: string }>).map((hit) => hit.email).sort();
}

/** The resume text rows of application `id` (state only). */
async function textRowsOf(id: number): Promise<string[]> {
  const rows: Array<{ state: string }> = await db('resume_texts')
    .join('resume_texts_application_lnk', 'resume_texts_application_lnk.resume_text_id', 'resume_texts.id')
    .where('resume_texts_application_lnk.job_application_id', id)
    .select('resume_texts.state');
  return rows.map((row) => row.state);
}

/** Polls `check` until it holds or 20 s pass (the CMS's loop polls every 200 ms). */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 20_000;
  while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  return check();
}

/**
 * A Strapi of what `backfillResumeTexts` uses, on the test's own connection to the CMS's database: the metadata of the
 * application's resume component table and of the resume text link, as the CMS's schema names them, and transactions.
 */
function fakeStrapiOn(connection: Connection): any {
  const models: Record<string, unknown> = {
    'api::job-application.job-application': {
      tableName: 'job_applications',
      attributes: {
        resume: {
          joinTable: { name: 'job_applications_cmps', joinColumn: { name: 'entity_id' }, on: { field: 'resume' } },
        },
      },
    },
    'api::resume-text.resume-text': {
      tableName: 'resume_texts',
      attributes: {
        application: {
          joinTable: {
            name: 'resume_texts_application_lnk',
            joinColumn: { name: 'resume_text_id' },
            inverseJoinColumn: { name: 'job_application_id' },
          },
        },
      },
    },
  };
  const postgres = process.env.DATABASE_CLIENT === 'postgres';
  return {
    db: {
      dialect: { client: postgres ? 'postgres' : 'sqlite' },
      metadata: { get: (uid: string) => models[uid] },
      // On SQLite the CMS writes meanwhile: this second connection takes the write lock first (an empty write), as a
      // transaction that read before another connection wrote could not write after.
      transaction: (callback: (context: { trx: unknown }) => Promise<unknown>) =>
        connection.transaction(async (trx) => {
          if (!postgres) await trx.raw('delete from resume_texts where 0');
          return callback({ trx });
        }),
    },
  };
}

describe('the resume text backfill', () => {
  it('queues the resumes stored without text, once; the CMS extracts them and the search finds them', async () => {
    if (process.env.DATABASE_CLIENT !== 'postgres') await db.raw('pragma busy_timeout = 10000');
    const job = await createJob();
    const key = word();
    const stored: Array<{ id: number; email: string }> = [];
    for (let index = 0; index < 3; index += 1) {
      const email = `${word()}@example.com`;
      const response = await submitApplication(validApplication(job.documentId, { email }), {
        bytes: textPdf([['Curriculum vitae', `Senior ${key} engineer, number ${index}`]]),
        name: 'cv.pdf',
        type: 'application/pdf',
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      stored.push({ id: Number(response.body.data.id), email });
    }
    const emails = stored.map((application) => application.email).sort();
    expect(await eventually(async () => (await emailsFor(key)).length === 3)).toBe(true);

    // As stored before resume text existed: no row, so the search does not find them by their resume.
    const links = () =>
      db('resume_texts_application_lnk').whereIn(
        'job_application_id',
        stored.map((application) => application.id),
      );
    const textIds = (await links().select('resume_text_id')).map(
      (row: { resume_text_id: number }) => row.resume_text_id,
    );
    await links().delete();
    await db('resume_texts').whereIn('id', textIds).delete();
    expect(await emailsFor(key)).toEqual([]);

    const strapi = fakeStrapiOn(db);
    // Small batches, so that several are run.
    const queued = await backfillResumeTexts(strapi, { batch: 2, pauseMs: 0 });
    expect(queued).toBeGreaterThanOrEqual(3);
    for (const application of stored) expect(await textRowsOf(application.id)).toHaveLength(1);
    // Idempotent: a second run (the next start) queues nothing.
    expect(await backfillResumeTexts(strapi)).toBe(0);

    // The CMS's loop extracts them, and the search finds them by their resume again.
    expect(await eventually(async () => (await emailsFor(key)).length === 3)).toBe(true);
    expect(await emailsFor(key)).toEqual(emails);
    for (const application of stored) expect(await textRowsOf(application.id)).toEqual(['done']);
  }, 90_000);
});
