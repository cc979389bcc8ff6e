import { IDEMPOTENCY_KEY_PATTERN } from './application.js';
import { cleanedText, emailField, requiredPhone, requiredText } from './fields.js';
import { APPLICATION_NOTE_MAX } from './limits.js';
import { z } from './zod.js';

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
