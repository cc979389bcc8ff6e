import { JOB_STATUSES, JOB_TYPE_VALUES } from './job.js';
import { cleanedText, isoDate } from './fields.js';
import { JOB_TEXT_LIMITS } from './limits.js';
import { z } from './zod.js';

/** One-line text of a job posting, at most its field's limit; may be empty. */
const line = (field: keyof typeof JOB_TEXT_LIMITS) => cleanedText(JOB_TEXT_LIMITS[field]);

/**
 * The fields staff save on a job posting (spec §5 "Job editor": no field is required; an empty slug is made from the
 * title by the CMS, an empty type shows as Full-time). `type` is empty or one of `JOB_TYPE_VALUES`. Category and
 * author are documentIds. Used by the back-office form and checked again by the CMS.
 */
export const jobInputSchema = z.object({
  title: line('title').default(''),
  slug: line('slug').default(''),
  company: line('company').default(''),
  location: line('location').default(''),
  salary: line('salary').default(''),
  type: z.union([z.literal(''), z.enum(JOB_TYPE_VALUES)]).default(''),
  experience: line('experience').default(''),
  skills: z.string().default(''),
  description: z.string().default(''),
  posted: isoDate.optional(),
  featured: z.boolean().default(false),
  status: z.enum(JOB_STATUSES).default('open'),
  category: z.string().optional(),
  author: z.string().optional(),
});

export type JobInput = z.output<typeof jobInputSchema>;
