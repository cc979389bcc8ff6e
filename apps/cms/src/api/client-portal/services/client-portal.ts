import {
  clientAnswerProblem,
  clientAnswerSchema,
  clientAnswerTarget,
  type StoredScreeningAnswer,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { recordAudit } from '../../../lib/audit';
import { enqueueClientAnswerEmails } from '../../../lib/notifications';
import { resumeStorageFromEnv, type ResumeStorage } from '../../../lib/resume-storage';
import { parseOrThrow } from '../../../lib/validation';
import { openResume } from '../../job-application/services/job-application';
import {
  answersOf,
  moveSubmissionForClient,
  StageConflict,
  storedStage,
  SUBMISSION_UID,
  type StoredClientAnswer,
} from '../../submission/services/submission';
import { clientActor, type ClientContactOfSession } from './client-access';

/**
 * What a signed-in client contact sees and does in the client portal (docs/024-employers.md "Submissions and the client
 * portal"; issue 22): their client's jobs that have candidates submitted to them, each candidate's name, the
 * recruiter's summary, the screening answers (without our knockout rules) and the resume, and their answers. A
 * submission is the client's when it was sent to that client, is not withdrawn and its job is still the client's; any
 * other (another client's, a withdrawn one, an unknown documentId or a row id) is one 404 that tells nothing. Never
 * shown: notes, status history, the applicant's e-mail, phone and cover letter, other applicants, staff users, other
 * clients. Each method is a function of this module.
 */

const CLIENT_UID = 'api::client.client';
const JOB_UID = 'api::job.job';

/** The audit actions of a client contact's resume download and answer (documentIds only). */
export const CLIENT_PORTAL_AUDIT_ACTIONS = {
  resumeDownload: 'client-resume-download',
  answer: 'client-answer',
} as const;

type Row = Record<string, unknown>;

const iso = (value: unknown) => new Date(value as string).toISOString();

/** The one 404 of the portal: the same for what does not exist and what is not the contact's client's. */
const notFound = () => new errors.NotFoundError('Not found');

/** The query-engine filter of the submissions `contact` may see: their client's, not withdrawn, of a job still theirs. */
const visibleTo = (contact: ClientContactOfSession) => ({
  client: { id: contact.clientId },
  withdrawnAt: null,
  job: { client: { id: contact.clientId } },
});

/** A screening answer as the client sees it: the question and the answer, not whether it met our rule. */
export const clientScreeningAnswer = (answer: StoredScreeningAnswer) => ({
  id: answer.id,
  kind: answer.kind,
  label: answer.label,
  value: answer.value ?? null,
});

/** A stored answer as the client sees it (who of their colleagues answered, by name; not their documentId). */
export const clientAnswerView = (answer: StoredClientAnswer) => ({
  answer: answer.answer,
  reason: answer.reason ?? '',
  comment: answer.comment ?? '',
  contactName: answer.contactName,
  answeredAt: answer.answeredAt,
});

/** GET /client-portal/me → { contact: { fullName, email }, client: { name } }. */
export async function portalMe(strapi: Core.Strapi, contact: ClientContactOfSession) {
  const client = (await strapi.db.query(CLIENT_UID).findOne({
    where: { id: contact.clientId },
    select: ['name'],
  })) as { name: string } | null;
  return { contact: { fullName: contact.fullName, email: contact.email }, client: { name: client?.name ?? '' } };
}

/**
 * GET /client-portal/jobs: the client's jobs with at least one submission they may see, newest first, each with how
 * many (`submissions`) and how many have no answer yet (`awaiting`).
 * @returns [{ documentId, title, status, submissions, awaiting }]
 */
export async function portalJobs(strapi: Core.Strapi, contact: ClientContactOfSession) {
  const rows = (await strapi.db.query(SUBMISSION_UID).findMany({
    where: visibleTo(contact),
    select: ['id', 'answers'],
    populate: { job: { select: ['id', 'documentId', 'title', 'status', 'createdAt'] } },
  })) as Row[];
  const jobs = new Map<
    number,
    { documentId: string; title: string; status: string; createdAt: number; submissions: number; awaiting: number }
  >();
  for (const row of rows) {
    const job = row.job as { id: number; documentId: string; title: string; status: string; createdAt: string } | null;
    if (!job) continue;
    const entry = jobs.get(job.id) ?? {
      documentId: job.documentId,
      title: job.title,
      status: job.status,
      createdAt: new Date(job.createdAt).getTime(),
      submissions: 0,
      awaiting: 0,
    };
    entry.submissions += 1;
    if (answersOf(row).length === 0) entry.awaiting += 1;
    jobs.set(job.id, entry);
  }
  return [...jobs.entries()]
    .sort(([idA, a], [idB, b]) => b.createdAt - a.createdAt || idB - idA)
    .map(([, { createdAt: _createdAt, ...job }]) => job);
}

/**
 * GET /client-portal/jobs/:documentId: one of the client's jobs with the submissions they may see, oldest first: the
 * candidate's full name, the summary, when, the screening answers as the application stored them (without `knockout`
 * and `meets`), the resume's name and size (or null), and the answers given.
 * @throws NotFoundError (404) for a job that is not the client's or has no submission they may see.
 */
export async function portalJob(strapi: Core.Strapi, contact: ClientContactOfSession, documentId: string) {
  const job = (await strapi.db.query(JOB_UID).findOne({
    where: { documentId, client: { id: contact.clientId } },
    select: ['id', 'documentId', 'title'],
  })) as { id: number; documentId: string; title: string } | null;
  if (!job) throw notFound();
  const rows = (await strapi.db.query(SUBMISSION_UID).findMany({
    where: { ...visibleTo(contact), job: { id: job.id, client: { id: contact.clientId } } },
    select: ['id', 'documentId', 'summary', 'submittedAt', 'answers'],
    populate: {
      application: {
        select: ['id', 'fullName', 'screeningAnswers'],
        populate: { resume: { select: ['name', 'size'] } },
      },
    },
    orderBy: [{ submittedAt: 'asc' }, { id: 'asc' }],
  })) as Row[];
  const submissions = rows.flatMap((row) => {
    const application = row.application as {
      fullName: string;
      screeningAnswers?: StoredScreeningAnswer[] | null;
      resume?: { name: string; size: number } | null;
    } | null;
    if (!application) return [];
    return [
      {
        documentId: String(row.documentId),
        candidate: { fullName: application.fullName },
        summary: String(row.summary),
        submittedAt: iso(row.submittedAt),
        screeningAnswers: (Array.isArray(application.screeningAnswers) ? application.screeningAnswers : []).map(
          clientScreeningAnswer,
        ),
        resume: application.resume ? { name: application.resume.name, size: Number(application.resume.size) } : null,
        answers: answersOf(row).map(clientAnswerView),
      },
    ];
  });
  if (submissions.length === 0) throw notFound();
  return { documentId: job.documentId, title: job.title, submissions };
}

/** A submission the contact may see, by documentId, with what the callers below need. @throws NotFoundError (404). */
async function visibleSubmission(strapi: Core.Strapi, contact: ClientContactOfSession, documentId: string) {
  const row = (await strapi.db.query(SUBMISSION_UID).findOne({
    where: { documentId, ...visibleTo(contact) },
    select: ['id', 'documentId'],
    populate: {
      application: { select: ['id', 'documentId', 'fullName', 'email'] },
      job: { select: ['id', 'documentId', 'title'] },
      client: { select: ['name'] },
    },
  })) as {
    id: number;
    documentId: string;
    application?: { id: number; documentId: string; fullName: string; email: string } | null;
    job?: { id: number; documentId: string; title: string } | null;
    client?: { name: string } | null;
  } | null;
  if (!row?.application || !row.job) throw notFound();
  return { ...row, application: row.application, job: row.job };
}

/**
 * GET /client-portal/submissions/:documentId/resume: the candidate's resume, as staff download it (the job-application
 * service's `openResume`), each download recorded in the audit (`client-resume-download`: the submission, the contact's
 * documentId).
 * @returns { stream, name, mime, size }
 * @throws NotFoundError (404) for a submission the contact may not see, or a resume missing from storage.
 */
export async function portalResume(
  context: { strapi: Core.Strapi; storage: ResumeStorage },
  contact: ClientContactOfSession,
  documentId: string,
) {
  const { strapi } = context;
  const submission = await visibleSubmission(strapi, contact, documentId);
  const resume = await openResume(context, submission.application.documentId);
  await recordAudit(strapi, {
    action: CLIENT_PORTAL_AUDIT_ACTIONS.resumeDownload,
    subjectType: SUBMISSION_UID,
    subjectId: submission.documentId,
    jobDocumentId: submission.job.documentId,
    actor: clientActor(contact),
    details: { contact: contact.documentId },
  });
  return resume;
}

/**
 * POST /client-portal/submissions/:documentId/answers `{ data: { answer, reason, comment } }` (the contract's
 * `clientAnswerSchema`): appends the answer to the submission's `answers`, and in the same transaction records staff's
 * e-mail (`client-answer`, to the job's owner or else the hiring-request alert's people) and an audit entry
 * `client-answer`. The submission's row is written first, so that PostgreSQL holds its lock until the end and two answers
 * at once are both kept. The answer moves the submission's stage (docs/025-placements.md "Stages": the contract's
 * `clientAnswerTarget`, Interview → the next round, Offer → Offered, Not a fit → ended "client declined"; the not-a-fit
 * reason stays in the answer) in the same transaction, recorded as the contact's move ("<name> (client)"); an answer
 * the stage refuses (an ended submission, an Interview once offered) is not recorded.
 * @returns { answeredAt }
 * @throws ValidationError (400) naming the bad fields; NotFoundError (404) for a submission the contact may not see;
 *   StageConflict (409, the contract's `clientAnswerProblem`) for an answer the submission's stage refuses.
 */
export async function portalAnswer(
  strapi: Core.Strapi,
  contact: ClientContactOfSession,
  documentId: string,
  data: unknown,
): Promise<{ answeredAt: string }> {
  const input = parseOrThrow(clientAnswerSchema, data);
  return strapi.db.transaction(async () => {
    const submission = await visibleSubmission(strapi, contact, documentId);
    const now = new Date();
    await strapi.db.query(SUBMISSION_UID).update({ where: { id: submission.id }, data: { updatedAt: now } });
    const current = (await strapi.db.query(SUBMISSION_UID).findOne({
      where: { id: submission.id },
      select: ['id', 'answers', 'stage', 'round', 'outcomeReason', 'withdrawnAt'],
    })) as Row;
    const from = storedStage(current);
    const problem = clientAnswerProblem(from, input.answer);
    if (problem) throw new StageConflict(problem);
    const answer: StoredClientAnswer = {
      answer: input.answer,
      reason: input.reason,
      comment: input.comment,
      contactDocumentId: contact.documentId,
      contactName: contact.fullName,
      answeredAt: now.toISOString(),
    };
    await strapi.db.query(SUBMISSION_UID).update({
      where: { id: submission.id },
      data: { answers: [...answersOf(current), answer], updatedAt: now },
    });
    const moved = await moveSubmissionForClient(strapi, submission.id, clientAnswerTarget(input.answer), {
      name: `${contact.fullName} (client)`,
      auditActor: clientActor(contact),
    });
    await enqueueClientAnswerEmails(
      strapi,
      {
        clientName: submission.client?.name ?? '',
        contact: { fullName: contact.fullName, email: contact.email },
        candidate: { fullName: submission.application.fullName, email: submission.application.email },
        jobTitle: submission.job.title,
        applicationDocumentId: submission.application.documentId,
        answer: input.answer,
        reason: input.reason,
        comment: input.comment,
      },
      submission.job.id,
    );
    await recordAudit(strapi, {
      action: CLIENT_PORTAL_AUDIT_ACTIONS.answer,
      subjectType: SUBMISSION_UID,
      subjectId: submission.documentId,
      jobDocumentId: submission.job.documentId,
      actor: clientActor(contact),
      details: { contact: contact.documentId, answer: input.answer, from: moved.from.stage, to: moved.to.stage },
    });
    return { answeredAt: answer.answeredAt };
  });
}

/** The module's functions as Strapi's service `api::client-portal.client-portal`. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const context = { strapi, storage: resumeStorageFromEnv(strapi.dirs.app.root) };
  return {
    me: (contact: ClientContactOfSession) => portalMe(strapi, contact),
    jobs: (contact: ClientContactOfSession) => portalJobs(strapi, contact),
    job: (contact: ClientContactOfSession, documentId: string) => portalJob(strapi, contact, documentId),
    resume: (contact: ClientContactOfSession, documentId: string) => portalResume(context, contact, documentId),
    answer: (contact: ClientContactOfSession, documentId: string, data: unknown) =>
      portalAnswer(strapi, contact, documentId, data),
  };
};
