import { SITE_NAME } from '@agency/contract';
import { describe, expect, it } from 'vitest';
import { fakeStrapi } from '../../tests/unit/fake-strapi';
import { registry } from './metrics';
import { enqueueApplicationEmails, recordEmail } from './notifications';

const OUTBOX_UID = 'api::email-outbox.email-outbox';

/** A CMS whose outbox takes every row; the rows in `rows()`. */
function outbox() {
  const fake = fakeStrapi({ query: { [OUTBOX_UID]: { create: () => ({ id: 1 }) } } });
  const rows = () =>
    fake.callsOf(OUTBOX_UID, 'create').map((call) => (call.args[0] as { data: Record<string, unknown> }).data);
  return { ...fake, rows };
}

describe('recordEmail', () => {
  it('records the message as pending, due now, no attempt made', async () => {
    const { strapi, rows } = outbox();
    const before = Date.now();
    await recordEmail(strapi, {
      to: 'ann@example.com',
      subject: 'Hi',
      text: 'Hi',
      html: '<p>Hi</p>',
      kind: 'enquiry-alert',
    });
    const [row] = rows();
    expect(row).toMatchObject({
      to: 'ann@example.com',
      subject: 'Hi',
      text: 'Hi',
      html: '<p>Hi</p>',
      headers: null,
      kind: 'enquiry-alert',
      status: 'pending',
      attempts: 0,
    });
    expect((row.nextAttemptAt as Date).getTime()).toBeGreaterThanOrEqual(before);
    expect(row.createdAt).toBe(row.nextAttemptAt);
  });
});

describe('recordEmail in the metrics (docs/021-operations.md)', () => {
  const queued = async (kind: string) =>
    (await registry.getSingleMetric('agency_cms_outbox_queued_total')!.get()).values.find(
      (value) => value.labels.kind === kind,
    )?.value ?? 0;
  const email = { to: 'ann@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>', kind: 'enquiry-alert' as const };

  it('counts an email as queued when the transaction that records it commits, and not when it rolls back', async () => {
    const { strapi } = outbox();
    const before = await queued('enquiry-alert');
    await strapi.db.transaction(async () => {
      await recordEmail(strapi, email);
      expect(await queued('enquiry-alert')).toBe(before);
    });
    expect(await queued('enquiry-alert')).toBe(before + 1);
    await expect(
      strapi.db.transaction(async () => {
        await recordEmail(strapi, email);
        throw new Error('the enquiry could not be stored');
      }),
    ).rejects.toThrow();
    expect(await queued('enquiry-alert')).toBe(before + 1);
    await recordEmail(strapi, email);
    expect(await queued('enquiry-alert')).toBe(before + 2);
  });
});

describe('enqueueApplicationEmails', () => {
  it("records the applicant's confirmation, then the staff alert", async () => {
    const { strapi, rows } = outbox();
    await enqueueApplicationEmails(
      strapi,
      {
        documentId: 'app-doc',
        fullName: 'Ann Lee',
        email: 'ann@example.com',
        job: { title: 'Nurse', company: 'Acme' },
      },
      false,
    );
    expect(rows().map((row) => [row.kind, row.to])).toEqual([
      ['application-confirmation', 'ann@example.com'],
      ['application-alert', expect.any(String)],
    ]);
  });

  it('names the agency to the applicant of a confidential job, and the client to staff (docs/024-employers.md)', async () => {
    const { strapi, rows } = outbox();
    const job = { title: 'Analyst', company: 'Meridian Bank', confidential: true };
    await enqueueApplicationEmails(
      strapi,
      { documentId: 'd', fullName: 'Ann Lee', email: 'ann@example.com', job },
      false,
    );
    const [confirmation, alert] = rows();
    for (const part of [confirmation.subject, confirmation.text, confirmation.html]) {
      expect(part).not.toContain('Meridian');
    }
    expect(confirmation.text).toContain(`Analyst at ${SITE_NAME}`);
    expect(alert.text).toContain('Meridian Bank');
  });
});
