import { errors } from '@strapi/utils';
import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlBytes, pdfBytes } from '../../../../tests/api/fixtures';
import { fakeResumeStorage, fakeStrapi } from '../../../../tests/unit/fake-strapi';
import {
  convertHiringRequest,
  deleteExpiredHiringRequests,
  fillCompanyKeys,
  HiringRequestConflict,
  jobFromHiringRequest,
  openJobDescription,
  parseHiringRequestStatus,
  removeHiringRequest,
  setHiringRequestStatus,
  storedHiringRequest,
  submitHiringRequest,
  textAsHtml,
} from './hiring-request';

const UID = 'api::hiring-request.hiring-request';

describe('textAsHtml', () => {
  it('makes one paragraph per block, a <br> per single line break, and escapes markup', () => {
    expect(textAsHtml('SAP FICO.\nArabic & English.\n\n\n  <Five> years "at least".  \n\n')).toBe(
      '<p>SAP FICO.<br>Arabic &#38; English.</p><p>&#60;Five&#62; years &#34;at least&#34;.</p>',
    );
    expect(textAsHtml('One\r\n\r\nTwo')).toBe('<p>One</p><p>Two</p>');
    expect(textAsHtml('  ')).toBe('');
  });
});

describe('parseHiringRequestStatus', () => {
  it('takes a status of the contract and nothing else', () => {
    expect(parseHiringRequestStatus({ status: 'declined' })).toBe('declined');
    for (const data of [{ status: 'closed' }, { status: 'declined', company: 'x' }, {}, null]) {
      expect(() => parseHiringRequestStatus(data)).toThrow(
        'Only the status of a hiring request can be changed, to one of: new, in-discussion, converted, declined.',
      );
    }
  });
});

describe('setHiringRequestStatus', () => {
  it('is a 404 for an unknown request, and writes nothing', async () => {
    const fake = fakeStrapi({ documents: { [UID]: { findOne: () => null } } });
    await expect(setHiringRequestStatus(fake.strapi, 'nope', { status: 'declined' })).rejects.toBeInstanceOf(
      errors.NotFoundError,
    );
    expect(fake.calls.map((call) => call.method)).toEqual(['findOne']);
  });

  it('refuses a move the transitions do not allow, converted above all, and writes nothing', async () => {
    const fake = fakeStrapi({ documents: { [UID]: { findOne: () => ({ status: 'new' }) } } });
    await expect(setHiringRequestStatus(fake.strapi, 'r1', { status: 'converted' })).rejects.toThrow(
      'A hiring request cannot move from New to Converted: use Convert to job. From New it may move to: In discussion, Declined.',
    );
    expect(fake.calls.map((call) => call.method)).toEqual(['findOne']);
  });
});

describe('jobFromHiringRequest', () => {
  const request = {
    id: 7,
    documentId: 'r1',
    status: 'new',
    roleTitle: 'Site Engineer',
    company: 'Gulf Builders',
    workplace: 'onsite',
    country: 'AE',
    city: 'Dubai',
    applicantLocations: ['DE'],
    employmentType: 'Contract',
    salaryMin: 10000,
    salaryMax: 12000,
    salaryCurrency: 'AED',
    salaryPeriod: 'MONTH',
    requirements: 'Civil engineering degree.\n\nFive years in the UAE.',
    mustHaves: null,
    screeningPresets: null,
  };

  it('is a draft with the request’s fields, its requirements as the description, owned by the caller', () => {
    expect(jobFromHiringRequest(request, 3)).toEqual({
      title: 'Site Engineer',
      company: 'Gulf Builders',
      status: 'draft',
      workplace: 'onsite',
      country: 'AE',
      city: 'Dubai',
      // Applicant countries only for remote work.
      applicantLocations: [],
      type: 'Contract',
      salaryMin: 10000,
      salaryMax: 12000,
      salaryCurrency: 'AED',
      salaryPeriod: 'MONTH',
      description: '<p>Civil engineering degree.</p><p>Five years in the UAE.</p>',
      screeningQuestions: [],
      owner: 3,
    });
    expect(jobFromHiringRequest({ ...request, workplace: 'remote' }, 3).applicantLocations).toEqual(['DE']);
  });

  it('asks the ready-made questions the employer ticked and each must-have as a knockout', () => {
    const job = jobFromHiringRequest(
      { ...request, mustHaves: ['A UAE driving licence'], screeningPresets: ['visa-status'] },
      3,
    );
    expect(job.screeningQuestions).toEqual([
      expect.objectContaining({ id: 'visa-status', knockout: null }),
      expect.objectContaining({ id: 'must-have-1', kind: 'yes-no', knockout: { accepted: ['yes'] } }),
    ]);
  });
});

describe('convertHiringRequest', () => {
  it('is a conflict when the request is no longer new or in discussion, and creates no job', async () => {
    const fake = fakeStrapi({
      query: {
        [UID]: {
          findOne: () => ({ id: 7, documentId: 'r1', status: 'declined' }),
          updateMany: () => ({ count: 0 }),
        },
      },
    });
    const refusal = convertHiringRequest(fake.strapi, 'r1', { id: 1, username: 'admin' });
    await expect(refusal).rejects.toBeInstanceOf(HiringRequestConflict);
    await expect(refusal).rejects.toThrow('This hiring request is declined');
    expect(fake.callsOf(UID, 'updateMany')[0].args[0]).toMatchObject({
      where: { id: 7, status: { $in: ['new', 'in-discussion'] } },
      data: { status: 'converted' },
    });
    expect(fake.calls.some((call) => call.uid === 'api::job.job')).toBe(false);
  });
});

describe('deleteExpiredHiringRequests', () => {
  it('deletes each request last changed before the cutoff, with its file and a retention audit entry by the system', async () => {
    const fake = fakeStrapi({
      query: {
        [UID]: { findMany: () => [{ id: 1, documentId: 'r1' }] },
        'api::audit-entry.audit-entry': { create: () => ({}) },
      },
      documents: {
        [UID]: { findOne: () => ({ jobDescription: { name: 'brief.pdf', storageKey: 'jd.pdf' } }), delete: () => ({}) },
      },
    });
    const { storage, removed } = fakeResumeStorage({ 'jd.pdf': { text: 'pdf' } });
    const now = new Date('2026-03-02T00:00:00.000Z');
    expect(await deleteExpiredHiringRequests({ strapi: fake.strapi, storage }, 10, now, 5)).toBe(1);
    expect(fake.callsOf(UID, 'findMany')[0].args[0]).toEqual({
      select: ['id', 'documentId'],
      where: { updatedAt: { $lt: new Date('2026-02-20T00:00:00.000Z') } },
      limit: 5,
    });
    expect(fake.callsOf(UID, 'delete')[0].args[0]).toEqual({ documentId: 'r1' });
    expect(fake.callsOf('api::audit-entry.audit-entry', 'create')[0].args[0]).toMatchObject({
      data: { action: 'retention-delete', subjectType: UID, subjectId: 'r1', actor: 'system' },
    });
    expect(removed).toEqual(['jd.pdf']);
  });
});

describe('the job description file', () => {
  const OUTBOX_UID = 'api::email-outbox.email-outbox';
  const REQUEST = {
    company: 'Meridian Bank',
    contactName: 'Layla Haddad',
    email: 'layla@meridian.example',
    roleTitle: 'Financial Controller',
    workplace: 'onsite',
    country: 'AE',
    employmentType: 'Full-time',
    requirements: 'ACCA.',
  };
  let directory: string;
  const upload = async (bytes: Uint8Array, originalFilename: string) => {
    const filepath = path.join(directory, `${Math.random()}`);
    await fs.writeFile(filepath, bytes);
    return { filepath, originalFilename, size: bytes.length };
  };

  beforeAll(async () => {
    directory = await fs.mkdtemp(path.join(os.tmpdir(), 'hiring-request-test-'));
  });
  afterAll(async () => {
    await fs.rm(directory, { recursive: true, force: true });
  });

  /** The CMS's answers for one create: `create` for the row; the staff alert's recipients are none. */
  const cms = (create: () => unknown = () => ({ documentId: 'hr1' })) =>
    fakeStrapi({
      documents: { [UID]: { create } },
      query: {
        [OUTBOX_UID]: { create: () => ({ id: 1 }) },
        'plugin::users-permissions.user': { findMany: () => [] },
      },
    });

  it('is saved before the row, stored with it by name, type and size, and named in the e-mails', async () => {
    const fake = cms();
    const { storage, files } = fakeResumeStorage();
    const file = await upload(pdfBytes(), 'Controller brief.pdf');
    expect(await submitHiringRequest({ strapi: fake.strapi, storage }, REQUEST, file)).toEqual({ documentId: 'hr1' });
    expect(Object.keys(files)).toEqual(['saved-1.pdf']);
    expect(fake.callsOf(UID, 'create')[0].args[0]).toMatchObject({
      data: {
        company: 'Meridian Bank',
        jobDescription: {
          name: 'Controller brief.pdf',
          mime: 'application/pdf',
          size: file.size,
          storageKey: 'saved-1.pdf',
        },
      },
    });
    const texts = fake
      .callsOf(OUTBOX_UID, 'create')
      .map((call) => (call.args[0] as { data: { text: string } }).data.text);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toMatch(/Job description file: Controller brief\.pdf \(\d+ bytes\)/);
  });

  it('is removed again when the row cannot be stored, and the error passes on', async () => {
    const fake = cms(() => {
      throw new Error('database is locked');
    });
    const { storage, files, removed } = fakeResumeStorage();
    await expect(
      submitHiringRequest({ strapi: fake.strapi, storage }, REQUEST, await upload(pdfBytes(), 'brief.pdf')),
    ).rejects.toThrow('database is locked');
    expect(removed).toEqual(['saved-1.pdf']);
    expect(files).toEqual({});
  });

  it('refused by its content saves nothing and stores nothing (400 on the field)', async () => {
    const fake = cms();
    const { storage, files } = fakeResumeStorage();
    const refused = await submitHiringRequest(
      { strapi: fake.strapi, storage },
      REQUEST,
      await upload(htmlBytes(), 'brief.pdf'),
    ).catch((error: unknown) => error as errors.ValidationError);
    expect(refused).toBeInstanceOf(errors.ValidationError);
    expect((refused as errors.ValidationError).details).toMatchObject({ errors: [{ path: ['jobDescription'] }] });
    expect(files).toEqual({});
    expect(fake.calls).toEqual([]);
  });

  it('goes with its request, after the row and its audit entry; a file that cannot be removed is logged', async () => {
    const fake = fakeStrapi({
      documents: {
        [UID]: { findOne: () => ({ jobDescription: { name: 'b.pdf', storageKey: 'jd.pdf' } }), delete: () => ({}) },
      },
      query: { 'api::audit-entry.audit-entry': { create: () => ({}) } },
    });
    const { storage } = fakeResumeStorage({ 'jd.pdf': { text: 'pdf' } }, { remove: new Error('unreachable') });
    await removeHiringRequest({ strapi: fake.strapi, storage }, 'hr1', { action: 'erase', actor: 'maria' });
    expect(fake.calls.map((call) => `${call.uid} ${call.method}`)).toEqual([
      `${UID} findOne`,
      `${UID} delete`,
      'api::audit-entry.audit-entry create',
    ]);
    expect(fake.errors).toEqual(['Could not remove job description jd.pdf']);
    await expect(
      removeHiringRequest(
        { strapi: fakeStrapi({ documents: { [UID]: { findOne: () => null } } }).strapi, storage },
        'nope',
      ),
    ).rejects.toBeInstanceOf(errors.NotFoundError);
  });

  it('is a 404 to download when the request has none, or when storage lost it', async () => {
    const withFile = fakeStrapi({
      documents: {
        [UID]: {
          findOne: () => ({
            jobDescription: { name: 'b.pdf', mime: 'application/pdf', size: 3, storageKey: 'jd.pdf' },
          }),
        },
      },
    });
    const without = fakeStrapi({ documents: { [UID]: { findOne: () => ({ jobDescription: null }) } } });
    const { storage } = fakeResumeStorage({ 'jd.pdf': { text: 'pdf' } });
    expect(await openJobDescription({ strapi: withFile.strapi, storage }, 'hr1')).toMatchObject({
      name: 'b.pdf',
      mime: 'application/pdf',
      size: 3,
    });
    await expect(openJobDescription({ strapi: without.strapi, storage }, 'hr1')).rejects.toThrow(
      'This hiring request has no job description file.',
    );
    await expect(
      openJobDescription({ strapi: withFile.strapi, storage: fakeResumeStorage().storage }, 'hr1'),
    ).rejects.toThrow('The job description file is missing from storage.');
  });
});

describe('companyKey (docs/024-employers.md "Clients")', () => {
  it('is stored with a request: the contract’s clientKey of its company', () => {
    const input = { company: ' Meridian   BANK', workplace: 'onsite' } as Parameters<typeof storedHiringRequest>[0];
    expect(storedHiringRequest(input).companyKey).toBe('meridian bank');
  });

  it('is given to the requests stored without one, a batch at a time, until none is left', async () => {
    const pages = [
      [
        { id: 1, company: 'Meridian Bank' },
        { id: 2, company: ' GULF  Builders ' },
      ],
      [{ id: 3, company: 'Helio Health' }],
    ];
    const fake = fakeStrapi({ query: { [UID]: { findMany: () => pages.shift() ?? [], update: () => ({}) } } });
    expect(await fillCompanyKeys(fake.strapi, 2)).toBe(3);
    expect(fake.callsOf(UID, 'findMany')[0].args[0]).toEqual({
      where: { companyKey: { $null: true } },
      select: ['id', 'company'],
      orderBy: { id: 'asc' },
      limit: 2,
    });
    expect(fake.callsOf(UID, 'update').map((call) => call.args[0])).toEqual([
      { where: { id: 1 }, data: { companyKey: 'meridian bank' } },
      { where: { id: 2 }, data: { companyKey: 'gulf builders' } },
      { where: { id: 3 }, data: { companyKey: 'helio health' } },
    ]);
    expect(await fillCompanyKeys(fake.strapi)).toBe(0);
  });
});
