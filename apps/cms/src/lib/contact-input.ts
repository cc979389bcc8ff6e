import { z } from 'zod';
import { emailField, optionalText, optionalPhone, requiredText } from './validation';

/** The service values of the contact form (spec §3 "Contact enquiry payload"). */
export const CONTACT_SERVICES = [
  'recruitment-services',
  'it-staffing',
  'non-it-hiring',
  'international-hiring',
  'executive-search',
  'hr-consulting',
  'other',
] as const;

/**
 * A public contact enquiry (spec §5): fullName, email and message required; company and phone optional;
 * service empty or one of `CONTACT_SERVICES`.
 */
export const contactInputSchema = z.object({
  fullName: requiredText('fullName'),
  company: optionalText('company'),
  email: emailField,
  phone: optionalPhone,
  service: z
    .union([z.literal(''), z.enum(CONTACT_SERVICES)], {
      error: `service must be empty or one of ${CONTACT_SERVICES.join(', ')}`,
    })
    .optional()
    .transform((value) => (value ? value : undefined)),
  message: requiredText('message'),
});

export type ContactInput = z.output<typeof contactInputSchema>;
