import { APPLICATION_NOTE_MAX } from '@agency/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createApplication,
  createJob,
  expectError,
  loginAsAdmin,
  loginAsAuthenticatedUser,
  pdfResume,
  submitApplication,
  unique,
  validApplication,
} from './helpers';
import { DEMO_ADMIN } from './setup/admin-panel';

/**
 * The recruiter's workflow on applications (docs/015-recruiter-workflow.md): duplicates (same e-mail, same job), staff
 * notes, status history, the audit entry of a deletion, the list's search filters and each job's application count.
 */

let admin: string;
let job: string;
let otherJob: string;

beforeAll(async () => {
  admin = await loginAsAdmin();
  job = (await createJob({ title: unique('Workflow target') })).documentId;
  otherJob = (await createJob({ title: unique('Workflow other target') })).documentId;
});

/** The application as the staff list shows it: duplicate link, notes and history populated. */
async function staffView(documentId: string) {
  const query = new URLSearchParams({
    'filters[documentId][$eq]': documentId,
    'populate[duplicateOf][fields][0]': 'documentId',
    'populate[duplicateOf][fields][1]': 'appliedAt',
    'populate[notes][sort][0]': 'writtenAt:desc',
    'populate[notes][sort][1]': 'id:desc',
    'populate[history][sort][0]': 'changedAt:asc',
    'populate[job][fields][0]': 'title',
  });
  const response = await api('GET', `/job-applications?${query.toString()}`, { token: admin });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.data).toHaveLength(1);
  return response.body.data[0];
}

/** A fresh e-mail address of one test. */
const freshEmail = () => `${unique('applicant').replace(' ', '.')}@example.com`;

describe('duplicates: the same e-mail for the same job', () => {
  it('is stored but flagged as a duplicate of the earliest application, whatever the case of the e-mail', async () => {
    const email = freshEmail();
    const first = await createApplication(job, { email });
    const second = await createApplication(job, { email: email.toUpperCase() });
    const third = await createApplication(job, { email: `  ${email.replace('applicant', 'Applicant')} ` });

    expect((await staffView(first)).duplicateOf).toBeNull();
    expect((await staffView(second)).duplicateOf).toMatchObject({ documentId: first });
    expect((await staffView(third)).duplicateOf).toMatchObject({ documentId: first });
  });

  it('is not a duplicate for another job or another e-mail', async () => {
    const email = freshEmail();
    await createApplication(job, { email });
    const elsewhere = await createApplication(otherJob, { email });
    const someoneElse = await createApplication(job, { email: freshEmail() });
    expect((await staffView(elsewhere)).duplicateOf).toBeNull();
    expect((await staffView(someoneElse)).duplicateOf).toBeNull();
  });

  it('gets the same public answer as a first application', async () => {
    const email = freshEmail();
    const first = await submitApplication(validApplication(job, { email }), pdfResume());
    const second = await submitApplication(validApplication(job, { email }), pdfResume());
    expect([first.status, second.status]).toEqual([201, 201]);
    const shape = (body: { data: Record<string, unknown> }) => Object.keys(body.data).sort();
    expect(shape(second.body)).toEqual(shape(first.body));
    expect(second.body.data).toEqual({
      id: expect.any(Number),
      documentId: expect.any(String),
      job_status: 'Pending',
      appliedAt: expect.any(String),
    });
    expect(second.body.meta).toEqual(first.body.meta);
  });
});

describe('notes: POST /api/job-applications/:id/notes', () => {
  const addNote = (documentId: string, data: unknown, token: string | undefined = admin) =>
    api('POST', `/job-applications/${documentId}/notes`, { token, json: { data } });

  it('adds notes with their author and time, listed newest first', async () => {
    const documentId = await createApplication(job, { email: freshEmail() });
    const before = Date.now();
    const first = await addNote(documentId, { text: '  Phone screen: strong on SQL.  ' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toEqual({
      documentId: expect.any(String),
      text: 'Phone screen: strong on SQL.',
      author: DEMO_ADMIN.username,
      writtenAt: expect.any(String),
    });
    expect(Date.parse(first.body.data.writtenAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await addNote(documentId, { text: 'Second interview booked.\nThursday 10:00' })).status).toBe(201);

    const notes = (await staffView(documentId)).notes;
    expect(notes.map((note: { text: string }) => note.text)).toEqual([
      'Second interview booked.\nThursday 10:00',
      'Phone screen: strong on SQL.',
    ]);
    expect(notes[0]).toMatchObject({ author: DEMO_ADMIN.username, writtenAt: expect.any(String) });
  });

  it(`refuses an empty note and one over ${APPLICATION_NOTE_MAX} characters, keeping nothing`, async () => {
    const documentId = await createApplication(job, { email: freshEmail() });
    const empty = await addNote(documentId, { text: '   ' });
    expectError(empty, 400, /text/);
    expect(empty.body.error.details.errors[0]).toMatchObject({ path: ['text'], message: 'text is required' });
    const long = await addNote(documentId, { text: 'x'.repeat(APPLICATION_NOTE_MAX + 1) });
    expectError(long, 400);
    expect(long.body.error.details.errors[0].message).toBe(`text must be at most ${APPLICATION_NOTE_MAX} characters`);
    expect((await addNote(documentId, { text: 'x'.repeat(APPLICATION_NOTE_MAX) })).status).toBe(201);
    expect((await staffView(documentId)).notes).toHaveLength(1);
  });

  it('is refused to visitors and non-staff users, and 404 for an unknown application', async () => {
    const documentId = await createApplication(job, { email: freshEmail() });
    expectError(await addNote(documentId, { text: 'Hello' }, ''), 403);
    expectError(await addNote(documentId, { text: 'Hello' }, await loginAsAuthenticatedUser()), 403);
    expectError(await addNote('doesnotexist0000000000000', { text: 'Hello' }), 404);
    expect((await staffView(documentId)).notes).toEqual([]);
  });
});

describe('history: every status change', () => {
  const changeStatus = (documentId: string, to: string) =>
    api('PUT', `/job-applications/${documentId}`, { token: admin, json: { data: { job_status: to } } });

  it('is recorded with from, to, who and when; a refused move records nothing', async () => {
    const documentId = await createApplication(job, { email: freshEmail() });
    const before = Date.now();
    expect((await changeStatus(documentId, 'Reviewed')).status).toBe(200);
    expect((await changeStatus(documentId, 'Rejected')).status).toBe(200);
    expectError(await changeStatus(documentId, 'Accepted'), 400, /Rejected is final/);

    const history = (await staffView(documentId)).history;
    expect(history).toEqual([
      expect.objectContaining({ from: 'Pending', to: 'Reviewed', actor: DEMO_ADMIN.username }),
      expect.objectContaining({ from: 'Reviewed', to: 'Rejected', actor: DEMO_ADMIN.username }),
    ]);
    for (const change of history) expect(Date.parse(change.changedAt)).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('deleting an application', () => {
  it('records an audit entry without personal data, and deletes its notes and history', async () => {
    const email = freshEmail();
    const documentId = await createApplication(job, { email, fullName: 'Audited Applicant' });
    await api('POST', `/job-applications/${documentId}/notes`, { token: admin, json: { data: { text: 'A note' } } });
    await api('PUT', `/job-applications/${documentId}`, { token: admin, json: { data: { job_status: 'Reviewed' } } });
    const notesBefore = await api('GET', '/application-notes?pagination[pageSize]=1', { token: admin });
    const historyBefore = await api('GET', '/application-status-changes?pagination[pageSize]=1', { token: admin });

    const before = Date.now();
    expect((await api('DELETE', `/job-applications/${documentId}`, { token: admin })).status).toBe(204);

    const audit = await api('GET', `/audit-entries?filters[subjectId][$eq]=${documentId}`, { token: admin });
    expect(audit.status, JSON.stringify(audit.body)).toBe(200);
    expect(audit.body.data).toHaveLength(1);
    const entry = audit.body.data[0];
    expect(entry).toMatchObject({
      action: 'delete',
      subjectType: 'api::job-application.job-application',
      subjectId: documentId,
      jobDocumentId: job,
      actor: DEMO_ADMIN.username,
    });
    expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before - 1000);
    const text = JSON.stringify(entry);
    for (const personal of [email, 'Audited Applicant', '+44 20 7946 0958', 'I would like to apply']) {
      expect(text).not.toContain(personal);
    }

    const notesAfter = await api('GET', '/application-notes?pagination[pageSize]=1', { token: admin });
    const historyAfter = await api('GET', '/application-status-changes?pagination[pageSize]=1', { token: admin });
    expect(notesAfter.body.meta.pagination.total).toBe(notesBefore.body.meta.pagination.total - 1);
    expect(historyAfter.body.meta.pagination.total).toBe(historyBefore.body.meta.pagination.total - 1);
  });

  it('keeps audit entries, notes and history away from visitors', async () => {
    for (const path of ['/audit-entries', '/application-notes', '/application-status-changes']) {
      expectError(await api('GET', path), 403);
    }
  });
});

describe('search and filters of the staff list', () => {
  it('finds applications by part of the name or e-mail (any case), by job, together with the status', async () => {
    const marker = unique('Zebediah').replace(' ', '');
    const byName = await createApplication(job, { fullName: `${marker} Quill`, email: freshEmail() });
    const byEmail = await createApplication(otherJob, { email: `${marker.toLowerCase()}@example.com` });
    await api('PUT', `/job-applications/${byEmail}`, { token: admin, json: { data: { job_status: 'Reviewed' } } });

    const search = async (filters: Record<string, string>) => {
      const query = new URLSearchParams({ ...filters, sort: 'appliedAt:desc' });
      const response = await api('GET', `/job-applications?${query.toString()}`, { token: admin });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.map((application: { documentId: string }) => application.documentId).sort();
    };
    const text = (value: string) => ({
      'filters[$or][0][fullName][$containsi]': value,
      'filters[$or][1][email][$containsi]': value,
    });

    expect(await search(text(marker.toUpperCase()))).toEqual([byName, byEmail].sort());
    expect(await search({ ...text(marker), 'filters[job][documentId][$eq]': job })).toEqual([byName]);
    expect(await search({ ...text(marker), 'filters[job_status][$eq]': 'Reviewed' })).toEqual([byEmail]);
    expect(
      await search({ ...text(marker), 'filters[job][documentId][$eq]': job, 'filters[job_status][$eq]': 'Reviewed' }),
    ).toEqual([]);
  });
});

describe('GET /api/job-applications/counts-by-job', () => {
  it("counts each job's applications, 0 for a job without any", async () => {
    const counted = (await createJob({ title: unique('Counted job') })).documentId;
    const empty = (await createJob({ title: unique('Job without applications') })).documentId;
    await createApplication(counted, { email: freshEmail() });
    await createApplication(counted, { email: freshEmail() });
    const response = await api('GET', `/job-applications/counts-by-job?jobs=${counted},${empty}`, { token: admin });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toEqual({ [counted]: 2, [empty]: 0 });
  });

  it('is refused to visitors', async () => {
    expectError(await api('GET', `/job-applications/counts-by-job?jobs=${job}`), 403);
  });
});
