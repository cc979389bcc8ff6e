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
  formatFileSize,
  type HiringRequestInput,
  JOB_ALERT_UNCONFIRMED_DAYS,
  JOB_ALERT_UTM,
  PASSWORD_RESET_TTL_MS,
  jobSearchQuery,
  SCREENING_PRESETS,
  SITE_NAME,
  serviceLabel,
  type CandidateLegalBasis,
  type JobAlertSearch,
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
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;color:${INK};font-size:16px;line-height:24px">${escapeHtml(text)}</p>`;
  const details = body.details
    ? `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${body.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:${MUTED};font-size:14px;vertical-align:top">${escapeHtml(label)}</td>` +
            `<td style="padding:4px 0;color:${INK};font-size:14px">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const quote =
    body.quote !== undefined
      ? `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${BRAND};background:#f8fafc;color:${INK};font-size:15px;line-height:22px;white-space:pre-wrap">${escapeHtml(body.quote)}</div>`
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
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(body.heading)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">`,
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;overflow:hidden">',
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
}

/**
 * The link of the candidate's page of an application: the website's `CANDIDATE_PAGE_PATH` with the token in the path
 * (`PUBLIC_URL/my-application/<token>`, never a request's Host; docs/025-placements.md "The candidate's page").
 */
export function candidatePageLink(token: string, settings: Pick<EmailSettings, 'siteUrl'>): string {
  return `${settings.siteUrl}${CANDIDATE_PAGE_PATH}/${encodeURIComponent(token)}`;
}

/**
 * The applicant's confirmation of a new application: the job and company, the application's reference and what
 * happens next (`APPLICATION_REPLY_PROMISE`, docs/000-product.md §1), and the link to the candidate's own page when
 * one was made (`pageLink`). `earlierApplication` adds that this address
 * applied to this job before (the duplicate rule of docs/015-recruiter-workflow.md; the caller says whether it holds).
 */
export function applicationConfirmation(application: ApplicationFacts, earlierApplication: boolean): ComposedEmail {
  const job = application.company ? `${application.jobTitle} at ${application.company}` : application.jobTitle;
  const body: Body = {
    heading: 'We received your application',
    paragraphs: [
      `Dear ${application.fullName},`,
      `thank you for applying for ${job}. Your application and resume have reached us.`,
      ...(earlierApplication
        ? ['We also have an earlier application to this job from this email address; our recruiters will see both.']
        : []),
      `What happens next: ${APPLICATION_REPLY_PROMISE} Please quote your reference if you write to us about it.`,
      ...(application.pageLink
        ? [
            'Your own page shows where your application stands, and you can withdraw it there. The link is yours alone: please do not share it.',
          ]
        : []),
    ],
    details: [
      ['Job', application.jobTitle],
      ['Company', orDash(application.company)],
      ['Reference', application.documentId],
    ],
    ...(application.pageLink ? { link: { label: 'Follow your application', href: application.pageLink } } : {}),
  };
  return {
    kind: 'application-confirmation',
    to: application.email,
    subject: `Your application for ${application.jobTitle} — ${SITE_NAME}`,
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

/** What the acknowledgements of an enquiry and a hiring request promise (docs/000-product.md §1: 24 hours). */
const REPLY_WITHIN_24_HOURS = 'We reply within 24 hours.';

/**
 * The acknowledgement to the sender of an enquiry (docs/024-employers.md "What happens when it is sent"): we received
 * the message and reply within 24 hours, with a copy of what they sent (the message kept as written). Replies go to the
 * staff address.
 */
export function enquiryAcknowledgement(enquiry: EnquiryFacts, settings: EmailSettings): ComposedEmail {
  const body: Body = {
    heading: 'We received your message',
    paragraphs: [
      `Dear ${enquiry.fullName},`,
      `thank you for contacting ${SITE_NAME}. Your message has reached us. ${REPLY_WITHIN_24_HOURS}`,
      'A copy of what you sent:',
    ],
    details: [
      ['Name', enquiry.fullName],
      ['Company', orDash(enquiry.company)],
      ['Phone', orDash(enquiry.phone)],
      ['Service', orDash(serviceLabel(enquiry.service) ?? enquiry.service)],
    ],
    quote: enquiry.message,
  };
  return {
    kind: 'enquiry-acknowledgement',
    to: enquiry.email,
    subject: `We received your message — ${SITE_NAME}`,
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
  };

/**
 * What a hiring request asks for, as both its e-mails list it: role, hires, place, type, budget, start date, its
 * must-haves and the ready-made questions to ask applicants, and the job description file by name and size (the file itself is never attached: staff download it from the request's page).
 */
function hiringRequestDetails(request: HiringRequestFacts): Array<[label: string, value: string]> {
  const file = request.jobDescription;
  return [
    ['Role', request.roleTitle],
    ['Hires', String(request.hires)],
    ['Place', orDash(displayLocation(request))],
    ['Employment type', request.employmentType],
    ['Budget', orDash(displaySalary(request))],
    ['Start date', orDash(request.startDate)],
    ['Must-haves', request.mustHaves?.length ? request.mustHaves.join('; ') : 'None'],
    [
      'Ask applicants',
      orDash(
        SCREENING_PRESETS.filter((preset) => request.screeningPresets?.includes(preset.id))
          .map((preset) => preset.label)
          .join('; '),
      ),
    ],
    ['Job description file', file ? `${file.name} (${formatFileSize(file.size)})` : 'None'],
  ];
}

/**
 * The acknowledgement to the employer of a hiring request (docs/024-employers.md; spec §1: a reply within 24 hours): a
 * consultant replies within 24 hours, and a plain copy of what they sent (the requirements kept as written). Replies
 * go to the staff address.
 */
export function hiringRequestAcknowledgement(request: HiringRequestFacts, settings: EmailSettings): ComposedEmail {
  const body: Body = {
    heading: 'We received your hiring request',
    paragraphs: [
      `Dear ${request.contactName},`,
      `thank you for your hiring request for ${request.roleTitle}. A consultant will reply within 24 hours.`,
      'A copy of what you sent:',
    ],
    details: [
      ['Company', request.company],
      ['Contact', request.contactName],
      ['Phone', orDash(request.phone)],
      ...hiringRequestDetails(request),
    ],
    quote: request.requirements,
  };
  return {
    kind: 'hiring-request-acknowledgement',
    to: request.email,
    subject: `Your hiring request for ${request.roleTitle} — ${SITE_NAME}`,
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
 * message as staff left them in the confirmation (`decisionEmailSchema`, drafted by `decisionEmailDraft`), the message
 * kept as written (its line breaks shown), in the site's layout. Replies go to the staff address.
 */
export function decisionEmail(
  { to, subject, message }: { to: string; subject: string; message: string },
  settings: EmailSettings,
): ComposedEmail {
  const body: Body = { heading: subject, paragraphs: [], quote: message };
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
}

/** The links of a job alert's emails, on the website (`PUBLIC_URL`): confirm, unsubscribe, the search on the board. */
export function jobAlertLinks(alert: Pick<JobAlertFacts, 'token' | 'search'>, settings: EmailSettings) {
  const token = encodeURIComponent(alert.token);
  const query = jobSearchQuery(alert.search);
  return {
    confirm: `${settings.siteUrl}/alerts/confirm?token=${token}`,
    unsubscribe: `${settings.siteUrl}/alerts/unsubscribe?token=${token}`,
    search: `${settings.siteUrl}/blog${query ? `?${query}` : ''}`,
  };
}

/**
 * The headers of every job alert email (RFC 2369 `List-Unsubscribe`, RFC 8058 one-click): mail providers show an
 * "Unsubscribe" button that POSTs `List-Unsubscribe=One-Click` to the link, which the web app's unsubscribe route takes.
 */
function unsubscribeHeaders(href: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${href}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

const UNSUBSCRIBE_TEXT = 'You get this email because this address subscribed to a job alert on our website.';

/**
 * The double opt-in of a job alert (docs/014-job-alerts.md): the search in words and the link that turns the alert on,
 * valid for `JOB_ALERT_UNCONFIRMED_DAYS` days. Someone who did not ask for it may ignore it, or stop it at once with
 * the unsubscribe link it carries too (with the list headers).
 */
export function jobAlertConfirmation(alert: JobAlertFacts, settings: EmailSettings): ComposedEmail {
  const links = jobAlertLinks(alert, settings);
  const body: Body = {
    heading: 'Confirm your job alert',
    paragraphs: [
      'Someone, hopefully you, asked us to email this address about new jobs on our job board:',
      alert.description,
      `Please confirm within ${JOB_ALERT_UNCONFIRMED_DAYS} days. We send at most one email a day, only when there are new jobs.`,
      'If you did not ask for this, ignore this email: without a confirmation you will get nothing more from us.',
    ],
    link: { label: 'Confirm my job alert', href: links.confirm },
    footer: { text: 'Do not want these emails?', label: 'Unsubscribe', href: links.unsubscribe },
  };
  return {
    kind: 'job-alert-confirmation',
    to: alert.email,
    subject: `Confirm your job alert — ${SITE_NAME}`,
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
 * The daily digest of a job alert: the new open jobs matching its search (at most the ones given, each linking to its
 * page), "and N more" (`more`) with a link to the search on the board, and the one-click unsubscribe link (visible, and
 * in the list headers). The links to the jobs and the search carry the alerts' `utm_*` tags (`JOB_ALERT_UTM`), so that
 * an application they lead to reads "Job alert e-mail" (docs/023-talent-pool.md "Sources").
 */
export function jobAlertDigest(
  alert: JobAlertFacts,
  jobs: readonly DigestJob[],
  more: number,
  settings: EmailSettings,
): ComposedEmail {
  const links = jobAlertLinks(alert, settings);
  const count = jobs.length + more;
  const news = count === 1 ? '1 new job' : `${count} new jobs`;
  const body: Body = {
    heading: `${news} for your job alert`,
    paragraphs: [alert.description],
    items: jobs.map((job) => ({
      label: job.title,
      href: withUtm(`${settings.siteUrl}/jobs/${encodeURIComponent(job.slug)}`, JOB_ALERT_UTM),
      detail: [job.company, job.location].filter(Boolean).join(' · ') || undefined,
    })),
    link: {
      label: more > 0 ? `And ${more} more: see them all` : 'See the search on our job board',
      href: withUtm(links.search, JOB_ALERT_UTM),
    },
    footer: { text: UNSUBSCRIBE_TEXT, label: 'Unsubscribe', href: links.unsubscribe },
  };
  return {
    kind: 'job-alert-digest',
    to: alert.email,
    subject: `${news} for your job alert — ${SITE_NAME}`,
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
}

/** The link of a pool renewal e-mail: the website's renewal page (`PUBLIC_URL`, never a request's Host). */
export function poolRenewalLink(token: string, settings: EmailSettings): string {
  return `${settings.siteUrl}/talent-pool/renew?token=${encodeURIComponent(token)}`;
}

/**
 * The request to renew a talent-pool consent, sent once `POOL_RENEWAL_NOTICE_DAYS` before it ends: until when the CV is
 * kept, the one-click link (a page with a confirm button: opening the link changes nothing), and that without it the
 * data is deleted then.
 */
export function poolRenewalEmail(renewal: PoolRenewalFacts, settings: EmailSettings): ComposedEmail {
  const until = renewal.until.toISOString().slice(0, 10);
  const body: Body = {
    heading: 'Keep your CV in our talent pool?',
    paragraphs: [
      `Hello ${renewal.fullName},`,
      `You asked us to keep your CV in our talent pool for future roles. That ends on ${until}; after it we delete your data, unless an application of yours is still being handled.`,
      `To stay in the pool for another ${renewal.months} months, open the link below and confirm. If you do nothing, your data is deleted on time.`,
    ],
    link: { label: 'Renew for another period', href: poolRenewalLink(renewal.token, settings) },
  };
  return {
    kind: 'talent-pool-renewal',
    to: renewal.email,
    subject: `Keep your CV in our talent pool? — ${SITE_NAME}`,
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

/**
 * The links to the candidate's pages of every application of one address, sent again ("Lost your link?" on the
 * website, or staff's "Send the candidate's link again"; docs/025-placements.md "The candidate's page"), one link an
 * application. Whoever did not ask may ignore it.
 */
export function candidatePageLinksEmail(
  to: string,
  applications: readonly CandidatePageLinkFacts[],
  settings: EmailSettings,
): ComposedEmail {
  const body: Body = {
    heading: applications.length === 1 ? 'The link to your application' : 'The links to your applications',
    paragraphs: [
      'Hello,',
      `Here is the link to the page of each application you sent to ${SITE_NAME}: it shows where the application stands, and you can withdraw it there. The links are yours alone: please do not share them.`,
      'If you did not ask for this email, you can ignore it.',
    ],
    items: applications.map((application) => ({
      label: application.company ? `${application.jobTitle} at ${application.company}` : application.jobTitle,
      href: candidatePageLink(application.token, settings),
      detail: `Applied on ${new Date(application.appliedAt).toISOString().slice(0, 10)}`,
    })),
  };
  return {
    kind: 'candidate-page-link',
    to,
    subject: `Your application link — ${SITE_NAME}`,
    text: toText(body),
    html: toHtml(body),
  };
}
