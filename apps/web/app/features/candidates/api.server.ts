import {
  APPLICATION_STATUSES,
  CANDIDATE_AVAILABILITIES,
  CANDIDATE_LEGAL_BASES,
  z,
  type CandidateSearch,
  type CandidateUpdate,
} from '@agency/contract';
import { cmsRequest, parse } from '~/lib/cms-client.server';

/**
 * The candidates' calls to the CMS (apps/cms `/api/candidates`, docs/023-talent-pool.md "Candidates"), server only.
 * @throws ApiError for any failure; the CMS's refusals (400, 404) carry its message.
 */

const summarySchema = z.object({
  documentId: z.string(),
  fullName: z.string(),
  email: z.string(),
  country: z.string().nullable(),
  tags: z.array(z.string()),
  availability: z.enum(CANDIDATE_AVAILABILITIES),
  applications: z.number(),
  lastActivityAt: z.string().nullable(),
  /** Why a text search found them: the best application's snippet (docs/023-talent-pool.md "Searching people"). */
  snippet: z
    .object({
      column: z.enum(['resume', 'letter', 'notes', 'tags', 'contact', 'name']),
      parts: z.array(z.object({ text: z.string(), match: z.boolean() })),
    })
    .nullable()
    .optional(),
});
export type CandidateSummary = z.infer<typeof summarySchema>;

const listSchema = z.object({
  data: z.array(summarySchema),
  meta: z.object({
    pagination: z.object({ page: z.number(), pageCount: z.number(), total: z.number() }),
    capped: z.boolean().optional(),
  }),
});

/**
 * `GET /candidates?q=&<filters>&page=&pageSize=` → a page of the search (ranked by relevance with `q`, the most
 * recently active first without), and whether the total is capped (the contract's `CANDIDATE_SEARCH_COUNT_CAP`).
 */
export async function listCandidates(
  token: string,
  query: { search: CandidateSearch; page: number; pageSize: number },
) {
  const body = await cmsRequest('/candidates', {
    token,
    query: {
      q: query.search.q || undefined,
      ...query.search.filters,
      page: query.page,
      pageSize: query.pageSize,
    },
  });
  const { data, meta } = parse(listSchema, body);
  return { candidates: data, pagination: meta.pagination, capped: meta.capped ?? false };
}

const applicationSchema = z.object({
  documentId: z.string(),
  email: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  appliedAt: z.string(),
  country: z.string().nullable(),
  job: z.object({ documentId: z.string(), title: z.string() }).nullable(),
  resume: z.object({ name: z.string(), mime: z.string(), size: z.number() }).nullable(),
  notes: z.array(z.object({ documentId: z.string(), text: z.string(), author: z.string(), writtenAt: z.string() })),
  history: z.array(z.object({ from: z.string(), to: z.string(), actor: z.string(), changedAt: z.string() })),
});

const activitySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('applied'), at: z.string(), application: z.string(), job: z.string().nullable() }),
  z.object({
    kind: z.literal('status'),
    at: z.string(),
    application: z.string(),
    job: z.string().nullable(),
    from: z.string(),
    to: z.string(),
    actor: z.string(),
  }),
  z.object({
    kind: z.literal('note'),
    at: z.string(),
    application: z.string(),
    job: z.string().nullable(),
    author: z.string(),
    text: z.string(),
  }),
]);

const detailSchema = z.object({
  documentId: z.string(),
  email: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  tags: z.array(z.string()),
  availability: z.enum(CANDIDATE_AVAILABILITIES),
  lastActivityAt: z.string().nullable(),
  createdAt: z.string(),
  /** Consent to the talent pool (docs/023-talent-pool.md "Consent and retention"): null when never given. */
  poolConsentAt: z.string().nullable().default(null),
  poolConsentUntil: z.string().nullable().default(null),
  /** Whether the consent runs now (the CMS's clock decides, so the page renders the same on both sides). */
  inTalentPool: z.boolean().default(false),
  /** Added by staff (docs/023-talent-pool.md "Added by staff"): null for a person who applied. */
  legalBasis: z.enum(CANDIDATE_LEGAL_BASES).nullable().default(null),
  addedBy: z.string().nullable().default(null),
  addedAt: z.string().nullable().default(null),
  addedSource: z.string().nullable().default(null),
  applications: z.array(applicationSchema),
  resumes: z.array(
    z.object({
      application: z.string(),
      job: z.string().nullable(),
      appliedAt: z.string(),
      name: z.string(),
      mime: z.string(),
      size: z.number(),
    }),
  ),
  activity: z.array(activitySchema),
});
export type CandidateDetail = z.infer<typeof detailSchema>;

const detailAnswer = z.object({ data: detailSchema });
const path = (documentId: string) => `/candidates/${encodeURIComponent(documentId)}`;

/** `GET /candidates/:documentId` → the candidate with every application, note, status move, resume and event. */
export async function getCandidate(token: string, documentId: string): Promise<CandidateDetail> {
  return parse(detailAnswer, await cmsRequest(path(documentId), { token })).data;
}

/** `PUT /candidates/:documentId` `{ data: { tags?, availability? } }` → the candidate as it is now. */
export async function updateCandidate(token: string, documentId: string, update: CandidateUpdate) {
  return parse(detailAnswer, await cmsRequest(path(documentId), { method: 'PUT', token, body: { data: update } })).data;
}

/** `POST /candidates/:documentId/merge` `{ from }` (a documentId or an e-mail address) → the merged candidate. */
export async function mergeCandidate(token: string, documentId: string, from: string) {
  const body = await cmsRequest(`${path(documentId)}/merge`, { method: 'POST', token, body: { from } });
  return parse(detailAnswer, body).data;
}

/** `GET /candidates/tags?prefix=` → tags in use starting with `prefix`, the most used first. */
export async function tagSuggestions(token: string, prefix: string): Promise<string[]> {
  const body = await cmsRequest('/candidates/tags', { token, query: { prefix } });
  return parse(z.object({ data: z.array(z.string()) }), body).data;
}
