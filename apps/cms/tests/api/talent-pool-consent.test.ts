import { randomBytes } from 'crypto';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TALENT_POOL_MONTHS_DEFAULT, poolConsentUntil, talentPoolConsentText } from '@agency/contract';
import type { Connection } from '../../src/lib/database-types';
import {
  api,
  createApplication,
  createJob,
  loginAsAdmin,
  loginAsRecruiter,
  resumeFiles,
  uniqueAddress,
} from './helpers';
import { openMailbox, recipients, type Mailbox } from './mailbox';
import { openCmsDatabase } from './database';

/**
 * The talent pool's consent and retention (docs/023-talent-pool.md "Consent and retention") against the real CMS, its
 * database and a real SMTP server: the CMS under test keeps applications 30 days after their job closed
 * (`APPLICATION_RETENTION_DAYS=30`) and runs the retention task and the renewal e-mails' task every second
 * (`RETENTION_SCHEDULE`, `TALENT_POOL_RENEWAL_SCHEDULE`; setup/global-setup.ts); `TALENT_POOL_MONTHS` is the default, 24. Times that only pass with the calendar (a consent
 * ending in ten days, or ended yesterday) are set in the CMS's database directly, as the retention tests do.
 */

const SITE = 'http://localhost:3000';
const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

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

/** The candidate row of `email`, read straight from the CMS's database (what staff cannot see: the token's hash). */
async function candidateRow(email: string) {
  return (await database('candidates').where({ email }).first()) as Record<string, unknown> | undefined;
}

/** A stored datetime (ms on SQLite, a Date on PostgreSQL) as ms. */
const ms = (value: unknown) => new Date(value as string | number).getTime();

/** Whether staff can still read the application. */
async function exists(documentId: string): Promise<boolean> {
  const response = await api('GET', `/job-applications/${documentId}`, { token: await loginAsAdmin() });
  return response.status === 200;
}

/** Waits up to 15 s for `done()` (the task runs every second). */
async function eventually(done: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 15_000;
  while (!(await done()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  return done();
}

/** Closes the job as if its closing date was 31 days ago: past the applications' own retention. */
async function closedLongAgo(jobDocumentId: string): Promise<void> {
  const response = await api('PUT', `/jobs/${jobDocumentId}`, {
    token: await loginAsAdmin(),
    json: { data: { validThrough: daysFromNow(-31).toISOString() } },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** The token of the renewal link in a message's text (the English page's, or `prefix` `/ar` for the Arabic one's). */
function tokenIn(message: ParsedMail, prefix = ''): string {
  const match = new RegExp(`${SITE}${prefix}/talent-pool/renew\\?token=([A-Za-z0-9_-]{43})`).exec(message.text ?? '');
  expect(match, message.text).not.toBeNull();
  return match![1];
}

const renewalMails = (to: string) =>
  mailbox.messages.filter((message) => recipients(message).includes(to) && /talent pool/i.test(message.subject ?? ''));

describe('the talent-pool box of the apply form', () => {
  it('records the consent, its words and its end on the candidate and the application', async () => {
    const job = await createJob();
    const email = uniqueAddress('pool-yes');
    const before = Date.now();
    const documentId = await createApplication(job.documentId, { email, poolConsent: 'on' });

    const row = await candidateRow(email);
    expect(row).toBeDefined();
    const expected = poolConsentUntil(new Date(ms(row!.pool_consent_at)), TALENT_POOL_MONTHS_DEFAULT).getTime();
    expect(ms(row!.pool_consent_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(ms(row!.pool_consent_until)).toBe(expected);
    expect(row!.pool_consent_text).toBe(talentPoolConsentText(TALENT_POOL_MONTHS_DEFAULT));

    const application = await api('GET', `/job-applications/${documentId}`, { token: await loginAsAdmin() });
    expect(application.body.data.poolConsentText).toBe(talentPoolConsentText(TALENT_POOL_MONTHS_DEFAULT));
    const candidate = await api('GET', `/candidates/${row!.document_id as string}`, { token: await loginAsAdmin() });
    expect(candidate.status).toBe(200);
    expect(ms(candidate.body.data.poolConsentUntil)).toBe(expected);
    expect(candidate.body.data.inTalentPool).toBe(true);
  });

  it('records nothing when the box is not ticked, and refuses a value that is not a tick', async () => {
    const job = await createJob();
    const email = uniqueAddress('pool-no');
    const documentId = await createApplication(job.documentId, { email });
    const row = await candidateRow(email);
    expect(row!.pool_consent_until).toBeNull();
    const application = await api('GET', `/job-applications/${documentId}`, { token: await loginAsAdmin() });
    expect(application.body.data.poolConsentText).toBeNull();

    const { submitApplication, validApplication, pdfResume } = await import('./helpers');
    const odd = await submitApplication(
      validApplication(job.documentId, { email: uniqueAddress('pool-odd'), poolConsent: 'maybe' }),
      pdfResume(),
    );
    expect(odd.status).toBe(400);
  });

  it('extends the consent with a new application that ticks the box, never shortens it', async () => {
    const email = uniqueAddress('pool-extend');
    await createApplication((await createJob()).documentId, { email, poolConsent: 'on' });
    await database('candidates')
      .where({ email })
      .update({ pool_consent_until: daysFromNow(10) });
    await createApplication((await createJob()).documentId, { email, poolConsent: 'on' });
    const extended = ms((await candidateRow(email))!.pool_consent_until);
    expect(extended).toBeGreaterThan(daysFromNow(700).getTime());

    // Without the box the consent stays as it is.
    await createApplication((await createJob()).documentId, { email });
    expect(ms((await candidateRow(email))!.pool_consent_until)).toBe(extended);
  });
});

describe('retention with a pool consent', () => {
  it('keeps the applications, resumes and resume texts past their retention while the consent runs, then deletes them', async () => {
    const pooled = await createJob();
    const email = uniqueAddress('pool-kept');
    const filesBefore = await resumeFiles();
    const kept = await createApplication(pooled.documentId, { email, poolConsent: 'on' });
    const [file] = (await resumeFiles()).filter((name) => !filesBefore.includes(name));
    // The same kind of application without consent, as the control: it goes.
    const other = await createJob();
    const gone = await createApplication(other.documentId, { email: uniqueAddress('pool-control') });
    await closedLongAgo(pooled.documentId);
    await closedLongAgo(other.documentId);

    expect(await eventually(async () => !(await exists(gone)))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await exists(kept)).toBe(true);
    expect(await resumeFiles()).toContain(file);
    // The resume's extracted text (api::resume-text) is kept with it.
    const keptId = Number((await database('job_applications').where({ document_id: kept }).first('id'))!.id);
    const texts = () => database('resume_texts_application_lnk').where('job_application_id', keptId);
    expect(await texts()).toHaveLength(1);

    // The consent ended yesterday: the application, its resume and the candidate go.
    await database('candidates')
      .where({ email })
      .update({ pool_consent_until: daysFromNow(-1) });
    expect(await eventually(async () => !(await exists(kept)))).toBe(true);
    expect(await resumeFiles()).not.toContain(file);
    expect(await texts()).toEqual([]);
    expect(await candidateRow(email)).toBeUndefined();
  });
});

describe('the renewal e-mail and link', () => {
  it('sends one e-mail 30 days before the end; the link renews once, and opening it changes nothing', async () => {
    const email = uniqueAddress('pool-renew');
    await createApplication((await createJob()).documentId, { email, poolConsent: 'on' });
    // Further than 30 days from the end: no e-mail (several runs of the task).
    await database('candidates')
      .where({ email })
      .update({ pool_consent_until: daysFromNow(31) });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(renewalMails(email)).toHaveLength(0);

    const ending = daysFromNow(10);
    await database('candidates').where({ email }).update({ pool_consent_until: ending });
    const message = await mailbox.waitFor(
      (mail) => recipients(mail).includes(email) && /talent pool/i.test(mail.subject ?? ''),
    );
    const token = tokenIn(message);
    expect(message.text).toContain(ending.toISOString().slice(0, 10));
    // The link's token is stored only as its SHA-256.
    const row = await candidateRow(email);
    expect(row!.pool_renewal_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);

    // Once per period: more runs of the task send nothing more.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(renewalMails(email)).toHaveLength(1);

    // Opening the link (a GET, as a mail scanner does) shows the offer and changes nothing, however often.
    for (let i = 0; i < 2; i += 1) {
      const offer = await api('GET', `/talent-pool/renewal?token=${token}`);
      expect(offer.status, JSON.stringify(offer.body)).toBe(200);
      expect(ms(offer.body.data.until)).toBe(ending.getTime());
      expect(offer.body.data.months).toBe(TALENT_POOL_MONTHS_DEFAULT);
    }
    expect(ms((await candidateRow(email))!.pool_consent_until)).toBe(ending.getTime());
    // What an attacker adds to the public link reads nothing more: the offer's three fields, no person.
    const probe = `populate=*&fields[0]=email&filters[email][$eq]=${encodeURIComponent(email)}`;
    const probed = await api('GET', `/talent-pool/renewal?token=${token}&${probe}`);
    expect(probed.status).toBe(200);
    expect(Object.keys(probed.body.data as object).sort()).toEqual(['months', 'renewedUntil', 'until']);
    expect(JSON.stringify(probed.body)).not.toContain(email);
    expect((await api('POST', `/talent-pool/renew?${probe}`, { json: { token: 'Z'.repeat(43) } })).status).toBe(404);

    const renewed = await api('POST', '/talent-pool/renew', { json: { token } });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    const until = ms(renewed.body.data.until);
    expect(until).toBeGreaterThan(daysFromNow(700).getTime());
    const after = await candidateRow(email);
    expect(ms(after!.pool_consent_until)).toBe(until);
    expect(after!.pool_renewal_token_hash).toBeNull();

    // Single use: the second press and the offer both say the link does not work; the end stays.
    expect((await api('POST', '/talent-pool/renew', { json: { token } })).status).toBe(404);
    expect((await api('GET', `/talent-pool/renewal?token=${token}`)).status).toBe(404);
    expect(ms((await candidateRow(email))!.pool_consent_until)).toBe(until);
  });

  it('answers 404 to an unknown token, 400 to a body without one, and no link works after the consent ended', async () => {
    expect((await api('POST', '/talent-pool/renew', { json: { token: 'Z'.repeat(43) } })).status).toBe(404);
    expect((await api('GET', `/talent-pool/renewal?token=${'Z'.repeat(43)}`)).status).toBe(404);
    expect((await api('POST', '/talent-pool/renew', { json: { token: 'short' } })).status).toBe(400);

    const email = uniqueAddress('pool-late');
    await createApplication((await createJob()).documentId, { email, poolConsent: 'on' });
    await database('candidates')
      .where({ email })
      .update({ pool_consent_until: daysFromNow(5) });
    const token = tokenIn(
      await mailbox.waitFor((mail) => recipients(mail).includes(email) && /talent pool/i.test(mail.subject ?? '')),
    );
    await database('candidates')
      .where({ email })
      .update({ pool_consent_until: daysFromNow(-1) });
    expect((await api('POST', '/talent-pool/renew', { json: { token } })).status).toBe(404);
  });
});

describe('the renewal e-mail in the language of the consent (docs/026-languages.md "Pages reached from e-mails")', () => {
  it("an Arabic application's consent gets the Arabic e-mail, linking /ar/talent-pool/renew", async () => {
    const email = uniqueAddress('pool-renew-ar');
    await createApplication((await createJob()).documentId, { email, poolConsent: 'on', language: 'ar' });
    // A later English application without the box leaves the consent's language as it was.
    await createApplication((await createJob()).documentId, { email });
    await database('candidates')
      .where({ email })
      .update({ pool_consent_until: daysFromNow(10) });
    const message = await mailbox.waitFor(
      (mail) => recipients(mail).includes(email) && /قاعدة المواهب/.test(mail.subject ?? ''),
    );
    expect(message.subject).toBe('هل نُبقي سيرتك الذاتية في قاعدة المواهب لدينا؟ — Northstar Talent');
    expect(String(message.html)).toContain('<html lang="ar" dir="rtl">');
    expect(message.text).not.toContain(`${SITE}/talent-pool/renew`);
    const token = tokenIn(message, '/ar');
    // The link works as the English one does: the same API, whatever the page's language.
    expect((await api('GET', `/talent-pool/renewal?token=${token}`)).status).toBe(200);
  });
});

describe('the candidate search\'s "In the talent pool" filter', () => {
  it('finds the candidates whose pool consent runs now: not those without one, nor one that ended', async () => {
    const job = await createJob();
    // A word of letters only, unique to this test, in each cover letter (the people index reads words).
    const key = `pool${randomBytes(6)
      .toString('hex')
      .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])}`;
    const [pooled, ended, none] = [
      uniqueAddress('filter-pooled'),
      uniqueAddress('filter-ended'),
      uniqueAddress('filter-none'),
    ];
    await createApplication(job.documentId, { email: pooled, poolConsent: 'on', coverLetter: `I am ${key}.` });
    await createApplication(job.documentId, { email: ended, poolConsent: 'on', coverLetter: `I am ${key}.` });
    await createApplication(job.documentId, { email: none, coverLetter: `I am ${key}.` });
    // The job is open, so the retention task leaves the ended consent's application alone.
    await database('candidates')
      .where({ email: ended })
      .update({ pool_consent_until: daysFromNow(-1) });

    const emails = async (params: Record<string, string>) => {
      const response = await api('GET', `/candidates?${new URLSearchParams(params).toString()}`, {
        token: await loginAsRecruiter(),
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return (response.body.data as Array<{ email: string }>).map((hit) => hit.email).sort();
    };
    expect(await emails({ job: job.documentId })).toEqual([pooled, ended, none].sort());
    expect(await emails({ job: job.documentId, pool: 'yes' })).toEqual([pooled]);
    // With a text search, and with the value a typed URL may carry.
    expect(await emails({ q: key })).toEqual([pooled, ended, none].sort());
    expect(await emails({ q: key, pool: 'on' })).toEqual([pooled]);
    // Any other value is no filter.
    expect(await emails({ q: key, pool: 'no' })).toEqual([pooled, ended, none].sort());
  });
});
