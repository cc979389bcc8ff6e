import { z, type BulkAddToJobResult, type BulkTagResult } from '@agency/contract';
import { cmsList, cmsRequest, parse } from '~/lib/cms-client.server';
import { applicationQuery, type ApplicationFilters } from '~/features/applications';

/**
 * Sourcing's calls to the CMS (docs/023-talent-pool.md "Sourcing"), server only: a candidate added to a job, the bulk
 * tag and add-to-job of the applications list, a job's suggested candidates, the open jobs to choose from.
 * @throws ApiError for any failure; the CMS's refusals (400, 404, 409) carry its message.
 */

const refusalSchema = z.object({ fullName: z.string().nullable(), reason: z.string() });

const addResultSchema = z.object({
  data: z.object({
    job: z.object({ documentId: z.string(), title: z.string() }),
    added: z.array(z.object({ documentId: z.string(), fullName: z.string() })),
    alreadyApplied: z.array(refusalSchema),
    refused: z.array(refusalSchema),
  }),
});

const tagResultSchema = z.object({
  data: z.object({ tag: z.string(), tagged: z.number(), already: z.number(), refused: z.array(refusalSchema) }),
});

/** Which applications a bulk form names: ticked ids, or every match of the list's filters. */
export type BulkTarget = { documentIds: string[] } | { filters: ApplicationFilters };

/** The CMS's body of a bulk target: `documentIds`, or `filter` (the list's own query, `applicationQuery`). */
const targetBody = (target: BulkTarget) =>
  'documentIds' in target ? { documentIds: target.documentIds } : { filter: applicationQuery(target.filters) };

/** `POST /candidates/:documentId/applications` `{ data: { job } }` → the one added (a 409 when they applied). */
export async function addCandidateToJob(token: string, candidate: string, job: string): Promise<BulkAddToJobResult> {
  const body = await cmsRequest(`/candidates/${encodeURIComponent(candidate)}/applications`, {
    method: 'POST',
    token,
    body: { data: { job } },
  });
  return parse(addResultSchema, body).data;
}

/** `POST /job-applications/bulk-tag` → who got the tag, who had it, who could not. */
export async function tagInBulk(token: string, tag: string, target: BulkTarget): Promise<BulkTagResult> {
  const body = await cmsRequest('/job-applications/bulk-tag', {
    method: 'POST',
    token,
    body: { data: { tag, ...targetBody(target) } },
  });
  return parse(tagResultSchema, body).data;
}

/** `POST /job-applications/bulk-add-to-job` → who was added, who had applied, who could not be. */
export async function addToJobInBulk(token: string, job: string, target: BulkTarget): Promise<BulkAddToJobResult> {
  const body = await cmsRequest('/job-applications/bulk-add-to-job', {
    method: 'POST',
    token,
    body: { data: { job, ...targetBody(target) } },
  });
  return parse(addResultSchema, body).data;
}

const suggestionSchema = z.object({
  documentId: z.string(),
  fullName: z.string(),
  email: z.string(),
  country: z.string().nullable(),
  tags: z.array(z.string()),
  score: z.number(),
  matched: z.array(z.string()),
});
export type SuggestedCandidate = z.infer<typeof suggestionSchema>;

const suggestionsSchema = z.object({
  data: z.object({
    job: z.object({ documentId: z.string(), title: z.string() }),
    candidates: z.array(suggestionSchema),
  }),
});

/** `GET /jobs/:documentId/suggested-candidates` → the job and its suggested candidates, best first. */
export async function suggestedCandidates(token: string, job: string) {
  return parse(suggestionsSchema, await cmsRequest(`/jobs/${encodeURIComponent(job)}/suggested-candidates`, { token }))
    .data;
}

const openJobSchema = z.object({ documentId: z.string(), title: z.string(), company: z.string().nullish() });
export type OpenJobChoice = z.infer<typeof openJobSchema>;

/** The open jobs to add a candidate to (the 100 newest), by title. */
export async function listOpenJobs(token: string): Promise<OpenJobChoice[]> {
  const { data } = await cmsList('/jobs', openJobSchema, {
    token,
    query: {
      fields: ['title', 'company'],
      // Open and not past its closing date (the CMS checks `isJobOpen` again when one is chosen).
      filters: {
        status: { $eq: 'open' },
        $or: [{ validThrough: { $null: true } }, { validThrough: { $gt: new Date().toISOString() } }],
      },
      sort: ['createdAt:desc', 'id:desc'],
      pagination: { pageSize: 100 },
    },
  });
  return data.sort((a, b) => a.title.localeCompare(b.title));
}
