import { APPLICATION_BULK_MAX } from '@agency/contract';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  api,
  applicationForm,
  cmsUrl,
  createApplication,
  createJob,
  expectError,
  loginAsAdmin,
  loginAsEditor,
  loginAsRecruiter,
  pdfResume,
  unique,
  validApplication,
} from './helpers';

/**
 * Bulk status moves on the staff applications list (docs/023-talent-pool.md "Bulk actions and the application
 * dialog"): POST /api/job-applications/bulk-status by documentIds or by the list's filter, each move checked by the
 * contract's one transition rule and recorded in every application's history, refusals reported, the cap, and the
 * staff permission.
 */

let admin: string;
let recruiter: string;
let job: string;

beforeAll(async () => {
  admin = await loginAsAdmin();
  recruiter = await loginAsRecruiter();
  job = (await createJob({ title: unique('Bulk target') })).documentId;
});

const bulk = (token: string | undefined, data: unknown) =>
  api('POST', '/job-applications/bulk-status', { token, json: { data } });

/** The application's status and history (oldest first) as staff read them. */
async function statusAndHistory(documentId: string) {
  const query = new URLSearchParams({
    'filters[documentId][$eq]': documentId,
    'populate[history][sort][0]': 'changedAt:asc',
    'populate[history][sort][1]': 'id:asc',
  });
  const response = await api('GET', `/job-applications?${query.toString()}`, { token: admin });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const [application] = response.body.data;
  return { status: application.job_status as string, history: application.history as Array<Record<string, string>> };
}

const move = (documentId: string, to: string) =>
  api('PUT', `/job-applications/${documentId}`, { token: admin, json: { data: { job_status: to } } });

describe('POST /api/job-applications/bulk-status by documentIds', () => {
  it('moves every allowed application, records each move in its own history, and reports the others', async () => {
    const pending = [await createApplication(job), await createApplication(job), await createApplication(job)];
    const accepted = await createApplication(job, { fullName: 'Final Applicant' });
    expect((await move(accepted, 'Accepted')).status).toBe(200);
    const reviewed = await createApplication(job, { fullName: 'Already Reviewed' });
    expect((await move(reviewed, 'Reviewed')).status).toBe(200);
    const before = Date.now();

    const response = await bulk(recruiter, { to: 'Reviewed', documentIds: [...pending, accepted, reviewed] });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toEqual({
      to: 'Reviewed',
      moved: pending.map((documentId) => ({ documentId, from: 'Pending' })),
      refused: [
        {
          documentId: accepted,
          fullName: 'Final Applicant',
          from: 'Accepted',
          reason: 'Cannot change the status from Accepted to Reviewed (Accepted is final).',
        },
        {
          documentId: reviewed,
          fullName: 'Already Reviewed',
          from: 'Reviewed',
          reason: 'Cannot change the status from Reviewed to Reviewed (allowed: Accepted, Rejected).',
        },
      ],
    });

    const recruiterName = inject('recruiterUser').username;
    for (const documentId of pending) {
      const { status, history } = await statusAndHistory(documentId);
      expect(status).toBe('Reviewed');
      expect(history).toEqual([expect.objectContaining({ from: 'Pending', to: 'Reviewed', actor: recruiterName })]);
      expect(Date.parse(history[0].changedAt)).toBeGreaterThanOrEqual(before - 1000);
    }
    // The refused ones stay as they were, with no new history entry.
    expect(await statusAndHistory(accepted)).toMatchObject({ status: 'Accepted', history: [{ to: 'Accepted' }] });
    expect(await statusAndHistory(reviewed)).toMatchObject({ status: 'Reviewed', history: [{ to: 'Reviewed' }] });
  });

  it('reports an unknown documentId as not found and still moves the others', async () => {
    const real = await createApplication(job);
    const response = await bulk(admin, { to: 'Rejected', documentIds: ['doesnotexist000000000000', real] });
    expect(response.status).toBe(200);
    expect(response.body.data.moved).toEqual([{ documentId: real, from: 'Pending' }]);
    expect(response.body.data.refused).toEqual([
      { documentId: 'doesnotexist000000000000', fullName: null, from: null, reason: 'Application not found.' },
    ]);
    expect((await statusAndHistory(real)).status).toBe('Rejected');
  });

  it(`refuses more than ${APPLICATION_BULK_MAX} documentIds, an unknown status and an empty selection, moving nothing`, async () => {
    const real = await createApplication(job);
    const tooMany = [real, ...Array.from({ length: APPLICATION_BULK_MAX }, (_, index) => `missing${index}`)];
    expectError(await bulk(admin, { to: 'Reviewed', documentIds: tooMany }), 400, /documentIds/);
    expectError(await bulk(admin, { to: 'Hired', documentIds: [real] }), 400, /to/);
    expectError(await bulk(admin, { to: 'Reviewed', documentIds: [] }), 400);
    expectError(await bulk(admin, { to: 'Reviewed' }), 400);
    expect(await statusAndHistory(real)).toEqual({ status: 'Pending', history: [] });
  });

  it('is refused to an Editor, a visitor and a token-less caller (403), moving nothing', async () => {
    const target = await createApplication(job);
    const editor = await loginAsEditor();
    expectError(await bulk(editor, { to: 'Reviewed', documentIds: [target] }), 403);
    expectError(await bulk(undefined, { to: 'Reviewed', documentIds: [target] }), 403);
    expect(await statusAndHistory(target)).toEqual({ status: 'Pending', history: [] });
  });
});

describe('POST /api/job-applications/bulk-status by the list filter ("select all matching")', () => {
  it('moves exactly what the list query finds (job and status filters, as GET /job-applications reads them)', async () => {
    const ownJob = (await createJob({ title: unique('Bulk filter target') })).documentId;
    const otherJob = (await createJob({ title: unique('Bulk filter other') })).documentId;
    const matching = [await createApplication(ownJob), await createApplication(ownJob)];
    const alreadyReviewed = await createApplication(ownJob);
    expect((await move(alreadyReviewed, 'Reviewed')).status).toBe(200);
    const elsewhere = await createApplication(otherJob);

    const filters = { job: { documentId: { $eq: ownJob } }, job_status: { $eq: 'Pending' } };
    const list = await api(
      'GET',
      `/job-applications?filters[job][documentId][$eq]=${ownJob}&filters[job_status][$eq]=Pending`,
      { token: admin },
    );
    expect(list.body.meta.pagination.total).toBe(2);

    const response = await bulk(admin, { to: 'Reviewed', filter: { filters } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.moved.map((row: { documentId: string }) => row.documentId).sort()).toEqual(
      [...matching].sort(),
    );
    expect(response.body.data.refused).toEqual([]);
    expect((await statusAndHistory(elsewhere)).status).toBe('Pending');
    expect((await statusAndHistory(alreadyReviewed)).history).toHaveLength(1);
  });

  it('refuses a filter on a field the list may not filter by (400)', async () => {
    expectError(await bulk(admin, { to: 'Reviewed', filter: { filters: { notAField: { $eq: 'x' } } } }), 400);
  });

  it(`refuses a filter that matches more than ${APPLICATION_BULK_MAX} applications, moving none`, async () => {
    const crowdedJob = (await createJob({ title: unique('Bulk crowded') })).documentId;
    // Set-up through the public door from a client address of its own, so that the CMS's public form limit of the
    // other tests' address is not spent (the CMS believes X-Forwarded-For from the loopback, as from apps/web).
    const client = '198.51.100.21';
    const send = async () => {
      const response = await fetch(`${cmsUrl()}/api/job-applications`, {
        method: 'POST',
        headers: { 'X-Forwarded-For': client },
        body: applicationForm(
          validApplication(crowdedJob, { email: `${unique('crowd').replace(/\s+/g, '.')}@example.com` }),
          pdfResume(),
        ),
      });
      expect(response.status, await response.text()).toBe(201);
    };
    for (let made = 0; made <= APPLICATION_BULK_MAX; made += 10) {
      await Promise.all(Array.from({ length: Math.min(10, APPLICATION_BULK_MAX + 1 - made) }, send));
    }
    const filters = { job: { documentId: { $eq: crowdedJob } } };
    const response = await bulk(admin, { to: 'Reviewed', filter: { filters } });
    expectError(response, 400, `${APPLICATION_BULK_MAX + 1} applications match; at most ${APPLICATION_BULK_MAX}`);
    const still = await api(
      'GET',
      `/job-applications?filters[job][documentId][$eq]=${crowdedJob}&filters[job_status][$eq]=Pending`,
      { token: admin },
    );
    expect(still.body.meta.pagination.total).toBe(APPLICATION_BULK_MAX + 1);
  }, 120_000);
});
