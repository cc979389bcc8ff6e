import { getZodConstraint } from '@conform-to/zod/v4';
import { z } from '~/lib/zod';
import { CONTACT_LIMITS, PHONE_PATTERN, SERVICE_VALUES } from './contact-form';

/**
 * The public contact form (spec §5 "Public contact form"), one schema for the browser and the server action.
 * Required: full name, email address, message; optional: company, phone, service. Limits and the phone rule match
 * the CMS (apps/cms/src/lib/limits.ts, validation.ts), which checks them again. The browser loads this module only
 * when a visitor starts to fill the form in (components/contact/contact-form.tsx).
 */
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

/** The HTML constraints of the form's fields (required, lengths), for the page's loader to hand to the form. */
export function contactConstraint() {
  return getZodConstraint(contactSchema);
}
