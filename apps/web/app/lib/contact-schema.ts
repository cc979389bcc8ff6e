import type { SubmissionResult } from '@conform-to/react';
import { z } from '~/lib/zod';

/**
 * The public contact form (spec §5 "Public contact form"), one schema for the browser and the server action.
 * Required: full name, email address, message; optional: company, phone, service. Limits and the phone rule match
 * the CMS (apps/cms/src/lib/limits.ts, validation.ts), which checks them again.
 * Messages of the form's states are the spec's (§4 "Contact form", §8).
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

const SERVICE_VALUES = CONTACT_SERVICES.map((service) => service.value) as [ContactService, ...ContactService[]];

/** Digits, spaces and + ( ) - . only, with at least 6 digits (README "Limits"). */
const PHONE_PATTERN = /^(?=(?:\D*\d){6})[\d\s+().-]+$/;

export const CONTACT_LIMITS = { fullName: 100, company: 120, email: 254, phone: 30, message: 5000 } as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;

export const contactSchema = z.object({
  fullName: z
    .string({ error: 'Please enter your full name.' })
    .trim()
    .min(1, 'Please enter your full name.')
    .max(CONTACT_LIMITS.fullName, tooLong('Full name', CONTACT_LIMITS.fullName)),
  company: z.string().trim().max(CONTACT_LIMITS.company, tooLong('Company', CONTACT_LIMITS.company)).optional(),
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .toLowerCase()
    .min(1, 'Please enter your email address.')
    .max(CONTACT_LIMITS.email, tooLong('Email address', CONTACT_LIMITS.email))
    .pipe(z.email('Please enter a valid email address.')),
  phone: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.phone, tooLong('Phone', CONTACT_LIMITS.phone))
    .refine(
      (phone) => phone === '' || PHONE_PATTERN.test(phone),
      'Please enter a valid phone number (at least 6 digits).',
    )
    .optional(),
  service: z.enum(SERVICE_VALUES, { error: 'Please choose a service from the list.' }).optional(),
  message: z
    .string({ error: 'Please tell us about your needs.' })
    .trim()
    .min(1, 'Please tell us about your needs.')
    .max(CONTACT_LIMITS.message, tooLong('Message', CONTACT_LIMITS.message)),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().optional(),
});

export type ContactForm = z.infer<typeof contactSchema>;

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
