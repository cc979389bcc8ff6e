import {
  displayLocation,
  displaySalary,
  isExpired,
  isJobOpen,
  publicCompany,
  type ContentLocale,
  type JobStatus,
  type ScreeningQuestion,
  type SalaryPeriod,
  type Workplace,
} from '@agency/contract';
import { mediaPath } from '~/lib/media';
/**
 * Job postings as the pages show them: the CMS record with the defaults of docs/000-product.md §3 filled in where a
 * field is absent or empty (the display salary and location made from the structured fields first), skills split into a
 * list, and whether it is open now (the contract's expiry rule).
 */
export const JOB_DEFAULTS = {
  title: 'Job Title Not Available',
  company: 'Company Not Available',
  location: 'Remote / On-site',
  salary: 'Competitive',
  experience: 'Entry Level',
  type: 'Full-time',
  description: 'No description provided.',
  category: 'General',
  author: 'Unknown',
} as const;

/** A job as the CMS sends it (every field may be missing). */
export interface CmsJob {
  id: number;
  documentId: string;
  slug: string;
  title?: string | null;
  company?: string | null;
  location?: string | null;
  salary?: string | null;
  experience?: string | null;
  type?: string | null;
  description?: string | null;
  skills?: string | null;
  posted?: string | null;
  featured?: boolean | null;
  /** The public site names the agency, not the company (docs/024-employers.md "Confidential jobs"). */
  confidential?: boolean | null;
  status?: JobStatus | null;
  country?: string | null;
  city?: string | null;
  workplace?: Workplace | null;
  applicantLocations?: string[] | null;
  salaryMin?: number | null;
  salaryMax?: number | null;
  salaryCurrency?: string | null;
  salaryPeriod?: SalaryPeriod | null;
  /** The closing date and time (ISO 8601), or none. */
  validThrough?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  cover?: { url: string; alternativeText?: string | null } | null;
  category?: { name?: string | null } | null;
  author?: { name?: string | null } | null;
  /** The apply form's screening questions (docs/024-employers.md "Screening questions"); never their rules. */
  screeningQuestions?: ScreeningQuestion[] | null;
  /** The language of its text (docs/026-languages.md "Content in two languages"); absent = 'en'. */
  language?: ContentLocale | null;
}

export interface JobPosting {
  id: number;
  documentId: string;
  slug: string;
  title: string;
  /** The company visitors are told: the agency's name for a confidential job (the CMS already answers so). */
  company: string;
  location: string;
  salary: string;
  experience: string;
  type: string;
  /** HTML from the CMS, not yet sanitized; null when absent (show `JOB_DEFAULTS.description`). */
  descriptionHtml: string | null;
  skills: string[];
  /** ISO date the job was posted, or its creation time when `posted` is missing. */
  posted: string | null;
  featured: boolean;
  /** Confidential: the agency is named as the hiring organisation, never the client. */
  confidential: boolean;
  /** Open now: status open and the closing date, if any, still ahead. */
  open: boolean;
  /** Its closing date has passed (closed everywhere, whatever its status says). */
  expired: boolean;
  /** The structured fields the JobPosting data and the feeds read. */
  structured: Pick<
    CmsJob,
    | 'country'
    | 'city'
    | 'workplace'
    | 'applicantLocations'
    | 'salaryMin'
    | 'salaryMax'
    | 'salaryCurrency'
    | 'salaryPeriod'
    | 'validThrough'
  >;
  category: string;
  author: string;
  coverUrl: string | null;
  updatedAt: string | null;
  /** The questions its apply form asks (docs/024-employers.md "Screening questions"). */
  screeningQuestions: ScreeningQuestion[];
  /**
   * The language of its text (title, description, location…): 'ar' when an Arabic page asked for it and the job has
   * an Arabic version, else 'en' (an Arabic page marks such text `lang="en"`; docs/026-languages.md).
   */
  language: ContentLocale;
}

const orDefault = (value: string | null | undefined, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

/**
 * The name of a job wherever it is shown or read out: its title, or for an untitled one (a draft may have none) the
 * spec's default (§3 "Job Title Not Available"), so that no button, link or confirmation names an empty string.
 */
export function jobTitle(job: { title?: string | null }): string {
  return orDefault(job.title, JOB_DEFAULTS.title);
}

/** "React, Node.js , ,SQL" → ["React", "Node.js", "SQL"] */
export function splitSkills(skills: string | null | undefined): string[] {
  return (skills ?? '')
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean);
}

export function toJobPosting(job: CmsJob): JobPosting {
  return {
    id: job.id,
    documentId: job.documentId,
    slug: job.slug,
    title: jobTitle(job),
    company: orDefault(publicCompany(job), JOB_DEFAULTS.company),
    location: orDefault(displayLocation(job), JOB_DEFAULTS.location),
    salary: orDefault(displaySalary(job), JOB_DEFAULTS.salary),
    experience: orDefault(job.experience, JOB_DEFAULTS.experience),
    type: orDefault(job.type, JOB_DEFAULTS.type),
    descriptionHtml: job.description?.trim() ? job.description : null,
    skills: splitSkills(job.skills),
    posted: job.posted || job.createdAt || null,
    featured: job.featured === true,
    confidential: job.confidential === true,
    // A record without a status (docs/000-product.md §3 defaults) counts as open, as the CMS's default is.
    open: isJobOpen({ ...job, status: job.status ?? 'open' }),
    expired: isExpired(job),
    structured: {
      country: job.country ?? null,
      city: job.city?.trim() || null,
      workplace: job.workplace ?? null,
      applicantLocations: job.applicantLocations ?? [],
      salaryMin: job.salaryMin ?? null,
      salaryMax: job.salaryMax ?? null,
      salaryCurrency: job.salaryCurrency ?? null,
      salaryPeriod: job.salaryPeriod ?? null,
      validThrough: job.validThrough ?? null,
    },
    category: orDefault(job.category?.name, JOB_DEFAULTS.category),
    author: orDefault(job.author?.name, JOB_DEFAULTS.author),
    coverUrl: mediaPath(job.cover?.url),
    screeningQuestions: job.screeningQuestions ?? [],
    updatedAt: job.updatedAt ?? null,
    language: job.language === 'ar' ? 'ar' : 'en',
  };
}
