import net, { type Socket } from 'net';
import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Connection } from '../../src/lib/database-types';
import { deliverDue, OUTBOX_TABLE, outboxSettings } from '../../src/lib/outbox';
import {
  api,
  createApplication,
  expectError,
  createJob,
  loginAsAdmin,
  pdfResume,
  submitApplication,
  unique,
  validApplication,
} from './helpers';
import { openMailbox, recipients, type Mailbox } from './mailbox';
import { openCmsDatabase } from './database';

/**
 * The email outbox (docs/013-email-outbox.md) against the real CMS and a real SMTP server on
 * localhost: what applicants and staff receive, what happens while the SMTP server is down or refuses a message,
 * and that two workers on one database send each message once. The CMS under test polls every 200 ms, retries after
 * 400 ms, 800 ms, … and gives up after 5 attempts (setup/global-setup.ts); staff alerts go to staff-alerts@example.com
 * and back-office links start with http://localhost:3000.
 */

const STAFF = 'staff-alerts@example.com';
/** The owner of the jobs these tests create (the demo staff account, their creator), whom application alerts go to. */
const JOB_OWNER = 'admin@example.com';
let mailbox: Mailbox | null = null;
let job: { documentId: string; title: string; company: string };

/** A unique applicant address (nothing else in the run writes to it). */
const applicantEmail = (prefix = 'applicant') =>
  `${unique(prefix)
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')}@example.com`;

/** The outbox's messages of one status as staff see them. */
async function outbox(status: string) {
  const response = await api('GET', `/outbox?status=${status}&limit=100`, { token: await loginAsAdmin() });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { data: Array<Record<string, any>>; meta: { total: number } };
}

/** Polls `check` until it returns something truthy; rejects after `timeoutMs`. */
async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  job = await createJob({ company: 'Acme Robotics' });
});

afterEach(async () => {
  await mailbox?.close();
  mailbox = null;
});

describe('emails of a new application', () => {
  it('sends the applicant a confirmation with the job, the company, the reference and what happens next', async () => {
    mailbox = await openMailbox();
    const email = applicantEmail();
    const documentId = await createApplication(job.documentId, { email, fullName: 'Grace Hopper' });

    const confirmation = await mailbox.waitFor((message) => recipients(message).includes(email));
    expect(confirmation.subject).toBe(`Your application for ${job.title} — Northstar Talent`);
    expect(confirmation.from?.text).toContain('Northstar Talent');
    expect(confirmation.text).toContain(job.title);
    expect(confirmation.text).toContain('Acme Robotics');
    expect(confirmation.text).toContain(`Reference: ${documentId}`);
    expect(confirmation.text).toContain('Our recruiters reply to every application within 48 hours.');
    expect(confirmation.text).not.toContain('earlier application');
    expect(confirmation.html).toContain(job.title);
    expect(confirmation.attachments).toEqual([]);
  });

  it('sends staff an alert with a link to the application in the back-office, without the resume', async () => {
    mailbox = await openMailbox();
    const email = applicantEmail();
    const documentId = await createApplication(job.documentId, {
      email,
      fullName: 'Alan Turing',
      phone: '+44 161 555 0100',
    });

    const alert = await mailbox.waitFor(
      (message) => recipients(message).includes(JOB_OWNER) && (message.text ?? '').includes(documentId),
    );
    expect(alert.subject).toBe(`New application: Alan Turing for ${job.title}`);
    const query = new URLSearchParams({ q: email, view: documentId });
    const link = `http://localhost:3000/admin/applications?${query.toString()}`;
    expect(alert.text).toContain(link);
    expect(alert.text).toContain(email);
    expect(alert.text).toContain('+44 161 555 0100');
    // The link's href as a mail reader reads it (its `&` escaped in the HTML).
    const href = /href="([^"]*)"/.exec(String(alert.html))?.[1].replace(/&#38;|&amp;/g, '&');
    expect(href).toBe(link);
    expect(alert.attachments).toEqual([]);
  });

  it('escapes a hostile applicant name in the HTML part', async () => {
    mailbox = await openMailbox();
    const email = applicantEmail();
    const hostile = 'Eve <img src=x onerror="alert(1)"> & Co';
    await createApplication(job.documentId, { email, fullName: hostile });

    const confirmation = await mailbox.waitFor((message) => recipients(message).includes(email));
    expect(confirmation.text).toContain(hostile);
    expect(confirmation.html).not.toContain('<img');
    expect(confirmation.html).toContain('Eve &#60;img src=x onerror=&#34;alert(1)&#34;&#62; &#38; Co');
  });
});

describe('emails of a new enquiry', () => {
  it('sends staff an alert with the whole message, replying to the visitor', async () => {
    mailbox = await openMailbox();
    const fullName = unique('Enquirer');
    const message = 'We need three nurses in Dubai.\nStarting in May, please call.';
    const response = await api('POST', '/contacts', {
      json: {
        data: { fullName, email: 'buyer@example.com', company: 'Clinic Ltd', service: 'non-it-hiring', message },
      },
    });
    expect(response.status).toBe(201);

    const alert = await mailbox.waitFor((mail) => mail.subject === `New enquiry from ${fullName}`);
    expect(recipients(alert)).toEqual([STAFF]);
    expect(alert.text).toContain(message);
    expect(alert.text).toContain('Clinic Ltd');
    expect(alert.replyTo?.text).toBe('buyer@example.com');
    expect(alert.html).toContain('We need three nurses in Dubai.');
  });
});

describe('the decision email of a move to Accepted or Rejected', () => {
  const move = async (documentId: string, body: unknown) =>
    api('PUT', `/job-applications/${documentId}`, { token: await loginAsAdmin(), json: body });

  it('sends the applicant the subject and message staff wrote, with the move', async () => {
    mailbox = await openMailbox();
    const email = applicantEmail('decision');
    const documentId = await createApplication(job.documentId, { email });
    const message = 'Dear Ada,\n\nwe are glad to offer you the role.\nKind regards';
    const response = await move(documentId, {
      data: { job_status: 'Accepted' },
      email: { subject: 'Good news about your application', message },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);

    const decision = await mailbox.waitFor((mail) => mail.subject === 'Good news about your application');
    expect(recipients(decision)).toEqual([email]);
    expect(decision.text).toContain(message);
    expect(decision.replyTo?.text).toBe(STAFF);
    expect(decision.html).toContain('<html lang="en">');
  });

  it('lays the e-mail to an applicant who applied in Arabic out right to left (docs/026-languages.md)', async () => {
    mailbox = await openMailbox();
    const email = applicantEmail('decision-ar');
    const documentId = await createApplication(job.documentId, { email, language: 'ar' });
    const response = await move(documentId, {
      data: { job_status: 'Rejected' },
      email: { subject: 'طلبك لوظيفة ممرضة', message: 'مرحبًا ليلى،\n\nشكرًا لتقدّمك.' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const decision = await mailbox.waitFor((mail) => mail.subject === 'طلبك لوظيفة ممرضة');
    expect(recipients(decision)).toEqual([email]);
    expect(decision.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('sends nothing without an email, and refuses an invalid one or one with a move that is not final', async () => {
    const email = applicantEmail('nodecision');
    const documentId = await createApplication(job.documentId, { email });
    // Every decision email to this address, whatever became of it.
    const decisions = async () => {
      const all = await Promise.all(['pending', 'sent', 'failed'].map(outbox));
      return all.flatMap(({ data }) => data).filter((m) => m.to === email && m.kind === 'application-decision');
    };

    const review = await move(documentId, {
      data: { job_status: 'Reviewed' },
      email: { subject: 'Hi', message: 'Hi' },
    });
    expectError(review, 400, 'An email to the applicant goes only with a move to Accepted or Rejected.');
    const empty = await move(documentId, { data: { job_status: 'Rejected' }, email: { subject: ' ', message: 'x' } });
    expectError(empty, 400);
    // Neither refused request moved the application.
    const stored = await api('GET', `/job-applications/${documentId}`, { token: await loginAsAdmin() });
    expect(stored.body.data.job_status).toBe('Pending');

    expect((await move(documentId, { data: { job_status: 'Rejected' } })).status).toBe(200);
    expect(await decisions()).toEqual([]);
  });
});

describe('an SMTP server that is down, silent or refusing', () => {
  it('stores the application at normal speed while SMTP is down, and sends its emails once it is back', async () => {
    // Nothing listens on the CMS's SMTP port now.
    const email = applicantEmail('while-down');
    const started = Date.now();
    const response = await submitApplication(validApplication(job.documentId, { email }), pdfResume());
    const elapsed = Date.now() - started;
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(elapsed).toBeLessThan(3_000);

    // The worker tried and failed; the message waits for its next attempt.
    const waiting = await eventually(async () =>
      (await outbox('pending')).data.find((message) => message.to === email && message.attempts >= 1),
    );
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);

    mailbox = await openMailbox();
    const confirmation = await mailbox.waitFor((message) => recipients(message).includes(email));
    expect(confirmation.text).toContain(`Reference: ${response.body.data.documentId}`);
    const sent = await eventually(async () => (await outbox('sent')).data.find((message) => message.to === email));
    expect(sent).toMatchObject({ status: 'sent', kind: 'application-confirmation' });
  });

  it('answers an application at normal speed while the SMTP server takes connections and never speaks', async () => {
    const sockets = new Set<Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(inject('smtpPort'), '127.0.0.1', resolve));
    try {
      const email = applicantEmail('while-silent');
      const started = Date.now();
      const response = await submitApplication(validApplication(job.documentId, { email }), pdfResume());
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(Date.now() - started).toBeLessThan(3_000);
      // Meanwhile the worker is connected, waiting for a greeting that never comes, and the email is still pending.
      await eventually(async () => sockets.size > 0);
      const pending = await outbox('pending');
      expect(pending.data.filter((message) => message.to === email)).toHaveLength(1);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('marks a message failed after the last attempt and shows it to staff, without its body', async () => {
    mailbox = await openMailbox();
    const email = applicantEmail('bounce');
    await createApplication(job.documentId, { email });

    const failed = await eventually(
      async () => (await outbox('failed')).data.find((message) => message.to === email),
      20_000,
    );
    expect(failed).toMatchObject({ status: 'failed', attempts: 5, kind: 'application-confirmation' });
    expect(failed.lastError).toMatch(/550/);
    expect(failed).not.toHaveProperty('text');
    expect(failed).not.toHaveProperty('html');
    expect((await outbox('failed')).meta.total).toBeGreaterThanOrEqual(1);
    // The staff alert of the same application went out (to the job's owner, docs/022-the-team.md).
    await mailbox.waitFor((message) => recipients(message).includes(JOB_OWNER) && (message.text ?? '').includes(email));
    expect(mailbox.messages.filter((message) => recipients(message).includes(email))).toEqual([]);
  });

  it('answers an unknown status with a 400', async () => {
    const response = await api('GET', '/outbox?status=lost', { token: await loginAsAdmin() });
    expect(response.status).toBe(400);
  });
});

describe('several workers on one database', () => {
  let databases: Connection[] = [];

  afterAll(async () => {
    await Promise.all(databases.map((database) => database.destroy()));
  });

  it('sends each message once when two more workers share the CMS database with its own', async () => {
    mailbox = await openMailbox();
    // Two more workers, each with its own connection to the CMS's database, racing the CMS's worker.
    databases = [0, 1].map(() => openCmsDatabase());
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: inject('smtpPort'), secure: false });
    const workers = databases.map((database, index) => ({
      database,
      settings: outboxSettings({ OUTBOX_BACKOFF_MS: '400', OUTBOX_MAX_ATTEMPTS: '5' }, `test-worker-${index}`),
    }));

    const names = Array.from({ length: 8 }, () => unique('Racer'));
    await Promise.all(
      names.map(async (fullName) => {
        const response = await api('POST', '/contacts', {
          json: { data: { fullName, email: 'racer@example.com', service: 'other', message: 'Race' } },
        });
        expect(response.status).toBe(201);
      }),
    );
    const subjects = names.map((name) => `New enquiry from ${name}`);
    const delivered = () => mailbox!.messages.filter((message) => subjects.includes(message.subject ?? ''));

    const deadline = Date.now() + 15_000;
    while (delivered().length < names.length && Date.now() < deadline) {
      await Promise.all(
        workers.map(({ database, settings }) =>
          deliverDue(database, (message) => transport.sendMail({ from: 'test@example.com', ...message }), settings),
        ),
      );
      // A pause between rounds, as a worker polls (OUTBOX_POLL_MS). A round that finds nothing to claim does no I/O
      // (better-sqlite3 answers at once), so rounds back to back would hold this process's event loop, where the
      // mailbox's SMTP server has to answer the CMS's own worker: what that worker claimed would wait past the deadline.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Room for a second delivery, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(
      delivered()
        .map((message) => message.subject)
        .sort(),
    ).toEqual([...subjects].sort());
    const rows: Array<{ status: string }> = await databases[0](OUTBOX_TABLE)
      .select('status')
      .whereIn('subject', subjects);
    expect(rows.map((row) => row.status)).toEqual(names.map(() => 'sent'));
    transport.close();
  });
});
