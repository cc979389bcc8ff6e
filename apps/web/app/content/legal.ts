import {
  JOB_ALERT_UNCONFIRMED_DAYS,
  MY_DATA_LINK_DAYS,
  OUTBOX_RETENTION_DAYS,
  POOL_RENEWAL_NOTICE_DAYS,
} from '@agency/contract';
import type { Language } from '~/i18n/languages';
import { LEGAL_DOCUMENTS as ARABIC_LEGAL_DOCUMENTS } from './ar/legal';
import { SITE } from './site';

/**
 * The Privacy, Terms and Cookie pages (docs/000-product.md §16: the footer's legal links lead to real pages; the apply
 * form asks consent to the privacy policy). What is stored follows what the site really keeps: applications (name,
 * email, phone, cover letter, resume), contact enquiries (name, company, email, phone, service, message) and, for staff
 * only, a session cookie.
 */
/** A section of a legal page: its heading, then paragraphs, a list, a link and paragraphs after them, in that order. */
export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  /** A link of its own line, such as the accessibility statement's "Report a barrier". */
  link?: { to: string; label: string };
  after?: string[];
}

export interface LegalDocument {
  /** The small line above the title: 'Legal' when not given. */
  kicker?: string;
  title: string;
  /** One sentence for search results and the page intro. */
  summary: string;
  /** ISO date of the last change. */
  updated: string;
  sections: LegalSection[];
}

const PRIVACY_EMAIL = 'privacy@northstartalent.com';

/** What the legal pages say that comes from the product's settings rather than from this file. */
export interface LegalSettings {
  /** Days applications and resumes are kept after their job closed (the contract's `applicationRetentionDays`). */
  retentionDays: number;
  /** Days an enquiry is kept after its last change (the contract's `enquiryRetentionDays`). */
  enquiryRetentionDays: number;
  /**
   * Months a CV is kept in the talent pool when the applicant ticked the box (the contract's `talentPoolMonths`,
   * `TALENT_POOL_MONTHS`; docs/023-talent-pool.md "Consent and retention").
   */
  talentPoolMonths: number;
}

/**
 * The Privacy Policy, with the retention periods the CMS applies (`APPLICATION_RETENTION_DAYS`,
 * `ENQUIRY_RETENTION_DAYS`, the contract's `OUTBOX_RETENTION_DAYS`; docs/015-recruiter-workflow.md) and the talent
 * pool's period (`TALENT_POOL_MONTHS`, docs/023-talent-pool.md).
 */
function privacyPolicy({ retentionDays, enquiryRetentionDays, talentPoolMonths }: LegalSettings): LegalDocument {
  return {
    title: 'Privacy Policy',
    summary: `How ${SITE.name} collects, uses, keeps and protects the personal data of job applicants, clients and visitors.`,
    updated: '2026-11-26',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          `${SITE.name} is a recruitment and staffing agency with offices in the United States, Pakistan and the United Arab Emirates. We are responsible (the "controller") for the personal data described here. Questions about this policy go to ${PRIVACY_EMAIL}.`,
        ],
      },
      {
        heading: 'What we collect',
        paragraphs: ['We collect what you send us through this website, and what our recruiters add:'],
        list: [
          'When you apply for a job: your full name, email address, phone number, cover letter, the resume file you upload (PDF, DOC or DOCX) and the job you applied for, with the date and time of your application and of your consent, and the wording you agreed to.',
          'With your application, where your visit came from: the campaign tags of the link you followed to our site (utm_source, utm_medium, utm_campaign, such as "indeed" or "job-alert") and the name of the website that sent you (such as www.linkedin.com), never the address of the page you were on. It tells us which job boards and alerts work; it is kept and deleted with the application.',
          'When you send the contact form: your full name, company, email address, phone number, the service you are interested in and your message.',
          'When you ask for job alerts: your email address and the job search you chose, with the date and time you subscribed and confirmed.',
          `When one of our recruiters adds you to our talent pool (from a public profile, or a CV you gave us): your name, email address and, when known, phone number, country, your CV and keywords about your skills, with where we got them. We email you at once to tell you, with a link to see, download or erase this data; the link works for ${MY_DATA_LINK_DAYS} days.`,
          'When staff sign in to the back-office: their username and a session cookie (see the Cookie Policy).',
          'Our web servers keep standard technical logs (IP address, requested page, time, browser type) to keep the site secure and working.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: ['We use your data for these purposes only:'],
        list: [
          'To consider you for the job you applied for and, with your agreement, for similar roles, and to contact you about your application (legal basis: your consent and steps taken at your request before a contract).',
          'To consider people our recruiters added to the talent pool for suitable roles (legal basis: our legitimate interest in matching people with jobs, which you may object to at any time, or your consent where you gave it).',
          'To answer your enquiry and to provide our recruitment services to your company (legal basis: our legitimate interest in responding to business enquiries, and the performance of a contract).',
          'To protect the site against abuse, such as limiting how often a form can be sent (legal basis: our legitimate interest in security).',
        ],
      },
      {
        heading: 'What we never do',
        paragraphs: [
          'We do not sell your data, we do not use it for advertising, and we do not make automated decisions about you.',
        ],
      },
      {
        heading: 'Who can see it',
        paragraphs: [
          'Only our recruitment staff can read applications and enquiries. Resumes are kept in private storage that has no public address; staff download them through the signed-in back-office only.',
          'We share an application with a hiring company only for the job you applied for, or after asking you. Our hosting providers process data on our behalf under written agreements and may not use it for anything else.',
        ],
      },
      {
        heading: 'How long we keep it',
        list: [
          `Applications and resumes: ${retentionDays} days after the job you applied for closed or was removed; then they are deleted automatically. You can ask us to delete them earlier.`,
          `Talent pool: if you tick "Keep my CV in your talent pool" when you apply, your applications and resumes are kept for ${talentPoolMonths} months from that day instead, even after the job closed, so that we can consider you for future roles. ${POOL_RENEWAL_NOTICE_DAYS} days before that period ends we email you a link to renew it for another ${talentPoolMonths} months; if you do not, your data is deleted automatically when it ends (or when the retention above ends, whichever is later). You can ask us to delete it at any time.`,
          `Added to the talent pool by our recruiters: ${talentPoolMonths} months from the day you were added, then deleted automatically (longer only if you consented to the pool and renewed it). You can erase it at once through the link we emailed you.`,
          `Contact enquiries: ${enquiryRetentionDays} days after our last exchange about them; then they are deleted automatically. Business records of a client contract are kept for the period the law requires.`,
          `Job alerts: until you unsubscribe (every alert email has a one-click link); an alert you never confirm is deleted after ${JOB_ALERT_UNCONFIRMED_DAYS} days.`,
          `The emails we send you (confirmations and replies): ${OUTBOX_RETENTION_DAYS} days after they were sent.`,
          'Server logs: 30 days.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'Depending on where you live (for example under the GDPR in Europe and the UK, the UAE Personal Data Protection Law, Pakistani law or US state privacy laws), you can:',
        ],
        list: [
          'see the personal data we hold about you and get a copy of it;',
          'have it corrected if it is wrong, or deleted;',
          'withdraw your consent at any time, which stops further use of your application;',
          'object to or restrict how we use it;',
          'complain to your data protection authority.',
        ],
      },
      {
        heading: 'International transfers',
        paragraphs: [
          'Our recruiters work from several countries, so your data may be read outside the country where you live. We protect such transfers with standard contractual clauses or equivalent safeguards.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'Pages and forms are served over encrypted connections, resumes are checked for their real file type before they are stored, access to applications requires a staff account with administrator rights, and forms are protected against automated abuse.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [
          `To use any of your rights or ask a question, email ${PRIVACY_EMAIL} or write to ${SITE.name}, 1250 Broadway, 36th Floor, New York, NY 10001, United States. We answer within 30 days at the latest.`,
        ],
      },
    ],
  };
}

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  summary: `The terms that apply when you use the ${SITE.name} website, apply for a job or send us an enquiry.`,
  updated: '2026-11-01',
  sections: [
    {
      heading: 'About these terms',
      paragraphs: [
        `These terms apply to your use of this website, run by ${SITE.name}. By using the site you accept them. Recruitment services for companies are governed by a separate written agreement, which takes precedence over these terms.`,
      ],
    },
    {
      heading: 'Job seekers',
      list: [
        'Applying through this site is free. We never ask candidates for money to be considered for a role.',
        'The information and resume you send must be accurate and yours. We may verify your identity, degrees, employment history and references before presenting you to a client.',
        'Sending an application does not guarantee an interview or a job. Job adverts describe roles as our clients described them to us and can change or close at any time.',
      ],
    },
    {
      heading: 'Employers',
      list: [
        'Timelines shown on this site, such as candidates within 48 hours and first profiles in 48-72 hours, describe what we achieve for most roles; the timeline for your search is agreed in writing.',
        'The free replacement guarantee applies when a placed candidate leaves during the probation period agreed in your contract, under the conditions it sets out.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['You agree not to:'],
      list: [
        'send false, misleading or someone else’s information;',
        'upload files that contain malware or that you have no right to share;',
        'send automated or bulk submissions, or try to get around the limits that protect our forms;',
        'try to reach parts of the site or data that are not meant for you.',
      ],
    },
    {
      heading: 'Content and intellectual property',
      paragraphs: [
        `The text, design and illustrations of this site belong to ${SITE.name}. You may read, print and share pages for personal use and to apply for roles. Articles are general information, not legal or financial advice.`,
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'We take care to keep the site accurate and available but cannot promise that it is always error-free or uninterrupted. To the extent the law allows, we are not liable for indirect losses arising from the use of the site. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Changes and governing law',
      paragraphs: [
        'We may update these terms; the date at the top shows the latest version. These terms are governed by the laws of the State of New York, without prejudice to rights you have under the law of the country where you live.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these terms: ${SITE.email}.`],
    },
  ],
};

export const COOKIE_POLICY: LegalDocument = {
  title: 'Cookie Policy',
  summary: `${SITE.name} uses no tracking or advertising cookies; only staff who sign in get one strictly necessary session cookie.`,
  updated: '2026-11-26',
  sections: [
    {
      heading: 'The short version',
      paragraphs: [
        'Visitors, job seekers and clients browsing this site get no cookies from us at all. We use no analytics, advertising, social-media or other tracking cookies, and no third-party scripts that set them.',
      ],
    },
    {
      heading: 'The one cookie we use',
      paragraphs: [
        'When a member of our staff signs in to the back-office, the site sets one session cookie that keeps them signed in. It is:',
      ],
      list: [
        'strictly necessary: the back-office cannot work without it, so it needs no consent under the ePrivacy rules;',
        'encrypted and marked HttpOnly, so scripts on the page cannot read it, and SameSite=Lax, so other sites cannot use it;',
        'deleted when the staff member signs out, and it expires on its own after at most seven days.',
      ],
    },
    {
      heading: 'Forms without cookies',
      paragraphs: [
        'The job application and contact forms work without cookies. To protect them against abuse we count submissions per network address for a few minutes, in memory, without storing anything in your browser.',
      ],
    },
    {
      heading: 'Where your visit came from',
      paragraphs: [
        "When you arrive on our site, a small script notes the campaign tags of the link you followed (utm_source, utm_medium, utm_campaign) and the name of the website that sent you, in your browser tab's session storage, not in a cookie. It holds no identifier, is never sent to us on its own, and is deleted when you close the tab. Only if you apply for a job does the form send it with your application, so that we know which job boards and alerts bring applicants (see the Privacy Policy).",
      ],
    },
    {
      heading: 'Managing cookies',
      paragraphs: [
        'You can delete or block cookies in your browser settings at any time. Blocking them does not affect the public site; staff need the session cookie to sign in.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        `If we ever add a cookie that is not strictly necessary, we will update this page and ask for your consent first. Questions: ${PRIVACY_EMAIL}.`,
      ],
    },
  ],
};

/** The legal pages' documents in one language, by the path of their page in English form (LEGAL_LINKS' paths). */
export type LegalDocuments = Record<'/privacy' | '/terms' | '/cookies', (settings: LegalSettings) => LegalDocument>;

/** The English legal documents by the path of their page. */
export const LEGAL_DOCUMENTS: LegalDocuments = {
  '/privacy': privacyPolicy,
  '/terms': () => TERMS_OF_SERVICE,
  '/cookies': () => COOKIE_POLICY,
};

/**
 * The legal document of the page at `path` ('/privacy', '/terms', '/cookies', English form) in `language` (the Arabic
 * ones are content/ar/legal.ts), or undefined for another path. Server side only (the route's loader), so that the
 * browser gets one document in one language.
 */
export function legalDocument(
  path: string,
  settings: LegalSettings,
  language: Language = 'en',
): LegalDocument | undefined {
  const documents = language === 'ar' ? ARABIC_LEGAL_DOCUMENTS : LEGAL_DOCUMENTS;
  return Object.hasOwn(documents, path) ? documents[path as keyof LegalDocuments](settings) : undefined;
}
