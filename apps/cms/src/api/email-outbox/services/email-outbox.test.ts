import { OUTBOX_RETENTION_DAYS } from '@agency/contract';
import { describe, expect, it } from 'vitest';
import { fakeStrapi } from '../../../../tests/unit/fake-strapi';
import { DAY_MS } from '../../../lib/weeks';
import { deleteFinishedEmails, listLimit, listOutboxMessages } from './email-outbox';

const UID = 'api::email-outbox.email-outbox';

describe('listLimit', () => {
  it('is a whole number from 1 to 100, 50 for what is not a number', () => {
    expect([0, 1, 7.9, 100, 1000, -5, Number.NaN].map(listLimit)).toEqual([50, 1, 7, 100, 100, 1, 50]);
  });
});

describe('listOutboxMessages', () => {
  it('lists one status newest first, without bodies, and counts them all', async () => {
    const fake = fakeStrapi({ query: { [UID]: { count: () => 3, findMany: () => [{ id: 9 }] } } });
    expect(await listOutboxMessages(fake.strapi, 'failed', 500)).toEqual({ total: 3, messages: [{ id: 9 }] });
    const [query] = fake.callsOf(UID, 'findMany').map((call) => call.args[0] as { select: string[] });
    expect(query).toMatchObject({ where: { status: 'failed' }, limit: 100 });
    expect(query.select).not.toContain('text');
    expect(query.select).not.toContain('html');
  });

  it('refuses a status that is not one', async () => {
    await expect(listOutboxMessages(fakeStrapi().strapi, 'lost')).rejects.toThrow(
      'status must be one of pending, sent, failed.',
    );
  });
});

describe('deleteFinishedEmails', () => {
  it(`deletes sent and failed messages last changed more than ${OUTBOX_RETENTION_DAYS} days ago`, async () => {
    const fake = fakeStrapi({ query: { [UID]: { deleteMany: () => ({ count: 4 }) } } });
    const now = new Date('2026-03-02T00:00:00.000Z');
    expect(await deleteFinishedEmails(fake.strapi, now)).toBe(4);
    expect(fake.calls[0].args[0]).toEqual({
      where: {
        status: { $in: ['sent', 'failed'] },
        updatedAt: { $lt: new Date(now.getTime() - OUTBOX_RETENTION_DAYS * DAY_MS) },
      },
    });
  });
});
