import { isEmptyHtml } from './article.js';
import { choices, type ChoiceLabels } from './choices.js';
import { SITE_NAME } from './email.js';

/**
 * A job posting is a draft (staff only, may be incomplete), open (on the public board, taking applications, unless its
 * closing date has passed: `isJobOpen`) or closed (docs/000-product.md §4 "Job status"; `draft`:
 * docs/000-product.md §16).
 */
export const JOB_STATUSES = ['draft', 'open', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Where the work is done, with the board's words. `remote` jobs name the countries applicants may live in. */
const WORKPLACE_WORDS = { onsite: 'On-site', hybrid: 'Hybrid', remote: 'Remote' } as const;
const WORKPLACE = choices(WORKPLACE_WORDS);
export const WORKPLACES = WORKPLACE.options;
export const WORKPLACE_VALUES = WORKPLACE.values;
export type Workplace = (typeof WORKPLACE_VALUES)[number];
/** The workplaces' words in each language (the board's, the forms', the e-mails'). */
export const WORKPLACE_LABELS: ChoiceLabels<Workplace> = {
  en: WORKPLACE_WORDS,
  ar: { onsite: 'من المقر', hybrid: 'هجين', remote: 'عن بُعد' },
};

/**
 * The period a salary is paid for: schema.org's `unitText` of a JobPosting's `baseSalary` (QuantitativeValue), with
 * the words shown after an amount ("a month").
 */
const SALARY_PERIOD_WORDS = {
  HOUR: 'an hour',
  DAY: 'a day',
  WEEK: 'a week',
  MONTH: 'a month',
  YEAR: 'a year',
} as const;
const SALARY_PERIOD = choices(SALARY_PERIOD_WORDS);
export const SALARY_PERIODS = SALARY_PERIOD.options;
export const SALARY_PERIOD_VALUES = SALARY_PERIOD.values;
export type SalaryPeriod = (typeof SALARY_PERIOD_VALUES)[number];
/** The salary periods' words after an amount in each language ("a month", "في الشهر"). */
export const SALARY_PERIOD_LABELS: ChoiceLabels<SalaryPeriod> = {
  en: SALARY_PERIOD_WORDS,
  ar: { HOUR: 'في الساعة', DAY: 'في اليوم', WEEK: 'في الأسبوع', MONTH: 'في الشهر', YEAR: 'في السنة' },
};

/**
 * The job types staff choose from (docs/000-product.md §3 `type`, shown as written), with the value of the board's
 * `?type=` filter and Google's JobPosting `employmentType`
 * (developers.google.com/search/docs/appearance/structured-data/job-posting).
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

/** The job types' words in each language: English says the value itself ("Full-time"). */
export const JOB_TYPE_LABELS: ChoiceLabels<JobType> = {
  en: Object.fromEntries(JOB_TYPE_VALUES.map((value) => [value, value])) as Record<JobType, string>,
  ar: {
    'Full-time': 'دوام كامل',
    'Part-time': 'دوام جزئي',
    Contract: 'عقد',
    Temporary: 'مؤقت',
    Internship: 'تدريب',
    Volunteer: 'تطوّع',
    'Per diem': 'بأجر يومي',
    Other: 'أخرى',
  },
};

/** The job type whose value or `?type=` parameter is `text` (any case), or undefined. */
export function findJobType(text: string | null | undefined): (typeof JOB_TYPES)[number] | undefined {
  const wanted = (text ?? '').trim().toLowerCase();
  return JOB_TYPES.find((type) => type.value.toLowerCase() === wanted || type.param === wanted);
}

/** Google's employmentType for a job type; OTHER for anything else. */
export function employmentType(type: string): string {
  return findJobType(type)?.employmentType ?? 'OTHER';
}

/** What the expiry and completeness rules read of a job posting. Dates as ISO 8601 strings (or Date). */
export interface JobPostingFacts {
  status?: string | null;
  validThrough?: string | Date | null;
  title?: string | null;
  description?: string | null;
  company?: string | null;
  country?: string | null;
  workplace?: string | null;
  applicantLocations?: readonly string[] | null;
}

/**
 * Whether a job's closing date has passed at `now` (docs/011-job-search.md "Expiry"): it is then closed everywhere at
 * once, with no scheduled task: every reader asks this, and the CMS's visitor filter (`openJobsFilter`) asks it of the
 * database.
 */
export function isExpired(job: Pick<JobPostingFacts, 'validThrough'>, now: Date = new Date()): boolean {
  if (!job.validThrough) return false;
  const closes = new Date(job.validThrough).getTime();
  return Number.isFinite(closes) && closes <= now.getTime();
}

/** Whether visitors see a job and may apply to it: open, and its closing date (if any) still ahead. */
export function isJobOpen(job: Pick<JobPostingFacts, 'status' | 'validThrough'>, now: Date = new Date()): boolean {
  return job.status === 'open' && !isExpired(job, now);
}

/** The fields a job must have to be open, in the order the staff form shows them. */
export const REQUIRED_TO_OPEN = ['title', 'description', 'company', 'location'] as const;
export type RequiredToOpen = (typeof REQUIRED_TO_OPEN)[number];

/**
 * What a job lacks of what Google requires of a JobPosting before it can be open (developers.google.com/
 * search/docs/appearance/structured-data/job-posting "Required properties": title, description, hiringOrganization,
 * jobLocation or, for a remote job, applicantLocationRequirements). `location` stands for "a country, or remote
 * with the countries applicants may live in". Empty when the job may be open. `description` is HTML: a description
 * without text counts as missing.
 */
export function missingToOpen(job: JobPostingFacts): RequiredToOpen[] {
  const located = job.workplace === 'remote' ? (job.applicantLocations ?? []).length > 0 : Boolean(job.country);
  return REQUIRED_TO_OPEN.filter((field) => (field === 'location' ? !located : isEmptyHtml(job[field])));
}

/**
 * Confidential jobs (docs/024-employers.md "Confidential jobs"): the company a visitor is told of a job, on every public
 * page, feed and e-mail. A confidential job names the agency (`SITE_NAME`, the organisation name the site already
 * uses), never its client; any other job its own `company` (null when it has none).
 */
export function publicCompany(job: { company?: string | null; confidential?: boolean | null }): string | null {
  return job.confidential === true ? SITE_NAME : (job.company ?? null);
}

/**
 * The text fields of a job that visitors read (the page, JSON-LD, feeds, e-mails): a confidential job's must not name
 * its company (`slugNames` of `@agency/contract/slug`). The slug is kept off the company by the CMS itself.
 */
export const CONFIDENTIAL_PUBLIC_FIELDS = [
  'title',
  'description',
  'skills',
  'location',
  'city',
  'experience',
  'salary',
] as const;
