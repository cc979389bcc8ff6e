import {
  hiringRequestStatusFrom,
  JOB_DESCRIPTION_FILE_PART,
  z,
  type HiringRequestInput,
  type HiringRequestStatus,
  type Language,
} from '@agency/contract';
import { ApiError } from '~/lib/api-error';
import { cmsFetch, cmsList, cmsRequest, cmsSendForm, cmsText as text, parse } from '~/lib/cms-client.server';
import { multipartBody } from '~/lib/multipart.server';

/** Hiring requests in the CMS (docs/024-employers.md "API"), server only. @throws ApiError (the CMS's status and message). */

/** One attempt may take this long with a file: the CMS reads and checks up to 5 MB before it answers. */
const FILE_TIMEOUT_MS = 60_000;

/**
 * Stores a hiring request as the contract's schema gave it (`POST /hiring-requests`): JSON `{ data }`, or, with the
 * employer's job description file, one multipart request as the apply form sends a resume (`data`, the JSON of the
 * fields, and the file under `files.jobDescription`, streamed from where the form keeps it: a temp file,
 * lib/multipart.server.ts). The employer's address goes with it, so that the CMS's own per-client limit counts
 * visitors, not this server; and `language`, the page's (`submissionLanguage`), in which the CMS acknowledges it.
 * @throws ApiError with the CMS's status and message when it refuses (nothing was stored; a refused file's message names
 *   the field `jobDescription`), or a network error without status.
 */
export async function submitHiringRequest(
  request: HiringRequestInput,
  jobDescription: File | undefined,
  clientIp: string,
  language: Language,
): Promise<void> {
  const data = { ...request, language };
  if (!jobDescription) {
    await cmsRequest('/hiring-requests', { method: 'POST', body: { data }, clientIp });
    return;
  }
  const body = multipartBody([
    ['data', JSON.stringify(data)],
    [JOB_DESCRIPTION_FILE_PART, jobDescription],
  ]);
  await cmsSendForm('/hiring-requests', body, { timeoutMs: FILE_TIMEOUT_MS, clientIp });
}

/**
 * The request's job description file from the CMS's staff route (`GET /hiring-requests/:documentId/job-description`),
 * as the CMS answered it (its type, length and name), for the web route to stream on.
 * @throws ApiError (404 when the request has no file).
 */
export async function fetchJobDescription(token: string, documentId: string): Promise<Response> {
  return cmsFetch(`/hiring-requests/${encodeURIComponent(documentId)}/job-description`, { token });
}

/** A stored status; one that is not a status (older data) reads as new. */
const status = z.unknown().transform((value): HiringRequestStatus => hiringRequestStatusFrom(value) ?? 'new');
const amount = z.number().nullish();

const hiringRequestSchema = z.object({
  documentId: z.string(),
  company: text,
  contactName: text,
  email: text,
  phone: text,
  roleTitle: text,
  hires: z.number().nullish(),
  workplace: text,
  country: text,
  city: text,
  applicantLocations: z.array(z.string()).nullish(),
  employmentType: text,
  salaryMin: amount,
  salaryMax: amount,
  salaryCurrency: text,
  salaryPeriod: text,
  startDate: text,
  requirements: text,
  /** What every hire must have, and the ready-made questions to ask (they become the job's screening questions). */
  mustHaves: z.array(z.string()).nullish(),
  screeningPresets: z.array(z.string()).nullish(),
  status,
  createdAt: text,
  /** The job it was converted to. */
  job: z.object({ documentId: z.string(), title: text, status: text }).nullish(),
  /** The job description file the employer sent (its size in bytes), or none. */
  jobDescription: z.object({ name: text, mime: text, size: z.number().nullish() }).nullish(),
});
export type StaffHiringRequest = z.infer<typeof hiringRequestSchema>;

/** One page of hiring requests, newest first, of one status or all (`status` null). */
export async function listHiringRequests(
  token: string,
  { page, pageSize, status = null }: { page: number; pageSize: number; status?: HiringRequestStatus | null },
) {
  const { data, pagination } = await cmsList('/hiring-requests', hiringRequestSchema, {
    token,
    query: {
      sort: ['createdAt:desc', 'id:desc'],
      pagination: { page, pageSize },
      ...(status ? { filters: { status: { $eq: status } } } : {}),
    },
  });
  return { hiringRequests: data, pagination };
}

/** One hiring request with the job it was converted to; null when there is none with that documentId. */
export async function findHiringRequest(token: string, documentId: string): Promise<StaffHiringRequest | null> {
  try {
    const body = await cmsRequest(`/hiring-requests/${encodeURIComponent(documentId)}`, { token });
    return parse(z.object({ data: hiringRequestSchema }), body).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Sets a request's status by hand (`PUT /hiring-requests/:documentId`; the contract's transitions). */
export async function setHiringRequestStatus(token: string, documentId: string, next: HiringRequestStatus) {
  await cmsRequest(`/hiring-requests/${encodeURIComponent(documentId)}`, {
    method: 'PUT',
    token,
    body: { data: { status: next } },
  });
}

const convertedSchema = z.object({ data: z.object({ job: z.object({ documentId: z.string(), title: text }) }) });

/** Converts a request to a draft job (`POST /hiring-requests/:documentId/convert`). @returns the job. */
export async function convertHiringRequest(token: string, documentId: string) {
  const body = await cmsRequest(`/hiring-requests/${encodeURIComponent(documentId)}/convert`, {
    method: 'POST',
    token,
  });
  return parse(convertedSchema, body).data.job;
}
