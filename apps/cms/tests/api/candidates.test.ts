import { randomBytes } from 'crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { CANDIDATE_TAG_MAX_LENGTH, CANDIDATE_TAGS_MAX } from '@agency/contract';
import type { Connection } from '../../src/lib/database-types';
import { migrateApplications } from '../../src/api/candidate/services/candidate';
import {
  api,
  createApplication,
  createJob,
  expectError,
  loginAsAdmin,
  loginAsRecruiter,
  pdfResume,
  submitApplication,
  validApplication,
} from './helpers';
import { openCmsDatabase } from './database';

/**
 * The talent pool's candidates (docs/023-talent-pool.md "Candidates"): one per normalised e-mail address, made or
 * found when a person applies (also by several applications at once), made for applications stored before candidates
 * existed, read with everything about them, tagged, merged, and gone with the person's data.
 */

let database: Connection | undefined;
/** The test's own connection to the CMS's database (tests/api/database.ts), opened once. */
function cmsDatabase(): Connection {
  database ??= openCmsDatabase();
  return database;
}
afterAll(async () => {
  await database?.destroy();
});

const tag = () => randomBytes(4).toString('hex');

/** The candidate list as a Recruiter reads it, for `q`. */
async function listed(q: string) {
  const response = await api('GET', `/candidates?q=${encodeURIComponent(q)}`, { token: await loginAsRecruiter() });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { data: any[]; meta: { pagination: { total: number } } };
}

/** The one candidate of `email` (the list searched by that address). */
async function candidateOf(email: string) {
  const { data } = await listed(email);
  const found = data.filter((candidate) => candidate.email === email);
  expect(found, email).toHaveLength(1);
  return found[0];
}

/** A candidate's page as a Recruiter reads it. */
async function detailOf(documentId: string) {
  const response = await api('GET', `/candidates/${documentId}`, { token: await loginAsRecruiter() });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/** Waits up to 15 s for `done()` to hold. */
async function eventually(done: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 15_000;
  while (!(await done()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  return done();
}

describe('applying', () => {
  it('makes a candidate for a new address and attaches a later application from it, whatever its case', async () => {
    const [first, second] = [await createJob(), await createJob()];
    const email = `pool.${tag()}@example.com`;
    await createApplication(first.documentId, { email, fullName: 'Ada Byron', phone: '+44 20 0000 0001' });
    const candidate = await candidateOf(email);
    expect(candidate).toMatchObject({
      fullName: 'Ada Byron',
      availability: 'available',
      tags: [],
      applications: 1,
      country: null,
    });

    await createApplication(second.documentId, {
      email: `  ${email.toUpperCase()} `,
      fullName: 'Ada Lovelace',
      phone: '+44 20 0000 0002',
      country: 'gb',
    });
    const detail = await detailOf(candidate.documentId);
    // Name, phone and country follow the newest application.
    expect(detail).toMatchObject({ email, fullName: 'Ada Lovelace', phone: '+44 20 0000 0002', country: 'GB' });
    expect(detail.applications.map((application: any) => application.job.title)).toEqual([second.title, first.title]);
    expect(detail.applications[0].country).toBe('GB');
    expect((await candidateOf(email)).applications).toBe(2);
  });

  it('refuses a country that is not an ISO 3166-1 code, storing nothing', async () => {
    const job = await createJob();
    const email = `pool.${tag()}@example.com`;
    const response = await submitApplication(validApplication(job.documentId, { email, country: 'XX' }), pdfResume());
    expectError(response, 400);
    expect(JSON.stringify(response.body.error.details)).toContain('country');
    expect((await listed(email)).data).toEqual([]);
  });

  it('makes one candidate for many simultaneous applications from one new address', async () => {
    const jobs = await Promise.all(Array.from({ length: 3 }, () => createJob()));
    const email = `crowd.${tag()}@example.com`;
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        submitApplication(
          validApplication(jobs[index % jobs.length].documentId, { email, fullName: `Crowd ${index}` }),
          pdfResume(),
        ),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(201));
    const { data } = await listed(email);
    expect(data).toHaveLength(1);
    expect(data[0].applications).toBe(12);
    const rows = await cmsDatabase()('candidates').where({ email }).count({ count: 'id' });
    expect(Number(rows[0].count)).toBe(1);
  });
});

describe('the migration of applications stored before candidates', () => {
  it('gives every application without a candidate one, per address, idempotently, 10,000 in seconds', async () => {
    const db = cmsDatabase();
    // The CMS writes meanwhile (its scheduled tasks): on SQLite this connection waits for the lock as the CMS's does.
    if (process.env.DATABASE_CLIENT !== 'postgres') await db.raw('pragma busy_timeout = 10000');
    const job = await createJob();
    const run = tag();
    // Two applications through the public door, then their candidate taken away as before candidates existed.
    const email = `legacy.${run}@example.com`;
    await createApplication(job.documentId, { email, fullName: 'Old Name' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await createApplication(job.documentId, { email, fullName: 'New Name', country: 'AE' });
    const before = await candidateOf(email);
    await db('candidates').where({ email }).delete();
    await db('job_applications_candidate_lnk')
      .whereIn('job_application_id', db('job_applications').where({ email }).select('id'))
      .delete();

    // 10,000 more rows as an older version stored them: 2,500 addresses with four applications each.
    const now = Date.now();
    const rows = Array.from({ length: 10_000 }, (_, index) => ({
      document_id: `legacy${run}${index}`,
      full_name: `Legacy ${index}`,
      email: `bulk${index % 2500}.${run}@example.com`,
      phone: '+971 50 000 0000',
      cover_letter: 'Stored before candidates.',
      job_status: 'Pending',
      applied_at: new Date(now - (10_000 - index) * 1000),
      consent: true,
      created_at: new Date(now),
      updated_at: new Date(now),
      published_at: new Date(now),
    }));
    const insertStarted = performance.now();
    for (let start = 0; start < rows.length; start += 500) {
      await db('job_applications').insert(rows.slice(start, start + 500));
    }
    const insertMs = performance.now() - insertStarted;
    console.log(`Inserted 10,000 applications in ${Math.round(insertMs)} ms`);
    // The people index follows each insert statement once, set-based (docs/023-talent-pool.md "Bulk writes on
    // PostgreSQL"): under 1 s on PostgreSQL on the loaded test machine; 11-13 s with a trigger per row.
    expect(insertMs).toBeLessThan(5_000);

    const strapi = fakeStrapiOn(db);
    const started = performance.now();
    const migrated = await migrateApplications(strapi);
    const elapsed = performance.now() - started;
    console.log(`Migrated ${migrated} applications in ${Math.round(elapsed)} ms`);
    expect(migrated).toBe(10_002);
    expect(elapsed).toBeLessThan(20_000);
    expect(await migrateApplications(strapi)).toBe(0);

    const restored = await candidateOf(email);
    expect(restored.documentId).not.toBe(before.documentId);
    expect(restored).toMatchObject({ fullName: 'New Name', country: 'AE', applications: 2 });
    const bulk = await candidateOf(`bulk7.${run}@example.com`);
    // The newest of the four (index 7 + 3 × 2500) gives the name.
    expect(bulk).toMatchObject({ fullName: 'Legacy 7507', applications: 4 });
    expect(await db('candidates').where('email', 'like', `bulk%.${run}@example.com`).count({ count: 'id' })).toEqual([
      { count: expect.anything() },
    ]);
    const [{ count }] = await db('candidates')
      .where('email', 'like', `bulk%.${run}@example.com`)
      .count({ count: 'id' });
    expect(Number(count)).toBe(2500);

    // Taken away again, so that the other tests' lists stay as they were.
    const cleanStarted = performance.now();
    const ids = db('job_applications').where('document_id', 'like', `legacy${run}%`).select('id');
    await db('job_applications_candidate_lnk').whereIn('job_application_id', ids).delete();
    await db('job_applications').where('document_id', 'like', `legacy${run}%`).delete();
    await db('candidates').where('email', 'like', `bulk%.${run}@example.com`).delete();
    const cleanMs = performance.now() - cleanStarted;
    console.log(`Deleted them in ${Math.round(cleanMs)} ms`);
    // Likewise each delete statement: 0.3 s on PostgreSQL; 17-18 s with a trigger per row.
    expect(cleanMs).toBeLessThan(5_000);
  }, 120_000);
});

/**
 * A Strapi of what `migrateApplications` uses, on the test's own connection to the CMS's database: the metadata of the
 * two tables (as the CMS's schema names them) and transactions. The migration's SQL is the one the CMS runs at start.
 */
function fakeStrapiOn(db: Connection): any {
  const columns: Record<string, string> = {
    documentId: 'document_id',
    fullName: 'full_name',
    lastActivityAt: 'last_activity_at',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
    publishedAt: 'published_at',
  };
  const models: Record<string, unknown> = {
    'api::candidate.candidate': {
      tableName: 'candidates',
      attributes: Object.fromEntries(Object.entries(columns).map(([name, columnName]) => [name, { columnName }])),
    },
    'api::job-application.job-application': {
      tableName: 'job_applications',
      attributes: {
        candidate: {
          joinTable: {
            name: 'job_applications_candidate_lnk',
            joinColumn: { name: 'job_application_id' },
            inverseJoinColumn: { name: 'candidate_id' },
            inverseOrderColumnName: 'job_application_ord',
          },
        },
      },
    },
  };
  return {
    db: {
      metadata: { get: (uid: string) => models[uid] },
      // On SQLite the CMS has one connection; this second one takes the write lock first (an empty write waits for
      // it), as a transaction that read before another connection wrote could not write after.
      transaction: (callback: (context: { trx: unknown }) => Promise<unknown>) =>
        db.transaction(async (trx) => {
          if (process.env.DATABASE_CLIENT !== 'postgres') await trx.raw('delete from candidates where 0');
          return callback({ trx });
        }),
    },
  };
}

describe('a candidate page', () => {
  it('shows every application with its notes and history, the resumes newest first, and the activity in order', async () => {
    const [first, second] = [await createJob(), await createJob()];
    const email = `page.${tag()}@example.com`;
    const older = await createApplication(first.documentId, { email });
    const newer = await createApplication(second.documentId, { email });
    const admin = await loginAsAdmin();
    expect(
      (await api('PUT', `/job-applications/${older}`, { token: admin, json: { data: { job_status: 'Reviewed' } } }))
        .status,
    ).toBe(200);
    expect(
      (
        await api('POST', `/job-applications/${older}/notes`, {
          token: admin,
          json: { data: { text: 'Strong React' } },
        })
      ).status,
    ).toBe(201);
    const detail = await detailOf((await candidateOf(email)).documentId);
    expect(detail.applications.map((application: any) => application.documentId)).toEqual([newer, older]);
    expect(detail.applications[1]).toMatchObject({
      status: 'Reviewed',
      job: { documentId: first.documentId, title: first.title },
      notes: [{ text: 'Strong React', author: 'admin' }],
      history: [{ from: 'Pending', to: 'Reviewed', actor: 'admin' }],
    });
    expect(detail.resumes.map((resume: any) => resume.application)).toEqual([newer, older]);
    expect(detail.resumes[0]).toMatchObject({ name: 'Ada_Lovelace_Resume.pdf', mime: 'application/pdf' });
    expect(detail.activity.map((event: any) => [event.kind, event.application])).toEqual([
      ['applied', older],
      ['applied', newer],
      ['status', older],
      ['note', older],
    ]);
    // Each resume downloads through the application's own route.
    const file = await api('GET', `/job-applications/${detail.resumes[0].application}/resume`, { token: admin });
    expect(file.status).toBe(200);
    expect(file.bytes.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('is a 404 for an unknown candidate, and closed to an Editor and to visitors', async () => {
    expectError(await api('GET', '/candidates/nosuchcandidate', { token: await loginAsRecruiter() }), 404);
    expect((await api('GET', '/candidates')).status).toBe(403);
  });
});

describe('tags and availability', () => {
  it('keeps tags trimmed, unique without regard to case, and records an audit entry without values', async () => {
    const job = await createJob();
    const email = `tags.${tag()}@example.com`;
    await createApplication(job.documentId, { email });
    const { documentId } = await candidateOf(email);
    const recruiter = await loginAsRecruiter();
    const response = await api('PUT', `/candidates/${documentId}`, {
      token: recruiter,
      json: { data: { tags: ['  React   Native ', 'react native', 'Dubai'], availability: 'placed' } },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({ tags: ['React Native', 'Dubai'], availability: 'placed' });
    expect(await detailOf(documentId)).toMatchObject({ tags: ['React Native', 'Dubai'], availability: 'placed' });

    const audit = await api('GET', `/audit-entries?filters[subjectId][$eq]=${documentId}`, {
      token: await loginAsAdmin(),
    });
    expect(audit.body.data).toEqual([
      expect.objectContaining({
        action: 'candidate-update',
        subjectType: 'api::candidate.candidate',
        details: { fields: ['tags', 'availability'] },
      }),
    ]);
    expect(JSON.stringify(audit.body.data)).not.toContain('Dubai');
  });

  it('refuses a tag over 40 characters, more than 20 tags, an unknown availability and other fields', async () => {
    const job = await createJob();
    const email = `limits.${tag()}@example.com`;
    await createApplication(job.documentId, { email });
    const { documentId } = await candidateOf(email);
    const token = await loginAsRecruiter();
    const put = (data: unknown) => api('PUT', `/candidates/${documentId}`, { token, json: { data } });
    expectError(await put({ tags: ['x'.repeat(CANDIDATE_TAG_MAX_LENGTH + 1)] }), 400);
    expect((await put({ tags: ['x'.repeat(CANDIDATE_TAG_MAX_LENGTH)] })).status).toBe(200);
    expectError(await put({ tags: Array.from({ length: CANDIDATE_TAGS_MAX + 1 }, (_, i) => `t${i}`) }), 400);
    expectError(await put({ availability: 'retired' }), 400);
    expectError(await put({ email: 'someone@example.com' }), 400);
    expectError(await put({}), 400);
    expect((await detailOf(documentId)).email).toBe(email);
  });

  it('suggests tags in use that start with what was typed, most used first', async () => {
    const job = await createJob();
    const run = tag();
    const token = await loginAsRecruiter();
    const sets = [[`Kotlin${run}`, `Kafka${run}`], [`Kotlin${run}`], [`kotlin${run}`], [`Go${run}`]];
    for (const [index, tags] of sets.entries()) {
      const email = `suggest${index}.${run}@example.com`;
      await createApplication(job.documentId, { email });
      const { documentId } = await candidateOf(email);
      expect((await api('PUT', `/candidates/${documentId}`, { token, json: { data: { tags } } })).status).toBe(200);
    }
    const response = await api('GET', `/candidates/tags?prefix=${encodeURIComponent(`k`)}`, { token });
    expect(response.status).toBe(200);
    const mine = (response.body.data as string[]).filter((suggestion) => suggestion.endsWith(run));
    expect(mine).toEqual([`Kotlin${run}`, `Kafka${run}`].slice(0, mine.length));
    const exact = await api('GET', `/candidates/tags?prefix=${encodeURIComponent(`KOT`)}`, { token });
    expect(exact.body.data).toContain(`Kotlin${run}`);
    expect(exact.body.data).not.toContain(`Kafka${run}`);
    const pattern = await api('GET', `/candidates/tags?prefix=${encodeURIComponent('%_')}`, { token });
    expect(pattern.status).toBe(200);
    expect(pattern.body.data).toEqual([]);
  });
});

describe('merging two candidates', () => {
  it('moves every application, unites the tags, deletes the other and audits both ids without an address', async () => {
    const job = await createJob();
    const run = tag();
    const [kept, merged] = [`kept.${run}@example.com`, `merged.${run}@example.com`];
    await createApplication(job.documentId, { email: kept });
    const fromApplications = [
      await createApplication(job.documentId, { email: merged }),
      await createApplication(job.documentId, { email: merged, country: 'PK' }),
    ];
    const target = await candidateOf(kept);
    const source = await candidateOf(merged);
    const token = await loginAsRecruiter();
    await api('PUT', `/candidates/${target.documentId}`, { token, json: { data: { tags: ['SQL', 'Python'] } } });
    await api('PUT', `/candidates/${source.documentId}`, { token, json: { data: { tags: ['python', 'Excel'] } } });

    const response = await api('POST', `/candidates/${target.documentId}/merge`, {
      token,
      json: { from: source.documentId },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({ tags: ['SQL', 'Python', 'Excel'], country: 'PK' });
    expect(response.body.data.applications.map((application: any) => application.documentId).sort()).toEqual(
      expect.arrayContaining(fromApplications),
    );
    expect(response.body.data.applications).toHaveLength(3);
    expectError(await api('GET', `/candidates/${source.documentId}`, { token }), 404);

    const audit = await api(
      'GET',
      `/audit-entries?filters[action][$eq]=candidate-merge&filters[subjectId][$eq]=${target.documentId}`,
      {
        token: await loginAsAdmin(),
      },
    );
    expect(audit.body.data).toEqual([
      expect.objectContaining({ actor: expect.any(String), details: { from: source.documentId, applications: 2 } }),
    ]);
    expect(JSON.stringify(audit.body.data)).not.toContain('@');

    // A later application from the merged address joins the merged candidate.
    await createApplication(job.documentId, { email: merged });
    expect((await detailOf(target.documentId)).applications).toHaveLength(4);
    // The merged address finds the person it now belongs to (the search reads the applications' addresses too:
    // docs/023-talent-pool.md "Searching people"); the merged candidate is no more.
    expect((await listed(merged)).data.map((candidate) => candidate.documentId)).toEqual([target.documentId]);
  });

  it('takes the other by e-mail address, refuses itself, an unknown one and a bad body', async () => {
    const job = await createJob();
    const run = tag();
    const [kept, merged] = [`kept2.${run}@example.com`, `merged2.${run}@example.com`];
    await createApplication(job.documentId, { email: kept });
    await createApplication(job.documentId, { email: merged });
    const target = await candidateOf(kept);
    const token = await loginAsRecruiter();
    const merge = (body: unknown) => api('POST', `/candidates/${target.documentId}/merge`, { token, json: body });
    expectError(await merge({ from: target.documentId }), 400, /itself/);
    expectError(await merge({ from: kept.toUpperCase() }), 400, /itself/);
    expectError(await merge({ from: `nobody.${run}@example.com` }), 404);
    expectError(await merge({ from: 'x y' }), 400);
    expectError(await merge({}), 400);
    const response = await merge({ from: ` ${merged.toUpperCase()} ` });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.applications).toHaveLength(2);
  });
});

describe("a person's data", () => {
  it('erasure deletes their candidate; applications of another address merged into it get their own again', async () => {
    const job = await createJob();
    const run = tag();
    const [erased, other] = [`erased.${run}@example.com`, `other.${run}@example.com`];
    await createApplication(job.documentId, { email: erased });
    const otherApplication = await createApplication(job.documentId, { email: other });
    const target = await candidateOf(erased);
    const token = await loginAsAdmin();
    await api('PUT', `/candidates/${target.documentId}`, { token, json: { data: { tags: ['Shortlist'] } } });
    expect((await api('POST', `/candidates/${target.documentId}/merge`, { token, json: { from: other } })).status).toBe(
      200,
    );

    const found = await api('POST', '/personal-data/find', { token, json: { data: { email: erased } } });
    expect(found.body.data.counts).toMatchObject({ applications: 1, candidates: 1 });
    const exported = await api('POST', '/personal-data/export', { token, json: { data: { email: erased } } });
    expect(exported.status).toBe(200);
    const json = JSON.parse(strFromU8(unzipSync(new Uint8Array(exported.bytes))['personal-data.json']));
    expect(json.candidates).toEqual([expect.objectContaining({ email: erased, tags: ['Shortlist'] })]);

    const response = await api('POST', '/personal-data/erase', { token, json: { data: { email: erased } } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.counts).toMatchObject({ applications: 1, candidates: 1 });
    expectError(await api('GET', `/candidates/${target.documentId}`, { token }), 404);
    expect((await listed(erased)).data).toEqual([]);
    const own = await candidateOf(other);
    expect((await detailOf(own.documentId)).applications.map((application: any) => application.documentId)).toEqual([
      otherApplication,
    ]);
  });

  it('the candidate goes with its last application, deleted by staff or by retention', async () => {
    const job = await createJob();
    const email = `last.${tag()}@example.com`;
    const [first, second] = [
      await createApplication(job.documentId, { email }),
      await createApplication(job.documentId, { email }),
    ];
    const { documentId } = await candidateOf(email);
    const token = await loginAsAdmin();
    expect((await api('DELETE', `/job-applications/${first}`, { token })).status).toBe(204);
    expect((await detailOf(documentId)).applications).toHaveLength(1);

    // The job closed 31 days ago: the retention task (every second in the tests) takes the last application.
    const closed = await api('PUT', `/jobs/${job.documentId}`, {
      token,
      json: { data: { validThrough: new Date(Date.now() - 31 * 86_400_000).toISOString() } },
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(
      await eventually(async () => (await api('GET', `/job-applications/${second}`, { token })).status === 404),
    ).toBe(true);
    expectError(await api('GET', `/candidates/${documentId}`, { token }), 404);
  });
});
