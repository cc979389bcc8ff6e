import {
  JOB_STATUSES,
  JOB_TYPE_VALUES,
  SALARY_PERIOD_VALUES,
  WORKPLACE_VALUES,
  missingToOpen,
  type JobPostingFacts,
} from './job.js';
import { isCountryCode } from './countries.js';
import { isCurrencyCode } from './currencies.js';
import { type StructuredSalary } from './job-display.js';
import { cleanedText, isoDate } from './fields.js';
import { APPLICANT_LOCATIONS_MAX, JOB_TEXT_LIMITS, SALARY_MAX_AMOUNT } from './limits.js';
import { screeningQuestionsSchema } from './screening-schema.js';
import { z } from './zod.js';

/** One-line text of a job posting, at most its field's limit; may be empty. */
const line = (field: keyof typeof JOB_TEXT_LIMITS) => cleanedText(JOB_TEXT_LIMITS[field]);

/** An ISO 3166-1 alpha-2 country code, any case in, upper case out. */
export const countryCode = z.string().trim().toUpperCase().refine(isCountryCode);

/** An amount of money: a whole, non-negative number; null when not given. */
export const salaryAmount = z.number().int().min(0).max(SALARY_MAX_AMOUNT).nullable().default(null);

/** A salary's currency: `''` (none) or an ISO 4217 code, any case in, upper case out. */
export const currencyCode = z
  .union([z.literal(''), z.string().trim().toUpperCase().refine(isCurrencyCode)])
  .default('');

/** `''` or one of `values`: an optional choice that a form sends as an empty string when nothing is chosen. */
export const optionalChoice = <T extends string>(values: readonly [T, ...T[]]) =>
  z.union([z.literal(''), z.enum(values)]).default('');

/**
 * The fields staff save on a job posting (docs/000-product.md §5 "Job editor": no field is required; an empty slug is
 * made from the title by the CMS, an empty type shows as Full-time; the structured fields came later
 * (docs/012-structured-data-and-feeds.md), and an open job must have what `missingToOpen` asks, checked with
 * `jobPostingProblems` on the whole job). `type` is empty or one of `JOB_TYPE_VALUES`. Category and author are
 * documentIds. Used by the back-office form and checked again by the CMS.
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
  /** The public site names the agency, not the company (docs/024-employers.md "Confidential jobs"). */
  confidential: z.boolean().default(false),
  status: z.enum(JOB_STATUSES).default('open'),
  // Structured fields: what search filters on and what Google and aggregators read.
  country: z.union([z.literal(''), countryCode]).default(''),
  city: line('city').default(''),
  workplace: optionalChoice(WORKPLACE_VALUES),
  applicantLocations: z.array(countryCode).max(APPLICANT_LOCATIONS_MAX).default([]),
  salaryMin: salaryAmount,
  salaryMax: salaryAmount,
  salaryCurrency: currencyCode,
  salaryPeriod: optionalChoice(SALARY_PERIOD_VALUES),
  /** The closing date and time (ISO 8601 with an offset); null for none. */
  validThrough: z.iso.datetime({ offset: true }).nullable().default(null),
  category: z.string().optional(),
  author: z.string().optional(),
  /** The apply form's screening questions with their knockout rules (./screening.ts; docs/024-employers.md). */
  screeningQuestions: screeningQuestionsSchema,
});

export type JobInput = z.output<typeof jobInputSchema>;

/**
 * What is wrong with a whole job posting (the stored job with a change applied) beyond its single fields: an open job
 * that lacks what Google requires (`missingToOpen`), a salary range upside down, an amount without its currency.
 * Each problem names its field (a `path` as zod's issues have) so that a form can show it there. Empty when none.
 */
export function jobPostingProblems(
  job: JobPostingFacts & StructuredSalary,
): { path: [string]; code: 'missing_to_open' | 'salary_range' | 'salary_currency' }[] {
  const problems: ReturnType<typeof jobPostingProblems> = [];
  if (job.status === 'open') {
    for (const field of missingToOpen(job)) {
      problems.push({
        path: [field === 'location' ? (job.workplace === 'remote' ? 'applicantLocations' : 'country') : field],
        code: 'missing_to_open',
      });
    }
  }
  problems.push(...salaryProblems(job));
  return problems;
}

/**
 * What is wrong with a structured salary as a whole (a job posting's, a hiring request's budget): a range upside down,
 * an amount without its currency. Each problem names its field. Empty when none.
 */
export function salaryProblems(
  salary: StructuredSalary,
): { path: ['salaryMax' | 'salaryCurrency']; code: 'salary_range' | 'salary_currency' }[] {
  const problems: ReturnType<typeof salaryProblems> = [];
  if (salary.salaryMin != null && salary.salaryMax != null && salary.salaryMin > salary.salaryMax) {
    problems.push({ path: ['salaryMax'], code: 'salary_range' });
  }
  if ((salary.salaryMin != null || salary.salaryMax != null) && !salary.salaryCurrency) {
    problems.push({ path: ['salaryCurrency'], code: 'salary_currency' });
  }
  return problems;
}
