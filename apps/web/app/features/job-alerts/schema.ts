import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { jobAlertFormSchema, z } from '@agency/contract';
import { formErrorMap } from '~/lib/form-error-map';
import messages from '~/i18n/catalogs/en/messages';

/**
 * "Email me jobs like these" on /blog (docs/014-job-alerts.md): the contract's form (the address, and the
 * search shown as hidden fields named as the board's URL names them) with the honeypot, and the form's words. One
 * schema for the browser and the server action; the browser loads this module when a visitor starts the form.
 */
export const jobAlertSchema = jobAlertFormSchema.extend({
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().optional(),
});

export type JobAlertForm = z.infer<typeof jobAlertSchema>;

/** The form's words, in English (the catalog's `messages`; `useMessage` says them in Arabic). */
const jobAlertErrorMap = formErrorMap({
  labels: { email: messages.labels.emailAddress },
  missing: { email: messages.contact.emailMissing },
  invalid: { email: messages.contact.emailInvalid },
});

/** Conform's submission of the job alert form, with the form's words; the same in the browser and on the server. */
export function parseJobAlert(formData: FormData) {
  return parseWithZod(formData, { schema: jobAlertSchema, error: jobAlertErrorMap });
}

/** The HTML constraints of the form's fields, for the board's loader to hand to the form. */
export function jobAlertConstraint() {
  return getZodConstraint(jobAlertSchema);
}
