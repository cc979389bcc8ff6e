import type { ContactService } from '@agency/contract';
import { SITE } from './site';

/**
 * Contact promises and the email support card (docs/000-product.md §2 "Contact": one email support card, mailto with
 * prefilled subject and body; docs/000-product.md §9: reply within 24 hours). The business hours are the site's
 * (`SITE.hours`), said in the page's language by the catalog's `forms.details` (messages.test.ts keeps the English equal).
 */
/** docs/000-product.md §1 and §9: "Reply to enquiries within 24 hours". */
export const RESPONSE_PROMISE = 'We reply to every enquiry within 24 hours.';

/** The email support card: where it goes and what the new message already says. */
export const EMAIL_SUPPORT = {
  title: 'Email Support',
  description: 'Prefer email? Write to our support team and a recruiter will reply within 24 hours.',
  address: SITE.email,
  subject: 'Hiring enquiry from the website',
  body: [
    'Hello Northstar Talent team,',
    '',
    'I would like to discuss a hiring need.',
    '',
    'Company:',
    'Role(s) to fill:',
    'Location (on-site, remote or country):',
    'Preferred start date:',
    '',
    'Best regards,',
  ].join('\n'),
} as const;

/**
 * What the contact form starts with for a `?subject=` (the accessibility statement's "Report a barrier" link): the
 * service it preselects (one of the contract's seven, so the enquiry is stored as any other) and the catalog key of the
 * message it prefills in the page's language, which the visitor completes. `?service=` still wins over a subject's
 * service.
 */
export const CONTACT_SUBJECTS = {
  accessibility: { service: 'other', message: 'forms.contact.subjects.accessibility' },
} as const satisfies Record<string, { service: ContactService; message: `forms.contact.subjects.${string}` }>;

export type ContactSubject = keyof typeof CONTACT_SUBJECTS;

/** The preset of the subject named in `?subject=`, or undefined for none or an unknown one. */
export function contactSubjectFromQuery(value: string | null | undefined) {
  return value && Object.hasOwn(CONTACT_SUBJECTS, value) ? CONTACT_SUBJECTS[value as ContactSubject] : undefined;
}

/** The contact form's address with the subject `subject` preset. */
export function contactSubjectHref(subject: ContactSubject): string {
  return `/contact?subject=${subject}`;
}
