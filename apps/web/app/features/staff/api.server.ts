import { randomUUID } from 'node:crypto';
import { z } from '~/lib/zod';
import { ApiError, isAuthError } from '~/lib/api-error';
import { type StatusFilter, type ApplicationStatus, JOBS_PAGE_SIZE } from '~/features/applications/rules';
import { cmsFetch, cmsRequest, listSchema, parse, type Pagination } from '~/lib/cms-client.server';
import { jwtExpiry } from './jwt';
import type { StaffUser } from './staff-user';

/**
 * The back-office's calls to the CMS Admin API (DESIGN §5, spec §7 "Admin calls"), server only. Every function
 * takes the staff member's token, goes through `cmsRequest` and parses the answer with zod.
 * @throws ApiError (spec §8 message rule) for any failure; 401/403 mean the token is no good for the back-office.
 */

const text = z.string().nullish();
const named = z.object({ documentId: z.string().optional(), name: text }).nullish();

/** spec §8 "Login failure" — also for a valid user without the Admin role. */
export const INVALID_CREDENTIALS_MESSAGE =
  'Invalid credentials or insufficient privileges. Please check your username/password and ensure you have admin access.';
/** spec §8 "Login network failure". */
export const LOGIN_NETWORK_MESSAGE = 'Network error. Please check your connection and try again.';

/**
 * A users-permissions session (`jwtManagement: 'refresh'`, apps/cms config/plugins.ts) as the staff cookie keeps it:
 * the short access token and the refresh token with their expiries (seconds since the epoch), and the device id that
 * names the session's family (what `POST /auth/logout` revokes).
 */
export interface CmsSession {
  token: string;
  tokenExpiresAt: number;
  refreshToken: string;
  sessionExpiresAt: number;
  deviceId: string;
}

const tokensSchema = z.object({ jwt: z.string().min(1), refreshToken: z.string().min(1) });

/** @throws ApiError (502) when a token carries no expiry. */
function cmsSession({ jwt, refreshToken }: z.infer<typeof tokensSchema>, deviceId: string): CmsSession {
  const tokenExpiresAt = jwtExpiry(jwt);
  const sessionExpiresAt = jwtExpiry(refreshToken);
  if (!tokenExpiresAt || !sessionExpiresAt) {
    throw new ApiError('The CMS sent a token without an expiry.', { status: 502 });
  }
  return { token: jwt, tokenExpiresAt, refreshToken, sessionExpiresAt, deviceId };
}

/**
 * Signs in with users-permissions (`POST /auth/local`, the visitor's address forwarded so that the CMS's own limit
 * counts visitors) and admits only staff: the answer must carry a user and a token (spec §5), and `GET /staff/me`
 * with that token must answer (the CMS's Admin-only route). A user without the Admin role has the session just
 * opened revoked at once.
 * @returns the CMS session and the user, or `null` for wrong credentials and for users without the Admin role.
 * @throws ApiError 429 when the CMS limits this client's attempts; ApiError for a network failure (no status) or
 *         any other CMS error.
 */
export async function signIn(
  identifier: string,
  password: string,
  clientIp: string,
): Promise<(CmsSession & { user: StaffUser }) | null> {
  const deviceId = randomUUID();
  let login: unknown;
  try {
    login = await cmsRequest('/auth/local', { method: 'POST', body: { identifier, password, deviceId }, clientIp });
  } catch (error) {
    if (error instanceof ApiError && error.status !== undefined && error.status < 500 && error.status !== 429)
      return null;
    throw error;
  }
  const parsed = tokensSchema.extend({ user: z.object({}).passthrough() }).safeParse(login);
  if (!parsed.success) return null;
  const session = cmsSession(parsed.data, deviceId);
  try {
    const me = parse(
      z.object({ username: z.string(), email: z.string(), role: z.literal('Admin') }),
      await cmsRequest('/staff/me', { token: session.token }),
    );
    return { ...session, user: { username: me.username, email: me.email } };
  } catch (error) {
    if (isAuthError(error)) {
      console.warn('Sign-in refused: the user lacks admin privileges.');
      await signOut(session).catch(() => undefined);
      return null;
    }
    throw error;
  }
}

/**
 * A new access token for a live session (`POST /auth/refresh`; the refresh token is rotated).
 * @throws ApiError 401 when the CMS session has ended (revoked, expired, idle too long); ApiError otherwise.
 */
export async function refreshStaffSession(session: CmsSession): Promise<CmsSession> {
  const body = await cmsRequest('/auth/refresh', { method: 'POST', body: { refreshToken: session.refreshToken } });
  return cmsSession(parse(tokensSchema, body), session.deviceId);
}

/**
 * Ends the CMS session (`POST /auth/logout` for the session's device): its access and refresh tokens are refused
 * from then on. An access token about to expire is refreshed first, since the logout route needs a valid one.
 * @throws ApiError when the CMS cannot be reached or refuses.
 */
export async function signOut(session: CmsSession): Promise<void> {
  const token =
    session.tokenExpiresAt - Date.now() / 1000 > 5 ? session.token : (await refreshStaffSession(session)).token;
  await cmsRequest('/auth/logout', { method: 'POST', token, body: { deviceId: session.deviceId } });
}

// ---------------------------------------------------------------- dashboard

const statsSchema = z.object({
  totalApplications: z.number(),
  pendingApplications: z.number(),
  activeJobs: z.number(),
  totalArticles: z.number(),
});
export type DashboardStats = z.infer<typeof statsSchema>;

/** `GET /dashboard/stats` → the four counts of the dashboard cards. */
export async function getDashboardStats(token: string): Promise<DashboardStats> {
  return parse(statsSchema, await cmsRequest('/dashboard/stats', { token }));
}

const weeksSchema = z.array(z.object({ weekStart: z.string(), count: z.number() }));
export type WeeklyCount = z.infer<typeof weeksSchema>[number];

/** `GET /dashboard/applications-per-week` → 12 weeks, oldest first (`weekStart` is a Monday, YYYY-MM-DD). */
export async function getApplicationsPerWeek(token: string): Promise<WeeklyCount[]> {
  return parse(weeksSchema, await cmsRequest('/dashboard/applications-per-week', { token }));
}

// ---------------------------------------------------------------- applications

const applicationSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  fullName: text,
  email: text,
  phone: text,
  coverLetter: text,
  job_status: text,
  appliedAt: text,
  job: z.object({ documentId: z.string().optional(), title: text, company: text, slug: text }).nullish(),
  resume: z.object({ name: text, mime: text, size: z.number().nullish() }).nullish(),
});
export type AdminApplication = z.infer<typeof applicationSchema>;

/**
 * One page of applications, newest first (spec §7: populate, sort=appliedAt:desc, pagination,
 * filters[job_status][$eq] only when the filter is not 'all').
 */
export async function listApplications(
  token: string,
  { page, pageSize, status }: { page: number; pageSize: number; status: StatusFilter },
): Promise<{ applications: AdminApplication[]; pagination: Pagination }> {
  const body = await cmsRequest('/job-applications', {
    token,
    query: {
      populate: { job: { fields: ['title', 'company', 'slug'] }, resume: true },
      // `id` last and descending: the database walks its index on (applied_at, id) in one direction, at any page.
      sort: ['appliedAt:desc', 'id:desc'],
      pagination: { page, pageSize },
      ...(status === 'all' ? {} : { filters: { job_status: { $eq: status } } }),
    },
  });
  const { data, meta } = parse(listSchema(applicationSchema), body);
  return { applications: data, pagination: meta.pagination };
}

/** `PUT /job-applications/{documentId}` with the new status; the CMS refuses moves spec §4 does not allow (400). */
export async function changeApplicationStatus(
  token: string,
  documentId: string,
  status: ApplicationStatus,
): Promise<void> {
  await cmsRequest(`/job-applications/${encodeURIComponent(documentId)}`, {
    method: 'PUT',
    token,
    body: { data: { job_status: status } },
  });
}

/** `DELETE /job-applications/{documentId}` (the resume file goes with it). */
export async function deleteApplication(token: string, documentId: string): Promise<void> {
  await cmsRequest(`/job-applications/${encodeURIComponent(documentId)}`, { method: 'DELETE', token });
}

/** The resume as the CMS sends it (`GET /job-applications/{documentId}/resume`): an unread streaming response. */
export async function fetchResume(token: string, documentId: string): Promise<Response> {
  return cmsFetch(`/job-applications/${encodeURIComponent(documentId)}/resume`, { token });
}

// ---------------------------------------------------------------- jobs

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
  category: named,
  author: named,
});
export type AdminJob = z.infer<typeof adminJobSchema>;

/** One page of jobs, newest first, 10 a page (spec §7, §9), `filters[status][$eq]` unless the filter is 'all'. */
export async function listAdminJobs(
  token: string,
  { page, status }: { page: number; status: 'all' | 'open' | 'closed' },
): Promise<{ jobs: AdminJob[]; pagination: Pagination }> {
  const body = await cmsRequest('/jobs', {
    token,
    query: {
      populate: { category: { fields: ['name'] }, author: { fields: ['name'] } },
      sort: ['createdAt:desc', 'id:desc'],
      pagination: { page, pageSize: JOBS_PAGE_SIZE },
      ...(status === 'all' ? {} : { filters: { status: { $eq: status } } }),
    },
  });
  const { data, meta } = parse(listSchema(adminJobSchema), body);
  return { jobs: data, pagination: meta.pagination };
}

/** The fields a job is saved with; `category`/`author` are documentIds (or null to clear). */
export interface JobInput {
  title: string;
  slug: string;
  description: string;
  company: string;
  location: string;
  salary: string;
  skills: string;
  type: string;
  experience: string;
  posted: string | null;
  featured: boolean;
  status: 'open' | 'closed';
  category: string | null;
  author: string | null;
}

/** `POST /jobs` (creates) or `PUT /jobs/{documentId}` (updates). */
export async function saveJob(token: string, documentId: string | null, input: JobInput): Promise<void> {
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

// ---------------------------------------------------------------- articles

const adminArticleSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  title: text,
  slug: text,
  description: text,
  publishedAt: text,
  createdAt: text,
  updatedAt: text,
  cover: z.object({ id: z.number(), url: z.string() }).nullish(),
  author: named,
  category: named,
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

/**
 * One page of articles, newest first, each article once with its published date or null for a Draft
 * (the CMS's staff view, `status=draft`), optionally only those whose title or description contains `search`
 * (case-insensitive).
 */
export async function listAdminArticles(
  token: string,
  { page, pageSize, search }: { page: number; pageSize: number; search: string },
): Promise<{ articles: AdminArticle[]; pagination: Pagination }> {
  const body = await cmsRequest('/articles', {
    token,
    query: {
      status: 'draft',
      populate: { cover: true, author: { fields: ['name'] }, category: { fields: ['name'] } },
      sort: ['createdAt:desc', 'id:desc'],
      pagination: { page, pageSize },
      ...(search
        ? { filters: { $or: [{ title: { $containsi: search } }, { description: { $containsi: search } }] } }
        : {}),
    },
  });
  const { data, meta } = parse(listSchema(adminArticleSchema), body);
  return { articles: data, pagination: meta.pagination };
}

/** One article as the editor loads it, or null when there is none with this documentId. */
export async function getAdminArticle(token: string, documentId: string): Promise<AdminArticle | null> {
  try {
    const body = await cmsRequest(`/articles/${encodeURIComponent(documentId)}`, {
      token,
      query: {
        status: 'draft',
        populate: { cover: true, author: { fields: ['name'] }, category: { fields: ['name'] } },
      },
    });
    return parse(z.object({ data: adminArticleSchema }), body).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** What the article editor saves: `publishedAt` empty = Draft; `cover` is a media file id or null. */
export interface ArticleInput {
  title: string;
  slug?: string;
  description: string;
  publishedAt: string | null;
  cover: number | null;
}

/** `POST /articles` or `PUT /articles/{documentId}`; returns the saved article's documentId. */
export async function saveArticle(token: string, documentId: string | null, input: ArticleInput): Promise<string> {
  const body = await cmsRequest(documentId ? `/articles/${encodeURIComponent(documentId)}` : '/articles', {
    method: documentId ? 'PUT' : 'POST',
    token,
    query: { status: 'draft' },
    body: { data: input },
  });
  return parse(z.object({ data: z.object({ documentId: z.string() }) }), body).data.documentId;
}

/** `DELETE /articles/{documentId}` (draft and published versions). */
export async function deleteArticle(token: string, documentId: string): Promise<void> {
  await cmsRequest(`/articles/${encodeURIComponent(documentId)}`, { method: 'DELETE', token });
}

/** `POST /upload` with one image under `files`; returns the media file's id and URL. */
export async function uploadCover(token: string, file: File): Promise<{ id: number; url: string }> {
  const form = new FormData();
  form.set('files', file, file.name || 'upload.bin');
  const body = await cmsRequest('/upload', { method: 'POST', token, body: form });
  const [uploaded] = parse(z.array(z.object({ id: z.number(), url: z.string() })).min(1), body);
  return uploaded;
}

// ---------------------------------------------------------------- contacts

const contactSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  fullName: text,
  email: text,
  company: text,
  phone: text,
  service: text,
  message: text,
  createdAt: text,
  updatedAt: text,
});
export type AdminContact = z.infer<typeof contactSchema>;

/** One page of contact submissions, newest first (spec §7 `GET /contacts`). */
export async function listContacts(token: string, { page, pageSize }: { page: number; pageSize: number }) {
  const body = await cmsRequest('/contacts', {
    token,
    query: { sort: ['createdAt:desc', 'id:desc'], pagination: { page, pageSize } },
  });
  const { data, meta } = parse(listSchema(contactSchema), body);
  return { contacts: data, pagination: meta.pagination };
}
