import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../../src/lib/database-types';
import {
  api,
  createApplication,
  createJob,
  expectError,
  loginAsAdmin,
  submitApplication,
  pdfResume,
  validApplication,
  uniqueAddress,
  unique,
} from './helpers';
import { openMailbox, recipients, type Mailbox } from './mailbox';
import { openCmsDatabase } from './database';

/**
 * E-mails in the language the person used (issue 23, docs/026-languages.md "E-mails"), against the real CMS and a real
 * SMTP server on localhost: an application, enquiry, hiring request and job alert sent with `language: 'ar'` (the web
 * app sends the language of the page) is stored with it and gets its e-mail in Arabic, right to left; without a
 * language, in English as before. Staff's alerts stay English.
 */

const SITE = 'http://localhost:3000';
let mailbox: Mailbox;
let database: Connection;

/** The first message to `to` whose subject passes `subject`. */
const mailTo = (to: string, subject: (text: string) => boolean = () => true) =>
  mailbox.waitFor((message) => recipients(message).includes(to) && subject(message.subject ?? ''));

/** The stored language of the row of `table` with `where`. */
async function storedLanguage(table: string, where: Record<string, unknown>): Promise<unknown> {
  const rows: Array<{ language?: unknown }> = await database(table).where(where).select('language');
  return rows[0]?.language;
}

/** Whether a message is in Arabic, right to left: its subject has Arabic letters, its HTML is lang="ar" dir="rtl". */
function expectArabic(message: ParsedMail) {
  expect(message.subject).toMatch(/[\u0600-\u06FF]/);
  expect(message.html).toContain('<html lang="ar" dir="rtl">');
  expect(message.text).toMatch(/[\u0600-\u06FF]/);
}

/** Whether a message is in English as before: its HTML is lang="en", without a direction (names may be Arabic). */
function expectEnglish(message: ParsedMail) {
  expect(message.html).toContain('<html lang="en">');
  expect(message.html).not.toContain('dir="rtl"');
}

beforeAll(async () => {
  mailbox = await openMailbox();
  database = openCmsDatabase();
});

afterAll(async () => {
  await mailbox.close();
  await database.destroy();
});

describe('the application confirmation', () => {
  it('is in Arabic for an application sent from an Arabic page, the staff alert in English', async () => {
    const job = await createJob({ company: 'Acme Robotics' });
    const email = uniqueAddress('arabic-applicant');
    const documentId = await createApplication(job.documentId, { email, fullName: 'ليلى حسن', language: 'ar' });
    const confirmation = await mailTo(email);
    expectArabic(confirmation);
    expect(confirmation.subject).toBe(`طلبك لوظيفة ${job.title} — Northstar Talent`);
    expect(confirmation.text).toContain('مرحبًا ليلى حسن،');
    expect(confirmation.text).toContain(`الرقم المرجعي: ${documentId}`);
    // Its link opens the candidate's page in Arabic (docs/026-languages.md "Pages reached from e-mails").
    expect(confirmation.text).toMatch(new RegExp(`تابِع طلبك: ${SITE}/ar/my-application/[A-Za-z0-9_-]{43}`));
    expect(await storedLanguage('job_applications', { document_id: documentId })).toBe('ar');

    const alert = await mailbox.waitFor(
      (message) => (message.subject ?? '') === `New application: ليلى حسن for ${job.title}`,
    );
    expectEnglish(alert);
  });

  it('is in English without a language, as before', async () => {
    const job = await createJob();
    const email = uniqueAddress('english-applicant');
    const documentId = await createApplication(job.documentId, { email });
    const confirmation = await mailTo(email);
    expectEnglish(confirmation);
    expect(confirmation.text).toMatch(new RegExp(`${SITE}/my-application/[A-Za-z0-9_-]{43}`));
    expect(confirmation.subject).toBe(`Your application for ${job.title} — Northstar Talent`);
    expect(await storedLanguage('job_applications', { document_id: documentId })).toBe('en');
  });

  it('refuses a language that is not one of the site’s', async () => {
    const job = await createJob();
    const response = await submitApplication(validApplication(job.documentId, { language: 'fr' }), pdfResume());
    expectError(response, 400, /language/);
  });
});

describe('the links e-mailed again ("Lost your link?"), in the language of the page asked on', () => {
  const ask = (email: string, language?: string) =>
    api('POST', '/candidate-page/links', { json: { data: { email, ...(language ? { language } : {}) } } });

  it('are Arabic and open the Arabic pages when asked from the Arabic page, English otherwise; another language is refused', async () => {
    const job = await createJob();
    const email = uniqueAddress('arabic-lost-link');
    await createApplication(job.documentId, { email, language: 'ar' });
    await mailTo(email);
    expect((await ask(email, 'ar')).status).toBe(202);
    // In Arabic words too, right to left.
    const arabic = await mailTo(email, (subject) => subject.startsWith('رابط طلبك'));
    expect(arabic.text).toMatch(new RegExp(`${SITE}/ar/my-application/[A-Za-z0-9_-]{43}`));
    expect(arabic.text).toContain('هذه الروابط لك وحدك');
    expectArabic(arabic);

    const other = uniqueAddress('english-lost-link');
    await createApplication(job.documentId, { email: other });
    await mailTo(other);
    expect((await ask(other)).status).toBe(202);
    const english = await mailTo(other, (subject) => subject.startsWith('Your application link'));
    expect(english.text).toMatch(new RegExp(`${SITE}/my-application/[A-Za-z0-9_-]{43}`));
    expect(english.text).not.toContain('/ar/');
    expectError(await ask(other, 'fr'), 400, /language/);
  });
});

describe('the enquiry acknowledgement', () => {
  const enquiry = (email: string, extra: Record<string, unknown> = {}) =>
    api('POST', '/contacts', {
      json: {
        data: {
          fullName: 'ليلى حسن',
          email,
          message: 'أود معرفة المزيد عن خدماتكم.',
          service: 'it-staffing',
          ...extra,
        },
      },
    });

  it('is in Arabic for an enquiry from an Arabic page, and English without a language', async () => {
    const arabic = uniqueAddress('arabic-enquirer');
    expect((await enquiry(arabic, { language: 'ar' })).status).toBe(201);
    const acknowledgement = await mailTo(arabic);
    expectArabic(acknowledgement);
    expect(acknowledgement.subject).toBe('تسلّمنا رسالتك — Northstar Talent');
    expect(acknowledgement.text).toContain('الخدمة: توظيف الكفاءات التقنية');
    expect(await storedLanguage('contacts', { email: arabic })).toBe('ar');

    const english = uniqueAddress('english-enquirer');
    expect((await enquiry(english)).status).toBe(201);
    const plain = await mailTo(english);
    expectEnglish(plain);
    expect(plain.subject).toBe('We received your message — Northstar Talent');
    expect(await storedLanguage('contacts', { email: english })).toBe('en');
    expectError(await enquiry(uniqueAddress('other-enquirer'), { language: 'fr' }), 400, /language/);
  });
});

describe('the hiring request acknowledgement', () => {
  const request = (email: string, extra: Record<string, unknown> = {}) =>
    api('POST', '/hiring-requests', {
      json: {
        data: {
          company: unique('Gulf Builders'),
          contactName: 'مريم صالح',
          email,
          roleTitle: 'مهندس موقع',
          workplace: 'onsite',
          country: 'ae',
          city: 'دبي',
          employmentType: 'Contract',
          startDate: '2027-02-01',
          requirements: 'شهادة في الهندسة المدنية.',
          ...extra,
        },
      },
    });

  it('is in Arabic for a request from an Arabic page (dates with Latin digits), and English without a language', async () => {
    const arabic = uniqueAddress('arabic-employer');
    expect((await request(arabic, { language: 'ar' })).status).toBe(201);
    const acknowledgement = await mailTo(arabic);
    expectArabic(acknowledgement);
    expect(acknowledgement.subject).toBe('طلب التوظيف الخاص بك لوظيفة مهندس موقع — Northstar Talent');
    expect(acknowledgement.text).toContain('تاريخ البدء: 1 فبراير 2027');
    expect(acknowledgement.text).toContain('نوع التوظيف: عقد');
    expect(await storedLanguage('hiring_requests', { email: arabic })).toBe('ar');

    const english = uniqueAddress('english-employer');
    expect((await request(english)).status).toBe(201);
    const plain = await mailTo(english);
    expectEnglish(plain);
    expect(plain.subject).toBe('Your hiring request for مهندس موقع — Northstar Talent');
    expect(plain.text).toContain('Start date: 2027-02-01');
    expect(await storedLanguage('hiring_requests', { email: english })).toBe('en');
  });
});

describe('the job alert e-mails', () => {
  it('confirmation and digest in Arabic for an alert set up on an Arabic page, linked to /ar/jobs and /ar/alerts', async () => {
    const word = `qx${unique('')
      .toLowerCase()
      .replace(/[^a-z]/g, '')}`.slice(0, 20);
    const email = uniqueAddress('arabic-seeker');
    const subscribed = await api('POST', '/job-alerts', {
      json: { data: { email, search: { q: word }, language: 'ar' } },
    });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(202);
    const confirmation = await mailTo(email);
    expectArabic(confirmation);
    expect(confirmation.subject).toBe('أكِّد تنبيه الوظائف — Northstar Talent');
    expect(confirmation.text).toContain(`وظائف جديدة تطابق «${word}»`);
    // Its links open the Arabic pages (docs/026-languages.md "Pages reached from e-mails"), the header's too.
    const token = new RegExp(`${SITE}/ar/alerts/confirm\\?token=([A-Za-z0-9_-]{43})`).exec(
      confirmation.text ?? '',
    )?.[1];
    expect(token, confirmation.text).toBeDefined();
    expect(confirmation.html).toContain(`${SITE}/ar/alerts/unsubscribe?token=${token}`);
    const header = confirmation.headerLines.find((line) => line.key === 'list-unsubscribe')?.line;
    expect(header?.replace(/\r?\n[ \t]+/g, ' ')).toBe(
      `List-Unsubscribe: <${SITE}/ar/alerts/unsubscribe?token=${token}>`,
    );
    expect(await storedLanguage('job_alerts', { email })).toBe('ar');
    // The Arabic page asks for the search in Arabic words; another language is refused.
    expectError(await api('POST', '/job-alerts/confirm', { json: { token, language: 'fr' } }), 400, /language/);
    const confirmed = await api('POST', '/job-alerts/confirm', { json: { token, language: 'ar' } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.description).toBe(`وظائف جديدة تطابق «${word}»`);
    const english = await api('POST', '/job-alerts/confirm', { json: { token } });
    expect(english.body.data.description).toBe(`New jobs matching "${word}"`);

    await new Promise((resolve) => setTimeout(resolve, 50));
    const job = await createJob({ title: `Nurse ${word}` });
    const digest = await mailTo(email, (subject) => subject.includes('تنبيه الوظائف الخاص بك'));
    expectArabic(digest);
    expect(digest.subject).toBe('وظيفة جديدة واحدة في تنبيه الوظائف الخاص بك — Northstar Talent');
    expect(digest.text).toContain(`${SITE}/ar/jobs/${job.slug}?utm_source=`);
    expect(digest.text).toContain(`${SITE}/ar/alerts/unsubscribe?token=${token}`);
    await api('POST', '/job-alerts/unsubscribe', { json: { token } });
  });

  it('an alert set up without a language is stored as English', async () => {
    const email = uniqueAddress('english-seeker');
    expect((await api('POST', '/job-alerts', { json: { data: { email, search: {} } } })).status).toBe(202);
    expectEnglish(await mailTo(email));
    expect(await storedLanguage('job_alerts', { email })).toBe('en');
  });
});

describe("the Arabic digest's jobs", () => {
  it('are listed by their Arabic title when they have an Arabic version', async () => {
    const word = `qy${unique('')
      .toLowerCase()
      .replace(/[^a-z]/g, '')}`.slice(0, 20);
    const email = uniqueAddress('arabic-digest');
    const subscribed = await api('POST', '/job-alerts', {
      json: { data: { email, search: { q: word }, language: 'ar' } },
    });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(202);
    const token = /\/alerts\/confirm\?token=([A-Za-z0-9_-]{43})/.exec((await mailTo(email)).text ?? '')?.[1];
    expect((await api('POST', '/job-alerts/confirm', { json: { token } })).status).toBe(200);

    // A draft given its Arabic version, then opened: the next digest lists it.
    const admin = await loginAsAdmin();
    const job = await createJob({ title: `Nurse ${word}`, status: 'draft' });
    const arabicTitle = `ممرض ${word}`;
    const saved = await api('PUT', `/jobs/${job.documentId}/arabic`, {
      token: admin,
      json: { data: { title: arabicTitle, location: 'دبي' } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const opened = await api('PUT', `/jobs/${job.documentId}`, { token: admin, json: { data: { status: 'open' } } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);

    const digest = await mailTo(email, (subject) => subject.includes('تنبيه الوظائف الخاص بك'));
    expect(digest.text).toContain(arabicTitle);
    expect(digest.text).not.toContain(`Nurse ${word}`);
    expect(digest.html).toContain(arabicTitle);
    expect(digest.text).toContain(`${SITE}/ar/jobs/${job.slug}?utm_source=`);
    await api('POST', '/job-alerts/unsubscribe', { json: { token } });
    await api('PUT', `/jobs/${job.documentId}`, { token: admin, json: { data: { status: 'closed' } } });
  });
});
