import {
  jobSearchQuery,
  JOB_SEARCH_PAGE_SIZE,
  JOB_STATUSES,
  PUBLIC_JOB_POPULATE,
  PUBLIC_JOB_SORT,
  SALARY_PERIOD_VALUES,
  WORKPLACE_VALUES,
  z,
  type ContentLocale,
  type JobInput,
  type JobSearch,
  type JobSearchFacet,
  type JobSearchOption,
  type OwnerFilter,
  type ScreeningQuestion,
  type ScreeningQuestionWithRule,
} from '@agency/contract';
import { JOBS_PAGE_SIZE } from '~/lib/pagination';
import { cmsFields, cmsList, cmsRequest, listSchema, parse, type Pagination } from '~/lib/cms-client.server';
import { toJobPosting, type CmsJob, type JobPosting } from './jobs';
import type { JobState } from './rules';

const { text, media, named, relation } = cmsFields;

/**
 * Jobs in the CMS, server only: the public board's reads (open jobs) and the staff editor's calls (docs/000-product.md
 * §14).
 * @throws ApiError (docs/000-product.md §8 message rule) for any failure.
 */

/** The structured fields of a job posting as the CMS sends them, to the public and to staff alike. */
const structuredFields = {
  country: text,
  city: text,
  workplace: z.enum(WORKPLACE_VALUES).nullish(),
  applicantLocations: z.array(z.string()).nullish(),
  salaryMin: z.number().nullish(),
  salaryMax: z.number().nullish(),
  salaryCurrency: text,
  salaryPeriod: z.enum(SALARY_PERIOD_VALUES).nullish(),
  validThrough: text,
};

/** A job as the CMS sends it to visitors: the board and job page here, the feeds in ./feeds.server.ts. */
export const jobSchema: z.ZodType<CmsJob> = z.object({
  id: z.number(),
  documentId: z.string(),
  slug: z.string(),
  title: text,
  company: text,
  location: text,
  salary: text,
  experience: text,
  type: text,
  description: text,
  skills: text,
  posted: text,
  featured: z.boolean().nullish(),
  confidential: z.boolean().nullish(),
  status: z.enum(JOB_STATUSES).nullish(),
  ...structuredFields,
  screeningQuestions: z
    .array(z.custom<ScreeningQuestion>((value) => typeof value === 'object' && value !== null))
    .nullish(),
  createdAt: text,
  updatedAt: text,
  cover: media,
  category: named,
  author: named,
  language: z.enum(['en', 'ar']).nullish(),
});

/**
 * The `locale` query of a public read in `language` (docs/026-languages.md "Content in two languages"): `ar` asks for
 * the Arabic text where a record has it; English asks for nothing (the CMS's default).
 */
export const localeQuery = (language: ContentLocale): { locale?: 'ar' } => (language === 'ar' ? { locale: 'ar' } : {});

/** Jobs per page on the public board (docs/000-product.md §9), as the search's (the contract's `JOB_SEARCH_PAGE_SIZE`). */
export const PUBLIC_JOBS_PAGE_SIZE = JOB_SEARCH_PAGE_SIZE;

const optionsSchema = z.array(z.object({ value: z.string(), label: z.string(), count: z.number() }));
const searchAnswerSchema = z.object({
  data: z.array(jobSchema),
  meta: z.object({
    pagination: z.object({ page: z.number(), pageSize: z.number(), pageCount: z.number(), total: z.number() }),
    facets: z.object({
      category: optionsSchema,
      type: optionsSchema,
      country: optionsSchema,
      city: optionsSchema,
      workplace: optionsSchema,
    }),
    nextExpiry: z.string().nullable(),
    search: z.object({ category: z.string().nullable(), page: z.number() }),
    suggestion: z.object({ q: z.string(), total: z.number() }).nullish(),
  }),
});

/** What the board shows of a search: one page of jobs, how many match, each filter's options with their counts. */
export interface JobSearchPage {
  /** The search as the CMS applied it: an unknown category left out, the page it shows. */
  search: JobSearch;
  jobs: JobPosting[];
  /** The page shown is `pagination.page`: the last one when the search asked for a page past it. */
  pagination: Pagination;
  facets: Record<JobSearchFacet, JobSearchOption[]>;
  /** When the board next changes by itself: the earliest closing date ahead among open jobs (ISO 8601), or null. */
  nextExpiry: string | null;
  /** "Did you mean": a keyword spelled as the indexed jobs spell it, and how many jobs it finds; null for none. */
  suggestion: { q: string; total: number } | null;
}

/**
 * One page of the open jobs matching `search`, 12 a page (or `pageSize`, at most 100), with the counts of
 * every filter:
 * `GET /jobs/search` with the search's canonical parameters (docs/011-job-search.md), and `locale=ar` for an Arabic
 * page (the Arabic text of the jobs that have it).
 */
export async function searchJobs(
  search: JobSearch,
  pageSize?: number,
  language: ContentLocale = 'en',
): Promise<JobSearchPage> {
  const query = [jobSearchQuery(search), pageSize ? `pageSize=${pageSize}` : '', language === 'ar' ? 'locale=ar' : '']
    .filter(Boolean)
    .join('&');
  const body = await cmsRequest(`/jobs/search${query ? `?${query}` : ''}`);
  const { data, meta } = parse(searchAnswerSchema, body);
  return {
    search: { ...search, ...meta.search },
    jobs: data.map(toJobPosting),
    pagination: meta.pagination,
    facets: meta.facets,
    nextExpiry: meta.nextExpiry,
    suggestion: meta.suggestion ?? null,
  };
}

/**
 * The job with this slug, open or closed, or null (docs/000-product.md §7: filter slug equals, populate all, first
 * result); its Arabic text when `language` is 'ar' and it has an Arabic version.
 */
export async function findJobBySlug(slug: string, language: ContentLocale = 'en'): Promise<JobPosting | null> {
  const body = await cmsRequest('/jobs', {
    query: { filters: { slug: { $eq: slug } }, populate: PUBLIC_JOB_POPULATE, ...localeQuery(language) },
  });
  const { data } = parse(listSchema(jobSchema), body);
  return data[0] ? toJobPosting(data[0]) : null;
}

/**
 * Up to `limit` open jobs, newest first: of the category named `category` when one is given, without the job
 * `except` (a documentId) when one is given. Visitors' reads of lists hold open jobs only
 * (docs/003-public-job-visibility.md).
 */
export async function listOpenJobs({
  category,
  except,
  limit,
  language = 'en',
}: {
  category: string | null;
  except: string | null;
  limit: number;
  /** The page's language: 'ar' reads the Arabic text of the jobs that have one. */
  language?: ContentLocale;
}): Promise<JobPosting[]> {
  const { data } = await cmsList('/jobs', jobSchema, {
    query: {
      ...localeQuery(language),
      populate: PUBLIC_JOB_POPULATE,
      filters: {
        ...(category ? { category: { name: { $eq: category } } } : {}),
        ...(except ? { documentId: { $ne: except } } : {}),
      },
      sort: PUBLIC_JOB_SORT,
      pagination: { page: 1, pageSize: limit },
    },
  });
  return data.map(toJobPosting);
}

const adminJobSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  title: text,
  slug: text,
  description: text,
  company: text,
  location: text,
  salary: text,
  skills: text,
  type: text,
  experience: text,
  posted: text,
  featured: z.boolean().nullish(),
  /** Confidential (docs/024-employers.md): staff read the real company; the public site names the agency. */
  confidential: z.boolean().nullish(),
  status: z.enum(JOB_STATUSES).nullish(),
  ...structuredFields,
  createdAt: text,
  category: relation,
  author: relation,
  /** The job's owner (docs/022-the-team.md "Ownership, routing and time zones"); null for none. */
  owner: z.object({ id: z.number(), name: z.string(), active: z.boolean() }).nullish(),
  /** Its screening questions with their knockout rules, as the CMS shows them to staff (docs/024-employers.md). */
  screeningQuestions: z
    .array(z.custom<ScreeningQuestionWithRule>((value) => typeof value === 'object' && value !== null))
    .nullish()
    .transform((questions) => questions ?? []),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

/**
 * The CMS filter of the staff list's status filter at `now`: a state is what the list shows
 * (docs/004-staff-back-office.md), so draft, open and closed are jobs of that status whose closing date, if any, is
 * still ahead, and expired is every job whose closing date has passed, whatever its status.
 */
export function jobStateFilter(state: JobState, now: Date): Record<string, unknown> {
  const closes = now.toISOString();
  if (state === 'expired') return { validThrough: { $lte: closes } };
  return {
    status: { $eq: state },
    $or: [{ validThrough: { $null: true } }, { validThrough: { $gt: closes } }],
  };
}

/**
 * One page of jobs, newest first, 10 a page (docs/000-product.md §7, §9), filtered by state (`jobStateFilter`) unless
 * the filter is 'all', and by owner (`owner=mine|none|<user id>`, the CMS's staff filter; docs/022-the-team.md) when
 * one is given. Each job carries its owner.
 */
export async function listAdminJobs(
  token: string,
  { page, status, now, owner }: { page: number; status: 'all' | JobState; now: Date; owner?: OwnerFilter | undefined },
): Promise<{ jobs: AdminJob[]; pagination: Pagination }> {
  const { data, pagination } = await cmsList('/jobs', adminJobSchema, {
    token,
    query: {
      populate: { category: { fields: ['name'] }, author: { fields: ['name'] } },
      sort: ['createdAt:desc', 'id:desc'],
      pagination: { page, pageSize: JOBS_PAGE_SIZE },
      ...(status === 'all' ? {} : { filters: jobStateFilter(status, now) }),
      ...(owner === undefined ? {} : { owner: String(owner) }),
    },
  });
  return { jobs: data, pagination };
}

const countsSchema = z.object({ data: z.record(z.string(), z.number()) });

/**
 * How many applications each job has (`GET /job-applications/counts-by-job`, one GROUP BY in the CMS;
 * docs/015-recruiter-workflow.md).
 * @returns { [jobDocumentId]: count }, 0 for a job without applications.
 */
export async function applicationCountsByJob(token: string, jobDocumentIds: string[]): Promise<Record<string, number>> {
  if (jobDocumentIds.length === 0) return {};
  const body = await cmsRequest('/job-applications/counts-by-job', {
    token,
    query: { jobs: jobDocumentIds.join(',') },
  });
  return parse(countsSchema, body).data;
}

/**
 * The fields a job is saved with: the contract's job posting (as the editor checked it), with null to clear the posted
 * date, the category or the author (`category`/`author` are documentIds).
 */
export type JobSave = Omit<JobInput, 'posted' | 'category' | 'author'> & {
  posted: string | null;
  category: string | null;
  author: string | null;
  /** A new owner's user id (only when it changes; the CMS makes the creator the owner of a new job without one). */
  owner?: number;
};

/** `POST /jobs` (creates) or `PUT /jobs/{documentId}` (updates). */
export async function saveJob(token: string, documentId: string | null, input: JobSave): Promise<void> {
  await cmsRequest(documentId ? `/jobs/${encodeURIComponent(documentId)}` : '/jobs', {
    method: documentId ? 'PUT' : 'POST',
    token,
    body: { data: input },
  });
}

/** `DELETE /jobs/{documentId}`. */
export async function deleteJob(token: string, documentId: string): Promise<void> {
  await cmsRequest(`/jobs/${encodeURIComponent(documentId)}`, { method: 'DELETE', token });
}

const optionSchema = z.object({ documentId: z.string(), name: z.string() });
export type Option = z.infer<typeof optionSchema>;

/** Job categories (not article ones: a category's `kind`) and authors for the job editor's selects, by name. */
export async function listJobOptions(token: string): Promise<{ categories: Option[]; authors: Option[] }> {
  const query = { fields: ['name'], sort: 'name:asc', pagination: { pageSize: 100 } };
  const [categories, authors] = await Promise.all([
    cmsRequest('/categories', { token, query: { ...query, filters: { kind: { $eq: 'job' } } } }),
    cmsRequest('/authors', { token, query }),
  ]);
  return {
    categories: parse(listSchema(optionSchema), categories).data,
    authors: parse(listSchema(optionSchema), authors).data,
  };
}
