import {
  APPLICATION_REPLY_PROMISE,
  CANDIDATE_LEGAL_BASIS_FOR_PERSON,
  CLIENT_LINK_MINUTES,
  CANDIDATE_PAGE_PATH,
  CLIENT_LINK_PATH,
  CLIENT_PORTAL_PATH,
  clientAnswerLabel,
  notAFitReasonLabel,
  type ClientAnswer,
  displayLocation,
  displaySalary,
  salaryAmounts,
  formatFileSize,
  type HiringRequestInput,
  JOB_ALERT_UNCONFIRMED_DAYS,
  JOB_ALERT_UTM,
  PASSWORD_RESET_TTL_MS,
  jobSearchQuery,
  choiceLabel,
  JOB_TYPE_LABELS,
  SALARY_PERIOD_LABELS,
  SCREENING_PRESET_LABELS,
  SCREENING_PRESETS,
  SERVICE_LABELS,
  WORKPLACE_LABELS,
  SITE_NAME,
  serviceLabel,
  type CandidateLegalBasis,
  countryName,
  findJobType,
  intlLocale,
  type JobAlertSearch,
  type Language,
  languageOf,
  withUtm,
} from '@agency/contract';
import type { ComposedEmail } from './outbox';

/**
 * The product's emails (docs/013-email-outbox.md): each a plain-text and an HTML part in the site's
 * name and colours, without images, tracking pixels or tracked links. Every value a visitor typed is escaped in the
 * HTML part. The outbox (lib/outbox.ts) stores what these functions return.
 */

/** The site's brand colour (apps/web/app/app.css `--color-brand-600`) and its text colours (Tailwind slate). */
const BRAND = '#2552eb';
const INK = '#0f172a';
const MUTED = '#475569';

/** Where the emails come from and go to, read from the environment once per email. */
export interface EmailSettings {
  /** Staff's address for alerts (`STAFF_ALERT_TO`). */
  staffTo: string;
  /** The website's origin, for links into the back-office (`PUBLIC_URL`, as config/middlewares.ts reads it). */
  siteUrl: string;
}

/**
 * `STAFF_ALERT_TO` (default `ADMIN_EMAIL`, else the demo staff address `admin@example.com`) and `PUBLIC_URL`
 * (default `http://localhost:3000`, without a trailing slash).
 */
export function emailSettings(env: NodeJS.ProcessEnv): EmailSettings {
  return {
    staffTo: env.STAFF_ALERT_TO || env.ADMIN_EMAIL || 'admin@example.com',
    siteUrl: (env.PUBLIC_URL || 'http://localhost:3000').replace(/\/+$/, ''),
  };
}

/** `value` safe inside HTML text and attribute values: `& < > " '` as entities. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The plain-text and HTML parts of `body`, in the layout of every e-mail here, for e-mails composed in other modules
 * (lib/interview-emails.ts).
 */
export function renderEmailBody(body: EmailBody): { text: string; html: string } {
  return { text: toText(body), html: toHtml(body) };
}

/** A value that may be missing, for display: the value, or a dash. */
const orDash = (value: string | null | undefined) => (value?.trim() ? value : '—');

/** One email's content: a heading, paragraphs and labelled details, each already plain text (escaped here). */
export interface EmailBody {
  heading: string;
  paragraphs: string[];
  details?: Array<[label: string, value: string]>;
  /** Text of a paragraph kept as the sender wrote it (line breaks shown), e.g. an enquiry's message. */
  quote?: string;
  link?: { label: string; href: string };
  /** A list of links, each with a line of details under it (the jobs of a job alert's digest). */
  items?: Array<{ label: string; href: string; detail?: string }>;
  /** A small print line with a link after it, above the site's name (the unsubscribe link of a job alert). */
  footer?: { text: string; label: string; href: string };
  /**
   * The language it is written in (default English): Arabic's HTML part is `lang="ar" dir="rtl"` with its text lined up
   * on the right (docs/026-languages.md "E-mails").
   */
  language?: Language;
}

type Body = EmailBody;

/** The plain-text part of a body. */
function toText(body: Body): string {
  const lines = [body.heading, '', ...body.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (body.details) lines.push(...body.details.map(([label, value]) => `${label}: ${value}`), '');
  if (body.items) {
    for (const item of body.items)
      lines.push(`- ${item.label}`, ...(item.detail ? [`  ${item.detail}`] : []), `  ${item.href}`);
    lines.push('');
  }
  if (body.quote !== undefined) lines.push(body.quote, '');
  if (body.link) lines.push(`${body.link.label}: ${body.link.href}`, '');
  if (body.footer) lines.push(body.footer.text, `${body.footer.label}: ${body.footer.href}`, '');
  lines.push('—', SITE_NAME);
  return lines.join('\n');
}

/** The HTML part of a body: one centred column with the brand's bar, inline styles only (mail clients drop <style>). */
function toHtml(body: Body): string {
  const rtl = body.language === 'ar';
  // Right to left: text lined up on the right, the gap after a label and the quote's bar on the reading side's end.
  const align = rtl ? 'text-align:right;' : '';
  // A value or a quote as it was typed takes its own direction in a right-to-left e-mail: a phone number, an e-mail
  // address or an English name stays left to right (still lined up on the right), an Arabic text right to left.
  const auto = rtl ? ' dir="auto"' : '';
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;color:${INK};font-size:16px;line-height:24px">${escapeHtml(text)}</p>`;
  const details = body.details
    ? `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${body.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:${rtl ? '4px 0 4px 16px' : '4px 16px 4px 0'};color:${MUTED};font-size:14px;vertical-align:top">${escapeHtml(label)}</td>` +
            `<td${auto} style="padding:4px 0;color:${INK};font-size:14px">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const quote =
    body.quote !== undefined
      ? `<div${auto} style="margin:0 0 16px;padding:12px 16px;border-${rtl ? 'right' : 'left'}:4px solid ${BRAND};background:#f8fafc;color:${INK};font-size:15px;line-height:22px;white-space:pre-wrap">${escapeHtml(body.quote)}</div>`
      : '';
  const items = body.items
    ? `<ul style="margin:0 0 16px;padding:0;list-style:none">${body.items
        .map(
          (item) =>
            `<li style="margin:0 0 12px"><a href="${escapeHtml(item.href)}" style="color:${BRAND};font-size:16px;font-weight:600">${escapeHtml(item.label)}</a>` +
            (item.detail ? `<br><span style="color:${MUTED};font-size:14px">${escapeHtml(item.detail)}</span>` : '') +
            '</li>',
        )
        .join('')}</ul>`
    : '';
  const footer = body.footer
    ? `${escapeHtml(body.footer.text)} <a href="${escapeHtml(body.footer.href)}" style="color:${MUTED}">${escapeHtml(body.footer.label)}</a><br>`
    : '';
  const link = body.link
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(body.link.href)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:${BRAND};color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(body.link.label)}</a></p>`
    : '';
  return [
    '<!doctype html>',
    rtl ? '<html lang="ar" dir="rtl">' : '<html lang="en">',
    `<head><meta charset="utf-8"><title>${escapeHtml(body.heading)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">`,
    // `dir` again on the column: some mail clients drop the <html> element's attributes.
    `<div${rtl ? ' dir="rtl"' : ''} style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;overflow:hidden;${align}">`,
    `<div style="padding:16px 24px;background:${BRAND};color:#ffffff;font-size:18px;font-weight:700">${escapeHtml(SITE_NAME)}</div>`,
    '<div style="padding:24px">',
    `<h1 style="margin:0 0 16px;color:${INK};font-size:20px">${escapeHtml(body.heading)}</h1>`,
    ...body.paragraphs.map(paragraph),
    details,
    items,
    quote,
    link,
    '</div>',
    `<div style="padding:16px 24px;border-top:1px solid #e2e8f0;color:${MUTED};font-size:12px">${footer}${escapeHtml(SITE_NAME)}</div>`,
    '</div></body></html>',
  ].join('');
}

/** The application an email is about: what the applicant sent and the job it names. */
export interface ApplicationFacts {
  /** The application's documentId, shown as its reference and used in the back-office link. */
  documentId: string;
  fullName: string;
  email: string;
  phone?: string | null;
  jobTitle: string;
  company?: string | null;
  /** The candidate's page of this application (`candidatePageLink`), linked from the confirmation (issue 28). */
  pageLink?: string | null;
  /** The language of the page the application was sent from: the confirmation's (absent or null: English). */
  language?: string | null;
}

/**
 * The link of the candidate's page of an application: the website's `CANDIDATE_PAGE_PATH` with the token in the path
 * (`PUBLIC_URL/my-application/<token>`, never a request's Host; docs/025-placements.md "The candidate's page"), in
 * `language` (`PUBLIC_URL/ar/my-application/<token>` for Arabic; absent or null: English).
 */
export function candidatePageLink(
  token: string,
  settings: Pick<EmailSettings, 'siteUrl'>,
  language?: string | null,
): string {
  return `${settings.siteUrl}${languagePrefix(language)}${CANDIDATE_PAGE_PATH}/${encodeURIComponent(token)}`;
}

/**
 * The words of the e-mails to a person, one object per language of the same shape (docs/026-languages.md "E-mails"):
 * English as the spec has it, Arabic (Modern Standard Arabic, as the site's Arabic pages). Staff's e-mails are English.
 */
type Words<Shape> = Record<Language, Shape>;

/** "Dear Layla," and the words of an enquiry's and a hiring request's copy ("A copy of what you sent:"). */
const COMMON_WORDS: Words<{ dear: (name: string) => string; copy: string; none: string; replyIn24Hours: string }> = {
  en: {
    dear: (name) => `Dear ${name},`,
    copy: 'A copy of what you sent:',
    none: 'None',
    replyIn24Hours: 'We reply within 24 hours.',
  },
  ar: {
    dear: (name) => `مرحبًا ${name}،`,
    copy: 'نسخة مما أرسلته:',
    none: 'لا يوجد',
    replyIn24Hours: 'وسنردّ عليك خلال 24 ساعة.',
  },
};

/**
 * A job as a person's e-mails name it, in `language`: "Nurse at Al Noor" / "Nurse لدى Al Noor", or the title alone
 * without a company (a confidential job's company is already the agency's name, `publicCompany`).
 */
export function jobIn(language: Language, jobTitle: string, company: string | null | undefined): string {
  if (!company) return jobTitle;
  return language === 'ar' ? `${jobTitle} لدى ${company}` : `${jobTitle} at ${company}`;
}

const APPLICATION_CONFIRMATION_WORDS: Words<{
  subject: (jobTitle: string) => string;
  heading: string;
  thanks: (job: string) => string;
  earlier: string;
  next: string;
  page: string;
  labels: { job: string; company: string; reference: string };
  follow: string;
}> = {
  en: {
    subject: (jobTitle) => `Your application for ${jobTitle} — ${SITE_NAME}`,
    heading: 'We received your application',
    thanks: (job) => `thank you for applying for ${job}. Your application and resume have reached us.`,
    earlier: 'We also have an earlier application to this job from this email address; our recruiters will see both.',
    next: `What happens next: ${APPLICATION_REPLY_PROMISE} Please quote your reference if you write to us about it.`,
    page: 'Your own page shows where your application stands, and you can withdraw it there. The link is yours alone: please do not share it.',
    labels: { job: 'Job', company: 'Company', reference: 'Reference' },
    follow: 'Follow your application',
  },
  ar: {
    subject: (jobTitle) => `طلبك لوظيفة ${jobTitle} — ${SITE_NAME}`,
    heading: 'تسلّمنا طلبك',
    thanks: (job) => `شكرًا لتقدّمك لوظيفة ${job}. وصلنا طلبك وسيرتك الذاتية.`,
    earlier:
      'لدينا أيضًا طلب سابق لهذه الوظيفة من عنوان البريد الإلكتروني نفسه، وسيطّلع مسؤولو التوظيف لدينا على الطلبين معًا.',
    next: 'ماذا بعد؟ يردّ مسؤولو التوظيف لدينا على كل طلب خلال 48 ساعة. يُرجى ذكر الرقم المرجعي إذا راسلتنا بشأن طلبك.',
    page: 'تعرض صفحتك الخاصة المرحلة التي بلغها طلبك، ويمكنك سحبه منها. هذا الرابط لك وحدك، فيُرجى ألّا تشاركه مع أحد.',
    labels: { job: 'الوظيفة', company: 'الشركة', reference: 'الرقم المرجعي' },
    follow: 'تابِع طلبك',
  },
};

/**
 * The applicant's confirmation of a new application, in the language of the page they applied from
 * (`application.language`): the job and company, the application's reference and what happens next
 * (`APPLICATION_REPLY_PROMISE`, docs/000-product.md §1), and the link to the candidate's own page when one was made
 * (`pageLink`; the page is English-only). `earlierApplication` adds that this address
 * applied to this job before (the duplicate rule of docs/015-recruiter-workflow.md; the caller says whether it holds).
 */
export function applicationConfirmation(application: ApplicationFacts, earlierApplication: boolean): ComposedEmail {
  const language = languageOf(application.language);
  const words = APPLICATION_CONFIRMATION_WORDS[language];
  const job = jobIn(language, application.jobTitle, application.company);
  const body: Body = {
    language,
    heading: words.heading,
    paragraphs: [
      COMMON_WORDS[language].dear(application.fullName),
      words.thanks(job),
      ...(earlierApplication ? [words.earlier] : []),
      words.next,
      ...(application.pageLink ? [words.page] : []),
    ],
    details: [
      [words.labels.job, application.jobTitle],
      [words.labels.company, orDash(application.company)],
      [words.labels.reference, application.documentId],
    ],
    ...(application.pageLink ? { link: { label: words.follow, href: application.pageLink } } : {}),
  };
  return {
    kind: 'application-confirmation',
    to: application.email,
    subject: words.subject(application.jobTitle),
    text: toText(body),
    html: toHtml(body),
  };
}

/**
 * The back-office's link to an application: `${siteUrl}/admin/applications?q=<email>&view=<documentId>` (the list of
 * this applicant's applications, so that it holds this one whatever arrived since, with its details open).
 */
export function applicationLink(
  application: Pick<ApplicationFacts, 'email' | 'documentId'>,
  settings: EmailSettings,
): string {
  const query = new URLSearchParams({ q: application.email, view: application.documentId });
  return `${settings.siteUrl}/admin/applications?${query.toString()}`;
}

/**
 * Staff's alert of a new application: who applied to which job, and a link to the application in the back-office
 * (`${siteUrl}/admin/applications?q=<email>&view=<documentId>`: the list of this applicant's applications, so that it
 * holds this one whatever arrived since, with its details open). The resume is never attached; staff download it there.
 */
export function applicationAlert(application: ApplicationFacts, settings: EmailSettings): ComposedEmail {
  const href = applicationLink(application, settings);
  const body: Body = {
    heading: 'New application',
    paragraphs: [`${application.fullName} applied for ${application.jobTitle}.`],
    details: [
      ['Applicant', application.fullName],
      ['Email', application.email],
      ['Phone', orDash(application.phone)],
      ['Job', application.jobTitle],
      ['Company', orDash(application.company)],
      ['Reference', application.documentId],
    ],
    link: { label: 'Open the application', href },
  };
  return {
    kind: 'application-alert',
    to: settings.staffTo,
    subject: `New application: ${application.fullName} for ${application.jobTitle}`,
    text: toText(body),
    html: toHtml(body),
  };
}

/** An enquiry as the contact form stored it. */
export interface EnquiryFacts {
  fullName: string;
  email: string;
  company?: string | null;
  phone?: string | null;
  service?: string | null;
  message: string;
  /** The language of the page it was sent from: the acknowledgement's (absent or null: English). */
  language?: string | null;
}

/**
 * Staff's alert of a new enquiry, with its message in full and a link to the enquiries in the back-office
 * (`${siteUrl}/admin/contactList`). `Reply-To` is the visitor, so that answering the email answers them.
 */
export function enquiryAlert(enquiry: EnquiryFacts, settings: EmailSettings): ComposedEmail {
  const body: Body = {
    heading: 'New enquiry',
    paragraphs: [`${enquiry.fullName} sent an enquiry with the contact form.`],
    details: [
      ['Name', enquiry.fullName],
      ['Email', enquiry.email],
      ['Company', orDash(enquiry.company)],
      ['Phone', orDash(enquiry.phone)],
      ['Service', orDash(serviceLabel(enquiry.service) ?? enquiry.service)],
    ],
    quote: enquiry.message,
    link: { label: 'Open the enquiries', href: `${settings.siteUrl}/admin/contactList` },
  };
  return {
    kind: 'enquiry-alert',
    to: settings.staffTo,
    subject: `New enquiry from ${enquiry.fullName}`,
    text: toText(body),
    html: toHtml(body),
    headers: { 'Reply-To': enquiry.email },
  };
}

/** A service's label in `language` (the contract's `SERVICE_LABELS`; an unknown value as it is), or undefined for none. */
function serviceIn(language: Language, value: string | null | undefined): string | undefined {
  return choiceLabel(SERVICE_LABELS, language, value);
}

const ENQUIRY_ACKNOWLEDGEMENT_WORDS: Words<{
  subject: string;
  heading: string;
  thanks: string;
  labels: { name: string; company: string; phone: string; service: string };
}> = {
  en: {
    subject: `We received your message — ${SITE_NAME}`,
    heading: 'We received your message',
    thanks: `thank you for contacting ${SITE_NAME}. Your message has reached us. ${COMMON_WORDS.en.replyIn24Hours}`,
    labels: { name: 'Name', company: 'Company', phone: 'Phone', service: 'Service' },
  },
  ar: {
    subject: `تسلّمنا رسالتك — ${SITE_NAME}`,
    heading: 'تسلّمنا رسالتك',
    thanks: `شكرًا لتواصلك مع ${SITE_NAME}. وصلتنا رسالتك، ${COMMON_WORDS.ar.replyIn24Hours}`,
    labels: { name: 'الاسم', company: 'الشركة', phone: 'الهاتف', service: 'الخدمة' },
  },
};

/**
 * The acknowledgement to the sender of an enquiry (docs/024-employers.md "What happens when it is sent"), in the
 * language of the page they wrote from (`enquiry.language`): we received the message and reply within 24 hours, with a
 * copy of what they sent (the message kept as written). Replies go to the staff address.
 */
export function enquiryAcknowledgement(enquiry: EnquiryFacts, settings: EmailSettings): ComposedEmail {
  const language = languageOf(enquiry.language);
  const words = ENQUIRY_ACKNOWLEDGEMENT_WORDS[language];
  const body: Body = {
    language,
    heading: words.heading,
    paragraphs: [COMMON_WORDS[language].dear(enquiry.fullName), words.thanks, COMMON_WORDS[language].copy],
    details: [
      [words.labels.name, enquiry.fullName],
      [words.labels.company, orDash(enquiry.company)],
      [words.labels.phone, orDash(enquiry.phone)],
      [words.labels.service, orDash(serviceIn(language, enquiry.service))],
    ],
    quote: enquiry.message,
  };
  return {
    kind: 'enquiry-acknowledgement',
    to: enquiry.email,
    subject: words.subject,
    text: toText(body),
    html: toHtml(body),
    headers: { 'Reply-To': settings.staffTo },
  };
}

/** A just-stored hiring request as its e-mails need it: what the employer sent (the contract's input) and its documentId. */
export type HiringRequestFacts = Pick<
  HiringRequestInput,
  | 'company'
  | 'contactName'
  | 'email'
  | 'roleTitle'
  | 'hires'
  | 'workplace'
  | 'country'
  | 'city'
  | 'applicantLocations'
  | 'employmentType'
  | 'salaryMin'
  | 'salaryMax'
  | 'salaryCurrency'
  | 'salaryPeriod'
  | 'startDate'
  | 'requirements'
> &
  Partial<Pick<HiringRequestInput, 'mustHaves' | 'screeningPresets'>> & {
    documentId: string;
    phone?: string | null;
    /** The job description file sent with it (its name and size in bytes), or none. */
    jobDescription?: { name: string; size: number } | null;
    /** The language of the page it was sent from: the acknowledgement's (absent or null: English). */
    language?: string | null;
  };

const HIRING_REQUEST_WORDS: Words<{
  subject: (roleTitle: string) => string;
  heading: string;
  thanks: (roleTitle: string) => string;
  labels: {
    company: string;
    contact: string;
    phone: string;
    role: string;
    hires: string;
    place: string;
    employmentType: string;
    budget: string;
    startDate: string;
    mustHaves: string;
    askApplicants: string;
    jobDescription: string;
  };
}> = {
  en: {
    subject: (roleTitle) => `Your hiring request for ${roleTitle} — ${SITE_NAME}`,
    heading: 'We received your hiring request',
    thanks: (roleTitle) =>
      `thank you for your hiring request for ${roleTitle}. A consultant will reply within 24 hours.`,
    labels: {
      company: 'Company',
      contact: 'Contact',
      phone: 'Phone',
      role: 'Role',
      hires: 'Hires',
      place: 'Place',
      employmentType: 'Employment type',
      budget: 'Budget',
      startDate: 'Start date',
      mustHaves: 'Must-haves',
      askApplicants: 'Ask applicants',
      jobDescription: 'Job description file',
    },
  },
  ar: {
    subject: (roleTitle) => `طلب التوظيف الخاص بك لوظيفة ${roleTitle} — ${SITE_NAME}`,
    heading: 'تسلّمنا طلب التوظيف الخاص بك',
    thanks: (roleTitle) => `شكرًا لك على طلب التوظيف لوظيفة ${roleTitle}. سيتواصل معك أحد مستشارينا خلال 24 ساعة.`,
    labels: {
      company: 'الشركة',
      contact: 'مسؤول التواصل',
      phone: 'الهاتف',
      role: 'الوظيفة',
      hires: 'عدد الموظفين المطلوبين',
      place: 'مكان العمل',
      employmentType: 'نوع التوظيف',
      budget: 'الميزانية',
      startDate: 'تاريخ البدء',
      mustHaves: 'المتطلبات الأساسية',
      askApplicants: 'أسئلة للمتقدمين',
      jobDescription: 'ملف الوصف الوظيفي',
    },
  },
};

/** A country's name in Arabic (CLDR through `Intl.DisplayNames`), else its English name (`countryName`). */
function arabicCountryName(code: string): string {
  try {
    const name = new Intl.DisplayNames(['ar'], { type: 'region', fallback: 'none' }).of(code);
    return name ?? countryName(code);
  } catch {
    return countryName(code);
  }
}

/** The Arabic of `displayLocation`'s structured place: "دبي، الإمارات العربية المتحدة", "عن بُعد (السعودية)". */
function arabicLocation(request: HiringRequestFacts): string {
  const place = [request.city?.trim(), request.country ? arabicCountryName(request.country) : '']
    .filter(Boolean)
    .join('، ');
  if (request.workplace === 'remote') {
    const where = (request.applicantLocations ?? []).map(arabicCountryName).join('، ');
    const remote = WORKPLACE_LABELS.ar.remote;
    return where ? `${remote} (${where})` : place ? `${remote} · ${place}` : remote;
  }
  if (request.workplace === 'hybrid')
    return place ? `${WORKPLACE_LABELS.ar.hybrid} · ${place}` : WORKPLACE_LABELS.ar.hybrid;
  return place;
}

/** The Arabic of `displaySalary`'s structured salary: the amounts in the currency with Latin digits, then the period. */
function arabicSalary(request: HiringRequestFacts): string {
  const amount = salaryAmounts(request, 'ar');
  const period = request.salaryPeriod ? SALARY_PERIOD_LABELS.ar[request.salaryPeriod] : undefined;
  return amount ? [amount, period].filter(Boolean).join(' ') : '';
}

/** A `YYYY-MM-DD` date in `language`: as it is in English (the form's value), "1 مارس 2027" in Arabic (Latin digits). */
function dateIn(language: Language, date: string): string {
  if (language === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return new Intl.DateTimeFormat(intlLocale('ar'), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * What a hiring request asks for, as both its e-mails list it: role, hires, place, type, budget, start date, its
 * must-haves and the ready-made questions to ask applicants, and the job description file by name and size (the file
 * itself is never attached: staff download it from the request's page). In `language` (staff's alert: English).
 */
function hiringRequestDetails(
  request: HiringRequestFacts,
  language: Language = 'en',
): Array<[label: string, value: string]> {
  const file = request.jobDescription;
  const { labels } = HIRING_REQUEST_WORDS[language];
  const { none } = COMMON_WORDS[language];
  const ar = language === 'ar';
  const presets = SCREENING_PRESETS.filter((preset) => request.screeningPresets?.includes(preset.id)).map(
    (preset) => SCREENING_PRESET_LABELS[language][preset.id],
  );
  return [
    [labels.role, request.roleTitle],
    [labels.hires, String(request.hires)],
    [labels.place, orDash(ar ? arabicLocation(request) : displayLocation(request))],
    [labels.employmentType, JOB_TYPE_LABELS[language][request.employmentType]],
    [labels.budget, orDash(ar ? arabicSalary(request) : displaySalary(request))],
    [labels.startDate, orDash(request.startDate ? dateIn(language, request.startDate) : request.startDate)],
    [labels.mustHaves, request.mustHaves?.length ? request.mustHaves.join(ar ? '؛ ' : '; ') : none],
    [labels.askApplicants, orDash(presets.join(ar ? '؛ ' : '; '))],
    [labels.jobDescription, file ? `${file.name} (${formatFileSize(file.size)})` : none],
  ];
}

/**
 * The acknowledgement to the employer of a hiring request (docs/024-employers.md; spec §1: a reply within 24 hours), in
 * the language of the page they sent it from (`request.language`): a consultant replies within 24 hours, and a plain
 * copy of what they sent (the requirements kept as written). Replies go to the staff address.
 */
export function hiringRequestAcknowledgement(request: HiringRequestFacts, settings: EmailSettings): ComposedEmail {
  const language = languageOf(request.language);
  const words = HIRING_REQUEST_WORDS[language];
  const body: Body = {
    language,
    heading: words.heading,
    paragraphs: [
      COMMON_WORDS[language].dear(request.contactName),
      words.thanks(request.roleTitle),
      COMMON_WORDS[language].copy,
    ],
    details: [
      [words.labels.company, request.company],
      [words.labels.contact, request.contactName],
      [words.labels.phone, orDash(request.phone)],
      ...hiringRequestDetails(request, language),
    ],
    quote: request.requirements,
  };
  return {
    kind: 'hiring-request-acknowledgement',
    to: request.email,
    subject: words.subject(request.roleTitle),
    text: toText(body),
    html: toHtml(body),
    headers: { 'Reply-To': settings.staffTo },
  };
}

/**
 * Staff's alert of a new hiring request: who asks for what, the requirements in full, the job description file's name
 * and size when one came (downloaded from the request's page, never attached), and a link to the request in the
 * back-office (`${siteUrl}/admin/hiring-requests/<documentId>`). `Reply-To` is the employer.
 */
export function hiringRequestAlert(request: HiringRequestFacts, settings: EmailSettings): ComposedEmail {
  const body: Body = {
    heading: 'New hiring request',
    paragraphs: [`${request.contactName} of ${request.company} sent a hiring request for ${request.roleTitle}.`],
    details: [
      ['Company', request.company],
      ['Contact', request.contactName],
      ['Email', request.email],
      ['Phone', orDash(request.phone)],
      ...hiringRequestDetails(request),
    ],
    quote: request.requirements,
    link: {
      label: 'Open the hiring request',
      href: `${settings.siteUrl}/admin/hiring-requests/${encodeURIComponent(request.documentId)}`,
    },
  };
  return {
    kind: 'hiring-request-alert',
    to: settings.staffTo,
    subject: `New hiring request: ${request.roleTitle} at ${request.company}`,
    text: toText(body),
    html: toHtml(body),
    headers: { 'Reply-To': request.email },
  };
}

/**
 * The staff's decision (Accepted or Rejected) sent to the applicant (docs/015-recruiter-workflow.md): the subject and
 * message as staff left them in the confirmation (`decisionEmailSchema`, drafted by `decisionEmailDraft` in the
 * application's language), the message kept as written (its line breaks shown), in the site's layout, right to left
 * for an application sent in Arabic. Replies go to the staff address.
 */
export function decisionEmail(
  { to, subject, message, language }: { to: string; subject: string; message: string; language?: Language },
  settings: EmailSettings,
): ComposedEmail {
  const body: Body = { heading: subject, paragraphs: [], quote: message, language };
  return {
    kind: 'application-decision',
    to,
    subject,
    text: toText(body),
    html: toHtml(body),
    headers: { 'Reply-To': settings.staffTo },
  };
}

/** A job alert subscription as its emails need it: the address, its token, its search and that search in words. */
export interface JobAlertFacts {
  email: string;
  token: string;
  search: JobAlertSearch;
  /** `describeJobAlertSearch` of the search ('New jobs matching "nurse" · Remote'). */
  description: string;
  /** The search's category by name (as `describeJobAlertSearch` had it), for the search in Arabic words. */
  categoryName?: string | null;
  /** The language of the page it was set up from: its e-mails' (absent or null: English). */
  language?: string | null;
}

/**
 * The links of a job alert's emails, on the website (`PUBLIC_URL`), all in the alert's language (`/ar/…` for Arabic;
 * docs/026-languages.md "Pages reached from e-mails"): confirm, unsubscribe (also the `List-Unsubscribe` header's) and
 * the search on the board.
 */
export function jobAlertLinks(alert: Pick<JobAlertFacts, 'token' | 'search' | 'language'>, settings: EmailSettings) {
  const token = encodeURIComponent(alert.token);
  const query = jobSearchQuery(alert.search);
  const site = `${settings.siteUrl}${languagePrefix(alert.language)}`;
  return {
    confirm: `${site}/alerts/confirm?token=${token}`,
    unsubscribe: `${site}/alerts/unsubscribe?token=${token}`,
    search: `${site}/blog${query ? `?${query}` : ''}`,
  };
}

/** Where a language's pages are on the website: '' for English, '/ar' for Arabic (docs/026-languages.md "URLs"). */
function languagePrefix(language: string | null | undefined): string {
  return languageOf(language) === 'ar' ? '/ar' : '';
}

/**
 * The headers of every job alert email (RFC 2369 `List-Unsubscribe`, RFC 8058 one-click): mail providers show an
 * "Unsubscribe" button that POSTs `List-Unsubscribe=One-Click` to the link, which the web app's unsubscribe route takes.
 */
function unsubscribeHeaders(href: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${href}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** "7 أيام", "11 يومًا": a number of days in Arabic, the noun agreeing with the number (Arabic's plural rules). */
function arabicDays(days: number): string {
  switch (new Intl.PluralRules('ar').select(days)) {
    case 'one':
      return 'يوم واحد';
    case 'two':
      return 'يومين';
    case 'few':
      return `${days} أيام`;
    default:
      return `${days} يومًا`;
  }
}

/** "وظيفة جديدة واحدة", "3 وظائف جديدة", "11 وظيفة جديدة": a number of new jobs in Arabic. */
function arabicNewJobs(count: number): string {
  switch (new Intl.PluralRules('ar').select(count)) {
    case 'one':
      return 'وظيفة جديدة واحدة';
    case 'two':
      return 'وظيفتان جديدتان';
    case 'few':
      return `${count} وظائف جديدة`;
    default:
      return `${count} وظيفة جديدة`;
  }
}

/**
 * An alert's search in Arabic words, as `describeJobAlertSearch` says it in English: 'وظائف جديدة تطابق «ممرض» · دوام
 * كامل · الإمارات العربية المتحدة · عن بُعد', 'كل الوظائف الجديدة' for the plain board. The category's name and the
 * city are shown as stored.
 */
export function arabicJobAlertDescription(search: Partial<JobAlertSearch>, categoryName?: string | null): string {
  const type = search.type ? findJobType(search.type) : undefined;
  const parts = [
    search.category ? (categoryName ?? search.category) : null,
    search.type ? (type ? JOB_TYPE_LABELS.ar[type.value] : search.type) : null,
    search.country ? arabicCountryName(search.country) : null,
    search.city ?? null,
    search.workplace ? (WORKPLACE_LABELS.ar[search.workplace] ?? null) : null,
  ].filter((part): part is string => Boolean(part));
  const head = search.q ? `وظائف جديدة تطابق «${search.q}»` : parts.length > 0 ? 'وظائف جديدة' : 'كل الوظائف الجديدة';
  return [head, ...parts].join(' · ');
}

/** The search of an alert in words in its language: `description` in English, `arabicJobAlertDescription` in Arabic. */
function alertDescription(alert: JobAlertFacts, language: Language): string {
  return language === 'ar' ? arabicJobAlertDescription(alert.search, alert.categoryName) : alert.description;
}

const JOB_ALERT_WORDS: Words<{
  confirmSubject: string;
  confirmHeading: string;
  someone: string;
  confirmWithin: (days: number) => string;
  ignore: string;
  confirm: string;
  notWanted: string;
  unsubscribe: string;
  news: (count: number) => string;
  digestHeading: (news: string) => string;
  digestSubject: (news: string) => string;
  seeMore: (more: number, count: number) => string;
  seeSearch: string;
  whyYouGetThis: string;
}> = {
  en: {
    confirmSubject: `Confirm your job alert — ${SITE_NAME}`,
    confirmHeading: 'Confirm your job alert',
    someone: 'Someone, hopefully you, asked us to email this address about new jobs on our job board:',
    confirmWithin: (days) =>
      `Please confirm within ${days} days. We send at most one email a day, only when there are new jobs.`,
    ignore: 'If you did not ask for this, ignore this email: without a confirmation you will get nothing more from us.',
    confirm: 'Confirm my job alert',
    notWanted: 'Do not want these emails?',
    unsubscribe: 'Unsubscribe',
    news: (count) => (count === 1 ? '1 new job' : `${count} new jobs`),
    digestHeading: (news) => `${news} for your job alert`,
    digestSubject: (news) => `${news} for your job alert — ${SITE_NAME}`,
    seeMore: (more) => `And ${more} more: see them all`,
    seeSearch: 'See the search on our job board',
    whyYouGetThis: 'You get this email because this address subscribed to a job alert on our website.',
  },
  ar: {
    confirmSubject: `أكِّد تنبيه الوظائف — ${SITE_NAME}`,
    confirmHeading: 'أكِّد تنبيه الوظائف',
    someone: 'طلب أحدهم، ونرجو أن تكون أنت، أن نراسل هذا العنوان بالوظائف الجديدة على لوحة الوظائف لدينا:',
    confirmWithin: (days) =>
      `يُرجى التأكيد خلال ${arabicDays(days)}. نرسل رسالة واحدة في اليوم على الأكثر، وذلك فقط عند نشر وظائف جديدة.`,
    ignore: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة: لن يصلك منا شيء بعد الآن ما لم تؤكّد.',
    confirm: 'تأكيد تنبيه الوظائف',
    notWanted: 'لا ترغب في هذه الرسائل؟',
    unsubscribe: 'إلغاء الاشتراك',
    news: arabicNewJobs,
    digestHeading: (news) => `${news} في تنبيه الوظائف الخاص بك`,
    digestSubject: (news) => `${news} في تنبيه الوظائف الخاص بك — ${SITE_NAME}`,
    seeMore: (_more, count) => `اعرض الوظائف كلها (${count})`,
    seeSearch: 'اعرض البحث على لوحة الوظائف',
    whyYouGetThis: 'تصلك هذه الرسالة لأن هذا العنوان مشترك في تنبيه للوظائف على موقعنا.',
  },
};

/**
 * The double opt-in of a job alert (docs/014-job-alerts.md), in the language it was set up in (`alert.language`): the
 * search in words and the link that turns the alert on, valid for `JOB_ALERT_UNCONFIRMED_DAYS` days. Someone who did
 * not ask for it may ignore it, or stop it at once with the unsubscribe link it carries too (with the list headers).
 */
export function jobAlertConfirmation(alert: JobAlertFacts, settings: EmailSettings): ComposedEmail {
  const language = languageOf(alert.language);
  const words = JOB_ALERT_WORDS[language];
  const links = jobAlertLinks(alert, settings);
  const body: Body = {
    language,
    heading: words.confirmHeading,
    paragraphs: [
      words.someone,
      alertDescription(alert, language),
      words.confirmWithin(JOB_ALERT_UNCONFIRMED_DAYS),
      words.ignore,
    ],
    link: { label: words.confirm, href: links.confirm },
    footer: { text: words.notWanted, label: words.unsubscribe, href: links.unsubscribe },
  };
  return {
    kind: 'job-alert-confirmation',
    to: alert.email,
    subject: words.confirmSubject,
    text: toText(body),
    html: toHtml(body),
    headers: unsubscribeHeaders(links.unsubscribe),
  };
}

/** A job as a digest lists it. */
export interface DigestJob {
  title: string;
  slug: string;
  company?: string | null;
  location?: string | null;
}

/**
 * The daily digest of a job alert, in its language (`alert.language`): the new open jobs matching its search (at most
 * the ones given, each linking to its page, `/ar/jobs/{slug}` in Arabic), "and N more" (`more`) with a link to the
 * search on the board, and the one-click unsubscribe link (visible, and in the list headers). The links to the jobs and
 * the search carry the alerts' `utm_*` tags (`JOB_ALERT_UTM`), so that an application they lead to reads "Job alert
 * e-mail" (docs/023-talent-pool.md "Sources").
 */
export function jobAlertDigest(
  alert: JobAlertFacts,
  jobs: readonly DigestJob[],
  more: number,
  settings: EmailSettings,
): ComposedEmail {
  const language = languageOf(alert.language);
  const words = JOB_ALERT_WORDS[language];
  const links = jobAlertLinks(alert, settings);
  const count = jobs.length + more;
  const news = words.news(count);
  const body: Body = {
    language,
    heading: words.digestHeading(news),
    paragraphs: [alertDescription(alert, language)],
    items: jobs.map((job) => ({
      label: job.title,
      href: withUtm(
        `${settings.siteUrl}${languagePrefix(language)}/jobs/${encodeURIComponent(job.slug)}`,
        JOB_ALERT_UTM,
      ),
      detail: [job.company, job.location].filter(Boolean).join(' · ') || undefined,
    })),
    link: {
      label: more > 0 ? words.seeMore(more, count) : words.seeSearch,
      href: withUtm(links.search, JOB_ALERT_UTM),
    },
    footer: { text: words.whyYouGetThis, label: words.unsubscribe, href: links.unsubscribe },
  };
  return {
    kind: 'job-alert-digest',
    to: alert.email,
    subject: words.digestSubject(news),
    text: toText(body),
    html: toHtml(body),
    headers: unsubscribeHeaders(links.unsubscribe),
  };
}

/** An invitation to join the team as its e-mail needs it (docs/022-the-team.md "Team page and invitations"). */
export interface StaffInvitationFacts {
  email: string;
  /** The random token of the link (never stored: the CMS keeps only its SHA-256). */
  token: string;
  /** The role's name as staff see it ('Recruiter'). */
  roleName: string;
  /** Until when the link works. */
  expiresAt: Date;
}

/** The link of an invitation: the website's invitation page (`PUBLIC_URL`, never a request's Host) with the token. */
export function invitationLink(token: string, settings: EmailSettings): string {
  return `${settings.siteUrl}/admin/invitation?token=${encodeURIComponent(token)}`;
}

/**
 * The invitation of a new member of staff: the role, the single-use link to set a name and password, and until when it
 * works (UTC: the invitee has no time zone yet). Whoever did not expect it may ignore it.
 */
export function staffInvitationEmail(invitation: StaffInvitationFacts, settings: EmailSettings): ComposedEmail {
  const until = `${invitation.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const body: Body = {
    heading: `You are invited to join ${SITE_NAME}`,
    paragraphs: [
      `You have been invited to the ${SITE_NAME} back-office as ${invitation.roleName}.`,
      `Open the link below to choose your name and password. It works once, until ${until}.`,
      'If you did not expect this invitation, ignore this email: nothing happens without you.',
    ],
    link: { label: 'Accept the invitation', href: invitationLink(invitation.token, settings) },
  };
  return {
    kind: 'staff-invitation',
    to: invitation.email,
    subject: `Your invitation to the ${SITE_NAME} back-office`,
    text: toText(body),
    html: toHtml(body),
  };
}

/** A staff member's password reset as its e-mail needs it: the address, the name to greet, the link's token. */
export interface PasswordResetFacts {
  email: string;
  /** `fullName`, else the username. */
  name: string;
  token: string;
}

/** The link of a password reset e-mail, on the website (`PUBLIC_URL`, never the request's Host). */
export function passwordResetLink(token: string, settings: EmailSettings): string {
  return `${settings.siteUrl}/admin/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * The password reset link of a staff member (docs/022-the-team.md "Password reset and change"): valid for
 * `PASSWORD_RESET_TTL_MS` (30 minutes) and once; someone who did not ask may ignore it, their password stays as it is.
 */
export function passwordResetEmail(reset: PasswordResetFacts, settings: EmailSettings): ComposedEmail {
  const minutes = Math.round(PASSWORD_RESET_TTL_MS / 60_000);
  const body: Body = {
    heading: 'Set a new password',
    paragraphs: [
      `Hello ${reset.name},`,
      `Someone, hopefully you, asked to set a new password for your ${SITE_NAME} staff account. The link below works once, within ${minutes} minutes; setting the new password signs you out everywhere.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    link: { label: 'Set a new password', href: passwordResetLink(reset.token, settings) },
  };
  return {
    kind: 'staff-password-reset',
    to: reset.email,
    subject: `Set a new password — ${SITE_NAME}`,
    text: toText(body),
    html: toHtml(body),
  };
}

/** A talent-pool consent about to end, as its renewal e-mail needs it (docs/023-talent-pool.md "Consent and retention"). */
export interface PoolRenewalFacts {
  email: string;
  fullName: string;
  /** The random token of the link (never stored: the CMS keeps only its SHA-256). */
  token: string;
  /** When the consent ends. */
  until: Date;
  /** The pool period a renewal gives (`TALENT_POOL_MONTHS`). */
  months: number;
  /**
   * The language of the consent: the stored `language` of the application it was given through (the candidate's most
   * recent one with `poolConsentText`), the e-mail's and its link's (absent or null: English; docs/026-languages.md
   * "Pages reached from e-mails").
   */
  language?: string | null;
}

/**
 * The link of a pool renewal e-mail: the website's renewal page (`PUBLIC_URL`, never a request's Host), in `language`
 * (`PUBLIC_URL/ar/talent-pool/renew?token=…` for Arabic; absent or null: English).
 */
export function poolRenewalLink(token: string, settings: EmailSettings, language?: string | null): string {
  return `${settings.siteUrl}${languagePrefix(language)}/talent-pool/renew?token=${encodeURIComponent(token)}`;
}

/** "شهر واحد", "شهرين", "6 أشهر", "24 شهرًا": a number of months in Arabic after "مدة" (Arabic's plural rules). */
function arabicMonths(months: number): string {
  switch (new Intl.PluralRules('ar').select(months)) {
    case 'one':
      return 'شهر واحد';
    case 'two':
      return 'شهرين';
    case 'few':
      return `${months} أشهر`;
    case 'many':
      return `${months} شهرًا`;
    default:
      return `${months} شهر`;
  }
}

const POOL_RENEWAL_WORDS: Words<{
  subject: string;
  heading: string;
  hello: (name: string) => string;
  ends: (until: string) => string;
  renew: (months: number) => string;
  link: string;
}> = {
  en: {
    subject: `Keep your CV in our talent pool? — ${SITE_NAME}`,
    heading: 'Keep your CV in our talent pool?',
    hello: (name) => `Hello ${name},`,
    ends: (until) =>
      `You asked us to keep your CV in our talent pool for future roles. That ends on ${until}; after it we delete your data, unless an application of yours is still being handled.`,
    renew: (months) =>
      `To stay in the pool for another ${months} months, open the link below and confirm. If you do nothing, your data is deleted on time.`,
    link: 'Renew for another period',
  },
  ar: {
    subject: `هل نُبقي سيرتك الذاتية في قاعدة المواهب لدينا؟ — ${SITE_NAME}`,
    heading: 'هل نُبقي سيرتك الذاتية في قاعدة المواهب لدينا؟',
    hello: COMMON_WORDS.ar.dear,
    ends: (until) =>
      `طلبت منا أن نحتفظ بسيرتك الذاتية في قاعدة المواهب لدينا لفرص مستقبلية، وتنتهي هذه المدة في ${until}. بعدها نحذف بياناتك، ما لم يكن أحد طلباتك لا يزال قيد المعالجة.`,
    renew: (months) =>
      `لتمديد بقاء سيرتك الذاتية في قاعدة المواهب مدة ${arabicMonths(months)}، افتح الرابط أدناه وأكِّد التجديد. وإن لم تفعل شيئًا، فستُحذف بياناتك في موعدها.`,
    link: 'التجديد لمدة أخرى',
  },
};

/**
 * The request to renew a talent-pool consent, sent once `POOL_RENEWAL_NOTICE_DAYS` before it ends, in the language of
 * the consent (`renewal.language`): until when the CV is kept (`2027-03-01` in English, "1 مارس 2027" in Arabic), the
 * one-click link (a page with a confirm button: opening the link changes nothing), and that without it the data is
 * deleted then.
 */
export function poolRenewalEmail(renewal: PoolRenewalFacts, settings: EmailSettings): ComposedEmail {
  const language = languageOf(renewal.language);
  const words = POOL_RENEWAL_WORDS[language];
  const until = dateIn(language, renewal.until.toISOString().slice(0, 10));
  const body: Body = {
    language,
    heading: words.heading,
    paragraphs: [words.hello(renewal.fullName), words.ends(until), words.renew(renewal.months)],
    link: { label: words.link, href: poolRenewalLink(renewal.token, settings, language) },
  };
  return {
    kind: 'talent-pool-renewal',
    to: renewal.email,
    subject: words.subject,
    text: toText(body),
    html: toHtml(body),
  };
}

/** A person staff added to the talent pool, as the notice of GDPR Art. 14 needs it (docs/023-talent-pool.md "Added by staff"). */
export interface CandidateAddedFacts {
  email: string;
  fullName: string;
  /** The signed token of the "see or erase your data" link (nothing of it is stored). */
  token: string;
  linkExpiresAt: Date;
  legalBasis: CandidateLegalBasis;
  /** Where staff said the data came from, or null. */
  source: string | null;
  hasPhone: boolean;
  hasCountry: boolean;
  tags: boolean;
  /** How long the data is kept, in months (`TALENT_POOL_MONTHS`). */
  poolMonths: number;
}

/** The link of that notice: the website's personal-data page (`PUBLIC_URL`, never a request's Host). */
export function myDataLink(token: string, settings: EmailSettings): string {
  return `${settings.siteUrl}/my-data?token=${encodeURIComponent(token)}`;
}

/**
 * The notice to a person staff added to the talent pool (GDPR Art. 14): who we are, what we hold, where it came from,
 * the legal basis, how long it is kept, their rights, and the link to see (and download) or erase their data.
 */
export function candidateAddedNotice(facts: CandidateAddedFacts, settings: EmailSettings): ComposedEmail {
  const held = [
    'your name',
    'your e-mail address',
    ...(facts.hasPhone ? ['your phone number'] : []),
    ...(facts.hasCountry ? ['the country you live in'] : []),
    'your CV',
    ...(facts.tags ? ['notes of your skills as keywords'] : []),
  ];
  const list = `${held.slice(0, -1).join(', ')} and ${held[held.length - 1]}`;
  const body: Body = {
    heading: 'We have added you to our talent pool',
    paragraphs: [
      `Hello ${facts.fullName},`,
      `${SITE_NAME} is a recruitment agency. One of our recruiters added you to our talent pool so that we can tell you about jobs that suit you. The law asks us to tell you so, and what we hold.`,
      `We hold ${list}. ${facts.source ? `We got them from: ${facts.source}.` : 'A recruiter entered them from your CV.'}`,
      `We keep them on the basis of ${CANDIDATE_LEGAL_BASIS_FOR_PERSON[facts.legalBasis]}. We keep them for ${facts.poolMonths} months, then delete them, unless you apply to a job with us meanwhile.`,
      'You may see your data, have a copy of it, have it corrected or erased, restrict or object to its use, and complain to your data protection authority. The link below shows what we hold and lets you download it or erase it at once; it works until ' +
        `${facts.linkExpiresAt.toISOString().slice(0, 10)}. After that, or for anything else, write to us: ${settings.siteUrl}/contact.`,
    ],
    link: { label: 'See or erase your data', href: myDataLink(facts.token, settings) },
  };
  return {
    kind: 'candidate-added-notice',
    to: facts.email,
    subject: `You are in our talent pool — ${SITE_NAME}`,
    text: toText(body),
    html: toHtml(body),
  };
}

/** A client contact's sign-in link as its e-mail needs it (docs/024-employers.md "Submissions and the client portal"). */
export interface ClientSignInLinkFacts {
  email: string;
  fullName: string;
  /** The random token of the link (never stored: the CMS keeps only its SHA-256). */
  token: string;
}

/** The link of a client's sign-in e-mail: the website's `CLIENT_LINK_PATH` (`PUBLIC_URL`, never a request's Host). */
export function clientSignInLink(token: string, settings: EmailSettings): string {
  return `${settings.siteUrl}${CLIENT_LINK_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * The sign-in link of a client contact to the client portal: it works once, within `CLIENT_LINK_MINUTES` (15); whoever
 * did not ask for it may ignore it.
 */
export function clientSignInLinkEmail(facts: ClientSignInLinkFacts, settings: EmailSettings): ComposedEmail {
  const body: Body = {
    heading: `Sign in to ${SITE_NAME}`,
    paragraphs: [
      `Hello ${facts.fullName},`,
      `Here is your link to the ${SITE_NAME} client portal, where you see the candidates we submitted to you and give us your answer. It works once, within ${CLIENT_LINK_MINUTES} minutes.`,
      'If you did not ask for it, ignore this email: nobody signs in without the link.',
    ],
    link: { label: 'Sign in to the client portal', href: clientSignInLink(facts.token, settings) },
  };
  return {
    kind: 'client-sign-in-link',
    to: facts.email,
    subject: `Your sign-in link — ${SITE_NAME}`,
    text: toText(body),
    html: toHtml(body),
  };
}

/** A candidate submitted to a client, as the e-mail to each of its contacts needs it (no candidate's data in it). */
export interface ClientSubmissionFacts {
  contact: { fullName: string; email: string };
  jobTitle: string;
}

/**
 * The news to a client's contact that a candidate was submitted for one of their roles (docs/024-employers.md
 * "Submissions and the client portal"), with the link to the client portal's sign-in (`CLIENT_PORTAL_PATH`). It names
 * the role, never the candidate: the candidate's name, summary and resume are for the signed-in portal only.
 */
export function clientSubmissionEmail(facts: ClientSubmissionFacts, settings: EmailSettings): ComposedEmail {
  const body: Body = {
    heading: `A candidate for ${facts.jobTitle}`,
    paragraphs: [
      `Hello ${facts.contact.fullName},`,
      `We have put forward a candidate for ${facts.jobTitle}. Sign in to the ${SITE_NAME} client portal to read our summary, download the resume and give us your answer: Interview, Not a fit or Offer.`,
    ],
    link: { label: 'Open the client portal', href: `${settings.siteUrl}${CLIENT_PORTAL_PATH}` },
  };
  return {
    kind: 'client-submission',
    to: facts.contact.email,
    subject: `A candidate for ${facts.jobTitle} — ${SITE_NAME}`,
    text: toText(body),
    html: toHtml(body),
  };
}

/** A client's answer about a submitted candidate, as staff's e-mail needs it. */
export interface ClientAnswerFacts {
  clientName: string;
  contact: { fullName: string; email: string };
  candidate: { fullName: string; email: string };
  jobTitle: string;
  /** The application submitted, for the back-office link (`applicationLink`). */
  applicationDocumentId: string;
  answer: ClientAnswer;
  /** A not-a-fit reason's value, or ''. */
  reason: string;
  /** The client's comment, or ''. */
  comment: string;
}

/**
 * Staff's news of a client's answer (docs/024-employers.md "Submissions and the client portal"): which contact of which
 * client answered what about which candidate for which job, the reason and comment, and the link to the application in
 * the back-office (`applicationLink`). `Reply-To` is the contact. The candidate's and the contact's addresses are in the
 * text, so that the personal-data tools find the message for either.
 */
export function clientAnswerEmail(facts: ClientAnswerFacts, to: string, settings: EmailSettings): ComposedEmail {
  const answer = clientAnswerLabel(facts.answer);
  const body: Body = {
    heading: `${facts.clientName} answered: ${answer}`,
    paragraphs: [
      `${facts.contact.fullName} of ${facts.clientName} answered “${answer}” about ${facts.candidate.fullName} for ${facts.jobTitle}.`,
    ],
    details: [
      ['Client', facts.clientName],
      ['Contact', `${facts.contact.fullName} (${facts.contact.email})`],
      ['Candidate', `${facts.candidate.fullName} (${facts.candidate.email})`],
      ['Job', facts.jobTitle],
      ['Answer', answer],
      ...(facts.reason ? [['Reason', notAFitReasonLabel(facts.reason)] as [string, string]] : []),
    ],
    ...(facts.comment ? { quote: facts.comment } : {}),
    link: {
      label: 'Open the application',
      href: applicationLink({ email: facts.candidate.email, documentId: facts.applicationDocumentId }, settings),
    },
  };
  return {
    kind: 'client-answer',
    to,
    // Within the outbox's 300 characters: a candidate's name is at most 100.
    subject: `Client answer: ${answer} for ${facts.candidate.fullName}`,
    text: toText(body),
    html: toHtml(body),
    headers: { 'Reply-To': facts.contact.email },
  };
}

/** An application whose page link is sent again, as the e-mail needs it. */
export interface CandidatePageLinkFacts {
  jobTitle: string;
  /** The company as the applicant was told it (a confidential job's is the agency: `publicCompany`). */
  company?: string | null;
  appliedAt: Date | string;
  token: string;
}

/** The words of "Lost your link?" (`candidatePageLinksEmail`), by language. */
const CANDIDATE_PAGE_LINKS_WORDS: Words<{
  heading: (count: number) => string;
  hello: string;
  intro: string;
  ignore: string;
  appliedOn: (date: string) => string;
  subject: string;
}> = {
  en: {
    heading: (count) => (count === 1 ? 'The link to your application' : 'The links to your applications'),
    hello: 'Hello,',
    intro: `Here is the link to the page of each application you sent to ${SITE_NAME}: it shows where the application stands, and you can withdraw it there. The links are yours alone: please do not share them.`,
    ignore: 'If you did not ask for this email, you can ignore it.',
    appliedOn: (date) => `Applied on ${date}`,
    subject: `Your application link — ${SITE_NAME}`,
  },
  ar: {
    heading: (count) => (count === 1 ? 'رابط طلبك' : 'روابط طلباتك'),
    hello: 'مرحبًا،',
    intro: `إليك رابط صفحة كل طلب أرسلته إلى ${SITE_NAME}: تعرض الصفحة ما وصل إليه الطلب، ويمكنك سحبه منها. هذه الروابط لك وحدك، فيُرجى عدم مشاركتها.`,
    ignore: 'إن لم تطلب هذه الرسالة، فيمكنك تجاهلها.',
    appliedOn: (date) => `تاريخ التقديم: ${date}`,
    subject: `رابط طلبك — ${SITE_NAME}`,
  },
};

/**
 * The links to the candidate's pages of every application of one address, sent again ("Lost your link?" on the
 * website, or staff's "Send the candidate's link again"; docs/025-placements.md "The candidate's page"), one link an
 * application, in `language` (the page "Lost your link?" was asked on: its words and the pages it links to; staff's:
 * English). Whoever did not ask may ignore it.
 */
export function candidatePageLinksEmail(
  to: string,
  applications: readonly CandidatePageLinkFacts[],
  settings: EmailSettings,
  language: Language = 'en',
): ComposedEmail {
  const words = CANDIDATE_PAGE_LINKS_WORDS[language];
  const body: Body = {
    heading: words.heading(applications.length),
    paragraphs: [words.hello, words.intro, words.ignore],
    items: applications.map((application) => ({
      label: jobIn(language, application.jobTitle, application.company),
      href: candidatePageLink(application.token, settings, language),
      detail: words.appliedOn(new Date(application.appliedAt).toISOString().slice(0, 10)),
    })),
    language,
  };
  return {
    kind: 'candidate-page-link',
    to,
    subject: words.subject,
    text: toText(body),
    html: toHtml(body),
  };
}
