import { getZodConstraint } from '@conform-to/zod/v4';
import { z } from '~/lib/zod';
import {
  REQUIRED_MESSAGE,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  RESUME_SIZE_MESSAGE,
  RESUME_TYPE_MESSAGE,
} from './application-form';

/**
 * The apply form (spec §5 "Apply form"), one schema for the browser and the server action.
 * Every missing required field carries the spec's one message; other problems have their own.
 * Limits match the CMS (apps/cms/src/lib/limits.ts), which checks them again. The browser loads this module only
 * when a visitor starts to fill the form in (components/jobs/apply-form.tsx).
 */
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

/** The HTML constraints of the form's fields (required, lengths), for the job page's loader to hand to the form. */
export function applicationConstraint() {
  return getZodConstraint(applicationSchema);
}
