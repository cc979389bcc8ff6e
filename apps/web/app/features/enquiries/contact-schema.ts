import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { enquiryInputSchema, PHONE_FORMAT_MESSAGE, z } from '@agency/contract';
import { formErrorMap } from '~/lib/form-error-map';
import messages from '~/i18n/catalogs/en/messages';

/**
 * The public contact form (docs/000-product.md §5 "Public contact form"): the contract's enquiry (the rules the CMS
 * checks again) with the honeypot, and the form's words for each field. One schema for the browser and the server
 * action; the browser loads this module only when a visitor starts to fill the form in.
 */
export const contactSchema = enquiryInputSchema.extend({
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().optional(),
});

export type ContactForm = z.infer<typeof contactSchema>;

const { labels, contact } = messages;

/** The form's words for the contract's rules, in English (the catalog's `messages`; `useMessage` says them in Arabic). */
const contactErrorMap = formErrorMap({
  labels: {
    fullName: labels.fullName,
    company: labels.company,
    email: labels.emailAddress,
    phone: labels.phone,
    message: labels.message,
  },
  missing: {
    fullName: contact.fullNameMissing,
    email: contact.emailMissing,
    message: contact.messageMissing,
  },
  invalid: {
    email: contact.emailInvalid,
    phone: PHONE_FORMAT_MESSAGE,
    service: contact.serviceInvalid,
  },
});

/** Conform's submission of the contact form, with the form's words; the same in the browser and on the server. */
export function parseContact(formData: FormData) {
  return parseWithZod(formData, { schema: contactSchema, error: contactErrorMap });
}

/** The HTML constraints of the form's fields (required, lengths), for the page's loader to hand to the form. */
export function contactConstraint() {
  return getZodConstraint(contactSchema);
}
