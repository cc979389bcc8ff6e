import { emailField } from './fields.js';
import { z } from './zod.js';

/**
 * Erasure and access by e-mail address (GDPR articles 15 and 17; docs/015-recruiter-workflow.md "Personal
 * data: erasure and access"): what staff send to look up, export or erase a person's data, and the kinds of data the
 * CMS counts, each with the words the back-office shows.
 */

/** The one field of a lookup, an export and an erasure: the person's e-mail address (lower-cased, as it is stored). */
export const personalDataRequestSchema = z.object({ email: emailField });
export type PersonalDataRequest = z.output<typeof personalDataRequestSchema>;

/**
 * What the CMS counts of a person's data, in the order the back-office lists it, with its label. The CMS's summary
 * and erasure answers carry one number for each key.
 */
export const PERSONAL_DATA_KINDS = [
  { key: 'applications', label: 'Applications' },
  { key: 'candidates', label: 'Candidate profile' },
  { key: 'resumes', label: 'Resumes' },
  { key: 'notes', label: 'Notes on their applications' },
  { key: 'statusChanges', label: 'Status changes of their applications' },
  { key: 'enquiries', label: 'Enquiries' },
  { key: 'hiringRequests', label: 'Hiring requests' },
  { key: 'clientContacts', label: 'Client contacts' },
  { key: 'jobAlerts', label: 'Job alert subscriptions' },
  { key: 'emails', label: 'Emails to or about them' },
] as const;
export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number]['key'];
export type PersonalDataCounts = Record<PersonalDataKind, number>;

/** The back-office's words when the e-mail address of a lookup is missing or not an address. */
export const PERSONAL_DATA_EMAIL_MESSAGES = {
  missing: 'Enter the e-mail address of the person.',
  invalid: 'Enter a valid e-mail address.',
} as const;

/** The audit action of an erasure (the summary entry and each deleted application's entry). */
export const PERSONAL_DATA_ERASE_ACTION = 'personal-data-erase';
