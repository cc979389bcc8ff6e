import { errors } from '@strapi/utils';
import { describe, expect, it } from 'vitest';
import { fakeStrapi } from '../../../../tests/unit/fake-strapi';
import { deleteExpiredEnquiries, parseEnquiryStatus, setEnquiryStatus } from './contact';

const UID = 'api::contact.contact';

describe('parseEnquiryStatus', () => {
  it('takes a status of the contract and nothing else', () => {
    expect(parseEnquiryStatus({ status: 'handled' })).toBe('handled');
    for (const data of [{ status: 'closed' }, { status: 'handled', email: 'x' }, {}, null]) {
      expect(() => parseEnquiryStatus(data)).toThrow(
        'Only the status of an enquiry can be changed, to one of: new, handled.',
      );
    }
  });
});

describe('setEnquiryStatus', () => {
  it('is a 404 for an unknown enquiry, and writes nothing', async () => {
    const fake = fakeStrapi({ documents: { [UID]: { findOne: () => null } } });
    await expect(setEnquiryStatus(fake.strapi, 'nope', { status: 'handled' })).rejects.toBeInstanceOf(
      errors.NotFoundError,
    );
    expect(fake.calls.map((call) => call.method)).toEqual(['findOne']);
  });
});

describe('deleteExpiredEnquiries', () => {
  it('deletes each enquiry last changed before the cutoff with a retention audit entry by the system', async () => {
    const fake = fakeStrapi({
      query: {
        [UID]: { findMany: () => [{ id: 1, documentId: 'e1' }], delete: () => ({}) },
        'api::audit-entry.audit-entry': { create: () => ({}) },
      },
    });
    const now = new Date('2026-03-02T00:00:00.000Z');
    expect(await deleteExpiredEnquiries(fake.strapi, 10, now, 5)).toBe(1);
    expect(fake.callsOf(UID, 'findMany')[0].args[0]).toEqual({
      select: ['id', 'documentId'],
      where: { updatedAt: { $lt: new Date('2026-02-20T00:00:00.000Z') } },
      limit: 5,
    });
    expect(fake.callsOf('api::audit-entry.audit-entry', 'create')[0].args[0]).toMatchObject({
      data: { action: 'retention-delete', subjectType: UID, subjectId: 'e1', actor: 'system' },
    });
  });
});
