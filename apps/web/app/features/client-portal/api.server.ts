import { type ClientAnswerInput, type StoredScreeningAnswer, z } from '@agency/contract';
import { cmsFetch, cmsRequest, cmsText as text, parse } from '~/lib/cms-client.server';

/**
 * The client portal's calls to the CMS (docs/024-employers.md "Submissions and the client portal"), server only. A
 * signed-in client contact's calls carry their session (`clientSession`, the CMS's `x-client-session` header); the CMS
 * decides what each contact may see.
 * @throws ApiError (401 once the session has ended; 404 for what is not this client's) for any failure.
 */

/** `POST /client-portal/sign-in-links`: the CMS e-mails a link when the address is a contact's; the same answer either way. */
export async function requestSignInLink(email: string, clientIp: string): Promise<void> {
  await cmsRequest('/client-portal/sign-in-links', { method: 'POST', body: { data: { email } }, clientIp });
}

const sessionSchema = z.object({
  data: z.object({
    session: z.string(),
    expiresAt: z.string(),
    contact: z.object({ fullName: text }),
    client: z.object({ name: text }),
  }),
});

/** `POST /client-portal/sessions`: a link's token for a session (once). @throws ApiError 400 for a used or expired link. */
export async function signIn(token: string, clientIp: string) {
  return parse(
    sessionSchema,
    await cmsRequest('/client-portal/sessions', { method: 'POST', body: { data: { token } }, clientIp }),
  ).data;
}

/** `DELETE /client-portal/sessions/current`: the session revoked. */
export async function signOut(session: string): Promise<void> {
  await cmsRequest('/client-portal/sessions/current', { method: 'DELETE', clientSession: session });
}

const meSchema = z.object({
  data: z.object({ contact: z.object({ fullName: text, email: text }), client: z.object({ name: text }) }),
});
export type ClientContactView = z.infer<typeof meSchema>['data'];

/** `GET /client-portal/me`: who is signed in, for which client. */
export async function portalMe(session: string): Promise<ClientContactView> {
  return parse(meSchema, await cmsRequest('/client-portal/me', { clientSession: session })).data;
}

const jobsSchema = z.object({
  data: z.array(
    z.object({ documentId: z.string(), title: text, status: text, submissions: z.number(), awaiting: z.number() }),
  ),
});
export type ClientJobSummary = z.infer<typeof jobsSchema>['data'][number];

/** `GET /client-portal/jobs`: the client's jobs with candidates submitted to them. */
export async function portalJobs(session: string): Promise<ClientJobSummary[]> {
  return parse(jobsSchema, await cmsRequest('/client-portal/jobs', { clientSession: session })).data;
}

const answerSchema = z.object({
  answer: z.string(),
  reason: text,
  comment: text,
  contactName: text,
  answeredAt: z.string(),
});

const jobSchema = z.object({
  data: z.object({
    documentId: z.string(),
    title: text,
    submissions: z.array(
      z.object({
        documentId: z.string(),
        candidate: z.object({ fullName: text }),
        summary: text,
        submittedAt: z.string(),
        screeningAnswers: z
          .array(
            z.custom<Pick<StoredScreeningAnswer, 'id' | 'kind' | 'label' | 'value'>>(
              (value) => typeof value === 'object' && value !== null,
            ),
          )
          .nullish(),
        resume: z.object({ name: text, size: z.number().nullish() }).nullish(),
        answers: z.array(answerSchema),
      }),
    ),
  }),
});
export type ClientJob = z.infer<typeof jobSchema>['data'];
export type ClientSubmission = ClientJob['submissions'][number];

/** `GET /client-portal/jobs/:documentId`: one job's submitted candidates. @throws ApiError 404 for another client's job. */
export async function portalJob(session: string, documentId: string): Promise<ClientJob> {
  const body = await cmsRequest(`/client-portal/jobs/${encodeURIComponent(documentId)}`, { clientSession: session });
  return parse(jobSchema, body).data;
}

/** `POST /client-portal/submissions/:documentId/answers`: the client's answer about a candidate. */
export async function answerSubmission(session: string, documentId: string, input: ClientAnswerInput): Promise<void> {
  await cmsRequest(`/client-portal/submissions/${encodeURIComponent(documentId)}/answers`, {
    method: 'POST',
    body: { data: input },
    clientSession: session,
  });
}

/** `GET /client-portal/submissions/:documentId/resume`: the candidate's resume, an unread streaming response. */
export async function fetchSubmittedResume(session: string, documentId: string): Promise<Response> {
  return cmsFetch(`/client-portal/submissions/${encodeURIComponent(documentId)}/resume`, { clientSession: session });
}
