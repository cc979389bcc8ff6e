import { randomBytes } from 'crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_UPDATE_DELAY_DEFAULT_MINUTES, CANDIDATE_UPDATE_DELAY_MESSAGE, SITE_NAME } from '@agency/contract';
import type { Connection } from '../../src/lib/database-types';
import { OUTBOX_TABLE } from '../../src/lib/outbox';
import { openCmsDatabase } from './database';
import {
  api,
  bookPhoneInterview,
  createApplication,
  createClientJob,
  createJob,
  createSubmission,
  expectError,
  loginAsAdmin,
  loginAsEditor,
  loginAsRecruiter,
  moveSubmission,
  uniqueAddress,
} from './helpers';
import type { ParsedMail } from 'mailparser';
import { openMailbox, recipients, type Mailbox } from './mailbox';

/**
 * What the candidate is told of their submission's progress (docs/025-placements.md "What the candidate is told")
 * against the real CMS: each stage move queues one e-mail to the applicant, due after the Admin's delay
 * (`GET`/`PUT /agency-settings`), a later move replacing the earlier news that has not gone yet; the outbox worker
 * (every 200 ms here) sends it once due; a sourced candidate gets none; only an Admin changes the delay.
 */

let admin: string;
let database: Connection;
let mailbox: Mailbox | null = null;

beforeAll(async () => {
  admin = await loginAsAdmin();
  database = openCmsDatabase();
});

afterEach(async () => {
  await mailbox?.close();
  mailbox = null;
  // The default again, for the files after this one.
  await api('PUT', '/agency-settings', {
    token: admin,
    json: { data: { candidateUpdateDelayMinutes: CANDIDATE_UPDATE_DELAY_DEFAULT_MINUTES } },
  });
});

afterAll(async () => {
  await database?.destroy();
});

const setDelay = (minutes: unknown, token = admin) =>
  api('PUT', '/agency-settings', { token, json: { data: { candidateUpdateDelayMinutes: minutes } } });

interface Row {
  id: number;
  subject: string;
  text: string;
  status: string;
  next_attempt_at: unknown;
  created_at: unknown;
}

/** The candidate-update rows to `email`, oldest first. */
const updatesTo = (email: string): Promise<Row[]> =>
  database(OUTBOX_TABLE)
    .where({ kind: 'candidate-update', to: email })
    .orderBy('id')
    .select('id', 'subject', 'text', 'status', 'next_attempt_at', 'created_at');

/** Minutes between a row's creation and its first due time (whole minutes, never -0). */
const minutesAfterCreation = (row: Row) =>
  Math.abs(
    Math.round(
      (new Date(row.next_attempt_at as string).getTime() - new Date(row.created_at as string).getTime()) / 60_000,
    ),
  );

describe('the candidate is told of each move', () => {
  it('queues one e-mail for a submission, due after the default delay, linking to their page', async () => {
    const { job, title, name: company } = await createClientJob('Told');
    const side = await createSubmission(job, { fullName: 'Dana Levi' });
    const rows = await updatesTo(side.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending' });
    expect(minutesAfterCreation(rows[0])).toBe(CANDIDATE_UPDATE_DELAY_DEFAULT_MINUTES);
    expect(rows[0].text).toContain(`your application for ${title} at ${company} has been shared with the employer`);
    const link = /\/my-application\/([A-Za-z0-9_-]{43})/.exec(rows[0].text);
    expect(link).not.toBeNull();
    // The link opens the candidate's page of this application.
    const page = await api('POST', '/candidate-page/view', { json: { data: { token: link![1] } } });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.data.job.title).toBe(title);
  });

  it('writes to a candidate who applied in Arabic in Arabic, linking to their Arabic page (docs/026-languages.md)', async () => {
    const { job, title, name: company } = await createClientJob('Arabic');
    const side = await createSubmission(job, { fullName: 'دانة ليفي', language: 'ar' });
    const [row] = await updatesTo(side.email);
    expect(row.subject).toMatch(/^أرسلنا طلبك إلى صاحب العمل: /);
    expect(row.text).toContain(`أرسلنا طلبك لوظيفة ${title} لدى ${company} إلى صاحب العمل`);
    expect(row.text).toMatch(/\/ar\/my-application\/[A-Za-z0-9_-]{43}/);
  });

  it('keeps only the latest news when the submission moves again before the first went', async () => {
    const { job } = await createClientJob('Latest');
    const side = await createSubmission(job, { fullName: 'Dana Levi' });
    await moveSubmission(side.submission, { to: 'interviewing', comment: 'Internal: keen, but salary high.' });
    await moveSubmission(side.submission, { to: 'ended', reason: 'client-declined', comment: 'Internal: too junior.' });
    const rows = await updatesTo(side.email);
    expect(rows).toHaveLength(1);
    expect(rows[0].subject).toContain('An update on your application');
    expect(rows[0].text).toContain('The employer has decided not to go further with your application');
    for (const internal of ['Internal', 'junior', 'salary', 'declined']) expect(rows[0].text).not.toContain(internal);
  });

  it('adds nothing to a booked interview’s invitation, which tells it, and drops the news that had not gone', async () => {
    const { job } = await createClientJob('Booked');
    const side = await createSubmission(job, { fullName: 'Dana Levi' });
    expect(await updatesTo(side.email)).toHaveLength(1);
    await bookPhoneInterview(side.submission, 7);
    expect(await updatesTo(side.email)).toEqual([]);
    const invitations = await database(OUTBOX_TABLE).where({ kind: 'interview-invitation', to: side.email });
    expect(invitations).toHaveLength(1);
    // A later move is told again.
    await moveSubmission(side.submission, { to: 'offered' });
    expect(await updatesTo(side.email)).toHaveLength(1);
  });

  it('acknowledges the candidate’s withdrawal, and names the agency for a confidential job', async () => {
    const { job, name: company } = await createClientJob('Secret', { confidential: true });
    const side = await createSubmission(job, { fullName: 'Dana Levi' });
    await moveSubmission(side.submission, {
      to: 'ended',
      reason: 'candidate-withdrew',
      comment: 'Took a counter-offer.',
    });
    const [row] = await updatesTo(side.email);
    expect(row.text).toContain('We have recorded that you withdrew your application');
    expect(row.text).toContain(`at ${SITE_NAME}`);
    expect(row.text).not.toContain(company);
    expect(row.text).not.toContain('counter-offer');
  });

  it('tells a sourced candidate, who never applied, nothing', async () => {
    const { job } = await createClientJob('Sourced');
    const email = uniqueAddress('sourced-candidate');
    const first = await createJob();
    await createApplication(first.documentId, { email, fullName: `Sourced ${randomBytes(3).toString('hex')}` });
    await database('candidates').where({ email }).update({ legal_basis: 'consent' });
    const found = await api('GET', `/candidates?q=${encodeURIComponent(email)}`, { token: admin });
    const added = await api('POST', `/candidates/${found.body.data[0].documentId}/applications`, {
      token: admin,
      json: { data: { job } },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const application = added.body.data.added[0].documentId as string;
    const submitted = await api('POST', `/job-applications/${application}/submissions`, {
      token: admin,
      json: { data: { summary: 'Found on the pool.' } },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    await moveSubmission(submitted.body.data.documentId, { to: 'interviewing' });
    expect(await updatesTo(email)).toEqual([]);
  });

  it('is sent by the outbox once due', async () => {
    mailbox = await openMailbox();
    const { job, title } = await createClientJob('Sent');
    const side = await createSubmission(job, { fullName: 'Dana Levi' });
    await moveSubmission(side.submission, { to: 'offered' });
    const [row] = await updatesTo(side.email);
    // Not due yet: the worker leaves it.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await updatesTo(side.email))[0].status).toBe('pending');
    // The delay has passed.
    await database(OUTBOX_TABLE)
      .where({ id: row.id })
      .update({ next_attempt_at: new Date(Date.now() - 1000) });
    // The application's confirmation went at once; of the news, only the latest (the offer) goes.
    const isNews = (mail: ParsedMail) =>
      recipients(mail).includes(side.email) && !mail.subject?.startsWith('Your application for');
    const message = await mailbox.waitFor(isNews);
    expect(message.subject).toBe(`You have an offer: ${title} — ${SITE_NAME}`);
    expect(message.text).toContain('Your recruiter will be in touch');
    expect(message.text).toMatch(/\/my-application\/[A-Za-z0-9_-]{43}/);
    expect(mailbox.messages.filter(isNews)).toHaveLength(1);
    expect((await updatesTo(side.email))[0].status).toBe('sent');
  });
});

describe("the Admin's delay", () => {
  it('is read and changed by an Admin, and moves the due time of the next news', async () => {
    const shown = await api('GET', '/agency-settings', { token: admin });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({ candidateUpdateDelayMinutes: CANDIDATE_UPDATE_DELAY_DEFAULT_MINUTES });

    const changed = await setDelay(240);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toEqual({ candidateUpdateDelayMinutes: 240 });
    expect((await api('GET', '/agency-settings', { token: admin })).body.data.candidateUpdateDelayMinutes).toBe(240);

    const { job } = await createClientJob('Delay');
    const side = await createSubmission(job, { fullName: 'Dana Levi' });
    expect(minutesAfterCreation((await updatesTo(side.email))[0])).toBe(240);

    expect((await setDelay(0)).status).toBe(200);
    await moveSubmission(side.submission, { to: 'interviewing' });
    const rows = await updatesTo(side.email);
    expect(rows).toHaveLength(1);
    expect(minutesAfterCreation(rows[0])).toBe(0);
  });

  it('refuses a delay out of 0–10080 minutes, in words', async () => {
    for (const wrong of [-1, 10_081, 1.5, '', 'soon', null, true]) {
      const refused = await setDelay(wrong);
      expectError(refused, 400, /candidateUpdateDelayMinutes/);
      expect(refused.body.error.details.errors[0].message).toBe(CANDIDATE_UPDATE_DELAY_MESSAGE);
    }
    expectError(
      await api('PUT', '/agency-settings', {
        token: admin,
        json: { data: { candidateUpdateDelayMinutes: 5, other: 1 } },
      }),
      400,
    );
    expect((await api('GET', '/agency-settings', { token: admin })).body.data.candidateUpdateDelayMinutes).toBe(
      CANDIDATE_UPDATE_DELAY_DEFAULT_MINUTES,
    );
  });

  it('is an Admin’s alone: a Recruiter, an Editor and a visitor can neither read nor change it', async () => {
    for (const [who, token] of [
      ['recruiter', await loginAsRecruiter()],
      ['editor', await loginAsEditor()],
      ['visitor', undefined],
    ] as const) {
      expect((await api('GET', '/agency-settings', { token })).status, who).toBe(403);
      const changed = await api('PUT', '/agency-settings', {
        token,
        json: { data: { candidateUpdateDelayMinutes: 5 } },
      });
      expect(changed.status, `${who} ${JSON.stringify(changed.body)}`).toBe(403);
    }
    expect((await api('GET', '/agency-settings', { token: admin })).body.data.candidateUpdateDelayMinutes).toBe(
      CANDIDATE_UPDATE_DELAY_DEFAULT_MINUTES,
    );
  });
});
