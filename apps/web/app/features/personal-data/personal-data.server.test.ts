import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { handlePersonalDataAction } from './personal-data.server';
import { describeCounts, parseFind } from './schema';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

type Answer = {
  data: { ok: boolean; message: string; fieldErrors: Record<string, string[]> };
  init: { status: number };
};

describe('handlePersonalDataAction: the erasure', () => {
  it('refuses an invalid address or a confirmation that differs, before asking the CMS anything', async () => {
    // Nothing listens there: a request to the CMS would end in a network error, not in these answers.
    process.env.CMS_URL = 'http://127.0.0.1:9';
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ intent: 'erase', email: '', confirmation: '' }, 'email', 'Enter the e-mail address of the person.'],
      [
        { intent: 'erase', email: 'not-an-address', confirmation: 'not-an-address' },
        'email',
        'Enter a valid e-mail address.',
      ],
      [
        { intent: 'erase', email: 'ann@example.com', confirmation: 'joann@example.com' },
        'confirmation',
        'Type the e-mail address exactly as shown to confirm.',
      ],
      [
        { intent: 'erase', email: 'ann@example.com' },
        'confirmation',
        'Type the e-mail address exactly as shown to confirm.',
      ],
    ];
    for (const [fields, field, message] of cases) {
      const answer = (await handlePersonalDataAction('unused', form(fields))) as unknown as Answer;
      expect(answer.init.status).toBe(400);
      expect(answer.data.ok).toBe(false);
      expect(answer.data.fieldErrors[field]).toEqual([message]);
      expect(answer.data.message).toBe(message);
    }
  });
});

describe('the personal-data schemas', () => {
  it('lower-cases and trims the address, as the CMS stores it', () => {
    const submission = parseFind(new URLSearchParams({ email: '  Ann@Example.COM ' }));
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value.email).toBe('ann@example.com');
  });

  it('describes what was deleted, leaving out the kinds with none', () => {
    const none = {
      applications: 0,
      candidates: 0,
      resumes: 0,
      notes: 0,
      statusChanges: 0,
      enquiries: 0,
      hiringRequests: 0,
      clientContacts: 0,
      jobAlerts: 0,
      emails: 0,
    };
    expect(describeCounts(none)).toBe('nothing');
    expect(describeCounts({ ...none, applications: 2, resumes: 2, jobAlerts: 1, emails: 3 })).toBe(
      'applications: 2, resumes: 2, job alert subscriptions: 1, emails to or about them: 3',
    );
  });
});

describe('handlePersonalDataAction: Find', () => {
  it('asks the CMS with the address in a POST body, never in a URL', async () => {
    const seen: Array<{ method?: string; url?: string; body: string }> = [];
    const cms = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, body });
        res.setHeader('Content-Type', 'application/json');
        const counts = {
          applications: 1,
          candidates: 1,
          resumes: 1,
          notes: 0,
          statusChanges: 0,
          enquiries: 0,
          hiringRequests: 0,
          clientContacts: 0,
          jobAlerts: 0,
          emails: 2,
        };
        res.end(JSON.stringify({ data: { email: 'ann@example.com', counts }, meta: {} }));
      });
    });
    await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
    try {
      process.env.CMS_URL = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
      const answer = (await handlePersonalDataAction(
        'staff-token',
        form({ intent: 'find', email: ' Ann@Example.com ' }),
      )) as {
        email: string;
        counts: { applications: number };
      };
      expect(answer).toMatchObject({ email: 'ann@example.com', counts: { applications: 1 } });
      expect(seen).toEqual([
        {
          method: 'POST',
          url: '/api/personal-data/find',
          body: JSON.stringify({ data: { email: 'ann@example.com' } }),
        },
      ]);
    } finally {
      await new Promise((resolve) => cms.close(resolve));
    }
  });

  it('answers 400 with the field error for an invalid address, before asking the CMS', async () => {
    process.env.CMS_URL = 'http://127.0.0.1:9';
    const answer = (await handlePersonalDataAction(
      'unused',
      form({ intent: 'find', email: 'not-an-address' }),
    )) as unknown as {
      data: { lastResult: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.lastResult.error.email).toEqual(['Enter a valid e-mail address.']);
  });
});
