import { emailField, languageField } from './fields.js';
import { JOB_ALERT_TOKEN_PATTERN, jobAlertSearch } from './job-alert.js';
import { z } from './zod.js';

/**
 * A job alert subscription as the CMS takes it (`POST /api/job-alerts` `{ data: { email, search } }`): the e-mail
 * rule of every public form (trimmed, lower-cased) and the board's search, read by the board's own rule
 * (`jobAlertSearch`: unknown values ignored, order and page dropped; absent = every new job).
 */
export const jobAlertInputSchema = z.object({
  email: emailField,
  search: z
    .record(z.string(), z.unknown())
    .optional()
    .transform((search) => jobAlertSearch(search ?? {})),
  /** The language of the page it was set up from (`languageField`): its confirmation's and digests'. */
  language: languageField,
});

export type JobAlertInput = z.output<typeof jobAlertInputSchema>;

/** The body of `POST /api/job-alerts/confirm` and `/unsubscribe`: `{ token }` with a token's shape. */
export const jobAlertTokenSchema = z.object({ token: z.string().regex(JOB_ALERT_TOKEN_PATTERN) });

/**
 * The body of `POST /api/job-alerts/confirm`: the token, and the language of the page the link was opened on
 * (`languageField`: absent = 'en', another value 400), in which the answer's `description` (the search in words) is.
 */
export const jobAlertConfirmSchema = jobAlertTokenSchema.extend({ language: languageField });

/**
 * The board's "Email me jobs like these" form: the address, and the search shown, carried as hidden fields named as
 * the board's URL names them (each read by the board's rule when the alert is stored).
 */
export const jobAlertFormSchema = z.object({
  email: emailField,
  q: z.string().optional(),
  category: z.string().optional(),
  type: z.string().optional(),
  country: z.string().optional(),
  city: z.string().optional(),
  workplace: z.string().optional(),
});
