import { JOB_STATUSES, z, type JobInput, type JobStatus } from '@agency/contract';
import { JOBS_PAGE_SIZE } from '~/lib/pagination';
import { cmsFields, cmsList, cmsRequest, listSchema, parse, type Pagination } from '~/lib/cms-client.server';
import { toJobPosting, type CmsJob, type JobPosting } from './jobs';

const { text, media, named, relation } = cmsFields;

/**
 * Jobs in the CMS, server only: the public board's reads (open jobs) and the staff editor's calls (DESIGN §5).
 * @throws ApiError (spec §8 message rule) for any failure.
 */

const jobSchema: z.ZodType<CmsJob> = z.object({
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
  status: z.enum(JOB_STATUSES).nullish(),
  createdAt: text,
  updatedAt: text,
  cover: media,
  category: named,
  author: named,
});

/** Jobs per page on the public board (spec §9). */
export const PUBLIC_JOBS_PAGE_SIZE = 12;

/** One page of open jobs, newest first (spec §7: populate all, page, pageSize 12). */
export async function listJobs(page: number): Promise<{ jobs: JobPosting[]; pagination: Pagination }> {
  const { data, pagination } = await cmsList('/jobs', jobSchema, {
    query: {
      populate: '*',
      // `id` last and descending: the database walks its index on (status, posted, created_at, id) in one direction.
      sort: ['posted:desc', 'createdAt:desc', 'id:desc'],
      pagination: { page, pageSize: PUBLIC_JOBS_PAGE_SIZE },
    },
  });
  return { jobs: data.map(toJobPosting), pagination };
}

/** The job with this slug, open or closed, or null (spec §7: filter slug equals, populate all, first result). */
export async function findJobBySlug(slug: string): Promise<JobPosting | null> {
  const body = await cmsRequest('/jobs', { query: { filters: { slug: { $eq: slug } }, populate: '*' } });
  const { data } = parse(listSchema(jobSchema), body);
  return data[0] ? toJobPosting(data[0]) : null;
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
  status: text,
  createdAt: text,
  category: relation,
  author: relation,
});
export type AdminJob = z.infer<typeof adminJobSchema>;

/** One page of jobs, newest first, 10 a page (spec §7, §9), `filters[status][$eq]` unless the filter is 'all'. */
export async function listAdminJobs(
  token: string,
  { page, status }: { page: number; status: 'all' | JobStatus },
): Promise<{ jobs: AdminJob[]; pagination: Pagination }> {
  const { data, pagination } = await cmsList('/jobs', adminJobSchema, {
    token,
    query: {
      populate: { category: { fields: ['name'] }, author: { fields: ['name'] } },
      sort: ['createdAt:desc', 'id:desc'],
      pagination: { page, pageSize: JOBS_PAGE_SIZE },
      ...(status === 'all' ? {} : { filters: { status: { $eq: status } } }),
    },
  });
  return { jobs: data, pagination };
}

/**
 * The fields a job is saved with: the contract's job posting (as the editor checked it), with null to clear the posted
 * date, the category or the author (`category`/`author` are documentIds).
 */
export type JobSave = Omit<JobInput, 'posted' | 'category' | 'author'> & {
  posted: string | null;
  category: string | null;
  author: string | null;
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

/** Categories and authors for the job editor's selects, by name. */
export async function listJobOptions(token: string): Promise<{ categories: Option[]; authors: Option[] }> {
  const query = { fields: ['name'], sort: 'name:asc', pagination: { pageSize: 100 } };
  const [categories, authors] = await Promise.all([
    cmsRequest('/categories', { token, query }),
    cmsRequest('/authors', { token, query }),
  ]);
  return {
    categories: parse(listSchema(optionSchema), categories).data,
    authors: parse(listSchema(optionSchema), authors).data,
  };
}
