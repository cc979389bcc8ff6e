import { describe, expect, it } from 'vitest';
import {
  JOB_TYPE_LABELS,
  SCREENING_PRESET_LABELS,
  SERVICE_LABELS,
  WORKPLACE_LABELS,
  type Language,
} from '@agency/contract';
import {
  applicationConfirmation,
  arabicJobAlertDescription,
  candidatePageLink,
  candidatePageLinksEmail,
  enquiryAcknowledgement,
  hiringRequestAcknowledgement,
  hiringRequestAlert,
  jobAlertConfirmation,
  jobAlertDigest,
  poolRenewalEmail,
  poolRenewalLink,
} from './emails';
import type { ComposedEmail } from './outbox';

/**
 * The e-mails to a person in the language of the page they used (docs/026-languages.md "E-mails"): every such e-mail
 * builds in both languages, Arabic right to left with Arabic words, English as before.
 */
const settings = { staffTo: 'staff@example.com', siteUrl: 'https://northstar.example' };
const token = 'T'.repeat(42) + '_';
const request = {
  documentId: 'hr0123456789abcdefghijkl',
  company: 'Gulf Trading',
  contactName: 'مريم صالح',
  email: 'mariam@gulf.example',
  phone: '+971 4 123 4567',
  roleTitle: 'مدير مالي',
  hires: 2,
  workplace: 'hybrid' as const,
  country: 'AE',
  city: 'دبي',
  applicantLocations: [],
  employmentType: 'Full-time' as const,
  salaryMin: 30000,
  salaryMax: 40000,
  salaryCurrency: 'AED',
  salaryPeriod: 'MONTH' as const,
  startDate: '2027-01-15',
  requirements: 'خبرة في المعايير الدولية.',
  mustHaves: ['شهادة CPA'],
  screeningPresets: ['nationality'],
};
const alert = {
  email: 'seeker@example.com',
  token,
  search: { q: 'nurse', category: null, type: 'full-time', country: 'AE', city: null, workplace: 'remote' as const },
  description: 'New jobs matching "nurse" · Full-time · United Arab Emirates · Remote',
  categoryName: null,
};
const jobs = [{ title: 'ممرضة أولى', slug: 'senior-nurse', company: 'St Mary Clinic', location: 'Dubai' }];

/** Each e-mail to a person, built in `language`. */
const emails = (language: Language): Record<string, ComposedEmail> => ({
  applicationConfirmation: applicationConfirmation(
    {
      documentId: 'abc123def456ghi789jkl012',
      fullName: 'ليلى حسن',
      email: 'layla@example.com',
      jobTitle: 'ممرضة أولى',
      company: 'St Mary Clinic',
      pageLink: 'https://northstar.example/my-application/tok',
      language,
    },
    true,
  ),
  enquiryAcknowledgement: enquiryAcknowledgement(
    {
      fullName: 'ليلى حسن',
      email: 'layla@example.com',
      phone: '+971 4 123 4567',
      service: 'it-staffing',
      message: 'مرحبًا',
      language,
    },
    settings,
  ),
  hiringRequestAcknowledgement: hiringRequestAcknowledgement({ ...request, language }, settings),
  jobAlertConfirmation: jobAlertConfirmation({ ...alert, language }, settings),
  jobAlertDigest: jobAlertDigest({ ...alert, language }, jobs, 12, settings),
  poolRenewalEmail: poolRenewalEmail(
    {
      email: 'layla@example.com',
      fullName: 'ليلى حسن',
      token,
      until: new Date('2027-03-01T10:00:00Z'),
      months: 24,
      language,
    },
    settings,
  ),
});

/** Words of the English e-mails that must not be left in an Arabic one. */
const ENGLISH_WORDS =
  /\b(Dear|Hello|thank|Company|Reference|Phone|Service|Confirm|Unsubscribe|new jobs?|Please|Budget|None|talent pool|Renew)\b/;

describe('e-mails to a person in both languages', () => {
  it('English (no language, or en): lang="en", no direction, the English words as before', () => {
    const english = emails('en');
    for (const email of Object.values(english)) {
      expect(email.html).toContain('<html lang="en"><head>');
      expect(email.html).not.toContain('dir="rtl"');
    }
    expect(english.applicationConfirmation.subject).toBe('Your application for ممرضة أولى — Northstar Talent');
    expect(english.enquiryAcknowledgement.subject).toBe('We received your message — Northstar Talent');
    expect(english.hiringRequestAcknowledgement.subject).toBe('Your hiring request for مدير مالي — Northstar Talent');
    expect(english.jobAlertConfirmation.subject).toBe('Confirm your job alert — Northstar Talent');
    expect(english.jobAlertDigest.subject).toBe('13 new jobs for your job alert — Northstar Talent');
    expect(english.jobAlertDigest.text).toContain('https://northstar.example/jobs/senior-nurse?utm_source=');
    expect(english.hiringRequestAcknowledgement.text).toContain('Start date: 2027-01-15');
  });

  it('Arabic: Arabic subject and words in both parts, <html lang="ar" dir="rtl"> and text on the right', () => {
    const arabic = emails('ar');
    for (const [name, email] of Object.entries(arabic)) {
      expect(email.html, name).toContain('<html lang="ar" dir="rtl">');
      expect(email.html, name).toMatch(/<div dir="rtl" style="[^"]*text-align:right;/);
      expect(email.subject, name).toMatch(/[\u0600-\u06FF]/);
      expect(email.text, name).not.toMatch(ENGLISH_WORDS);
      expect(email.html, name).not.toMatch(ENGLISH_WORDS);
    }
    expect(arabic.applicationConfirmation.subject).toBe('طلبك لوظيفة ممرضة أولى — Northstar Talent');
    expect(arabic.applicationConfirmation.text).toContain('ممرضة أولى لدى St Mary Clinic');
    expect(arabic.applicationConfirmation.text).toContain('تابِع طلبك: https://northstar.example/my-application/tok');
    expect(arabic.enquiryAcknowledgement.subject).toBe('تسلّمنا رسالتك — Northstar Talent');
    expect(arabic.enquiryAcknowledgement.text).toContain('الخدمة: توظيف الكفاءات التقنية');
    expect(arabic.hiringRequestAcknowledgement.subject).toBe(
      'طلب التوظيف الخاص بك لوظيفة مدير مالي — Northstar Talent',
    );
    expect(arabic.jobAlertConfirmation.subject).toBe('أكِّد تنبيه الوظائف — Northstar Talent');
    expect(arabic.jobAlertConfirmation.text).toContain('يُرجى التأكيد خلال 7 أيام.');
    expect(arabic.jobAlertDigest.subject).toBe('13 وظيفة جديدة في تنبيه الوظائف الخاص بك — Northstar Talent');
  });

  it('Arabic: the quote bar and the gap after a label on the right-to-left side', () => {
    const html = emails('ar').enquiryAcknowledgement.html;
    expect(html).toContain('border-right:4px solid');
    expect(html).toContain('padding:4px 0 4px 16px');
    // What the person typed (a phone number, an e-mail address, a message) takes its own direction.
    expect(html).toMatch(/<td dir="auto" style="[^"]*">\+971 4 123 4567<\/td>/);
    expect(html).toMatch(/<div dir="auto" style="[^"]*border-right/);
    expect(emails('en').enquiryAcknowledgement.html).toContain('border-left:4px solid');
    expect(emails('en').enquiryAcknowledgement.html).not.toContain('dir="auto"');
  });

  it('Arabic: job, board, confirm and unsubscribe links go to the Arabic pages', () => {
    const { jobAlertDigest: digest, jobAlertConfirmation: confirmation } = emails('ar');
    expect(digest.text).toContain('https://northstar.example/ar/jobs/senior-nurse?utm_source=');
    expect(digest.text).toMatch(/https:\/\/northstar\.example\/ar\/blog\?q=nurse/);
    expect(digest.text).toContain(`https://northstar.example/ar/alerts/unsubscribe?token=${token}`);
    expect(confirmation.text).toContain(`https://northstar.example/ar/alerts/confirm?token=${token}`);
    expect(confirmation.headers?.['List-Unsubscribe']).toBe(
      `<https://northstar.example/ar/alerts/unsubscribe?token=${token}>`,
    );
    expect(emails('en').jobAlertConfirmation.text).toContain(`https://northstar.example/alerts/confirm?token=${token}`);
  });

  it('Arabic: dates, amounts and places of a hiring request in Arabic with Latin digits', () => {
    const text = emails('ar').hiringRequestAcknowledgement.text;
    expect(text).toContain('تاريخ البدء: 15 يناير 2027');
    expect(text).toMatch(/الميزانية: .*30,000.*40,000.* في الشهر/);
    expect(text).toContain('مكان العمل: هجين · دبي، الإمارات العربية المتحدة');
    expect(text).toContain('نوع التوظيف: دوام كامل');
    expect(text).toContain('أسئلة للمتقدمين: ما جنسيتك؟');
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });

  it("Arabic: a fixed choice in the contract's words, the words the web's form showed the person", () => {
    const text = hiringRequestAcknowledgement(
      { ...request, employmentType: 'Per diem', screeningPresets: ['visa-status'], language: 'ar' },
      settings,
    ).text;
    expect(text).toContain(`مكان العمل: ${WORKPLACE_LABELS.ar.hybrid} · دبي`);
    expect(text).toContain(`نوع التوظيف: ${JOB_TYPE_LABELS.ar['Per diem']}`);
    expect(text).toContain(`أسئلة للمتقدمين: ${SCREENING_PRESET_LABELS.ar['visa-status']}`);
    const enquiry = enquiryAcknowledgement(
      {
        fullName: 'ليلى حسن',
        email: 'layla@example.com',
        service: 'executive-search',
        message: 'مرحبًا',
        language: 'ar',
      },
      settings,
    ).text;
    expect(enquiry).toContain(`الخدمة: ${SERVICE_LABELS.ar['executive-search']}`);
  });

  it("staff's alert of an Arabic hiring request stays English", () => {
    const email = hiringRequestAlert({ ...request, language: 'ar' }, settings);
    expect(email.subject).toBe('New hiring request: مدير مالي at Gulf Trading');
    expect(email.html).toContain('<html lang="en"><head>');
    expect(email.text).toContain('Employment type: Full-time');
  });

  it("an alert's search in Arabic words", () => {
    expect(arabicJobAlertDescription(alert.search)).toBe(
      'وظائف جديدة تطابق «nurse» · دوام كامل · الإمارات العربية المتحدة · عن بُعد',
    );
    expect(arabicJobAlertDescription({})).toBe('كل الوظائف الجديدة');
  });
});

describe('the talent-pool renewal in the language of the consent (docs/026-languages.md "Pages reached from e-mails")', () => {
  it('Arabic: Arabic words, the end in Arabic with Latin digits, the link to /ar/talent-pool/renew', () => {
    const { text, subject } = emails('ar').poolRenewalEmail;
    expect(subject).toBe('هل نُبقي سيرتك الذاتية في قاعدة المواهب لدينا؟ — Northstar Talent');
    expect(text).toContain('مرحبًا ليلى حسن،');
    expect(text).toContain('وتنتهي هذه المدة في 1 مارس 2027.');
    expect(text).toContain('مدة 24 شهرًا،');
    expect(text).toContain(`التجديد لمدة أخرى: https://northstar.example/ar/talent-pool/renew?token=${token}`);
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });

  it('English (no language, or en) as before: the words, the ISO date and /talent-pool/renew', () => {
    const english = emails('en').poolRenewalEmail;
    expect(english.subject).toBe('Keep your CV in our talent pool? — Northstar Talent');
    expect(english.text).toContain('That ends on 2027-03-01;');
    expect(english.text).toContain(
      `Renew for another period: https://northstar.example/talent-pool/renew?token=${token}`,
    );
    expect(poolRenewalLink('tok', settings, null)).toBe('https://northstar.example/talent-pool/renew?token=tok');
    expect(poolRenewalLink('tok', settings, 'ar')).toBe('https://northstar.example/ar/talent-pool/renew?token=tok');
  });

  it('Arabic: a number of months agrees with it', () => {
    const months = (count: number) =>
      poolRenewalEmail(
        { email: 'a@b.c', fullName: 'ليلى', token, until: new Date(), months: count, language: 'ar' },
        settings,
      ).text;
    expect(months(1)).toContain('مدة شهر واحد،');
    expect(months(2)).toContain('مدة شهرين،');
    expect(months(6)).toContain('مدة 6 أشهر،');
    expect(months(100)).toContain('مدة 100 شهر،');
    expect(months(120)).toContain('مدة 120 شهرًا،');
  });
});

describe('the candidate page’s links in the person’s language (docs/026-languages.md "Pages reached from e-mails")', () => {
  it('go to /ar/my-application/<token> for Arabic, /my-application/<token> otherwise', () => {
    expect(candidatePageLink('tok', settings, 'ar')).toBe('https://northstar.example/ar/my-application/tok');
    expect(candidatePageLink('tok', settings, 'en')).toBe('https://northstar.example/my-application/tok');
    expect(candidatePageLink('tok', settings, null)).toBe('https://northstar.example/my-application/tok');
    const facts = [{ jobTitle: 'Nurse', company: null, appliedAt: '2027-01-02T00:00:00Z', token: 'tok' }];
    expect(candidatePageLinksEmail('a@b.c', facts, settings, 'ar').text).toContain(
      'https://northstar.example/ar/my-application/tok',
    );
    expect(candidatePageLinksEmail('a@b.c', facts, settings).text).toContain(
      'https://northstar.example/my-application/tok',
    );
  });

  it('say "Lost your link?" asked on an Arabic page in Arabic, right to left', () => {
    const facts = [
      { jobTitle: 'Nurse', company: 'Al Noor', appliedAt: '2027-01-02T00:00:00Z', token: 'a' },
      { jobTitle: 'Driver', company: null, appliedAt: '2027-02-03T00:00:00Z', token: 'b' },
    ];
    const email = candidatePageLinksEmail('a@b.c', facts, settings, 'ar');
    expect(email.subject).toBe('رابط طلبك — Northstar Talent');
    expect(email.text).toMatch(/^روابط طلباتك\n\nمرحبًا،/);
    expect(email.text).toContain('- Nurse لدى Al Noor\n  تاريخ التقديم: 2027-01-02');
    expect(email.text).toContain('هذه الروابط لك وحدك');
    expect(email.html).toContain('<html lang="ar" dir="rtl">');
    expect(email.text).not.toMatch(/\b(?:Hello|Applied|Here is|ignore)\b/);
  });
});
