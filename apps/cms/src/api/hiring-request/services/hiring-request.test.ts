import { errors } from '@strapi/utils';
import { describe, expect, it } from 'vitest';
import { fakeStrapi } from '../../../../tests/unit/fake-strapi';
import {
  convertHiringRequest,
  deleteExpiredHiringRequests,
  fillCompanyKeys,
  HiringRequestConflict,
  jobFromHiringRequest,
  parseHiringRequestStatus,
  setHiringRequestStatus,
  storedHiringRequest,
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
      owner: 3,
    });
    expect(jobFromHiringRequest({ ...request, workplace: 'remote' }, 3).applicantLocations).toEqual(['DE']);
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
  it('deletes each request last changed before the cutoff with a retention audit entry by the system', async () => {
    const fake = fakeStrapi({
      query: {
        [UID]: { findMany: () => [{ id: 1, documentId: 'r1' }], delete: () => ({}) },
        'api::audit-entry.audit-entry': { create: () => ({}) },
      },
    });
    const now = new Date('2026-03-02T00:00:00.000Z');
    expect(await deleteExpiredHiringRequests(fake.strapi, 10, now, 5)).toBe(1);
    expect(fake.callsOf(UID, 'findMany')[0].args[0]).toEqual({
      select: ['id', 'documentId'],
      where: { updatedAt: { $lt: new Date('2026-02-20T00:00:00.000Z') } },
      limit: 5,
    });
    expect(fake.callsOf(UID, 'delete')[0].args[0]).toEqual({ where: { id: 1 } });
    expect(fake.callsOf('api::audit-entry.audit-entry', 'create')[0].args[0]).toMatchObject({
      data: { action: 'retention-delete', subjectType: UID, subjectId: 'r1', actor: 'system' },
    });
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
