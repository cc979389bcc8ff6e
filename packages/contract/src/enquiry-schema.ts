import { SERVICE_VALUES } from './enquiry.js';
import { emailField, languageField, optionalPhone, optionalText, requiredText } from './fields.js';
import { z } from './zod.js';

/**
 * A public contact enquiry (docs/000-product.md §5 "Public contact form"): fullName, email and message required;
 * company and phone optional; service empty or one of `SERVICE_VALUES`. Empty optional fields become undefined.
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
  /** The language of the page it was sent from (`languageField`): the acknowledgement e-mail's. */
  language: languageField,
});

export type EnquiryInput = z.output<typeof enquiryInputSchema>;
