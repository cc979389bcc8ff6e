import { afterAll, describe, expect, it } from 'vitest';
import type { Connection } from '../../src/lib/database-types';
import { OUTBOX_TABLE } from '../../src/lib/outbox';
import { pdfBytes } from './fixtures';
import {
  api,
  createApplication,
  createJob,
  hiringRequestForm,
  loginAsAdmin,
  resumeFileExists,
  resumeFiles,
  unique,
} from './helpers';
import { openCmsDatabase } from './database';

/**
 * Retention (docs/015-recruiter-workflow.md): the CMS under test keeps applications 30 days after their
 * job closed or was deleted (`APPLICATION_RETENTION_DAYS=30`), enquiries and hiring requests 30 days after their last
 * change (`ENQUIRY_RETENTION_DAYS=30`) and finished outbox messages 30 days (the contract's `OUTBOX_RETENTION_DAYS`), and runs
 * the retention task every second (`RETENTION_SCHEDULE`). Times that only pass with the calendar (a job deleted a
 * month ago) are set in the CMS's database directly (tests/api/database.ts), as a month later would find them.
 */

let database: Connection | undefined;

/** The test's own connection to the CMS's database, opened once. */
function cmsDatabase(): Connection {
  database ??= openCmsDatabase();
  return database;
}

/** Sets `column` of the row of `table` whose `where` matches to `date`, straight in the CMS's database. */
async function backdate(table: string, where: Record<string, unknown>, column: string, date: string): Promise<void> {
  const changed = await cmsDatabase()(table)
    .where(where)
    .update({ [column]: new Date(date) });
  expect(changed).toBeGreaterThan(0);
}

afterAll(async () => {
  await database?.destroy();
});

/** Waits up to 15 s for `gone()` to hold (the task runs every second). */
async function eventually(gone: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 15_000;
  while (!(await gone()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  return gone();
}

/** The audit entries about one record, as staff read them. */
async function auditOf(subjectId: string) {
  const audit = await api('GET', `/audit-entries?filters[subjectId][$eq]=${subjectId}`, {
    token: await loginAsAdmin(),
  });
  return audit.body.data as Array<Record<string, unknown>>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** Whether staff can still read the application. */
async function exists(documentId: string): Promise<boolean> {
  const response = await api('GET', `/job-applications/${documentId}`, { token: await loginAsAdmin() });
  return response.status === 200;
}

/** Sets a job's closing date as staff do. */
async function closesAt(jobDocumentId: string, validThrough: string): Promise<void> {
  const response = await api('PUT', `/jobs/${jobDocumentId}`, {
    token: await loginAsAdmin(),
    json: { data: { validThrough } },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

describe('the retention task', () => {
  it('deletes an application and its resume 30 days after its job closed, leaving an audit entry only', async () => {
    const job = await createJob();
    const filesBefore = await resumeFiles();
    const documentId = await createApplication(job.documentId);
    const [file] = (await resumeFiles()).filter((name) => !filesBefore.includes(name));
    expect(file).toBeDefined();

    await closesAt(job.documentId, daysAgo(31));
    const deadline = Date.now() + 15_000;
    while ((await exists(documentId)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(await exists(documentId)).toBe(false);
    expect(await resumeFiles()).not.toContain(file);

    const audit = await api('GET', `/audit-entries?filters[subjectId][$eq]=${documentId}`, {
      token: await loginAsAdmin(),
    });
    expect(audit.body.data).toHaveLength(1);
    expect(audit.body.data[0]).toMatchObject({
      action: 'retention-delete',
      subjectType: 'api::job-application.job-application',
      subjectId: documentId,
      jobDocumentId: job.documentId,
      actor: 'system',
    });
  });

  it('keeps the applications of a job that closed less than 30 days ago, or that staff closed today', async () => {
    const expiredRecently = await createJob();
    const recent = await createApplication(expiredRecently.documentId);
    await closesAt(expiredRecently.documentId, daysAgo(29));
    const closedToday = await createJob();
    const today = await createApplication(closedToday.documentId);
    const close = await api('PUT', `/jobs/${closedToday.documentId}`, {
      token: await loginAsAdmin(),
      json: { data: { status: 'closed' } },
    });
    expect(close.status).toBe(200);

    // Several runs of the task later (it runs every second), both are still there.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await exists(recent)).toBe(true);
    expect(await exists(today)).toBe(true);
  });
});

describe('the retention task, when a job was deleted', () => {
  it('keeps its applications 30 days from the deletion, then deletes them with their resumes', async () => {
    const job = await createJob();
    const filesBefore = await resumeFiles();
    const documentId = await createApplication(job.documentId);
    const [file] = (await resumeFiles()).filter((name) => !filesBefore.includes(name));
    const deleted = await api('DELETE', `/jobs/${job.documentId}`, { token: await loginAsAdmin() });
    expect(deleted.status).toBe(204);

    // Deleted today: kept, whenever it was applied.
    await backdate('job_applications', { document_id: documentId }, 'applied_at', daysAgo(400));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await exists(documentId)).toBe(true);

    await backdate('job_applications', { document_id: documentId }, 'job_deleted_at', daysAgo(31));
    expect(await eventually(async () => !(await exists(documentId)))).toBe(true);
    expect(await resumeFiles()).not.toContain(file);
    expect(await auditOf(documentId)).toMatchObject([
      { action: 'retention-delete', subjectType: 'api::job-application.job-application', actor: 'system' },
    ]);
  });
});

describe('the retention task, for enquiries, hiring requests and sent emails', () => {
  /** POSTs an enquiry as a visitor; returns its documentId. */
  async function enquire(fullName: string): Promise<string> {
    const response = await api('POST', '/contacts', {
      json: { data: { fullName, email: 'kept-or-not@example.com', service: 'other', message: 'About retention.' } },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data.documentId as string;
  }

  const enquiryExists = async (documentId: string) =>
    (await api('GET', `/contacts?filters[documentId][$eq]=${documentId}`, { token: await loginAsAdmin() })).body.data
      .length === 1;

  it('deletes an enquiry last changed more than 30 days ago, with an audit entry, and keeps a recent one', async () => {
    const old = await enquire(unique('Old enquirer'));
    const recent = await enquire(unique('Recent enquirer'));
    await backdate('contacts', { document_id: recent }, 'updated_at', daysAgo(29));
    await backdate('contacts', { document_id: old }, 'updated_at', daysAgo(31));

    expect(await eventually(async () => !(await enquiryExists(old)))).toBe(true);
    expect(await enquiryExists(recent)).toBe(true);
    const [entry, ...others] = await auditOf(old);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ action: 'retention-delete', subjectType: 'api::contact.contact', actor: 'system' });
    expect(JSON.stringify(entry)).not.toContain('kept-or-not');
  });

  it('deletes a hiring request last changed more than the enquiries’ 30 days ago, with its job description file and an audit entry; its job stays', async () => {
    /** Sends a request; `withFile`: with a job description file (multipart). */
    const send = async (company: string, withFile = false) => {
      const data = {
        company,
        contactName: 'Kept Or Not',
        email: 'kept-or-not@example.com',
        roleTitle: 'Retention clerk',
        workplace: 'onsite',
        country: 'AE',
        employmentType: 'Full-time',
        requirements: 'About retention.',
      };
      const file = { bytes: pdfBytes(unique('Retention brief')), name: 'brief.pdf' };
      const response = await api(
        'POST',
        '/hiring-requests',
        withFile ? { form: hiringRequestForm(data, file) } : { json: { data } },
      );
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.data.documentId as string;
    };
    const exists = async (documentId: string) =>
      (await api('GET', `/hiring-requests/${documentId}`, { token: await loginAsAdmin() })).status === 200;
    const filesBefore = await resumeFiles();
    const old = await send(unique('Old employer'), true);
    const [oldFile] = (await resumeFiles()).filter((key) => !filesBefore.includes(key));
    expect(oldFile).toBeDefined();
    const recent = await send(unique('Recent employer'));
    const converted = await api('POST', `/hiring-requests/${old}/convert`, { token: await loginAsAdmin() });
    expect(converted.status).toBe(201);
    await backdate('hiring_requests', { document_id: recent }, 'updated_at', daysAgo(29));
    await backdate('hiring_requests', { document_id: old }, 'updated_at', daysAgo(31));

    expect(await eventually(async () => !(await exists(old)))).toBe(true);
    expect(await exists(recent)).toBe(true);
    expect(await eventually(async () => !(await resumeFileExists(oldFile)))).toBe(true);
    const entries = await auditOf(old);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['hiring-request-convert', 'retention-delete']);
    expect(entries.find((entry) => entry.action === 'retention-delete')).toMatchObject({
      subjectType: 'api::hiring-request.hiring-request',
      actor: 'system',
    });
    expect(JSON.stringify(entries)).not.toContain('kept-or-not');
    const job = await api('GET', `/jobs/${converted.body.data.job.documentId as string}`, {
      token: await loginAsAdmin(),
    });
    expect(job.status).toBe(200);
  });

  it('deletes outbox messages sent more than 30 days ago, never a pending one', async () => {
    const sentName = unique('Sent long ago');
    const pendingName = unique('Still pending');
    await enquire(sentName);
    await enquire(pendingName);
    const outbox = () => cmsDatabase()(OUTBOX_TABLE);
    const subjectOf = (name: string) => `New enquiry from ${name}`;
    // Made to look handled a month ago: one sent, one still waiting for its next attempt. The claims of a worker that
    // took them meanwhile are taken away too: its answer (sent, or a failed attempt) is then not written over the
    // test's rows.
    await outbox()
      .where({ subject: subjectOf(sentName) })
      .update({ status: 'sent', updated_at: new Date(daysAgo(31)), claimed_by: null, claimed_until: null });
    await outbox()
      .where({ subject: subjectOf(pendingName) })
      .update({
        status: 'pending',
        next_attempt_at: new Date(daysAgo(-1)),
        updated_at: new Date(daysAgo(31)),
        claimed_by: null,
        claimed_until: null,
      });

    const count = async (name: string) => (await outbox().where({ subject: subjectOf(name) })).length;
    expect(await eventually(async () => (await count(sentName)) === 0)).toBe(true);
    expect(await count(pendingName)).toBe(1);
  });
});

describe('the retention task on several CMS instances', () => {
  it('runs once per scheduled time: a time another instance claimed is skipped here', async () => {
    const job = await createJob();
    const documentId = await createApplication(job.documentId);
    // Another instance sharing the database claims the next 5 runs (the task runs at every whole second). The job
    // expires once the first of them is due, so that no earlier run of this instance can see it.
    const now = Math.ceil(Date.now() / 1000) * 1000;
    const slots = [0, 1, 2, 3, 4].map((second) => new Date(now + second * 1000));
    await cmsDatabase()('scheduled_runs').insert(slots.map((slot) => ({ task: 'retention', slot, ran_by: 'other' })));
    const sleepUntil = (time: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));
    await sleepUntil(slots[0].getTime() + 300);
    await closesAt(job.documentId, daysAgo(31));

    // Those runs are the other instance's: this one leaves the expired application alone meanwhile…
    await sleepUntil(slots[4].getTime());
    expect(await exists(documentId)).toBe(true);
    // …and takes the next one, which deletes it.
    expect(await eventually(async () => !(await exists(documentId)))).toBe(true);
    const mine = await cmsDatabase()('scheduled_runs').where({ task: 'retention' }).whereNot({ ran_by: 'other' });
    expect(mine.length).toBeGreaterThan(0);
  });
});
