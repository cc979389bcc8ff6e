import { createHmac, hkdfSync } from 'crypto';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CANDIDATE_LEGAL_BASIS_FOR_PERSON, MY_DATA_LINK_DAYS, talentPoolConsentText } from '@agency/contract';
import type { Connection } from '../../src/lib/database-types';
import { htmlBytes, pdfOfSize } from './fixtures';
import {
  api,
  applicationForm,
  createApplication,
  createJob,
  expectError,
  loginAsAdmin,
  loginAsEditor,
  loginAsRecruiter,
  pdfResume,
  resumeFiles,
  type FilePart,
  uniqueAddress,
} from './helpers';
import { openMailbox, recipients, type Mailbox } from './mailbox';
import { openCmsDatabase } from './database';

/**
 * "Add candidate" and the person's own data page (docs/023-talent-pool.md "Added by staff") against the real CMS, its
 * database and a real SMTP server: a recruiter adds a person with a resume and a legal basis, the person is e-mailed
 * the Art. 14 notice with a signed link, and with that link alone (as an attacker would call the CMS) sees, downloads
 * and erases their data. Refusals keep nothing: no candidate, no file, no e-mail.
 */

const SITE = 'http://localhost:3000';
const DAY_MS = 24 * 60 * 60 * 1000;

let mailbox: Mailbox;
let database: Connection;

beforeAll(async () => {
  mailbox = await openMailbox();
  database = openCmsDatabase();
});

afterAll(async () => {
  await mailbox?.close();
  await database?.destroy();
});

/** `POST /api/candidates` as staff send it: multipart `data` and `files.resume`. */
function addCandidate(token: string | undefined, data: Record<string, unknown>, ...resumes: FilePart[]) {
  return api('POST', '/candidates', { token, form: applicationForm(data, ...resumes) });
}

const intake = (email: string, overrides: Record<string, unknown> = {}) => ({
  fullName: 'Grace Hopper',
  email,
  phone: '+971 50 123 4567',
  country: 'ae',
  tags: 'COBOL, compilers',
  legalBasis: 'legitimate-interest',
  sourceNote: 'CV handed in at the Dubai careers fair',
  ...overrides,
});

/** The rows that would show anything was kept of `email`: candidates, applications, outbox messages. */
async function keptOf(email: string) {
  const count = async (table: string, column: string) =>
    Number((await database(table).where(column, email).count<Array<{ n: number | string }>>({ n: '*' }))[0].n);
  return {
    candidates: await count('candidates', 'email'),
    applications: await count('job_applications', 'email'),
    emails: await count('email_outbox', 'to'),
  };
}

/** The token of the notice's link in a message's text. */
function tokenIn(message: ParsedMail): string {
  const match = new RegExp(`${SITE}/my-data\\?token=([\\w.-]+)`).exec(message.text ?? '');
  expect(match, message.text).not.toBeNull();
  return decodeURIComponent(match![1]);
}

/** A link token signed as the CMS signs it (HKDF of its `JWT_SECRET`), for a link that has expired. */
function signedToken(documentId: string, expiresMs: number): string {
  const key = Buffer.from(hkdfSync('sha256', inject('jwtSecret'), 'northstar-my-data', 'my-data-link', 32));
  const body = Buffer.from(JSON.stringify({ c: documentId, e: expiresMs })).toString('base64url');
  return `${body}.${createHmac('sha256', key).update(`my-data:${body}`).digest('base64url')}`;
}

/** Adds a person as the demo recruiter and waits for their notice. @returns the candidate, the notice and its token. */
async function addedWithNotice(overrides: Record<string, unknown> = {}) {
  const email = uniqueAddress('intake');
  const response = await addCandidate(await loginAsRecruiter(), intake(email, overrides), pdfResume('Grace_CV.pdf'));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const documentId = response.body.data.documentId as string;
  const notice = await mailbox.waitFor((message) => recipients(message).includes(email));
  return { email, documentId, notice, token: tokenIn(notice) };
}

describe('POST /api/candidates (staff)', () => {
  it('adds the person with their resume, legal basis, who and when, audits it and e-mails the notice', async () => {
    const filesBefore = await resumeFiles();
    const before = Date.now();
    const { email, documentId, notice } = await addedWithNotice();

    const detail = await api('GET', `/candidates/${documentId}`, { token: await loginAsAdmin() });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      email,
      fullName: 'Grace Hopper',
      phone: '+971 50 123 4567',
      country: 'AE',
      tags: ['COBOL', 'compilers'],
      legalBasis: 'legitimate-interest',
      addedBy: inject('recruiterUser').username,
      addedSource: 'CV handed in at the Dubai careers fair',
      inTalentPool: false,
    });
    expect(new Date(detail.body.data.addedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(detail.body.data.resumes).toEqual([expect.objectContaining({ name: 'Grace_CV.pdf', job: null })]);
    expect((await resumeFiles()).length).toBe(filesBefore.length + 1);

    // Its text is queued like an application's resume.
    const record = detail.body.data.resumes[0].application as string;
    const held = await api('GET', `/job-applications/${record}`, { token: await loginAsAdmin() });
    expect(held.status).toBe(200);
    expect(held.body.data.resumeText).toEqual(expect.objectContaining({ state: expect.any(String) }));

    const audit = await api('GET', `/audit-entries?filters[subjectId][$eq]=${documentId}`, {
      token: await loginAsAdmin(),
    });
    expect(audit.body.data).toEqual([
      expect.objectContaining({ action: 'candidate-add', actor: inject('recruiterUser').username }),
    ]);
    expect(JSON.stringify(audit.body.data)).not.toContain(email);

    // GDPR Art. 14: who we are, what we hold, where from, the basis, how long, the rights, the link.
    const text = notice.text ?? '';
    expect(notice.subject).toMatch(/talent pool/i);
    expect(text).toContain('Northstar Talent');
    expect(text).toContain('your phone number');
    expect(text).toContain('CV handed in at the Dubai careers fair');
    expect(text).toContain(CANDIDATE_LEGAL_BASIS_FOR_PERSON['legitimate-interest']);
    expect(text).toContain('24 months');
    expect(text).toMatch(/erased/);
    expect(text).toMatch(new RegExp(`${SITE}/my-data\\?token=`));
    expect(text).not.toContain(encodeURIComponent(email));
  });

  it('records the pool consent when the legal basis is consent', async () => {
    const { email } = await addedWithNotice({ legalBasis: 'consent', sourceNote: '' });
    const row = (await database('candidates').where({ email }).first()) as Record<string, unknown>;
    expect(row.legal_basis).toBe('consent');
    expect(row.added_source).toBeNull();
    expect(row.pool_consent_text).toBe(talentPoolConsentText(24));
    expect(row.pool_consent_until).not.toBeNull();
  });

  it('refuses a bad file, a missing legal basis and a known address, keeping nothing', async () => {
    const token = await loginAsRecruiter();
    const filesBefore = await resumeFiles();

    const html = uniqueAddress('intake-html');
    const disguised = await addCandidate(token, intake(html), {
      bytes: htmlBytes(),
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    expectError(disguised, 400);
    expect(await keptOf(html)).toEqual({ candidates: 0, applications: 0, emails: 0 });

    const big = uniqueAddress('intake-big');
    expectError(await addCandidate(token, intake(big), { bytes: pdfOfSize(5 * 1024 * 1024 + 1), name: 'cv.pdf' }), 413);
    expect(await keptOf(big)).toEqual({ candidates: 0, applications: 0, emails: 0 });

    const none = uniqueAddress('intake-nofile');
    const noFile = await addCandidate(token, intake(none));
    expectError(noFile, 400, /resume/);

    const basis = uniqueAddress('intake-basis');
    const noBasis = await addCandidate(token, intake(basis, { legalBasis: undefined }), pdfResume());
    expectError(noBasis, 400, /legalBasis/);
    const oddBasis = await addCandidate(token, intake(basis, { legalBasis: 'because' }), pdfResume());
    expectError(oddBasis, 400, /legalBasis/);
    expect(await keptOf(basis)).toEqual({ candidates: 0, applications: 0, emails: 0 });

    expect(await resumeFiles()).toEqual(filesBefore);

    // An address that applied already: 409 naming the candidate, and nothing changes for them.
    const job = await createJob();
    const applicant = uniqueAddress('intake-known');
    await createApplication(job.documentId, { email: applicant });
    const known = await keptOf(applicant);
    const filesOfApplicant = await resumeFiles();
    const found = await api('GET', `/candidates?q=${encodeURIComponent(applicant)}`, { token: await loginAsAdmin() });
    const existing = found.body.data[0].documentId as string;
    const again = await addCandidate(token, intake(applicant.toUpperCase()), pdfResume());
    expectError(again, 409, /is a candidate already/);
    expect(again.body.error.details).toEqual({ candidate: existing });
    expect(await keptOf(applicant)).toEqual(known);
    const row = (await database('candidates').where({ email: applicant }).first()) as Record<string, unknown>;
    expect(row.legal_basis).toBeNull();
    expect(await resumeFiles()).toEqual(filesOfApplicant);
  });

  it('adds a person once when two staff add the same address at the same time', async () => {
    const token = await loginAsRecruiter();
    const email = uniqueAddress('intake-twice');
    const answers = await Promise.all(Array.from({ length: 4 }, () => addCandidate(token, intake(email), pdfResume())));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    const kept = await keptOf(email);
    expect(kept).toMatchObject({ candidates: 1, applications: 1 });
    // The one notice (the outbox may have sent it already: counted in the mailbox too).
    await mailbox.waitFor((message) => recipients(message).includes(email));
    expect(mailbox.messages.filter((message) => recipients(message).includes(email))).toHaveLength(1);
  });

  it('is refused to an Editor and to a visitor', async () => {
    const email = uniqueAddress('intake-denied');
    expectError(await addCandidate(await loginAsEditor(), intake(email), pdfResume()), 403);
    expectError(await addCandidate(undefined, intake(email), pdfResume()), 403);
    expect(await keptOf(email)).toEqual({ candidates: 0, applications: 0, emails: 0 });
  });
});

describe('retention of a candidate added by staff', () => {
  /** Waits up to 15 s for `done()` (the retention task runs every second in the CMS under test). */
  async function eventually(done: () => Promise<boolean>): Promise<boolean> {
    const deadline = Date.now() + 15_000;
    while (!(await done()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    return done();
  }

  it('keeps them for the pool period (24 months) from when they were added, then deletes them with their resume', async () => {
    const { email, documentId } = await addedWithNotice();
    // Their resume's own file (other test files store and delete resumes at the same time: counting all would race).
    const { key } = await database('components_application_resumes as r')
      .join('job_applications_cmps as c', 'c.cmp_id', 'r.id')
      .join('job_applications as a', 'a.id', 'c.entity_id')
      .where('a.email', email)
      .first('r.storage_key as key');
    expect(await resumeFiles()).toContain(key);
    const addedOn = (monthsAgo: number) =>
      database('job_applications')
        .where({ email })
        .update({ applied_at: new Date(Date.now() - monthsAgo * 30.5 * DAY_MS) });
    const stillThere = async () =>
      (await api('GET', `/candidates/${documentId}`, { token: await loginAsAdmin() })).status === 200;

    // Added 23 months ago: kept (several runs of the task).
    await addedOn(23);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await stillThere()).toBe(true);

    // Added 25 months ago: the record, its resume file and the candidate go.
    await addedOn(25);
    expect(await eventually(async () => !(await stillThere()))).toBe(true);
    expect(await keptOf(email)).toMatchObject({ candidates: 0, applications: 0 });
    expect(await resumeFiles()).not.toContain(key);
  });
});

describe('the person’s link (public /api/my-data)', () => {
  it('shows what is held, downloads it as a ZIP, erases it once, and then says it is gone', async () => {
    const { email, documentId, token } = await addedWithNotice();
    const filesBefore = await resumeFiles();

    const seen = await api('GET', `/my-data?token=${encodeURIComponent(token)}`);
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.headers.get('cache-control')).toContain('no-store');
    expect(seen.body.data).toMatchObject({
      status: 'held',
      fullName: 'Grace Hopper',
      email,
      country: 'AE',
      tags: ['COBOL', 'compilers'],
      resumes: 1,
      source: 'CV handed in at the Dubai careers fair',
      legalBasis: 'legitimate-interest',
    });
    const expires = new Date(seen.body.data.linkExpiresAt).getTime();
    expect(expires).toBeGreaterThan(Date.now() + (MY_DATA_LINK_DAYS - 1) * DAY_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + MY_DATA_LINK_DAYS * DAY_MS);

    // An attacker widening the query gets nothing more.
    for (const extra of ['populate=*', 'filters[email][$ne]=x', 'fields[0]=email']) {
      expectError(await api('GET', `/my-data?token=${encodeURIComponent(token)}&${extra}`), 400);
    }

    const zip = await api('POST', '/my-data/export', { json: { token } });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toContain('application/zip');
    expect(zip.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(zip.bytes.toString('latin1')).toContain('personal-data.json');
    expect(zip.bytes.toString('latin1')).toContain('Grace_CV.pdf');

    const erased = await api('POST', '/my-data/erase', { json: { token } });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.data).toEqual({ status: 'gone' });
    expect(await keptOf(email)).toEqual({ candidates: 0, applications: 0, emails: 0 });
    expect((await resumeFiles()).length).toBe(filesBefore.length - 1);
    expect((await api('GET', `/candidates/${documentId}`, { token: await loginAsAdmin() })).status).toBe(404);

    // The used link says the data is gone; erasing again is harmless; there is nothing to download.
    expect((await api('GET', `/my-data?token=${encodeURIComponent(token)}`)).body.data).toEqual({ status: 'gone' });
    expect((await api('POST', '/my-data/erase', { json: { token } })).body.data).toEqual({ status: 'gone' });
    expectError(await api('POST', '/my-data/export', { json: { token } }), 404);
  });

  it('refuses an expired, a forged and a malformed token, and bodies with more than the token', async () => {
    const { documentId, token } = await addedWithNotice();
    const expired = signedToken(documentId, Date.now() - 1000);
    const [body, signature] = token.split('.');
    // The same candidate with a later expiry, signature kept: the body no longer matches it.
    const forgedBody = Buffer.from(JSON.stringify({ c: documentId, e: Date.now() + 999 * DAY_MS })).toString(
      'base64url',
    );
    const flipped = `${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [expired, `${forgedBody}.${signature}`, flipped]) {
      expectError(await api('GET', `/my-data?token=${encodeURIComponent(bad)}`), 404, /does not work/);
      expectError(await api('POST', '/my-data/erase', { json: { token: bad } }), 404);
      expectError(await api('POST', '/my-data/export', { json: { token: bad } }), 404);
    }
    expectError(await api('GET', '/my-data?token=nonsense'), 404);
    expectError(await api('GET', '/my-data'), 404);
    expectError(await api('POST', '/my-data/erase', { json: { token: 'nonsense' } }), 400);
    expectError(await api('POST', '/my-data/erase', { json: { token, email: 'someone@example.com' } }), 400);

    // Nothing was erased by any of them.
    expect((await api('GET', `/my-data?token=${encodeURIComponent(token)}`)).body.data.status).toBe('held');
  });
});
