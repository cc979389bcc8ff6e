import { describe, expect, it } from 'vitest';
import { api, createApplication, createJob, loginAsAdmin, resumeFiles } from './helpers';

/**
 * Retention (issue 11, docs/011-recruiter-workflow.md): the CMS under test keeps applications 30 days after their
 * job closed (`APPLICATION_RETENTION_DAYS=30`) and runs the retention task every second (`RETENTION_SCHEDULE`).
 */

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
