import { z } from '~/lib/zod';

/**
 * The apply form (spec §5 "Apply form"), one schema for the browser and the server action.
 * Every missing required field carries the spec's one message; other problems have their own.
 * Limits match the CMS (apps/cms/src/lib/limits.ts), which checks them again.
 */
export const REQUIRED_MESSAGE = 'Please fill in all required fields and agree to the terms.';
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TYPE_MESSAGE = 'Resume must be a .pdf, .doc or .docx file.';
export const RESUME_SIZE_MESSAGE = 'Resume must be 5 MB or smaller.';
export const APPLY_SUCCESS_MESSAGE = 'Your application has been submitted successfully!';
export const APPLY_FALLBACK_MESSAGE = 'Failed to submit application. Please try again.';
/** spec §8: shown when the CMS refuses an application without saying why. */
export const APPLY_REFUSED_MESSAGE = 'Failed to create application';
/**
 * Shown instead of the failure message when nobody can say whether the application arrived (issue 7: "a failure
 * only when nothing was kept"); sending the same form again is safe, its idempotency key makes it one application.
 */
export const APPLY_UNCONFIRMED_MESSAGE =
  'We could not confirm that your application arrived. Please send it again: if it did arrive, it will not be stored twice.';

const PHONE_PATTERN = /^(?=(?:\D*\d){6})[\d\s+().-]+$/;

const requiredText = (max: number, label: string) =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(max, `${label} must be at most ${max} characters.`);

function hasResumeExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return RESUME_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

export const applicationSchema = z.object({
  job: z.string({ error: 'This job is not available.' }).min(1),
  fullName: requiredText(100, 'Full name'),
  email: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .toLowerCase()
    .min(1, REQUIRED_MESSAGE)
    .max(254, 'Email must be at most 254 characters.')
    .pipe(z.email('Please enter a valid email address.')),
  phone: requiredText(30, 'Phone').regex(PHONE_PATTERN, 'Please enter a valid phone number.'),
  coverLetter: requiredText(5000, 'Cover letter'),
  resume: z
    .instanceof(File, { error: REQUIRED_MESSAGE })
    .refine((file) => file.size > 0, REQUIRED_MESSAGE)
    .refine((file) => hasResumeExtension(file.name), RESUME_TYPE_MESSAGE)
    .refine((file) => file.size <= RESUME_MAX_BYTES, RESUME_SIZE_MESSAGE),
  agreement: z.boolean({ error: REQUIRED_MESSAGE }).refine((agreed) => agreed, REQUIRED_MESSAGE),
  /** This submission's key: the same for every retry of it, so that it is stored once (issue 7). */
  idempotencyKey: z
    .string()
    .regex(/^[\w-]{16,100}$/)
    .optional(),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().optional(),
});

export type ApplicationForm = z.infer<typeof applicationSchema>;
