import { describe, expect, it } from 'vitest';
import {
  applicationAlert,
  applicationConfirmation,
  candidatePageLink,
  candidatePageLinksEmail,
  clientAnswerEmail,
  clientSignInLinkEmail,
  clientSubmissionEmail,
  decisionEmail,
  emailSettings,
  enquiryAcknowledgement,
  enquiryAlert,
  escapeHtml,
  hiringRequestAcknowledgement,
  hiringRequestAlert,
  jobAlertConfirmation,
  jobAlertDigest,
  staffInvitationEmail,
} from './emails';

const settings = { staffTo: 'staff@example.com', siteUrl: 'https://northstar.example' };
const application = {
  documentId: 'abc123def456ghi789jkl012',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  jobTitle: 'Senior Nurse',
  company: 'St Mary Clinic',
};

describe('escapeHtml', () => {
  it('turns every character that could open markup or end an attribute into an entity', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
  });
});

describe('emailSettings', () => {
  it('sends alerts to STAFF_ALERT_TO, else the staff account, and links to PUBLIC_URL without a trailing slash', () => {
    expect(emailSettings({ STAFF_ALERT_TO: 'team@agency.example', PUBLIC_URL: 'https://agency.example/' })).toEqual({
      staffTo: 'team@agency.example',
      siteUrl: 'https://agency.example',
    });
    expect(emailSettings({ ADMIN_EMAIL: 'boss@agency.example' }).staffTo).toBe('boss@agency.example');
    expect(emailSettings({})).toEqual({ staffTo: 'admin@example.com', siteUrl: 'http://localhost:3000' });
  });
});

describe('applicationConfirmation', () => {
  it('tells the applicant the job, the company, the reference and the 48-hour reply, in text and HTML', () => {
    const email = applicationConfirmation(application, false);
    expect(email).toMatchObject({
      kind: 'application-confirmation',
      to: 'ada@example.com',
      subject: 'Your application for Senior Nurse — Northstar Talent',
    });
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Senior Nurse at St Mary Clinic');
      expect(part).toContain('abc123def456ghi789jkl012');
      expect(part).toContain('Our recruiters reply to every application within 48 hours.');
      expect(part).toContain('Northstar Talent');
      expect(part).not.toContain('earlier application');
    }
    expect(email.html).toContain('#2552eb');
  });

  it('says that an earlier application to the job exists when told so', () => {
    const email = applicationConfirmation(application, true);
    expect(email.text).toContain('We also have an earlier application to this job from this email address');
    expect(email.html).toContain('We also have an earlier application to this job from this email address');
  });

  it('carries no image, tracking pixel or link in the HTML', () => {
    const { html } = applicationConfirmation(application, false);
    expect(html).not.toMatch(/<img|<a |url\(/i);
  });

  it("links the candidate's own page when it has one (docs/025-placements.md)", () => {
    const token = 'T'.repeat(43);
    const pageLink = candidatePageLink(token, settings);
    expect(pageLink).toBe(`https://northstar.example/my-application/${token}`);
    const email = applicationConfirmation({ ...application, pageLink }, false);
    for (const part of [email.text, email.html]) {
      expect(part).toContain(pageLink);
      expect(part).toContain('you can withdraw it there');
    }
  });
});

describe('candidatePageLinksEmail', () => {
  it('lists a link to the page of each application, with the job as the applicant was told it', () => {
    const email = candidatePageLinksEmail(
      'ada@example.com',
      [
        {
          jobTitle: 'Senior Nurse',
          company: 'St Mary Clinic',
          appliedAt: '2026-11-20T10:00:00Z',
          token: 'A'.repeat(43),
        },
        { jobTitle: 'Ward Manager', company: null, appliedAt: '2026-11-21T10:00:00Z', token: 'B'.repeat(43) },
      ],
      settings,
    );
    expect(email).toMatchObject({ kind: 'candidate-page-link', to: 'ada@example.com' });
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Senior Nurse at St Mary Clinic');
      expect(part).toContain(`https://northstar.example/my-application/${'A'.repeat(43)}`);
      expect(part).toContain(`https://northstar.example/my-application/${'B'.repeat(43)}`);
    }
  });
});

describe('applicationAlert', () => {
  it("tells staff who applied to which job, with the application's back-office link and no attachment", () => {
    const email = applicationAlert(application, settings);
    expect(email).toMatchObject({
      kind: 'application-alert',
      to: 'staff@example.com',
      subject: 'New application: Ada Lovelace for Senior Nurse',
    });
    // The applicant's applications, this one's details open.
    const query = new URLSearchParams({ q: application.email, view: 'abc123def456ghi789jkl012' });
    const link = `https://northstar.example/admin/applications?${query.toString()}`;
    expect(email.text).toContain(`Open the application: ${link}`);
    // The link's href as a mail reader reads it (its `&` escaped in the HTML).
    const href = /href="([^"]*)"/.exec(String(email.html))?.[1].replace(/&#38;|&amp;/g, '&');
    expect(href).toBe(link);
    expect(email.text).toContain('Phone: +44 20 7946 0958');
    expect(email).not.toHaveProperty('attachments');
  });

  it('escapes what the applicant and staff typed', () => {
    const email = applicationAlert(
      { ...application, fullName: '<script>alert(1)</script>', jobTitle: 'Dev "Ops" & <b>SRE</b>' },
      settings,
    );
    expect(email.html).not.toMatch(/<script|<b>/);
    expect(email.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(email.html).toContain('Dev &#34;Ops&#34; &#38; &#60;b&#62;SRE&#60;/b&#62;');
  });
});

describe('enquiryAlert', () => {
  it('gives staff the whole message with its line breaks, the service by its label, and the visitor as Reply-To', () => {
    const email = enquiryAlert(
      {
        fullName: 'Omar Haddad',
        email: 'omar@example.com',
        company: 'Gulf Builders',
        service: 'executive-search',
        message: 'We need a CFO.\n<Urgent> & confidential.',
      },
      settings,
    );
    expect(email).toMatchObject({
      kind: 'enquiry-alert',
      to: 'staff@example.com',
      subject: 'New enquiry from Omar Haddad',
      headers: { 'Reply-To': 'omar@example.com' },
    });
    expect(email.text).toContain('We need a CFO.\n<Urgent> & confidential.');
    expect(email.text).toContain('Service: Executive Search');
    expect(email.text).toContain('Phone: —');
    expect(email.html).toContain('We need a CFO.\n&#60;Urgent&#62; &#38; confidential.');
    expect(email.html).toContain('href="https://northstar.example/admin/contactList"');
  });
});

describe('enquiryAcknowledgement', () => {
  it('tells the sender we received their message and reply within 24 hours, with a copy, escaped in HTML', () => {
    const email = enquiryAcknowledgement(
      {
        fullName: 'Omar <Haddad>',
        email: 'omar@example.com',
        company: 'Gulf Builders',
        service: 'executive-search',
        message: 'We need a CFO.\n<Urgent> & confidential.',
      },
      settings,
    );
    expect(email).toMatchObject({
      kind: 'enquiry-acknowledgement',
      to: 'omar@example.com',
      subject: 'We received your message — Northstar Talent',
      headers: { 'Reply-To': 'staff@example.com' },
    });
    for (const part of [email.text, email.html]) {
      expect(part).toContain('We reply within 24 hours.');
      expect(part).toContain('Executive Search');
    }
    expect(email.text).toContain('Dear Omar <Haddad>,');
    expect(email.text).toContain('We need a CFO.\n<Urgent> & confidential.');
    expect(email.html).toContain('We need a CFO.\n&#60;Urgent&#62; &#38; confidential.');
    expect(email.html).not.toMatch(/<Haddad>|<Urgent>|<a /);
  });
});

describe('hiring request e-mails', () => {
  const request = {
    documentId: 'hr0123456789abcdefghijkl',
    company: 'Gulf & <Sons>',
    contactName: 'Mariam Saleh',
    email: 'mariam@gulf.example',
    phone: '+971 4 123 4567',
    roleTitle: 'Financial Controller',
    hires: 2,
    workplace: 'hybrid' as const,
    country: 'AE',
    city: 'Dubai',
    applicantLocations: [],
    employmentType: 'Full-time' as const,
    salaryMin: 30000,
    salaryMax: 40000,
    salaryCurrency: 'AED',
    salaryPeriod: 'MONTH' as const,
    startDate: '2027-01-15',
    requirements: 'IFRS.\n<Arabic> & English.',
  };

  it('lists the must-haves and the questions to ask applicants in both e-mails, "None" and a dash without', () => {
    const asked = { ...request, mustHaves: ['A UAE driving licence', 'Arabic'], screeningPresets: ['notice-period'] };
    for (const email of [hiringRequestAcknowledgement(asked, settings), hiringRequestAlert(asked, settings)]) {
      expect(email.text).toContain('Must-haves: A UAE driving licence; Arabic');
      expect(email.text).toContain('Ask applicants: What is your notice period?');
    }
    const text = hiringRequestAcknowledgement(request, settings).text;
    expect(text).toContain('Must-haves: None');
    expect(text).toContain('Ask applicants: —');
  });

  it('the acknowledgement: a consultant replies within 24 hours, and a plain copy of what the employer sent', () => {
    const email = hiringRequestAcknowledgement(request, settings);
    expect(email).toMatchObject({
      kind: 'hiring-request-acknowledgement',
      to: 'mariam@gulf.example',
      subject: 'Your hiring request for Financial Controller — Northstar Talent',
      headers: { 'Reply-To': 'staff@example.com' },
    });
    expect(email.text).toContain('A consultant will reply within 24 hours.');
    for (const line of [
      'Role: Financial Controller',
      'Hires: 2',
      'Place: Hybrid · Dubai, United Arab Emirates',
      'Employment type: Full-time',
      'Start date: 2027-01-15',
      'IFRS.\n<Arabic> & English.',
    ]) {
      expect(email.text).toContain(line);
    }
    // Intl's currency format puts a no-break space after the code.
    expect(email.text).toMatch(/Budget: AED\s30,000–40,000 a month/);
    expect(email.html).toContain('IFRS.\n&#60;Arabic&#62; &#38; English.');
    expect(email.html).toContain('Gulf &#38; &#60;Sons&#62;');
    expect(email.html).not.toMatch(/<Sons>|<Arabic>|<a /);
  });

  it('the acknowledgement of a remote request without a budget or start date shows the countries and dashes', () => {
    const email = hiringRequestAcknowledgement(
      {
        ...request,
        workplace: 'remote',
        country: '',
        city: '',
        applicantLocations: ['DE', 'FR'],
        salaryMin: null,
        salaryMax: null,
        salaryCurrency: '',
        salaryPeriod: '',
        startDate: '',
      },
      settings,
    );
    expect(email.text).toContain('Place: Remote (Germany, France)');
    expect(email.text).toContain('Budget: —');
    expect(email.text).toContain('Start date: —');
  });

  it('the staff alert: who asks for what, the requirements, the link to the request, the employer as Reply-To', () => {
    const email = hiringRequestAlert(request, settings);
    expect(email).toMatchObject({
      kind: 'hiring-request-alert',
      to: 'staff@example.com',
      subject: 'New hiring request: Financial Controller at Gulf & <Sons>',
      headers: { 'Reply-To': 'mariam@gulf.example' },
    });
    const link = 'https://northstar.example/admin/hiring-requests/hr0123456789abcdefghijkl';
    expect(email.text).toContain(`Open the hiring request: ${link}`);
    expect(email.html).toContain(`href="${link}"`);
    expect(email.text).toContain('Email: mariam@gulf.example');
    expect(email.text).toContain('Phone: +971 4 123 4567');
    expect(email.text).toContain('IFRS.\n<Arabic> & English.');
    expect(email.html).not.toMatch(/<Sons>|<Arabic>/);
    expect(email.text).toContain('Job description file: None');
  });

  it('names the job description file and its size, never attaching it, in both e-mails; its name escaped', () => {
    const withFile = { ...request, jobDescription: { name: 'Controller <brief>.pdf', size: 12_600 } };
    for (const email of [hiringRequestAlert(withFile, settings), hiringRequestAcknowledgement(withFile, settings)]) {
      expect(email.text).toContain('Job description file: Controller <brief>.pdf (12 KB)');
      expect(email.html).toContain('Controller &#60;brief&#62;.pdf (12 KB)');
      expect(email).not.toHaveProperty('attachments');
    }
  });
});

describe('decisionEmail', () => {
  it('sends the applicant what staff wrote, line breaks kept and escaped in HTML, replies going to staff', () => {
    const email = decisionEmail(
      { to: 'ada@example.com', subject: 'Your application', message: 'Dear Ada,\n\n<b>welcome</b> & thanks' },
      settings,
    );
    expect(email).toMatchObject({
      kind: 'application-decision',
      to: 'ada@example.com',
      subject: 'Your application',
      headers: { 'Reply-To': 'staff@example.com' },
    });
    expect(email.text).toContain('Dear Ada,\n\n<b>welcome</b> & thanks');
    expect(email.html).toContain(escapeHtml('<b>welcome</b> & thanks'));
    expect(email.html).not.toContain('<b>welcome');
    expect(email.html).toContain('<html lang="en">');
  });

  it('lays out the e-mail to an applicant who applied in Arabic right to left', () => {
    const email = decisionEmail(
      { to: 'layla@example.com', subject: 'طلبك لوظيفة ممرضة', message: 'مرحبًا ليلى،', language: 'ar' },
      settings,
    );
    expect(email.html).toContain('<html lang="ar" dir="rtl">');
  });
});

describe('job alert emails', () => {
  const token = 'T'.repeat(42) + '_';
  const alert = {
    email: 'seeker@example.com',
    token,
    search: { q: 'nurse', category: null, type: 'full-time', country: 'AE', city: null, workplace: null },
    description: 'New jobs matching "nurse" · Full-time · United Arab Emirates',
  };
  const unsubscribe = `https://northstar.example/alerts/unsubscribe?token=${token}`;
  const headers = { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };

  it('the confirmation: the search in words, the confirm link, the unsubscribe link and headers', () => {
    const email = jobAlertConfirmation(alert, settings);
    expect(email).toMatchObject({
      kind: 'job-alert-confirmation',
      to: 'seeker@example.com',
      subject: 'Confirm your job alert — Northstar Talent',
      headers,
    });
    for (const part of [email.text, email.html]) {
      expect(part).toContain(`https://northstar.example/alerts/confirm?token=${token}`);
      expect(part).toContain(unsubscribe);
      expect(part).toContain('within 7 days');
    }
    expect(email.text).toContain(alert.description);
    expect(email.html).toContain('New jobs matching &#34;nurse&#34; · Full-time');
  });

  const job = (index: number) => ({
    title: `Nurse <${index}>`,
    slug: `nurse-${index}`,
    company: 'Clinic & Co',
    location: 'Dubai, United Arab Emirates',
  });

  it('the digest: each job with its link, the search on the board, the unsubscribe link and headers', () => {
    const email = jobAlertDigest(alert, [job(1), job(2)], 0, settings);
    expect(email).toMatchObject({
      kind: 'job-alert-digest',
      to: 'seeker@example.com',
      subject: '2 new jobs for your job alert — Northstar Talent',
      headers,
    });
    const tags = 'utm_source=job-alert&utm_medium=email&utm_campaign=job-alert-digest';
    expect(email.text).toContain(
      `- Nurse <1>\n  Clinic & Co · Dubai, United Arab Emirates\n  https://northstar.example/jobs/nurse-1?${tags}`,
    );
    expect(email.text).toContain(
      `See the search on our job board: https://northstar.example/blog?q=nurse&type=full-time&country=AE&${tags}`,
    );
    expect(email.text).toContain(`Unsubscribe: ${unsubscribe}`);
    expect(email.html).toContain(`href="https://northstar.example/jobs/nurse-2?${tags.replaceAll('&', '&#38;')}"`);
    expect(email.html).toContain('Nurse &#60;2&#62;');
    expect(email.html).toContain('Clinic &#38; Co');
    expect(email.html).toContain(`href="${unsubscribe}"`);
    expect(email.html).not.toContain('<2>');
  });

  it('the digest of more jobs than it lists says how many more, linking to the search', () => {
    const jobs = Array.from({ length: 10 }, (_, index) => job(index));
    const email = jobAlertDigest(alert, jobs, 5, settings);
    expect(email.subject).toBe('15 new jobs for your job alert — Northstar Talent');
    expect(email.text).toContain('And 5 more: see them all: https://northstar.example/blog?q=nurse');
    expect(jobAlertDigest(alert, [job(1)], 0, settings).subject).toBe(
      '1 new job for your job alert — Northstar Talent',
    );
  });
});

describe('staffInvitationEmail', () => {
  it('links to the website’s invitation page with the token, says the role and until when, nothing else personal', () => {
    const email = staffInvitationEmail(
      {
        email: 'new.colleague@example.com',
        token: 'T0ken_with-chars',
        roleName: 'Recruiter',
        expiresAt: new Date('2026-11-29T12:00:00Z'),
      },
      settings,
    );
    expect(email).toMatchObject({ kind: 'staff-invitation', to: 'new.colleague@example.com' });
    expect(email.text).toContain('https://northstar.example/admin/invitation?token=T0ken_with-chars');
    expect(email.html).toContain('href="https://northstar.example/admin/invitation?token=T0ken_with-chars"');
    expect(email.text).toContain('as Recruiter');
    expect(email.text).toContain('2026-11-29 12:00 UTC');
  });
});

describe('client portal e-mails (docs/024-employers.md "Submissions and the client portal")', () => {
  it('sends a contact the single-use link on the website, for 15 minutes, naming the agency', () => {
    const token = 'A'.repeat(43);
    const email = clientSignInLinkEmail({ email: 'omar@client.example', fullName: 'Omar <Khan>', token }, settings);
    expect(email).toMatchObject({ kind: 'client-sign-in-link', to: 'omar@client.example' });
    expect(email.subject).toContain('Northstar Talent');
    expect(email.text).toContain(`https://northstar.example/client/sign-in?token=${token}`);
    expect(email.text).toContain('once, within 15 minutes');
    expect(email.html).toContain('Omar &#60;Khan&#62;');
  });

  it('tells staff which contact answered what about which candidate, with the reason, comment and application link', () => {
    const email = clientAnswerEmail(
      {
        clientName: 'Gulf Builders',
        contact: { fullName: 'Omar Khan', email: 'omar@client.example' },
        candidate: { fullName: 'Ada Lovelace', email: 'ada@example.com' },
        jobTitle: 'Site Engineer',
        applicationDocumentId: application.documentId,
        answer: 'not-a-fit',
        reason: 'salary',
        comment: 'Over budget <by far>.',
      },
      'owner@example.com',
      settings,
    );
    expect(email).toMatchObject({
      kind: 'client-answer',
      to: 'owner@example.com',
      subject: 'Client answer: Not a fit for Ada Lovelace',
      headers: { 'Reply-To': 'omar@client.example' },
    });
    expect(email.text).toContain(
      'Omar Khan of Gulf Builders answered “Not a fit” about Ada Lovelace for Site Engineer.',
    );
    expect(email.text).toContain('Reason: Salary expectations too high');
    expect(email.text).toContain('Candidate: Ada Lovelace (ada@example.com)');
    expect(email.text).toContain(
      `https://northstar.example/admin/applications?q=ada%40example.com&view=${application.documentId}`,
    );
    expect(email.html).toContain('Over budget &#60;by far&#62;.');
    expect(email.html).not.toContain('<by far>');
  });
});

describe('clientSubmissionEmail', () => {
  it('tells a client contact that a candidate waits in the portal, naming the role and never the candidate', () => {
    const email = clientSubmissionEmail(
      { contact: { fullName: 'Omar Nasser', email: 'omar@client.example' }, jobTitle: 'Treasury Analyst' },
      settings,
    );
    expect(email).toMatchObject({
      kind: 'client-submission',
      to: 'omar@client.example',
      subject: 'A candidate for Treasury Analyst — Northstar Talent',
    });
    expect(email.text).toContain('Hello Omar Nasser,');
    expect(email.text).toContain(`${settings.siteUrl}/client`);
  });
});
