import { createHash } from 'crypto';
import { APPLICATION_CONSENT_TEXT } from '@agency/contract';
import { errors } from '@strapi/utils';
import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfBytes } from '../../../../tests/api/fixtures';
import { fakeResumeStorage, fakeStrapi, type FakeHandlers } from '../../../../tests/unit/fake-strapi';
import {
  addApplicationNote,
  applicationRow,
  changeApplicationStatus,
  countApplicationsByJob,
  expiredApplications,
  findOpenJob,
  openResume,
  parseStatusChange,
  parseSubmission,
  removeApplicationWithResume,
  removeOrphanResumes,
  scopedKey,
  submitApplication,
  submittedWith,
} from './job-application';

// The candidate of an application is the candidate service's (its own unit and API tests); here every applicant is
// candidate 9.
vi.mock('../../candidate/services/candidate', () => ({
  attachApplicant: vi.fn(async () => 9),
  touchCandidateOf: vi.fn(async () => undefined),
  removeCandidateIfEmpty: vi.fn(async () => false),
}));

const UID = 'api::job-application.job-application';
const OUTBOX_UID = 'api::email-outbox.email-outbox';
const OPEN_JOB = { id: 7, documentId: 'job-doc', title: 'Nurse', company: 'Acme', status: 'open', validThrough: null };

const FORM = {
  fullName: 'Ann Lee',
  email: 'Ann@Example.com',
  phone: '+44 20 7946 0000',
  coverLetter: 'I would like this job.',
  job: 'job-doc',
  consent: 'true',
};

let directory: string;
let upload: { filepath: string; originalFilename: string; size: number };

beforeAll(async () => {
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 'job-application-test-'));
  const pdf = pdfBytes();
  const filepath = path.join(directory, 'upload');
  await fs.writeFile(filepath, pdf);
  upload = { filepath, originalFilename: 'Ann_Lee.pdf', size: pdf.length };
});

afterAll(async () => {
  await fs.rm(directory, { recursive: true, force: true });
});

/** A validation error's message and the paths of its fields. */
async function validationOf(promise: Promise<unknown> | (() => unknown)) {
  const error: unknown = await (typeof promise === 'function' ? Promise.resolve().then(promise) : promise).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(errors.ValidationError);
  const { message, details } = error as errors.ValidationError;
  const fields = ((details as { errors?: Array<{ path: string[] }> }).errors ?? []).map((entry) =>
    entry.path.join('.'),
  );
  return { message, fields };
}

describe('scopedKey', () => {
  it('is a SHA-256 of the key, the job and the e-mail: the same submission, the same key; another, another', () => {
    const key = scopedKey('form-key-0123456789', 'job-doc', 'ann@example.com');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(scopedKey('form-key-0123456789', 'job-doc', 'ann@example.com')).toBe(key);
    expect(scopedKey('form-key-0123456789', 'other-job', 'ann@example.com')).not.toBe(key);
    expect(scopedKey('form-key-0123456789', 'job-doc', 'bob@example.com')).not.toBe(key);
  });
});

describe('parseSubmission', () => {
  it('reports a missing resume in the same answer as the bad fields', async () => {
    const { fields } = await validationOf(() => parseSubmission({ ...FORM, fullName: '' }, undefined));
    expect(fields).toEqual(['fullName', 'resume']);
  });

  it('gives the checked fields (the e-mail lower-cased, consent a boolean) and the upload', () => {
    const { input, resumeUpload } = parseSubmission(FORM, upload);
    expect(input).toMatchObject({ fullName: 'Ann Lee', email: 'ann@example.com', consent: true, job: 'job-doc' });
    expect(resumeUpload).toBe(upload);
  });
});

describe('findOpenJob', () => {
  const jobs = (job: unknown) => fakeStrapi({ query: { 'api::job.job': { findOne: () => job } } });

  it('reads a numeric reference by id and any other by documentId', async () => {
    const fake = jobs(OPEN_JOB);
    await findOpenJob(fake.strapi, '7');
    await findOpenJob(fake.strapi, 7);
    await findOpenJob(fake.strapi, 'job-doc');
    expect(fake.calls.map((call) => call.args[0])).toEqual([
      { where: { id: 7 } },
      { where: { id: 7 } },
      { where: { documentId: 'job-doc' } },
    ]);
  });

  it('refuses a job that does not exist, or that is closed or past its closing date', async () => {
    expect(await validationOf(findOpenJob(jobs(null).strapi, 'nope'))).toEqual({
      message: 'The job you are applying to does not exist.',
      fields: ['job'],
    });
    for (const job of [
      { ...OPEN_JOB, status: 'closed' },
      { ...OPEN_JOB, validThrough: '2020-01-01T00:00:00.000Z' },
    ]) {
      expect((await validationOf(findOpenJob(jobs(job).strapi, 'job-doc'))).message).toBe(
        'This job is closed and no longer accepts applications.',
      );
    }
  });
});

describe('applicationRow', () => {
  it('stores what the applicant sent, Pending, consent given now with the consent text, the duplicate and the resume link', () => {
    const now = new Date('2026-03-02T10:00:00.000Z');
    const { input } = parseSubmission(FORM, upload);
    const row = applicationRow({
      input,
      jobId: 7,
      idempotencyKey: 'k',
      duplicateOf: 4,
      resumeId: 3,
      candidateId: 9,
      now,
    });
    expect(row).toEqual({
      fullName: 'Ann Lee',
      email: 'ann@example.com',
      phone: '+44 20 7946 0000',
      coverLetter: 'I would like this job.',
      country: null,
      screeningAnswers: [],
      meetsRequirements: null,
      job: 7,
      candidate: 9,
      job_status: 'Pending',
      appliedAt: now,
      consent: true,
      consentAt: now,
      consentText: APPLICATION_CONSENT_TEXT,
      poolConsentText: null,
      idempotencyKey: 'k',
      duplicateOf: 4,
      source: 'direct',
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      referrerHost: null,
      language: 'en',
      resume: { id: 3, __pivot: { field: 'resume', component_type: 'application.resume' } },
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    });
  });

  it('stores the screening answers with the words of their questions and whether they met the knockout rules', () => {
    const job = {
      screeningQuestions: [
        { id: 'licence', kind: 'yes-no' as const, label: 'Licence?', required: true, options: [] },
        { id: 'years', kind: 'number' as const, label: 'Years?', required: true, options: [] },
      ],
      screeningRules: { years: { min: 3, max: null } },
    };
    const { screening } = parseSubmission({ ...FORM, 'screening.licence': 'no', 'screening.years': '2' }, upload, job);
    const row = applicationRow({
      input: parseSubmission(FORM, upload).input,
      jobId: 7,
      idempotencyKey: null,
      duplicateOf: null,
      resumeId: 3,
      candidateId: 9,
      now: new Date(),
      screening,
    });
    expect(row.meetsRequirements).toBe(false);
    expect(row.screeningAnswers).toEqual([
      { id: 'licence', kind: 'yes-no', label: 'Licence?', value: 'no', knockout: false, meets: null },
      { id: 'years', kind: 'number', label: 'Years?', value: 2, knockout: true, meets: false },
    ]);
  });

  it('stores the talent-pool words it is given (docs/023-talent-pool.md "Consent and retention")', () => {
    const now = new Date('2026-03-02T10:00:00.000Z');
    const { input } = parseSubmission({ ...FORM, poolConsent: 'on' }, upload);
    expect(input.poolConsent).toBe(true);
    const words = 'Keep my CV in your talent pool for future roles for 24 months.';
    const row = applicationRow({
      input,
      jobId: 7,
      idempotencyKey: null,
      duplicateOf: null,
      resumeId: 3,
      candidateId: 5,
      now,
      poolConsentText: words,
    });
    expect(row.poolConsentText).toBe(words);
  });

  it('classifies the source from the landing, never from a `source` the client sent; the referrer as its host', () => {
    const now = new Date('2026-03-02T10:00:00.000Z');
    const { input } = parseSubmission(
      {
        ...FORM,
        source: 'sourced',
        utmSource: 'Indeed',
        utmMedium: 'organic',
        referrerHost: 'https://uk.indeed.com/viewjob?jk=1&q=ann+lee',
      },
      upload,
    );
    const row = applicationRow({
      input,
      jobId: 7,
      idempotencyKey: null,
      duplicateOf: null,
      resumeId: 3,
      candidateId: 5,
      now,
    });
    expect(row).toMatchObject({
      source: 'indeed',
      utmSource: 'Indeed',
      utmMedium: 'organic',
      utmCampaign: null,
      referrerHost: 'uk.indeed.com',
    });
  });
});

describe('submittedWith', () => {
  it("answers a retry with the first application's id, status and time, or null", async () => {
    const stored = { id: 11, documentId: 'app-doc', job_status: 'Reviewed', appliedAt: '2026-03-02 10:00:00' };
    const found = fakeStrapi({ query: { [UID]: { findOne: () => stored } } });
    expect(await submittedWith(found.strapi, 'key')).toEqual({
      id: 11,
      documentId: 'app-doc',
      job_status: 'Reviewed',
      appliedAt: new Date('2026-03-02 10:00:00').toISOString(),
    });
    expect(found.calls[0].args[0]).toMatchObject({ where: { idempotencyKey: 'key' } });
    expect(await submittedWith(fakeStrapi({ query: { [UID]: { findOne: () => null } } }).strapi, 'key')).toBeNull();
  });
});

describe('submitApplication', () => {
  /** The CMS's answers for one submission: the open job, `first` for a stored key, `create` for the row. */
  function cms({
    first = null,
    earlier = null,
    create = (): unknown => ({ id: 11, documentId: 'app-doc' }),
  }: { first?: unknown; earlier?: unknown; create?: () => unknown } = {}) {
    const query: FakeHandlers = {
      'api::job.job': { findOne: () => OPEN_JOB },
      [UID]: {
        findOne: ({ where }: { where: Record<string, unknown> }) => ('idempotencyKey' in where ? first : earlier),
        create,
      },
      'application.resume': { create: () => ({ id: 3 }) },
      'api::resume-text.resume-text': { create: () => ({ id: 4 }) },
      [OUTBOX_UID]: { create: () => ({ id: 1 }) },
      'api::application-link.application-link': { findOne: () => null, create: () => ({ id: 9 }) },
    };
    return fakeStrapi({ query });
  }

  it('stores the resume, the row and the two emails, and answers Pending', async () => {
    const fake = cms({ earlier: { id: 4, documentId: 'earlier' } });
    const { storage, removed } = fakeResumeStorage();
    const answer = await submitApplication({ strapi: fake.strapi, storage }, FORM, upload);
    expect(answer).toMatchObject({ id: 11, documentId: 'app-doc', job_status: 'Pending', replayed: false });
    expect(fake.callsOf('application.resume', 'create')[0].args[0]).toMatchObject({
      data: { name: 'Ann_Lee.pdf', mime: 'application/pdf', storageKey: 'saved-1.pdf' },
    });
    expect(fake.callsOf(UID, 'create')[0].args[0]).toMatchObject({ data: { duplicateOf: 4, idempotencyKey: null } });
    const emails = fake.callsOf(OUTBOX_UID, 'create').map((call) => (call.args[0] as { data: { kind: string } }).data);
    expect(emails.map((email) => email.kind)).toEqual(['application-confirmation', 'application-alert']);
    // The candidate's page: a link stored as its hash alone, its token in the confirmation's link only.
    const link = fake.callsOf('api::application-link.application-link', 'create')[0].args[0] as {
      data: { application: number; tokenHash: string };
    };
    expect(link.data).toMatchObject({ application: 11, tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const confirmation = emails[0] as unknown as { text: string };
    const token = /\/my-application\/([A-Za-z0-9_-]{43})/.exec(confirmation.text)?.[1] ?? '';
    expect(createHash('sha256').update(token).digest('hex')).toBe(link.data.tokenHash);
    expect(JSON.stringify(link)).not.toContain(token);
    expect(removed).toEqual([]);
  });

  it('answers a stored submission key with the first application, without saving a file', async () => {
    const first = { id: 5, documentId: 'first', job_status: 'Pending', appliedAt: '2026-03-01T09:00:00.000Z' };
    const fake = cms({ first });
    const { storage, files } = fakeResumeStorage();
    const answer = await submitApplication(
      { strapi: fake.strapi, storage },
      { ...FORM, idempotencyKey: 'form-key-0123456789' },
      upload,
    );
    expect(answer).toEqual({ ...first, replayed: true });
    expect(Object.keys(files)).toEqual([]);
    expect(fake.callsOf(UID, 'create')).toEqual([]);
  });

  it('removes the saved file when the row cannot be stored, and passes the error on', async () => {
    const fake = cms({
      create: () => {
        throw new Error('database is locked');
      },
    });
    const { storage, files, removed } = fakeResumeStorage();
    await expect(submitApplication({ strapi: fake.strapi, storage }, FORM, upload)).rejects.toThrow(
      'database is locked',
    );
    expect(removed).toEqual(['saved-1.pdf']);
    expect(Object.keys(files)).toEqual([]);
  });

  it('logs a file it could not remove either, and still passes the first error on', async () => {
    const fake = cms({
      create: () => {
        throw new Error('database is locked');
      },
    });
    const { storage } = fakeResumeStorage({}, { remove: new Error('storage unreachable') });
    await expect(submitApplication({ strapi: fake.strapi, storage }, FORM, upload)).rejects.toThrow(
      'database is locked',
    );
    expect(fake.errors).toEqual(['Could not remove resume saved-1.pdf of a failed application']);
  });

  it('answers the same submission stored at the same time (a unique violation) with that one', async () => {
    const first = { id: 5, documentId: 'first', job_status: 'Pending', appliedAt: '2026-03-01T09:00:00.000Z' };
    let stored: unknown = null;
    const fake = fakeStrapi({
      query: {
        'api::job.job': { findOne: () => OPEN_JOB },
        [UID]: {
          findOne: ({ where }: { where: Record<string, unknown> }) => ('idempotencyKey' in where ? stored : null),
          create: () => {
            // The other request won the unique index: its row is there now.
            stored = first;
            throw Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' });
          },
        },
        'application.resume': { create: () => ({ id: 3 }) },
      },
    });
    const { storage, removed } = fakeResumeStorage();
    const withKey = { ...FORM, idempotencyKey: 'form-key-0123456789' };
    expect(await submitApplication({ strapi: fake.strapi, storage }, withKey, upload)).toEqual({
      ...first,
      replayed: true,
    });
    expect(removed).toEqual(['saved-1.pdf']);
  });
});

describe('countApplicationsByJob', () => {
  it('asks nothing of the database for no jobs', async () => {
    expect(await countApplicationsByJob(fakeStrapi().strapi, [])).toEqual({});
  });
});

describe('removeOrphanResumes', () => {
  it('removes the files written before `before` that no application refers to, and no other', async () => {
    const before = new Date('2026-03-02T10:00:00.000Z');
    const old = new Date('2026-03-01T10:00:00.000Z');
    const { storage, removed } = fakeResumeStorage({
      'kept.pdf': { text: '', writtenAt: old },
      'orphan.pdf': { text: '', writtenAt: old },
      'new.pdf': { text: '', writtenAt: new Date('2026-03-02T10:00:01.000Z') },
    });
    const fake = fakeStrapi({ query: { 'application.resume': { findMany: () => [{ storageKey: 'kept.pdf' }] } } });
    expect(await removeOrphanResumes({ strapi: fake.strapi, storage }, before)).toBe(1);
    expect(removed).toEqual(['orphan.pdf']);
    expect(fake.calls[0].args[0]).toMatchObject({ where: { storageKey: { $in: ['kept.pdf', 'orphan.pdf'] } } });
  });

  it('asks nothing of the database when no file is old enough', async () => {
    const { storage } = fakeResumeStorage({ 'new.pdf': { text: '', writtenAt: new Date() } });
    expect(await removeOrphanResumes({ strapi: fakeStrapi().strapi, storage }, new Date(0))).toBe(0);
  });
});

describe('parseStatusChange', () => {
  it('takes job_status and a decision email that goes with a final move', () => {
    expect(parseStatusChange({ job_status: 'Reviewed' }, undefined)).toEqual({ to: 'Reviewed', decision: null });
    expect(parseStatusChange({ job_status: 'Accepted' }, { subject: 'Good news', message: 'Welcome.' })).toEqual({
      to: 'Accepted',
      decision: { subject: 'Good news', message: 'Welcome.' },
    });
  });

  it('refuses other fields, no status, and an email with a move that is not final', async () => {
    expect((await validationOf(() => parseStatusChange({ job_status: 'Reviewed', email: 'x' }, null))).message).toBe(
      'Only job_status can be changed on an application.',
    );
    expect((await validationOf(() => parseStatusChange({}, null))).message).toBe(
      'Only job_status can be changed on an application.',
    );
    expect(
      (await validationOf(() => parseStatusChange({ job_status: 'Reviewed' }, { subject: 'Hi', message: 'Hi' })))
        .message,
    ).toBe('An email to the applicant goes only with a move to Accepted or Rejected.');
  });
});

describe('changeApplicationStatus', () => {
  it('records nothing for a move the rules refuse', async () => {
    const fake = fakeStrapi({
      documents: { [UID]: { findOne: () => ({ id: 11, documentId: 'app-doc', job_status: 'Accepted' }) } },
    });
    await expect(changeApplicationStatus(fake.strapi, 'app-doc', { job_status: 'Pending' })).rejects.toBeInstanceOf(
      errors.ValidationError,
    );
    expect(fake.calls.map((call) => call.method)).toEqual(['findOne']);
  });

  it('moves the status and records the change, by the system when no actor is given', async () => {
    const fake = fakeStrapi({
      documents: {
        [UID]: {
          findOne: () => ({ id: 11, documentId: 'app-doc', job_status: 'Pending', email: 'ann@example.com' }),
          update: () => ({ documentId: 'app-doc', job_status: 'Reviewed' }),
        },
      },
      query: { 'api::application-status-change.application-status-change': { create: () => ({}) } },
    });
    expect(await changeApplicationStatus(fake.strapi, 'app-doc', { job_status: 'Reviewed' })).toEqual({
      documentId: 'app-doc',
      job_status: 'Reviewed',
    });
    expect(fake.calls.at(-1)?.args[0]).toMatchObject({
      data: { from: 'Pending', to: 'Reviewed', actor: 'system', application: 11 },
    });
  });
});

describe('addApplicationNote', () => {
  it('writes the note by its author now, and refuses an unknown application', async () => {
    const fake = fakeStrapi({
      query: {
        [UID]: { findOne: () => ({ id: 11 }) },
        'api::application-note.application-note': {
          create: ({ data }: { data: { text: string; author: string } }) => ({ documentId: 'note', ...data }),
        },
      },
    });
    const note = await addApplicationNote(fake.strapi, 'app-doc', { text: '  Called her.  ' }, 'maria');
    expect(note).toMatchObject({ documentId: 'note', text: 'Called her.', author: 'maria' });
    expect(new Date(note.writtenAt).toISOString()).toBe(note.writtenAt);
    const unknown = fakeStrapi({ query: { [UID]: { findOne: () => null } } });
    await expect(addApplicationNote(unknown.strapi, 'nope', { text: 'x' }, 'maria')).rejects.toBeInstanceOf(
      errors.NotFoundError,
    );
  });
});

describe('removeApplicationWithResume', () => {
  it('deletes the notes, the history, the submissions and the row, records who did it, then removes the file', async () => {
    const fake = fakeStrapi({
      documents: {
        [UID]: {
          findOne: () => ({ id: 11, resume: { storageKey: 'r.pdf' }, job: { documentId: 'job-doc' } }),
          delete: () => ({}),
        },
      },
      query: {
        'api::application-note.application-note': { findMany: () => [{ id: 1 }, { id: 2 }], deleteMany: () => ({}) },
        'api::application-status-change.application-status-change': { findMany: () => [] },
        'api::resume-text.resume-text': { findMany: () => [{ id: 7 }], delete: () => ({}) },
        'api::submission.submission': { findMany: () => [{ id: 5 }], deleteMany: () => ({ count: 1 }) },
        'api::interview.interview': { deleteMany: () => ({ count: 2 }) },
        'api::application-link.application-link': { findMany: () => [{ id: 8 }], deleteMany: () => ({ count: 1 }) },
        'api::audit-entry.audit-entry': { create: () => ({}) },
      },
    });
    const { storage, removed } = fakeResumeStorage({ 'r.pdf': { text: 'pdf' } });
    await removeApplicationWithResume({ strapi: fake.strapi, storage }, 'app-doc', 'maria', 'erase');
    expect(fake.callsOf('api::resume-text.resume-text', 'delete')[0].args[0]).toEqual({ where: { id: 7 } });
    // Its submissions to the client go with it (docs/024-employers.md "Submissions and the client portal").
    expect(fake.callsOf('api::submission.submission', 'findMany')[0].args[0]).toMatchObject({
      where: { application: { id: 11 } },
    });
    expect(fake.callsOf('api::submission.submission', 'deleteMany')[0].args[0]).toEqual({
      where: { id: { $in: [5] } },
    });
    // And their interviews, first (docs/025-placements.md "Interviews and calendar invitations").
    expect(fake.callsOf('api::interview.interview', 'deleteMany')[0].args[0]).toEqual({
      where: { submission: { id: { $in: [5] } } },
    });
    expect(fake.callsOf('api::application-note.application-note', 'deleteMany')[0].args[0]).toEqual({
      where: { id: { $in: [1, 2] } },
    });
    // The links to the candidate's page go with it (docs/025-placements.md "The candidate's page").
    expect(fake.callsOf('api::application-link.application-link', 'deleteMany')[0].args[0]).toEqual({
      where: { id: { $in: [8] } },
    });
    expect(fake.callsOf('api::audit-entry.audit-entry', 'create')[0].args[0]).toMatchObject({
      data: { action: 'erase', subjectType: UID, subjectId: 'app-doc', jobDocumentId: 'job-doc', actor: 'maria' },
    });
    expect(removed).toEqual(['r.pdf']);
  });

  it('refuses an unknown application', async () => {
    const fake = fakeStrapi({ documents: { [UID]: { findOne: () => null } } });
    await expect(
      removeApplicationWithResume({ strapi: fake.strapi, storage: fakeResumeStorage().storage }, 'nope'),
    ).rejects.toBeInstanceOf(errors.NotFoundError);
  });
});

describe('expiredApplications', () => {
  it('finds the applications of jobs closed or past their closing date before the cutoff, or whose job was deleted', async () => {
    const fake = fakeStrapi({
      query: {
        'api::job.job': { findMany: () => [{ id: 3 }, { id: 4 }] },
        [UID]: { findMany: () => [{ documentId: 'a' }, { documentId: 'b' }] },
      },
    });
    const now = new Date('2026-03-02T00:00:00.000Z');
    expect(await expiredApplications(fake.strapi, 30, now, 200)).toEqual(['a', 'b']);
    const cutoff = '2026-01-31T00:00:00.000Z';
    expect(fake.calls[0].args[0]).toMatchObject({
      where: { $or: [{ validThrough: { $lt: cutoff } }, { status: 'closed', updatedAt: { $lt: cutoff } }] },
    });
    // Kept while the candidate's talent-pool consent runs (docs/023-talent-pool.md "Consent and retention").
    const notInPool = {
      $or: [
        { candidate: { id: { $null: true } } },
        { candidate: { poolConsentUntil: { $null: true } } },
        { candidate: { poolConsentUntil: { $lte: now.toISOString() } } },
      ],
    };
    expect(fake.calls[1].args[0]).toEqual({
      select: ['documentId'],
      where: {
        $and: [
          {
            $or: [
              { jobDeletedAt: { $lt: cutoff } },
              { job: { id: { $in: [3, 4] } } },
              // A staff-added candidate's resume record: the pool period (24 months by default) from when added.
              staffAddedBefore('2024-03-02T00:00:00.000Z'),
            ],
          },
          notInPool,
        ],
      },
      limit: 200,
    });
  });

  it('without expired jobs, looks only for applications whose job was deleted', async () => {
    const fake = fakeStrapi({ query: { 'api::job.job': { findMany: () => [] }, [UID]: { findMany: () => [] } } });
    await expiredApplications(fake.strapi, 30, new Date('2026-03-02T00:00:00.000Z'), 5);
    expect(fake.calls[1].args[0]).toMatchObject({
      where: {
        $and: [
          {
            $or: [{ jobDeletedAt: { $lt: '2026-01-31T00:00:00.000Z' } }, staffAddedBefore('2024-03-02T00:00:00.000Z')],
          },
          expect.anything(),
        ],
      },
    });
  });
});

/** The retention term of the job-less record of a candidate added by staff before `cutoff`. */
function staffAddedBefore(cutoff: string) {
  return { source: 'sourced', job: { id: { $null: true } }, jobDeletedAt: { $null: true }, appliedAt: { $lt: cutoff } };
}

describe('openResume', () => {
  const withResume = (resume: unknown) =>
    fakeStrapi({ documents: { [UID]: { findOne: () => ({ id: 11, job_status: 'Pending', resume }) } } }).strapi;
  const RESUME = { name: 'cv.pdf', mime: 'application/pdf', size: 3, storageKey: 'r.pdf' };

  it('streams the stored file with its name, type and size', async () => {
    const { storage } = fakeResumeStorage({ 'r.pdf': { text: 'pdf' } });
    const opened = await openResume({ strapi: withResume(RESUME), storage }, 'app-doc');
    expect(opened).toMatchObject({ name: 'cv.pdf', mime: 'application/pdf', size: 3 });
    expect((await opened.stream.toArray()).join('')).toBe('pdf');
  });

  it('is a 404 without a resume or without its file, and the storage error when the storage fails', async () => {
    const { storage } = fakeResumeStorage();
    await expect(openResume({ strapi: withResume(null), storage }, 'app-doc')).rejects.toThrow(
      'This application has no resume.',
    );
    await expect(openResume({ strapi: withResume(RESUME), storage }, 'app-doc')).rejects.toThrow(
      'The resume file is missing from storage.',
    );
    const failing = fakeResumeStorage({}, { open: new Error('storage unreachable') }).storage;
    await expect(openResume({ strapi: withResume(RESUME), storage: failing }, 'app-doc')).rejects.toThrow(
      'storage unreachable',
    );
  });
});
