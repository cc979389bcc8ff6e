import { emailField, optionalPhone, optionalText, requiredText } from './text.js';
import { z } from './zod.js';

/** The services an enquiry can be about (spec §3 "Contact enquiry payload"), with the labels the form shows. */
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

/** The service values alone, in the form's order. */
export const SERVICE_VALUES = CONTACT_SERVICES.map((service) => service.value) as [ContactService, ...ContactService[]];

/** The service named in `?service=` when it is one of the values, else undefined. */
export function serviceFromQuery(value: string | null | undefined): ContactService | undefined {
  return SERVICE_VALUES.find((service) => service === value);
}

/**
 * A public contact enquiry (spec §5 "Public contact form"): fullName, email and message required; company and phone
 * optional; service empty or one of `SERVICE_VALUES`. Empty optional fields become undefined.
 */
export const enquiryInputSchema = z.object({
  fullName: requiredText('fullName'),
  company: optionalText('company'),
  email: emailField,
  phone: optionalPhone,
  service: z
    .union([z.literal(''), z.enum(SERVICE_VALUES)])
    .optional()
    .transform((value) => (value ? value : undefined)),
  message: requiredText('message'),
});

export type EnquiryInput = z.output<typeof enquiryInputSchema>;
