import { SITE } from './site';

/**
 * Contact promises and the email support card (spec §2 "Contact": one email support card, mailto with prefilled
 * subject and body; spec §9: reply within 24 hours, business hours Mon-Fri 9:00 AM-6:00 PM).
 */
export const BUSINESS_HOURS = {
  /** 'Mon-Fri 9:00 AM-6:00 PM', word for word. */
  label: SITE.hours,
  /** The time zone that applies to each office's hours. */
  note: 'Local time at each office',
} as const;

/** Spec §1 and §9: "Reply to enquiries within 24 hours". */
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
