import { z } from 'zod';
import { emailField, requiredPhone, requiredText } from './validation';

/**
 * The fields of a public application (`data` of POST /api/job-applications, DESIGN §5). Everything else the
 * client sends (job_status, appliedAt, …) is dropped: the server sets those.
 * `consent` must be true: the applicant agreed to the storage and handling of their data (spec §5).
 */
export const applicationInputSchema = z.object({
  fullName: requiredText('fullName'),
  email: emailField,
  phone: requiredPhone,
  coverLetter: requiredText('coverLetter'),
  job: z.union([z.string().trim().min(1, 'job is required').max(64), z.number().int().positive()], {
    error: 'job is required',
  }),
  consent: z.preprocess(
    (value) => (value === 'true' || value === 'on' ? true : value),
    z.literal(true, { error: 'consent is required: the applicant must agree to the terms' }),
  ),
  /**
   * The submission's own key (issue 7): a retry or a second click sends the same one and gets the first answer.
   * Optional: a caller without one gets no such protection.
   */
  idempotencyKey: z
    .string({ error: 'idempotencyKey must be text' })
    .trim()
    .regex(/^[\w-]{16,100}$/, 'idempotencyKey must be 16 to 100 letters, digits, - or _')
    .optional(),
});

export type ApplicationInput = z.output<typeof applicationInputSchema>;
