import { JOB_TEXT_LIMITS } from './limits.js';
import { stripControlCharacters } from './text.js';
import { z } from './zod.js';

/** A job posting is open (on the public board, taking applications) or closed (spec §4 "Job status"). */
export const JOB_STATUSES = ['open', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The job types staff choose from (spec §3 `type`, shown as written), with the value of the board's `?type=` filter
 * and Google's JobPosting `employmentType` (developers.google.com/search/docs/appearance/structured-data/job-posting).
 */
export const JOB_TYPES = [
  { value: 'Full-time', param: 'full-time', employmentType: 'FULL_TIME' },
  { value: 'Part-time', param: 'part-time', employmentType: 'PART_TIME' },
  { value: 'Contract', param: 'contract', employmentType: 'CONTRACTOR' },
  { value: 'Temporary', param: 'temporary', employmentType: 'TEMPORARY' },
  { value: 'Internship', param: 'internship', employmentType: 'INTERN' },
  { value: 'Volunteer', param: 'volunteer', employmentType: 'VOLUNTEER' },
  { value: 'Per diem', param: 'per-diem', employmentType: 'PER_DIEM' },
  { value: 'Other', param: 'other', employmentType: 'OTHER' },
] as const;

export type JobType = (typeof JOB_TYPES)[number]['value'];
export const JOB_TYPE_VALUES = JOB_TYPES.map((type) => type.value) as [JobType, ...JobType[]];

/** The job type whose value or `?type=` parameter is `text` (any case), or undefined. */
export function findJobType(text: string | null | undefined): (typeof JOB_TYPES)[number] | undefined {
  const wanted = (text ?? '').trim().toLowerCase();
  return JOB_TYPES.find((type) => type.value.toLowerCase() === wanted || type.param === wanted);
}

/** Google's employmentType for a job type; OTHER for anything else. */
export function employmentType(type: string): string {
  return findJobType(type)?.employmentType ?? 'OTHER';
}

/** One-line text of a job posting: control characters removed, trimmed, at most its field's limit; may be empty. */
const line = (field: keyof typeof JOB_TEXT_LIMITS) =>
  z
    .string()
    .overwrite((value) => stripControlCharacters(value, false))
    .trim()
    .max(JOB_TEXT_LIMITS[field]);

/** A calendar date as `YYYY-MM-DD` (the job's posted date, an article's publication date). */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

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
