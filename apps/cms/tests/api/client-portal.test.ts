import { createHash, randomBytes } from 'crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_LINK_INVALID_MESSAGE,
  CLIENT_LINK_SENT_MESSAGE,
  CLIENT_SESSION_ENDED_MESSAGE,
  CLIENT_SESSION_HEADER,
  SITE_NAME,
} from '@agency/contract';
import type { Connection } from '../../src/lib/database-types';
import { OUTBOX_TABLE } from '../../src/lib/outbox';
import { openCmsDatabase } from './database';
import { pdfBytes } from './fixtures';
import {
  api,
  cmsUrl,
  createApplication,
  createJob,
  expectError,
  loginAsAdmin,
  loginAsEditor,
  loginAsRecruiter,
  submitApplication,
  unique,
  uniqueAddress,
  validApplication,
  type ApiResponse,
} from './helpers';

/**
 * Submissions and the client portal (docs/024-employers.md "Submissions and the client portal", issue 22) against the
 * real CMS: staff submit an applicant to the client of the job; the client's contact signs in with a single-use link
 * read from the outbox, sees only their client's submitted candidates and answers; every door to another client's data,
 * to staff routes and to a withdrawn submission is tried as an attacker would, with the session and without.
 */

const SITE = 'http://localhost:3000';

let admin: string;
let database: Connection;

beforeAll(async () => {
  admin = await loginAsAdmin();
  database = openCmsDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A new client named `name`. @returns its documentId. */
async function newClient(name: string): Promise<string> {
  const response = await api('POST', '/clients', { token: admin, json: { data: { name } } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.documentId as string;
}

/** A new contact of `client`. @returns its documentId, name and address. */
async function newContact(client: string, label: string) {
  const fullName = `${label} Contact ${randomBytes(3).toString('hex')}`;
  const email = uniqueAddress(`${label}-contact`);
  const response = await api('POST', `/clients/${client}/contacts`, {
    token: admin,
    json: { data: { fullName, email } },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { documentId: response.body.data.documentId as string, fullName, email };
}

/** A job asking one knockout question, for the client of `company`. */
const jobOf = (company: string, label: string, data: Record<string, unknown> = {}) =>
  createJob({
    company,
    title: unique(`${label} Site Engineer`),
    screeningQuestions: [
      {
        id: 'licence',
        kind: 'yes-no',
        label: 'Do you hold a UAE driving licence?',
        required: true,
        options: [],
        knockout: { accepted: ['yes'] },
      },
    ],
    ...data,
  });

/** An application to `job` with its own name, address and cover letter, answering the job's question. */
async function applicant(job: string, label: string) {
  const fullName = unique(`${label} Candidate`);
  const email = uniqueAddress(`${label}-candidate`);
  const coverLetter = unique(`${label} private cover letter`);
  const documentId = await createApplication(job, {
    fullName,
    email,
    coverLetter,
    phone: '+971 50 123 4567',
    screening: { licence: 'no' },
  });
  return { documentId, fullName, email, coverLetter };
}

/** POST /job-applications/:documentId/submissions as `token`. */
const submit = (application: string, summary: unknown, token = admin) =>
  api('POST', `/job-applications/${application}/submissions`, { token, json: { data: { summary } } });

/** Submits `application` and asserts the 201. @returns the submission's documentId. */
async function submitted(application: string, summary: string, token = admin): Promise<string> {
  const response = await submit(application, summary, token);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  expect(response.body.data).toEqual({ documentId: expect.any(String), submittedAt: expect.any(String) });
  return response.body.data.documentId as string;
}

/** A client with a contact, a job and one applicant submitted to it. */
async function clientWithSubmission(label: string) {
  const name = unique(`${label} Holdings`);
  const client = await newClient(name);
  const contact = await newContact(client, label);
  const job = await jobOf(name, label);
  const person = await applicant(job.documentId, label);
  const summary = unique(`${label} summary: strong site experience`);
  const submission = await submitted(person.documentId, summary);
  return { name, client, contact, job, person, summary, submission };
}

/** The staff's view of an application. */
async function staffView(documentId: string) {
  const response = await api('GET', `/job-applications/${documentId}`, { token: admin });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/** Sends a request to the CMS with the client session `session` (and, when given, a bearer token), as the web app does. */
async function portal(
  method: string,
  path: string,
  session: string | null,
  { json, bearer }: { json?: unknown; bearer?: string } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  if (session !== null) headers[CLIENT_SESSION_HEADER] = session;
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${cmsUrl()}/api${path}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  const text = bytes.toString('utf8');
  return { status: response.status, headers: response.headers, body: isJson && text ? JSON.parse(text) : text, bytes };
}

/** POST /client-portal/sign-in-links for `email`, as the visitor `client` (X-Forwarded-For). */
async function requestLink(email: unknown, client = '192.0.2.10'): Promise<ApiResponse & { ms: number }> {
  const started = Date.now();
  const response = await fetch(`${cmsUrl()}/api/client-portal/sign-in-links`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: JSON.stringify({ data: { email } }),
  });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    headers: response.headers,
    body: isJson && text ? JSON.parse(text) : text,
    bytes: Buffer.from(text),
    ms: Date.now() - started,
  };
}

/** The sign-in link e-mails to `email` in the outbox, oldest first. */
const linkEmails = (email: string): Promise<Array<{ to: string; subject: string; text: string }>> =>
  database(OUTBOX_TABLE)
    .where({ kind: 'client-sign-in-link', to: email })
    .orderBy('id')
    .select('to', 'subject', 'text');

/** The token of a sign-in link e-mail's text. */
function tokenIn(text: string): string {
  const found = /\/client\/sign-in\?token=([A-Za-z0-9_-]{43})/.exec(text);
  expect(found, text).not.toBeNull();
  return found![1];
}

/** Asks for a link for `email` and reads its token from the newest e-mail. */
async function freshLink(email: string): Promise<string> {
  expect((await requestLink(email)).status).toBe(202);
  const emails = await linkEmails(email);
  return tokenIn(emails.at(-1)!.text);
}

const exchange = (token: unknown) => api('POST', '/client-portal/sessions', { json: { data: { token } } });

/** A session of the contact of `email` (a link asked for and used). */
async function sessionOf(email: string): Promise<string> {
  const response = await exchange(await freshLink(email));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.session as string;
}

/** The audit entries of `subjectId`, oldest first. */
async function auditOf(subjectId: string) {
  const response = await api('GET', `/audit-entries?filters[subjectId][$eq]=${subjectId}&sort[0]=id:asc`, {
    token: admin,
  });
  expect(response.status).toBe(200);
  return response.body.data as Array<{ action: string; actor: string; details: unknown; jobDocumentId: string | null }>;
}

describe('staff submit an applicant to the client of the job', () => {
  it('stores the submission with its summary, shows it on the application and counts it on the client page', async () => {
    const name = unique('Falcon Builders');
    const client = await newClient(name);
    const job = await jobOf(name, 'Falcon');
    const person = await applicant(job.documentId, 'Falcon');

    const summary = 'Eight years on site in Dubai.\nAvailable in a month.';
    const submission = await submitted(person.documentId, `  ${summary}  `);
    const view = await staffView(person.documentId);
    expect(view.submissions).toEqual([
      {
        documentId: submission,
        submittedAt: expect.any(String),
        submittedBy: 'admin',
        summary,
        withdrawnAt: null,
        answers: [],
        // Its stage (docs/025-placements.md "Stages").
        stage: 'submitted',
        round: 0,
        outcomeReason: null,
        outcomeComment: '',
        stageMoves: [],
      },
    ]);
    const page = await api('GET', `/clients/${client}`, { token: admin });
    expect(page.body.data.jobs).toEqual([expect.objectContaining({ documentId: job.documentId, submissions: 1 })]);

    const audit = await auditOf(submission);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'submission-create', actor: 'admin', jobDocumentId: job.documentId }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(person.fullName);
    expect(JSON.stringify(audit)).not.toContain(person.email);
  });

  it('tells each contact of the client that a candidate waits in the portal, without naming the candidate', async () => {
    const name = unique('Oasis Logistics');
    const client = await newClient(name);
    const first = await newContact(client, 'Oasis');
    const second = await newContact(client, 'Oasis');
    const job = await jobOf(name, 'Oasis');
    const person = await applicant(job.documentId, 'Oasis');
    await submitted(person.documentId, 'Strong logistics planner.');
    const sent = await database(OUTBOX_TABLE)
      .where({ kind: 'client-submission' })
      .whereIn('to', [first.email, second.email])
      .select('to', 'subject', 'text');
    expect(sent.map((row: { to: string }) => row.to).sort()).toEqual([first.email, second.email].sort());
    for (const row of sent as Array<{ subject: string; text: string }>) {
      expect(row.subject).toContain(job.title);
      expect(row.text).toContain('/client');
      expect(row.text).not.toContain(person.fullName);
      expect(row.text).not.toContain(person.email);
    }
  });

  it('refuses a second submission of the same application with a 409, also two at once', async () => {
    const name = unique('Gulf Marine');
    await newClient(name);
    const job = await jobOf(name, 'Marine');
    const person = await applicant(job.documentId, 'Marine');
    await submitted(person.documentId, 'First time.');
    expectError(await submit(person.documentId, 'Again.'), 409, 'This applicant was submitted to the client already.');

    const other = await applicant(job.documentId, 'Marine');
    const both = await Promise.all([submit(other.documentId, 'One.'), submit(other.documentId, 'Two.')]);
    expect(both.map((response) => response.status).sort()).toEqual([201, 409]);
    expect((await staffView(other.documentId)).submissions).toHaveLength(1);
  });

  it('refuses a sourced candidate without recorded consent, a missing summary and an unknown application', async () => {
    const name = unique('Oasis Retail');
    await newClient(name);
    const first = await createJob();
    const target = await jobOf(name, 'Oasis');
    const email = uniqueAddress('sourced');
    const applied = await submitApplication(
      validApplication(first.documentId, { email, fullName: unique('Sourced Person') }),
      { bytes: pdfBytes(unique('Sourced resume')), name: 'cv.pdf', type: 'application/pdf' },
    );
    expect(applied.status).toBe(201);
    const found = await api('GET', `/candidates?q=${encodeURIComponent(email)}`, { token: admin });
    const added = await api('POST', `/candidates/${found.body.data[0].documentId}/applications`, {
      token: admin,
      json: { data: { job: target.documentId } },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const sourced = added.body.data.added[0].documentId as string;

    expectError(
      await submit(sourced, 'Found on a job board.'),
      400,
      'A candidate added by staff can be submitted only with their recorded consent.',
    );
    expect((await staffView(sourced)).submissions).toEqual([]);

    const person = await applicant(target.documentId, 'Oasis');
    const missing = await submit(person.documentId, '   ');
    expectError(missing, 400);
    expect(missing.body.error.details.errors).toEqual([expect.objectContaining({ path: ['summary'] })]);
    expectError(await submit(person.documentId, 'x'.repeat(2001)), 400);
    expectError(await submit('nosuchapplication00000000', 'A summary.'), 404);
  });

  it('lets a Recruiter submit to their own jobs only, and refuses an Editor', async () => {
    const recruiter = await loginAsRecruiter();
    const me = await api('GET', '/users/me', { token: recruiter });
    const name = unique('Pearl Hotels');
    await newClient(name);
    const theirs = await jobOf(name, 'Pearl', { owner: me.body.id });
    const admins = await jobOf(name, 'Pearl');
    const onTheirs = await applicant(theirs.documentId, 'Pearl');
    const onAdmins = await applicant(admins.documentId, 'Pearl');

    expectError(await submit(onTheirs.documentId, 'A summary.', await loginAsEditor()), 403);
    expectError(await submit(onAdmins.documentId, 'A summary.', recruiter), 403);
    const submission = await submitted(onTheirs.documentId, 'A summary.', recruiter);
    expect((await staffView(onTheirs.documentId)).submissions[0].submittedBy).toBe(me.body.username);
    expectError(await api('POST', `/submissions/${submission}/withdraw`, { token: await loginAsEditor() }), 403);
    expect((await staffView(onAdmins.documentId)).submissions).toEqual([]);
  });

  it('withdraws a submission once (a second withdrawal changes nothing), after which it may be submitted again', async () => {
    const name = unique('Dune Logistics');
    const client = await newClient(name);
    const job = await jobOf(name, 'Dune');
    const person = await applicant(job.documentId, 'Dune');
    const first = await submitted(person.documentId, 'First.');

    const withdrawn = await api('POST', `/submissions/${first}/withdraw`, { token: admin });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.data).toEqual({ documentId: first, withdrawnAt: expect.any(String) });
    const again = await api('POST', `/submissions/${first}/withdraw`, { token: admin });
    expect(again.body.data).toEqual(withdrawn.body.data);
    expect((await auditOf(first)).map((entry) => entry.action)).toEqual(['submission-create', 'submission-withdraw']);
    expectError(await api('POST', '/submissions/nosuchsubmission000000000/withdraw', { token: admin }), 404);
    const page = await api('GET', `/clients/${client}`, { token: admin });
    expect(page.body.data.jobs[0].submissions).toBe(0);

    const second = await submitted(person.documentId, 'Second.');
    expect((await staffView(person.documentId)).submissions).toEqual([
      expect.objectContaining({ documentId: first, summary: 'First.', withdrawnAt: withdrawn.body.data.withdrawnAt }),
      expect.objectContaining({ documentId: second, summary: 'Second.', withdrawnAt: null }),
    ]);
  });

  it('deletes the submissions with the application, and exports and erases them with the applicant’s data', async () => {
    const side = await clientWithSubmission('Erased');
    const exported = await api('POST', '/personal-data/export', {
      token: admin,
      json: { data: { email: side.person.email } },
    });
    expect(exported.status).toBe(200);
    const json = JSON.parse(strFromU8(unzipSync(new Uint8Array(exported.bytes))['personal-data.json']));
    expect(json.applications[0].submissions).toEqual([
      expect.objectContaining({ documentId: side.submission, summary: side.summary, answers: [] }),
    ]);

    const erased = await api('POST', '/personal-data/erase', {
      token: admin,
      json: { data: { email: side.person.email } },
    });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    const [{ count }] = await database('submissions').where({ document_id: side.submission }).count({ count: '*' });
    expect(Number(count)).toBe(0);

    const other = await clientWithSubmission('Deleted');
    expect((await api('DELETE', `/job-applications/${other.person.documentId}`, { token: admin })).status).toBe(204);
    const [{ count: left }] = await database('submissions')
      .where({ document_id: other.submission })
      .count({ count: '*' });
    expect(Number(left)).toBe(0);
  });
});

describe('a client contact’s sign-in', () => {
  it('e-mails a single-use link, stored as a hash, that opens a session of 8 hours once', async () => {
    const side = await clientWithSubmission('Signin');
    const asked = await requestLink(side.contact.email.toUpperCase());
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ data: { message: CLIENT_LINK_SENT_MESSAGE }, meta: {} });
    const [mail] = await linkEmails(side.contact.email);
    expect(mail.text).toContain(`${SITE}/client/sign-in?token=`);
    expect(mail.text).toContain('15 minutes');
    expect(mail.text).toContain(SITE_NAME);
    const token = tokenIn(mail.text);
    const links = await database('client_sign_in_links').select('token_hash');
    expect(links.map((row) => row.token_hash)).toContain(sha256(token));
    expect(JSON.stringify(links)).not.toContain(token);

    const opened = await exchange(token);
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(opened.body.data).toEqual({
      session: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(String),
      contact: { fullName: side.contact.fullName },
      client: { name: side.name },
    });
    const hours = (new Date(opened.body.data.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
    const sessions = await database('client_sessions').select('token_hash');
    expect(sessions.map((row) => row.token_hash)).toContain(sha256(opened.body.data.session));
    expect(JSON.stringify(sessions)).not.toContain(opened.body.data.session);

    const me = await portal('GET', '/client-portal/me', opened.body.data.session);
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual({
      contact: { fullName: side.contact.fullName, email: side.contact.email },
      client: { name: side.name },
    });
    expect(me.headers.get('cache-control')).toBe('private, no-store');

    const reused = await exchange(token);
    expectError(reused, 400, CLIENT_LINK_INVALID_MESSAGE);
    expect(reused.body.error.details.errors).toEqual([
      { path: ['token'], message: CLIENT_LINK_INVALID_MESSAGE, name: 'ValidationError' },
    ]);
  });

  it('refuses an expired, a tampered, an unknown, a malformed and a replaced link with one answer', async () => {
    const side = await clientWithSubmission('Expired');
    const token = await freshLink(side.contact.email);
    const [row] = await database('client_sign_in_links')
      .where({ token_hash: sha256(token) })
      .select('id', 'expires_at');
    const past = Date.now() - 1000;
    // The column as Strapi writes it (milliseconds on SQLite, or text; a timestamp on PostgreSQL).
    await database('client_sign_in_links')
      .where({ id: row.id })
      .update({ expires_at: typeof row.expires_at === 'number' ? past : new Date(past).toISOString() });
    expectError(await exchange(token), 400, CLIENT_LINK_INVALID_MESSAGE);

    const older = await freshLink(side.contact.email);
    const tampered = `${older.slice(0, -1)}${older.endsWith('A') ? 'B' : 'A'}`;
    expectError(await exchange(tampered), 400, CLIENT_LINK_INVALID_MESSAGE);
    expectError(await exchange(randomBytes(32).toString('base64url')), 400, CLIENT_LINK_INVALID_MESSAGE);
    expectError(await exchange('not a token'), 400, CLIENT_LINK_INVALID_MESSAGE);
    expectError(await exchange(undefined), 400, CLIENT_LINK_INVALID_MESSAGE);

    // A newer link ends the older one.
    const newer = await freshLink(side.contact.email);
    expectError(await exchange(older), 400, CLIENT_LINK_INVALID_MESSAGE);
    expect((await exchange(newer)).status).toBe(201);
  });

  it('makes one session of two uses of a link at once', async () => {
    const side = await clientWithSubmission('Twice');
    const token = await freshLink(side.contact.email);
    const both = await Promise.all([exchange(token), exchange(token)]);
    expect(both.map((response) => response.status).sort()).toEqual([201, 400]);
  });

  it('answers an unknown address the same, in about the same time, and sends nothing', async () => {
    const side = await clientWithSubmission('Known');
    const stranger = uniqueAddress('stranger');
    const known = await requestLink(side.contact.email);
    const unknown = await requestLink(stranger);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.ms).toBeGreaterThanOrEqual(390);
    expect(unknown.ms).toBeGreaterThanOrEqual(390);
    expect(await linkEmails(stranger)).toEqual([]);
    const [{ count }] = await database(OUTBOX_TABLE).where('text', 'like', `%${stranger}%`).count({ count: '*' });
    expect(Number(count)).toBe(0);
    expectError(await requestLink('not an address'), 400);
  });

  it('sends at most 3 links to one address an hour: the 4th request gets the same answer and no e-mail', async () => {
    const side = await clientWithSubmission('Storm');
    const answers = [];
    for (let sent = 0; sent < 4; sent += 1) answers.push(await requestLink(side.contact.email));
    for (const answer of answers)
      expect(answer.body).toEqual({ data: { message: CLIENT_LINK_SENT_MESSAGE }, meta: {} });
    expect(await linkEmails(side.contact.email)).toHaveLength(3);
  });

  it('limits the link requests of one client like the other public forms (429, nothing sent)', async () => {
    const side = await clientWithSubmission('Limited');
    const client = `198.51.100.${200 + (randomBytes(1)[0] % 50)}`;
    // Use up the client's allowance of public forms with requests refused for their content (every request counts).
    const limit = 1000;
    for (let sent = 0; sent < limit; sent += 50) {
      const batch = Array.from({ length: Math.min(50, limit - sent) }, () =>
        fetch(`${cmsUrl()}/api/contacts`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
          body: JSON.stringify({ data: {} }),
        }).then((response) => response.arrayBuffer()),
      );
      await Promise.all(batch);
    }
    const refused = await requestLink(side.contact.email, client);
    expectError(refused, 429);
    expect(await linkEmails(side.contact.email)).toEqual([]);
  });
});

describe('what a client contact sees and answers', () => {
  it('lists their client’s jobs with submissions, shows the candidates without private data, and takes an answer', async () => {
    const side = await clientWithSubmission('Answer');
    const second = await applicant(side.job.documentId, 'Answer');
    const secondSubmission = await submitted(second.documentId, 'Another good one.');
    const notSubmitted = await applicant(side.job.documentId, 'Answer');
    const session = await sessionOf(side.contact.email);

    const jobs = await portal('GET', '/client-portal/jobs', session);
    expect(jobs.status, JSON.stringify(jobs.body)).toBe(200);
    expect(jobs.body.data).toEqual([
      { documentId: side.job.documentId, title: side.job.title, status: 'open', submissions: 2, awaiting: 2 },
    ]);

    const job = await portal('GET', `/client-portal/jobs/${side.job.documentId}`, session);
    expect(job.status, JSON.stringify(job.body)).toBe(200);
    expect(job.body.data).toEqual({
      documentId: side.job.documentId,
      title: side.job.title,
      submissions: [
        {
          documentId: side.submission,
          candidate: { fullName: side.person.fullName },
          summary: side.summary,
          submittedAt: expect.any(String),
          screeningAnswers: [
            { id: 'licence', kind: 'yes-no', label: 'Do you hold a UAE driving licence?', value: 'no' },
          ],
          resume: { name: expect.stringMatching(/\.pdf$/), size: expect.any(Number) },
          answers: [],
        },
        expect.objectContaining({ documentId: secondSubmission, candidate: { fullName: second.fullName } }),
      ],
    });
    const text = JSON.stringify(job.body);
    for (const hidden of [
      side.person.email,
      side.person.coverLetter,
      '+971 50 123 4567',
      notSubmitted.fullName,
      'knockout',
      'meets',
      'admin',
    ]) {
      expect(text, hidden).not.toContain(hidden);
    }

    const answered = await portal('POST', `/client-portal/submissions/${side.submission}/answers`, session, {
      json: { data: { answer: 'interview', comment: 'Tuesday at 10 suits us.' } },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    expect(answered.body.data).toEqual({ answeredAt: expect.any(String) });

    const staff = await staffView(side.person.documentId);
    expect(staff.submissions[0].answers).toEqual([
      {
        answer: 'interview',
        reason: '',
        comment: 'Tuesday at 10 suits us.',
        contactDocumentId: side.contact.documentId,
        contactName: side.contact.fullName,
        answeredAt: answered.body.data.answeredAt,
      },
    ]);
    const after = await portal('GET', `/client-portal/jobs/${side.job.documentId}`, session);
    expect(after.body.data.submissions[0].answers).toEqual([
      {
        answer: 'interview',
        reason: '',
        comment: 'Tuesday at 10 suits us.',
        contactName: side.contact.fullName,
        answeredAt: answered.body.data.answeredAt,
      },
    ]);
    expect((await portal('GET', '/client-portal/jobs', session)).body.data[0]).toMatchObject({ awaiting: 1 });

    // The job's owner (the Admin who created it) hears of it, with the link to the application.
    const owner = await api('GET', '/users/me', { token: admin });
    const mails = await database(OUTBOX_TABLE)
      .where({ kind: 'client-answer' })
      .andWhere('text', 'like', `%${side.person.fullName}%`)
      .select('to', 'text');
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(owner.body.email);
    expect(mails[0].text).toContain(side.contact.fullName);
    expect(mails[0].text).toContain('Interview');
    expect(mails[0].text).toContain(side.job.title);
    expect(mails[0].text).toContain(`${SITE}/admin/applications?`);
    expect(mails[0].text).toContain(`view=${side.person.documentId}`);
    const audit = await auditOf(side.submission);
    expect(audit.at(-1)).toMatchObject({
      action: 'client-answer',
      actor: `client-contact:${side.contact.documentId}`,
      details: { contact: side.contact.documentId, answer: 'interview' },
    });

    const noReason = await portal('POST', `/client-portal/submissions/${secondSubmission}/answers`, session, {
      json: { data: { answer: 'not-a-fit' } },
    });
    expectError(noReason, 400);
    expect(noReason.body.error.details.errors).toEqual([expect.objectContaining({ path: ['reason'] })]);
    const notAFit = await portal('POST', `/client-portal/submissions/${secondSubmission}/answers`, session, {
      json: { data: { answer: 'not-a-fit', reason: 'salary', comment: '' } },
    });
    expect(notAFit.status).toBe(201);
    expectError(
      await portal('POST', `/client-portal/submissions/${secondSubmission}/answers`, session, {
        json: { data: { answer: 'hire-now' } },
      }),
      400,
    );
  });

  it('downloads a submitted candidate’s resume, each download in the audit', async () => {
    const side = await clientWithSubmission('Resume');
    const session = await sessionOf(side.contact.email);
    const download = await portal('GET', `/client-portal/submissions/${side.submission}/resume`, session);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename=".*\.pdf"$/);
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    const staffCopy = await api('GET', `/job-applications/${side.person.documentId}/resume`, { token: admin });
    expect(download.bytes.equals(staffCopy.bytes)).toBe(true);

    const audit = await auditOf(side.submission);
    const entry = audit.find((item) => item.action === 'client-resume-download');
    expect(entry).toMatchObject({
      actor: `client-contact:${side.contact.documentId}`,
      details: { contact: side.contact.documentId },
      jobDocumentId: side.job.documentId,
    });
    for (const personal of [side.contact.fullName, side.contact.email, side.person.fullName, side.person.email]) {
      expect(JSON.stringify(audit)).not.toContain(personal);
    }
  });
});

describe('isolation between clients (issue 22)', () => {
  it('refuses contact A every door to client B, to a withdrawn submission and to staff routes', async () => {
    const a = await clientWithSubmission('Alpha');
    const b = await clientWithSubmission('Bravo');
    // B's job closed once submitted: its title is then public nowhere, so no answer may carry it.
    const closed = await api('PUT', `/jobs/${b.job.documentId}`, {
      token: admin,
      json: { data: { status: 'closed' } },
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const withdrawnPerson = await applicant(a.job.documentId, 'Alpha');
    const withdrawn = await submitted(withdrawnPerson.documentId, unique('Alpha withdrawn summary'));
    expect((await api('POST', `/submissions/${withdrawn}/withdraw`, { token: admin })).status).toBe(200);
    const session = await sessionOf(a.contact.email);
    const randomBearer = randomBytes(24).toString('base64url');

    const secrets = [b.job.title, b.person.fullName, b.summary, b.name, withdrawnPerson.fullName];
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `/client-portal/jobs/${b.job.documentId}`],
      ['GET', `/client-portal/jobs/${b.job.id}`],
      ['GET', `/client-portal/jobs/${a.job.id}`],
      ['GET', `/client-portal/submissions/${b.submission}/resume`],
      ['POST', `/client-portal/submissions/${b.submission}/answers`, { data: { answer: 'offer' } }],
      ['GET', `/client-portal/submissions/${withdrawn}/resume`],
      ['POST', `/client-portal/submissions/${withdrawn}/answers`, { data: { answer: 'offer' } }],
      ['GET', '/client-portal/jobs/nosuchjob0000000000000000'],
    ];
    for (const [method, path, json] of attempts) {
      const response = await portal(method, path, session, { json });
      expect(response.status, `${method} ${path}`).toBe(404);
      for (const secret of secrets) expect(response.bytes.toString(), `${method} ${path}`).not.toContain(secret);
    }
    // A's own view holds neither B's candidate nor the withdrawn one.
    const own = await portal('GET', `/client-portal/jobs/${a.job.documentId}`, session);
    expect(own.body.data.submissions.map((item: { documentId: string }) => item.documentId)).toEqual([a.submission]);
    const list = await portal('GET', '/client-portal/jobs', session);
    expect(list.body.data.map((job: { documentId: string }) => job.documentId)).toEqual([a.job.documentId]);
    for (const response of [own, list])
      for (const secret of secrets) expect(response.bytes.toString()).not.toContain(secret);
    // Query parameters widen nothing: refused.
    expectError(await portal('GET', '/client-portal/jobs?populate=*', session), 400);
    expectError(await portal('GET', `/client-portal/jobs/${a.job.documentId}?fields[0]=email`, session), 400);

    // Staff routes: the session header gives nothing (a visitor's answer), a random bearer token is refused.
    for (const path of [
      '/job-applications',
      '/clients',
      `/clients/${b.client}`,
      `/job-applications/${b.person.documentId}`,
    ]) {
      const withSession = await portal('GET', path, session);
      expect(withSession.status, path).toBe(403);
      for (const secret of secrets) expect(withSession.bytes.toString(), path).not.toContain(secret);
      expect((await portal('GET', path, session, { bearer: randomBearer })).status, path).toBe(401);
    }
    // The public job list stays the visitors' list: the session adds nothing to it, and B's closed job is not there.
    const publicJobs = await portal('GET', '/jobs?populate=*', session);
    const visitorJobs = await portal('GET', '/jobs?populate=*', null);
    expect(publicJobs.status).toBe(200);
    expect(publicJobs.body).toEqual(visitorJobs.body);
    for (const secret of secrets) expect(publicJobs.bytes.toString()).not.toContain(secret);
    expect((await portal('GET', '/jobs?populate=*', session, { bearer: randomBearer })).status).toBe(401);

    // A staff token opens nothing of the portal.
    for (const path of ['/client-portal/me', '/client-portal/jobs', `/client-portal/jobs/${a.job.documentId}`]) {
      const response = await portal('GET', path, null, { bearer: admin });
      expectError(response, 401, CLIENT_SESSION_ENDED_MESSAGE);
      expect(response.body.error.name).toBe('UnauthorizedError');
    }
    // Nor does a session that is no session.
    for (const header of ['', 'not-a-session', randomBytes(32).toString('base64url')]) {
      expectError(await portal('GET', '/client-portal/jobs', header), 401, CLIENT_SESSION_ENDED_MESSAGE);
    }
  });

  it('ends the session at sign-out and when staff remove the contact (with their links and sessions)', async () => {
    const side = await clientWithSubmission('Ending');
    const first = await sessionOf(side.contact.email);
    const second = await sessionOf(side.contact.email);
    const out = await portal('DELETE', '/client-portal/sessions/current', first);
    expect(out.status).toBe(204);
    expectError(await portal('GET', '/client-portal/me', first), 401, CLIENT_SESSION_ENDED_MESSAGE);
    expect((await portal('GET', '/client-portal/me', second)).status).toBe(200);

    const pending = await freshLink(side.contact.email);
    const removed = await api('DELETE', `/client-contacts/${side.contact.documentId}`, { token: admin });
    expect(removed.status).toBe(204);
    expectError(await portal('GET', '/client-portal/jobs', second), 401, CLIENT_SESSION_ENDED_MESSAGE);
    expectError(await exchange(pending), 400, CLIENT_LINK_INVALID_MESSAGE);
    for (const table of ['client_sign_in_links', 'client_sessions']) {
      const rows = await database(table)
        .whereIn('token_hash', [sha256(first), sha256(second), sha256(pending)])
        .count({ count: '*' });
      expect(Number(rows[0].count), table).toBe(0);
    }
  });

  it('ends the session when the contact’s personal data is erased', async () => {
    const side = await clientWithSubmission('Forgotten');
    const session = await sessionOf(side.contact.email);
    const erased = await api('POST', '/personal-data/erase', {
      token: admin,
      json: { data: { email: side.contact.email } },
    });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expectError(await portal('GET', '/client-portal/me', session), 401, CLIENT_SESSION_ENDED_MESSAGE);
    const [{ count }] = await database('client_sessions')
      .where({ token_hash: sha256(session) })
      .count({ count: '*' });
    expect(Number(count)).toBe(0);
  });
});
