import { IDEMPOTENCY_KEY_PATTERN } from './application.js';
import { landingFields } from './application-source-schema.js';
import { cleanedText, emailField, languageField, requiredPhone, requiredText } from './fields.js';
import { isCountryCode } from './countries.js';
import { APPLICATION_NOTE_MAX } from './limits.js';
import { poolConsentField } from './talent-pool.js';
import { z } from './zod.js';

/** An optional ISO 3166-1 alpha-2 code: any case in, upper case out; empty and absent become undefined. */
export const optionalCountryField = z
  .string()
  .trim()
  .toUpperCase()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.string().refine(isCountryCode).optional());

/**
 * The fields of a public application (docs/000-product.md §5 "Apply form"; `data` of POST /api/job-applications,
 * docs/000-product.md §14). Fields the server sets (status, appliedAt, …) are not part of it and are dropped. `consent`
 * must be true: the applicant agreed to the storage and handling of their data. The resume travels beside it as a file
 * (./files.ts).
 */
export const applicationInputSchema = z.object({
  fullName: requiredText('fullName'),
  email: emailField,
  phone: requiredPhone,
  coverLetter: requiredText('coverLetter'),
  /** The job's documentId (or numeric id through the API). */
  job: z.union([z.string().trim().min(1).max(64), z.number().int().positive()]),
  consent: z.preprocess((value) => (value === 'true' || value === 'on' ? true : value), z.literal(true)),
  idempotencyKey: z.string().trim().regex(IDEMPOTENCY_KEY_PATTERN).optional(),
  /**
   * "Where do you live?" (optional): an ISO 3166-1 alpha-2 code, any case in, upper case out; empty and absent become
   * undefined (docs/023-talent-pool.md "Candidates").
   */
  country: optionalCountryField,
  /** The optional talent-pool box (./talent-pool.ts, docs/023-talent-pool.md "Consent and retention"). */
  poolConsent: poolConsentField,
  /** Where the visit came from (./application-source-schema.ts): never refused, the CMS classifies the source. */
  ...landingFields,
  /** The language of the page it was sent from (`languageField`): the confirmation e-mail's. */
  language: languageField,
});

export type ApplicationInput = z.output<typeof applicationInputSchema>;

/**
 * A staff note on an application (docs/015-recruiter-workflow.md): `text`, control characters removed (line breaks
 * kept), trimmed, 1 to `APPLICATION_NOTE_MAX` characters. The author and the time are the server's (the signed-in staff
 * user, now).
 */
export const applicationNoteSchema = z.object({
  text: cleanedText(APPLICATION_NOTE_MAX, true).min(1, { abort: true }),
});

export type ApplicationNoteInput = z.output<typeof applicationNoteSchema>;
