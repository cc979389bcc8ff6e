import type { SubmissionResult } from '@conform-to/react';

/**
 * The public contact form's words, choices and limits (spec §3, §4 "Contact form", §5, §8), without zod: the form
 * renders from these, and loads its schema (./contact-schema.ts) only when a visitor starts to fill it in.
 */
export const CONTACT_SUCCESS_MESSAGE = 'Message sent successfully!';
export const CONTACT_FAILURE_MESSAGE = 'Failed to send message. Please try again.';

/** The service values of the enquiry payload (spec §3), with the labels the form shows. */
export const CONTACT_SERVICES = [
  { value: 'recruitment-services', label: 'Recruitment Services' },
  { value: 'it-staffing', label: 'IT Staffing' },
  { value: 'non-it-hiring', label: 'Non-IT Hiring' },
  { value: 'international-hiring', label: 'International Hiring' },
  { value: 'executive-search', label: 'Executive Search' },
  { value: 'hr-consulting', label: 'HR Consulting' },
  { value: 'other', label: 'Other' },
] as const;

export type ContactService = (typeof CONTACT_SERVICES)[number]['value'];

export const SERVICE_VALUES = CONTACT_SERVICES.map((service) => service.value) as [ContactService, ...ContactService[]];

/** Digits, spaces and + ( ) - . only, with at least 6 digits (README "Limits"). */
export const PHONE_PATTERN = /^(?=(?:\D*\d){6})[\d\s+().-]+$/;

export const CONTACT_LIMITS = { fullName: 100, company: 120, email: 254, phone: 30, message: 5000 } as const;

/** The service named in `?service=` when it is one of the seven values (spec §3), else undefined. */
export function serviceFromQuery(value: string | null | undefined): ContactService | undefined {
  return SERVICE_VALUES.find((service) => service === value);
}

/** What a page action answers to the contact form, with JavaScript (fetcher) and without alike. */
export interface ContactResponse {
  /** Marks the answer as the contact form's, so a page with other forms can tell them apart. */
  form: 'contact';
  result: SubmissionResult<string[]>;
  success: boolean;
}
