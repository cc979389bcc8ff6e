import qs from 'qs';
import { z } from '~/lib/zod';
import { ApiError, networkError, responseError } from './api-error';
import { toArticle, type Article, type CmsArticle } from '~/features/articles/articles';
import { toJobPosting, type CmsJob, type JobPosting } from '~/features/jobs/jobs';

/**
 * The one door to the CMS (DESIGN §1, STYLE 2). Server only: builds Strapi REST queries, sends the staff
 * token when one is given, parses answers with zod, and turns every failure into an ApiError (spec §8 rule).
 * The CMS base URL is `CMS_URL` (default http://localhost:1337); a call gives up after 10 s unless it says otherwise.
 */
const TIMEOUT_MS = 10_000;

export function cmsUrl(): string {
  return (process.env.CMS_URL || 'http://localhost:1337').replace(/\/+$/, '');
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, unknown>;
  /** A JSON body (sent as `application/json`) or multipart form data. */
  body?: unknown;
  token?: string;
  /** The visitor's address, forwarded to the CMS in `X-Forwarded-For` (its per-client limits count visitors). */
  clientIp?: string;
  /** How long to wait for the answer, in milliseconds (default 10 s). */
  timeoutMs?: number;
}

/**
 * Sends one request to `${CMS_URL}/api${path}` and returns the raw response when it is OK (for streamed files;
 * the body is left unread).
 * @throws ApiError with the status and the CMS's message, or a network error without status.
 */
export async function cmsFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const query = options.query ? `?${qs.stringify(options.query, { encodeValuesOnly: true })}` : '';
  const headers = new Headers({ Accept: 'application/json' });
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  if (options.clientIp) headers.set('X-Forwarded-For', options.clientIp);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${cmsUrl()}/api${path}${query}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
    });
  } catch (error) {
    throw networkError(error);
  }
  if (!response.ok) throw responseError(response.status, response.statusText, parseJson(await response.text()));
  return response;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null; // not JSON (a proxy error page, say): the status line is the message
  }
}

/**
 * Sends one request to `${CMS_URL}/api${path}` and returns the parsed JSON body (null for 204).
 * @throws ApiError with the status and the CMS's message, or a network error without status.
 */
export async function cmsRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const response = await cmsFetch(path, options);
  return parseJson(await response.text());
}

/** Strapi 4 wrapped records in `attributes` and relations in `{ data }`; Strapi 5 is flat. Accept both (spec §3). */
export function unwrapEntity(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unwrapEntity);
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if ('attributes' in record && record.attributes && typeof record.attributes === 'object') {
    const { attributes, ...rest } = record;
    return unwrapEntity({ ...rest, ...(attributes as object) });
  }
  const keys = Object.keys(record);
  if (keys.length === 1 && keys[0] === 'data') return unwrapEntity(record.data);
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, unwrapEntity(item)]));
}

const text = z.string().nullish();
const media = z
  .object({
    url: z.string(),
    alternativeText: text,
    formats: z.record(z.string(), z.object({ url: z.string() }).optional()).nullish(),
  })
  .nullish();
const named = z.object({ name: text }).nullish();

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
  status: z.enum(['open', 'closed']).nullish(),
  createdAt: text,
  updatedAt: text,
  cover: media,
  category: named,
  author: named,
});

const articleSchema: z.ZodType<CmsArticle> = z.object({
  id: z.number(),
  documentId: z.string(),
  slug: z.string(),
  title: text,
  description: text,
  readTime: z.number().nullish(),
  featured: z.boolean().nullish(),
  publishedAt: text,
  createdAt: text,
  updatedAt: text,
  cover: media,
  author: named,
  category: named,
  blocks: z.array(z.object({ __component: z.string(), body: text, title: text, caption: text, file: media })).nullish(),
});

const paginationSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
  total: z.number(),
});

export type Pagination = z.infer<typeof paginationSchema>;

/** `{ data: T[], meta: { pagination } }`, Strapi's paged list. */
export function listSchema<T>(item: z.ZodType<T>) {
  return z.object({ data: z.array(item), meta: z.object({ pagination: paginationSchema }) });
}

/** Parses a CMS answer. @throws ApiError (502) when the CMS answers something we do not understand. */
export function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(unwrapEntity(body));
  if (!result.success) {
    throw new ApiError('The CMS sent an answer this site does not understand.', { status: 502, body });
  }
  return result.data;
}

/** Jobs per page on the public board (spec §9). */
export const PUBLIC_JOBS_PAGE_SIZE = 12;

/** One page of open jobs, newest first (spec §7: populate all, page, pageSize 12). */
export async function listJobs(page: number): Promise<{ jobs: JobPosting[]; pagination: Pagination }> {
  const body = await cmsRequest('/jobs', {
    query: {
      populate: '*',
      // `id` last and descending: the database walks its index on (status, posted, created_at, id) in one direction.
      sort: ['posted:desc', 'createdAt:desc', 'id:desc'],
      pagination: { page, pageSize: PUBLIC_JOBS_PAGE_SIZE },
    },
  });
  const { data, meta } = parse(listSchema(jobSchema), body);
  return { jobs: data.map(toJobPosting), pagination: meta.pagination };
}

/** The job with this slug, open or closed, or null (spec §7: filter slug equals, populate all, first result). */
export async function findJobBySlug(slug: string): Promise<JobPosting | null> {
  const body = await cmsRequest('/jobs', { query: { filters: { slug: { $eq: slug } }, populate: '*' } });
  const { data } = parse(listSchema(jobSchema), body);
  return data[0] ? toJobPosting(data[0]) : null;
}

/**
 * Published articles, newest first, without their blocks (cards and the home carousel; spec §7 GET /articles).
 */
export async function listArticles({ page = 1, pageSize = 9 }: { page?: number; pageSize?: number } = {}): Promise<{
  articles: Article[];
  pagination: Pagination;
}> {
  const body = await cmsRequest('/articles', {
    query: {
      populate: { cover: true, author: true, category: true },
      sort: ['publishedAt:desc'],
      pagination: { page, pageSize },
    },
  });
  const { data, meta } = parse(listSchema(articleSchema), body);
  return { articles: data.map(toArticle), pagination: meta.pagination };
}

/** The published article with this slug, with its blocks, or null (spec §7: filter slug equals, first result). */
export async function findArticleBySlug(slug: string): Promise<Article | null> {
  const body = await cmsRequest('/articles', {
    query: {
      filters: { slug: { $eq: slug } },
      populate: { cover: true, author: true, category: true, blocks: { populate: '*' } },
    },
  });
  const { data } = parse(listSchema(articleSchema), body);
  return data[0] ? toArticle(data[0]) : null;
}

/** What the sitemap lists: open jobs and published articles. */
export type SitemapType = 'jobs' | 'articles';

const sitemapCount = z.object({ total: z.number(), updatedAt: text });
const sitemapSummarySchema = z.object({
  data: z.object({ pageSize: z.number(), jobs: sitemapCount, articles: sitemapCount }),
});

/**
 * How many entries the sitemap has of each type, when the newest changed, and how many go in one file
 * (`GET /api/sitemap`, one query per type).
 */
export async function getSitemapSummary() {
  return parse(sitemapSummarySchema, await cmsRequest('/sitemap')).data;
}

/** Slug and last change of file `page` (from 1) of `type` (`GET /api/sitemap/:type/:page`, one query). */
export async function listSitemapEntries(
  type: SitemapType,
  page: number,
): Promise<Array<{ slug: string; updatedAt: string | null }>> {
  const body = await cmsRequest(`/sitemap/${type}/${page}`);
  return parse(z.object({ data: z.array(z.object({ slug: z.string(), updatedAt: text })) }), body).data.map(
    ({ slug, updatedAt }) => ({ slug, updatedAt: updatedAt ?? null }),
  );
}

/** An application as the apply form sends it (already validated by `applicationSchema`). */
export interface ApplicationSubmission {
  job: string;
  fullName: string;
  email: string;
  phone: string;
  coverLetter: string;
  resume: File;
  /** The submission's own key: every attempt sends it, so the CMS stores the application once (issue 7). */
  idempotencyKey?: string;
}

/**
 * The CMS could not be reached, or answered only that it was unavailable, until `submitApplication` gave up, and at
 * least one attempt may have arrived: whether the application was stored is not known.
 */
export class UnconfirmedSubmissionError extends ApiError {}

/** Waits before the next attempt, growing from 0.5 s to 4 s. */
const RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000];
/** Attempts stop being started this long after the first (a CMS restart takes about 10 s). */
const SUBMIT_DEADLINE_MS = 60_000;
/** One attempt may take this long: under a crowd the CMS needs seconds per application. */
const ATTEMPT_TIMEOUT_MS = 60_000;
/** Answers that mean the CMS, or a proxy in front of it, was unavailable: worth another attempt. */
const UNAVAILABLE = new Set([502, 503, 504]);

/** True when the request never left (the connection was refused): the CMS cannot have stored anything. */
function neverSent(error: ApiError): boolean {
  for (let cause = error.cause; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === 'ECONNREFUSED') return true;
  }
  return false;
}

/**
 * Sends an application and its resume as one multipart request (DESIGN §5): `data` (JSON) and `files.resume`.
 * An applicant is told the truth (issue 7): while the CMS is unavailable (no answer, 502, 503, 504) the same
 * submission, with the same idempotency key, is sent again for up to a minute, so that a CMS restart neither loses
 * the application nor stores it twice.
 * Resolves once the CMS has answered 2xx: it stored the application (or had stored it already, for a repeated key).
 * @throws ApiError with the CMS's status and message when it refuses (nothing was stored); a network error (no
 *         status) when it could never be reached (nothing was stored); `UnconfirmedSubmissionError` when it was not
 *         reachable in time after an attempt that may have arrived.
 */
export async function submitApplication(application: ApplicationSubmission): Promise<void> {
  const form = new FormData();
  const { resume, ...fields } = application;
  form.set('data', JSON.stringify({ ...fields, consent: true }));
  form.set('files.resume', resume, resume.name);
  const started = Date.now();
  let mayHaveArrived = false;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await cmsFetch('/job-applications', { method: 'POST', body: form, timeoutMs: ATTEMPT_TIMEOUT_MS });
      return;
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== undefined && !UNAVAILABLE.has(error.status))) throw error;
      mayHaveArrived ||= !neverSent(error);
      const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)];
      if (Date.now() + delay - started > SUBMIT_DEADLINE_MS) {
        if (!mayHaveArrived) throw error;
        throw new UnconfirmedSubmissionError(error.message, { status: error.status, body: error.body, cause: error });
      }
      console.warn(`Application not handed to the CMS (${error.message}); trying again in ${delay} ms.`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** A contact enquiry as the contact form sends it (already validated by `contactSchema`). */
export interface ContactSubmission {
  fullName: string;
  company?: string;
  email: string;
  phone?: string;
  service?: string;
  message: string;
}

/**
 * Stores a contact enquiry (spec §7: POST /api/contacts with `{ data: { fullName, company, email, phone, service,
 * message } }`; only the ok status is read). Empty optional fields are left out.
 * @throws ApiError with the CMS's message (a refused field) or a network error.
 */
export async function submitContact(enquiry: ContactSubmission): Promise<void> {
  const data = Object.fromEntries(Object.entries(enquiry).filter(([, value]) => value !== undefined && value !== ''));
  await cmsRequest('/contacts', { method: 'POST', body: { data } });
}
