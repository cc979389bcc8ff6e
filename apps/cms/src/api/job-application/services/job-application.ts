import { createHash } from 'crypto';
import {
  APPLICATION_CONSENT_TEXT,
  applicationInputSchema,
  classifyLanding,
  applicationNoteSchema,
  decisionEmailSchema,
  isFinalStatus,
  isJobOpen,
  poolConsentUntil,
  screeningAnswersSchema,
  screeningFieldsOf,
  screeningRecord,
  statusTransitionProblem,
  talentPoolConsentText,
  type ApplicationBulkResult,
  type ApplicationInput,
  type ApplicationStatus,
  type DecisionEmail,
  type KnockoutRule,
  type ScreeningQuestion,
  DEFAULT_LANGUAGE,
  languageOf,
} from '@agency/contract';
import { factories, type Core, type Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { assertStatusTransition } from '../../../lib/application-status';
import { recordAudit, SYSTEM_ACTOR } from '../../../lib/audit';
import { createCandidateLink, removeCandidateLinksOf } from '../../../lib/candidate-links';
import { DAY_MS } from '../../../lib/weeks';
import { enqueueApplicationEmails, enqueueDecisionEmail } from '../../../lib/notifications';
import { resumeStorageFromEnv, type ResumeStorage } from '../../../lib/resume-storage';
import { enqueueResumeText, removeResumeTexts } from '../../../lib/resume-text';
import { checkResume, type CheckedResume, type UploadedFile } from '../../../lib/resume-file';
import { isUniqueViolation } from '../../../lib/database-errors';
import { parseOrThrow, type FieldError } from '../../../lib/validation';
import { attachApplicant, removeCandidateIfEmpty, touchCandidateOf } from '../../candidate/services/candidate';
import { removeSubmissionsOf } from '../../submission/services/submission';
import { removeInterviewsOfApplication } from '../../interview/services/interview';
import { notKeptByPool, poolMonths, recordPoolConsent } from '../../candidate/services/talent-pool';

const UID = 'api::job-application.job-application';

const NOTE_UID = 'api::application-note.application-note';
const STATUS_CHANGE_UID = 'api::application-status-change.application-status-change';

/** What a caller sees of a stored resume; the storage key stays private. */
interface ResumeRecord {
  name: string;
  mime: string;
  size: number;
  storageKey: string;
}

/**
 * An application read with its resume. Strapi's result types leave every attribute optional and nullable (a query may
 * select fewer fields); `job_status` and the resume's fields are required in the schemas, so a stored row has them.
 */
type StoredApplication = Modules.Documents.Document<typeof UID> & {
  job_status: ApplicationStatus;
  resume?: ResumeRecord | null;
};

/** What Strapi's metadata says of a relation's link table. */
interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
}

/** What the steps below work with: Strapi, and the resume storage the service opens once (lib/resume-storage.ts). */
export interface ApplicationContext {
  strapi: Core.Strapi;
  storage: ResumeStorage;
}

/** The job an application names, as `submitApplication` reads it. */
export interface OpenJob {
  id: number;
  documentId: string;
  title: string;
  company?: string | null;
  /** Its screening questions and their knockout rules (docs/024-employers.md "Screening questions"). */
  screeningQuestions?: ScreeningQuestion[] | null;
  screeningRules?: Record<string, KnockoutRule> | null;
}

/** What the applicant is told about a stored application: `submitApplication`'s answer, less `replayed`. */
export interface SubmittedApplication {
  id: number;
  documentId: string;
  job_status: ApplicationStatus;
  appliedAt: string;
}

/**
 * Job applications (docs/000-product.md §14): one atomic public submission, status changes that follow
 * docs/000-product.md §4, deletion that takes the resume file with it, and the resume download for staff. Each method
 * is a function of this module.
 */
export default factories.createCoreService(UID, ({ strapi }) => {
  const context: ApplicationContext = { strapi, storage: resumeStorageFromEnv(strapi.dirs.app.root) };
  return {
    submit: (data: Record<string, unknown>, resumeUpload: UploadedFile | undefined) =>
      submitApplication(context, data, resumeUpload),
    countsByJob: (jobDocumentIds: readonly string[]) => countApplicationsByJob(strapi, jobDocumentIds),
    removeOrphanResumes: (before: Date) => removeOrphanResumes(context, before),
    changeStatus: (documentId: string, data: unknown, actor?: string, email?: unknown) =>
      changeApplicationStatus(strapi, documentId, data, actor, email),
    bulkStatus: (to: ApplicationStatus, documentIds: readonly string[], actor: string) =>
      moveApplicationsInBulk(strapi, to, documentIds, actor),
    addNote: (documentId: string, data: unknown, author: string) =>
      addApplicationNote(strapi, documentId, data, author),
    removeWithResume: (documentId: string, actor?: string, action?: string) =>
      removeApplicationWithResume(context, documentId, actor, action),
    deleteExpiredApplications: (days: number, now?: Date, batch?: number) =>
      deleteExpiredApplications(context, days, now, batch),
    openResume: (documentId: string) => openResume(context, documentId),
  };
});

/**
 * The fields of a public submission, checked by the contract's `applicationInputSchema`, and its resume upload; with
 * the answers to `job`'s screening questions (`screening`, or the form's flat `screening.<id>` fields: the contract's
 * `screeningFieldsOf`), checked by `screeningAnswersSchema` and stored as the contract's `screeningRecord` makes them
 * (docs/024-employers.md "Screening questions").
 * @throws ValidationError (400) naming every bad field, `resume` among them when no file came.
 */
export function parseSubmission(
  data: Record<string, unknown>,
  resumeUpload: UploadedFile | undefined,
  job?: Pick<OpenJob, 'screeningQuestions' | 'screeningRules'>,
): { input: ApplicationInput; screening: ReturnType<typeof screeningRecord>; resumeUpload: UploadedFile } {
  const missingResume: FieldError[] = resumeUpload
    ? []
    : [{ path: ['resume'], message: 'resume is required', name: 'ValidationError' }];
  const questions = job?.screeningQuestions ?? [];
  const schema = applicationInputSchema.extend({ screening: screeningAnswersSchema(questions) });
  const { screening: answers, ...input } = parseOrThrow(
    schema,
    { ...data, screening: screeningFieldsOf(data) },
    missingResume,
  );
  // parseOrThrow has thrown when the resume was missing.
  return {
    input,
    screening: screeningRecord(questions, job?.screeningRules ?? {}, answers),
    resumeUpload: resumeUpload!,
  };
}

/** The job an application names, by documentId or numeric id. @throws ValidationError if none or closed. */
export async function findOpenJob(strapi: Core.Strapi, reference: string | number): Promise<OpenJob> {
  const job =
    typeof reference === 'number' || /^\d+$/.test(reference)
      ? await strapi.db.query('api::job.job').findOne({ where: { id: Number(reference) } })
      : await strapi.db.query('api::job.job').findOne({ where: { documentId: reference } });
  if (!job) {
    throw new errors.ValidationError('The job you are applying to does not exist.', {
      errors: [{ path: ['job'], message: 'job not found', name: 'ValidationError' }],
    });
  }
  if (!isJobOpen(job)) {
    throw new errors.ValidationError('This job is closed and no longer accepts applications.', {
      errors: [{ path: ['job'], message: 'job is closed', name: 'ValidationError' }],
    });
  }
  return job as OpenJob;
}

/**
 * The stored form of a submission's idempotency key (64 hex characters): scoped to the job and the applicant's e-mail,
 * so that two applicants whose forms happen to carry the same key (a page served from a cache) are never taken for one.
 */
export function scopedKey(key: string, job: string, email: string): string {
  return createHash('sha256').update(`${key}\n${job}\n${email}`).digest('hex');
}

/** What the applicant was told about the application stored with `idempotencyKey` (a retry's answer), or null. */
export async function submittedWith(strapi: Core.Strapi, idempotencyKey: string): Promise<SubmittedApplication | null> {
  const first = await strapi.db.query(UID).findOne({
    where: { idempotencyKey },
    select: ['id', 'documentId', 'job_status', 'appliedAt'],
  });
  if (!first) return null;
  return {
    id: first.id as number,
    documentId: first.documentId as string,
    job_status: first.job_status as ApplicationStatus,
    appliedAt: new Date(first.appliedAt).toISOString(),
  };
}

/**
 * The earliest application (by appliedAt, then id) to the job `jobId` from `email`, or null: what a new application
 * with that e-mail is a duplicate of (docs/015-recruiter-workflow.md). E-mails are stored lowercased (the contract's
 * `emailField`), so an equality on the indexed `email` column is the case-insensitive match.
 */
export async function earliestApplicationOf(
  strapi: Core.Strapi,
  jobId: number,
  email: string,
): Promise<{ id: number; documentId: string } | null> {
  const earliest = await strapi.db.query(UID).findOne({
    where: { email, job: { id: jobId } },
    select: ['id', 'documentId'],
    orderBy: [{ appliedAt: 'asc' }, { id: 'asc' }],
  });
  return earliest ? { id: earliest.id as number, documentId: earliest.documentId as string } : null;
}

/** What `applicationRow` stores: the checked input, its job, and what the server decided. */
export interface NewApplication {
  input: ApplicationInput;
  jobId: number;
  /** The scoped key (`scopedKey`), or null for a submission without one. */
  idempotencyKey: string | null;
  /** The row id of the earlier application with this e-mail to this job, or null. */
  duplicateOf: number | null;
  /** The row id of the stored resume component. */
  resumeId: number;
  /** The row id of the applicant's candidate (docs/023-talent-pool.md "Candidates"). */
  candidateId: number;
  now: Date;
  /** The words of the talent-pool box when it was ticked, else null (docs/023-talent-pool.md "Consent and retention"). */
  poolConsentText?: string | null;
  /** The screening answers and whether they met the job's knockout rules (`parseSubmission`); none by default. */
  screening?: ReturnType<typeof screeningRecord>;
}

/**
 * The row of a new application as the query engine writes it: what the applicant sent, status Pending, consent given
 * now with the contract's consent text, where the visit came from (the landing's values as the contract cleaned them,
 * and the source classified from them here, whatever the client said: `classifyLanding`, docs/023-talent-pool.md
 * "Sources"), and the link to its resume component as the document service writes it (core
 * document-service/components.js).
 */
export function applicationRow({
  input,
  jobId,
  idempotencyKey,
  duplicateOf,
  resumeId,
  candidateId,
  now,
  poolConsentText = null,
  screening = { screeningAnswers: [], meetsRequirements: null },
}: NewApplication) {
  return {
    fullName: input.fullName,
    email: input.email,
    phone: input.phone,
    coverLetter: input.coverLetter,
    country: input.country ?? null,
    screeningAnswers: screening.screeningAnswers,
    meetsRequirements: screening.meetsRequirements,
    job: jobId,
    candidate: candidateId,
    job_status: 'Pending' as const,
    appliedAt: now,
    consent: true,
    consentAt: now,
    consentText: APPLICATION_CONSENT_TEXT,
    poolConsentText,
    idempotencyKey,
    duplicateOf,
    source: classifyLanding(input),
    utmSource: input.utmSource ?? null,
    utmMedium: input.utmMedium ?? null,
    utmCampaign: input.utmCampaign ?? null,
    referrerHost: input.referrerHost ?? null,
    language: input.language ?? DEFAULT_LANGUAGE,
    resume: { id: resumeId, __pivot: { field: 'resume', component_type: 'application.resume' } },
    createdAt: now,
    updatedAt: now,
    publishedAt: now,
  };
}

/**
 * Stores a checked application whose resume file is already saved under `storageKey`, in one transaction: the resume
 * component, the applicant's candidate (found or made by `attachApplicant`; docs/023-talent-pool.md "Candidates"), the
 * row (marked a duplicate of an earlier application with this e-mail to this job), the extraction of its resume's text in
 * the queue (lib/resume-text.ts) and the applicant's confirmation and staff alert in the outbox (lib/outbox.ts).
 * Straight through Strapi's query engine: everything was validated before (`parseSubmission`); the document service
 * would validate again and read back what it wrote, which tripled the CMS's work under a crowd.
 * @returns the new row's id and documentId.
 */
export async function storeApplication(
  strapi: Core.Strapi,
  fields: {
    input: ApplicationInput;
    screening?: NewApplication['screening'];
    job: OpenJob;
    resume: CheckedResume;
    storageKey: string;
    idempotencyKey: string | null;
    now: Date;
  },
): Promise<{ id: number; documentId: string }> {
  const { input, screening, job, resume, storageKey, idempotencyKey, now } = fields;
  return strapi.db.transaction(async () => {
    // Stored all the same when it is a duplicate, and the applicant's answer does not change (it never tells a
    // stranger whether an e-mail applied).
    const earlierApplication = await earliestApplicationOf(strapi, job.id, input.email);
    const candidateId = await attachApplicant(
      strapi,
      { email: input.email, fullName: input.fullName, phone: input.phone, country: input.country ?? null },
      now,
    );
    const poolText = input.poolConsent ? talentPoolConsentText(poolMonths()) : null;
    if (poolText) await recordPoolConsent(strapi, candidateId, now, poolText);
    const stored = await strapi.db.query('application.resume').create({
      data: { name: resume.name, mime: resume.mime, size: resume.size, storageKey },
    });
    const application = await strapi.db.query(UID).create({
      select: ['id', 'documentId'],
      data: applicationRow({
        input,
        jobId: job.id,
        idempotencyKey,
        duplicateOf: earlierApplication?.id ?? null,
        resumeId: stored.id as number,
        candidateId,
        now,
        poolConsentText: poolText,
        screening,
      }),
    });
    // Its resume's text is extracted later, off this request (lib/resume-text.ts).
    await enqueueResumeText(strapi, application.id as number, now);
    // The candidate's own page, linked from the confirmation (docs/025-placements.md "The candidate's page").
    const pageToken = await createCandidateLink(strapi, application.id as number, now);
    await enqueueApplicationEmails(
      strapi,
      { ...input, documentId: application.documentId as string, job, pageToken },
      earlierApplication !== null,
    );
    return { id: application.id as number, documentId: application.documentId as string };
  });
}

/**
 * Validates and stores a public application with its resume, all or nothing: on any failure no row and no
 * file remain. `job_status` starts Pending and `appliedAt`/`consentAt` are the server's time.
 * A submission with an `idempotencyKey` that was stored before (a retry, a second click, also two at once)
 * returns the first application instead of storing a second one; `replayed` says so.
 * Steps: `findOpenJob`, `parseSubmission` (with the job's screening questions), `checkResume` (lib/resume-file.ts),
 * `submittedWith` (a replay), the file
 * saved, `storeApplication`.
 * @returns the application's id, documentId, job_status and appliedAt, and whether it was stored before.
 * @throws ValidationError (400) naming the bad fields; PayloadTooLargeError (413) for a resume over 5 MB.
 */
export async function submitApplication(
  { strapi, storage }: ApplicationContext,
  data: Record<string, unknown>,
  upload: UploadedFile | undefined,
): Promise<SubmittedApplication & { replayed: boolean }> {
  // The job first, when the submission names one, for its screening questions; a missing one is reported with the rest.
  const reference = applicationInputSchema.shape.job.safeParse(data.job);
  const named = reference.success ? await findOpenJob(strapi, reference.data) : undefined;
  const { input, screening, resumeUpload } = parseSubmission(data, upload, named);
  const resume = await checkResume(resumeUpload);
  const job = named ?? (await findOpenJob(strapi, input.job));
  const idempotencyKey = input.idempotencyKey ? scopedKey(input.idempotencyKey, job.documentId, input.email) : null;
  if (idempotencyKey) {
    const first = await submittedWith(strapi, idempotencyKey);
    if (first) return { ...first, replayed: true };
  }

  // The file is written before the row: a crash in between leaves only a file, which the next start removes
  // (`removeOrphanResumes`); never a row without its file.
  const storageKey = await storage.save(resumeUpload.filepath, resume.extension);
  try {
    const now = new Date();
    const created = await storeApplication(strapi, {
      input,
      screening,
      job,
      resume,
      storageKey,
      idempotencyKey,
      now,
    });
    return { ...created, job_status: 'Pending', appliedAt: now.toISOString(), replayed: false };
  } catch (error) {
    // No row: the file goes too. Should that fail as well (the storage out of reach), the file is an orphan that
    // `removeOrphanResumes` takes later (at a start, or the daily retention); the applicant gets the first error.
    await storage.remove(storageKey).catch((removeError: unknown) => {
      strapi.log.error(`Could not remove resume ${storageKey} of a failed application`, { err: removeError });
    });
    // The same submission, stored by a request that ran at the same time: the unique index decided.
    const first = idempotencyKey && isUniqueViolation(error) ? await submittedWith(strapi, idempotencyKey) : null;
    if (first) return { ...first, replayed: true };
    throw error;
  }
}

/**
 * How many applications each job has (the staff jobs list, docs/015-recruiter-workflow.md; a client's jobs,
 * docs/024-employers.md), one GROUP BY over the application→job link; with `status`, only the applications in that
 * status (a client's hires: Accepted).
 * @param jobDocumentIds the jobs asked about; a job without applications counts 0.
 * @returns { [jobDocumentId]: count }
 */
export async function countApplicationsByJob(
  strapi: Core.Strapi,
  jobDocumentIds: readonly string[],
  status?: ApplicationStatus,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = Object.fromEntries(jobDocumentIds.map((id) => [id, 0]));
  if (jobDocumentIds.length === 0) return counts;
  // The link table as Strapi's metadata names it (job_applications_job_lnk and its two columns).
  const link = (strapi.db.metadata.get(UID).attributes.job as { joinTable: JoinTable }).joinTable;
  const jobs = strapi.db.metadata.get('api::job.job').tableName;
  const applications = strapi.db.metadata.get(UID).tableName;
  let query = strapi.db
    .connection(link.name)
    .join(jobs, `${jobs}.id`, `${link.name}.${link.inverseJoinColumn.name}`)
    .whereIn(`${jobs}.document_id`, [...jobDocumentIds]);
  if (status) {
    query = query
      .join(applications, `${applications}.id`, `${link.name}.${link.joinColumn.name}`)
      .where(`${applications}.job_status`, status);
  }
  const rows: Array<{ documentId: string; count: number | string }> = await query
    .groupBy(`${jobs}.document_id`)
    .select(`${jobs}.document_id as documentId`)
    .count({ count: `${link.name}.${link.joinColumn.name}` });
  for (const row of rows) counts[row.documentId] = Number(row.count);
  return counts;
}

/**
 * Deletes resume files that no application refers to, written before `before` (this process's start): what a
 * crash between writing the file and storing the row left behind. Files written since are a running request's.
 * @returns how many files were removed.
 */
export async function removeOrphanResumes({ strapi, storage }: ApplicationContext, before: Date): Promise<number> {
  const candidates = (await storage.list()).filter((file) => file.writtenAt < before);
  if (candidates.length === 0) return 0;
  const referenced: Array<{ storageKey: string }> = await strapi.db.query('application.resume').findMany({
    where: { storageKey: { $in: candidates.map((file) => file.key) } },
    select: ['storageKey'],
  });
  const kept = new Set(referenced.map((row) => row.storageKey));
  const orphans = candidates.filter((file) => !kept.has(file.key));
  await Promise.all(orphans.map((file) => storage.remove(file.key)));
  return orphans.length;
}

/**
 * A staff status change as `changeApplicationStatus` takes it: `data` must hold `job_status` and nothing else; `email`
 * (absent or null: none) is the decision email ({ subject, message }, the contract's `decisionEmailSchema`), which
 * goes only with a move to Accepted or Rejected. Whether the move itself is allowed is `assertStatusTransition`'s.
 * @returns the wanted status, as sent, and the decision email or null.
 * @throws ValidationError (400) for other fields, a missing status, or an email that is invalid or not final.
 */
export function parseStatusChange(data: unknown, email: unknown): { to: unknown; decision: DecisionEmail | null } {
  const changes = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const others = Object.keys(changes).filter((key) => key !== 'job_status');
  if (others.length > 0 || !('job_status' in changes)) {
    throw new errors.ValidationError('Only job_status can be changed on an application.', { fields: others });
  }
  const decision = email === undefined || email === null ? null : parseOrThrow(decisionEmailSchema, email);
  if (decision && !isFinalStatus(String(changes.job_status))) {
    throw new errors.ValidationError('An email to the applicant goes only with a move to Accepted or Rejected.');
  }
  return { to: changes.job_status, decision };
}

/** An application with its resume, by documentId. @throws NotFoundError (404). */
export async function findApplication(strapi: Core.Strapi, documentId: string): Promise<StoredApplication> {
  const application = await strapi.documents(UID).findOne({ documentId, populate: ['resume'] });
  if (!application) throw new errors.NotFoundError('Application not found');
  // Narrowed to what the schemas require (see StoredApplication).
  return application as StoredApplication;
}

/**
 * Moves an application to a new status (docs/000-product.md §4). Only `job_status` may change: what the applicant sent
 * is their record and stays as sent. The change is recorded in the application's history (from, to, `actor`,
 * when; docs/015-recruiter-workflow.md) in the same transaction; a refused move records nothing.
 * @param actor the staff user's username (`SYSTEM_ACTOR` for the seed).
 * @param email with a move to Accepted or Rejected, the decision email to the applicant ({ subject, message },
 *   the contract's `decisionEmailSchema`), recorded in the outbox in the same transaction; absent: none is sent.
 * @throws NotFoundError (404); ValidationError (400) for other fields, a move the spec does not allow, or an
 *   email that is invalid or goes with a move that is not final.
 */
export async function changeApplicationStatus(
  strapi: Core.Strapi,
  documentId: string,
  data: unknown,
  actor: string = SYSTEM_ACTOR,
  email?: unknown,
) {
  const { to, decision } = parseStatusChange(data, email);
  return strapi.db.transaction(async () => {
    const application = await findApplication(strapi, documentId);
    assertStatusTransition(application.job_status, to);
    // The decision email is recorded with the move (lib/outbox.ts sends it): both or neither.
    if (decision) {
      const language = languageOf(application.language);
      await enqueueDecisionEmail(strapi, { to: String(application.email), language, ...decision });
    }
    const updated = await strapi.documents(UID).update({
      documentId,
      data: { job_status: to },
      populate: ['job', 'resume'],
    });
    const now = new Date();
    await strapi.db.query(STATUS_CHANGE_UID).create({
      data: {
        from: application.job_status,
        to,
        actor,
        changedAt: now,
        application: application.id,
        createdAt: now,
        updatedAt: now,
      },
    });
    await touchCandidateOf(strapi, Number(application.id), now);
    return updated;
  });
}

/**
 * Moves the applications `documentIds` to `to` at once (docs/023-talent-pool.md "Bulk actions and the application
 * dialog"), each move checked by the contract's one transition rule (`statusTransitionProblem`) and recorded in that
 * application's history (from, to, `actor`, the same time for all). One transaction for the whole request: either
 * every allowed move and its history entry is stored, or (a database failure) none is. An application whose move is
 * not allowed, or that does not exist, is left as it is and reported with the reason. No decision email goes with a
 * bulk move (the single move asks for one). The caller bounds the list (the contract's APPLICATION_BULK_MAX).
 * @returns what moved (with its former status) and what did not, in the order of `documentIds`.
 */
export async function moveApplicationsInBulk(
  strapi: Core.Strapi,
  to: ApplicationStatus,
  documentIds: readonly string[],
  actor: string,
): Promise<ApplicationBulkResult> {
  return strapi.db.transaction(async () => {
    const rows = (await strapi.db.query(UID).findMany({
      where: { documentId: { $in: [...documentIds] } },
      select: ['id', 'documentId', 'fullName', 'job_status'],
    })) as Array<{ id: number; documentId: string; fullName: string | null; job_status: ApplicationStatus }>;
    const byDocumentId = new Map(rows.map((row) => [row.documentId, row]));
    const result: ApplicationBulkResult = { to, moved: [], refused: [] };
    const now = new Date();
    for (const documentId of documentIds) {
      const application = byDocumentId.get(documentId);
      if (!application) {
        result.refused.push({ documentId, fullName: null, from: null, reason: 'Application not found.' });
        continue;
      }
      const problem = statusTransitionProblem(application.job_status, to);
      if (problem) {
        result.refused.push({
          documentId,
          fullName: application.fullName,
          from: application.job_status,
          reason: problem,
        });
        continue;
      }
      // Through the Document Service, as a single move: its document middlewares see the change too.
      await strapi.documents(UID).update({ documentId, data: { job_status: to } });
      await strapi.db.query(STATUS_CHANGE_UID).create({
        data: {
          from: application.job_status,
          to,
          actor,
          changedAt: now,
          application: application.id,
          createdAt: now,
          updatedAt: now,
        },
      });
      result.moved.push({ documentId, from: application.job_status });
    }
    return result;
  });
}

/**
 * Adds a staff note to an application: `data.text` (the contract's `applicationNoteSchema`: 1 to
 * APPLICATION_NOTE_MAX characters), written by `author` now.
 * @returns the note: { documentId, text, author, writtenAt (ISO 8601) }.
 * @throws ValidationError (400) for a missing or too long text; NotFoundError (404) for an unknown application.
 */
export async function addApplicationNote(strapi: Core.Strapi, documentId: string, data: unknown, author: string) {
  const { text } = parseOrThrow(applicationNoteSchema, data);
  const application = await strapi.db.query(UID).findOne({ where: { documentId }, select: ['id'] });
  if (!application) throw new errors.NotFoundError('Application not found');
  const now = new Date();
  const note = await strapi.db.query(NOTE_UID).create({
    select: ['documentId', 'text', 'author', 'writtenAt'],
    data: { text, author, writtenAt: now, application: application.id, createdAt: now, updatedAt: now },
  });
  await touchCandidateOf(strapi, Number(application.id), now);
  return {
    documentId: note.documentId as string,
    text: note.text as string,
    author: note.author as string,
    writtenAt: now.toISOString(),
  };
}

/** The ids of the rows of `uid` (a note or a status change) that belong to the application `applicationId`. */
export async function rowsOf(
  strapi: Core.Strapi,
  uid: typeof NOTE_UID | typeof STATUS_CHANGE_UID,
  applicationId: number,
): Promise<number[]> {
  const rows: Array<{ id: number }> = await strapi.db
    .query(uid)
    .findMany({ where: { application: { id: applicationId } }, select: ['id'] });
  return rows.map((row) => row.id);
}

/**
 * Deletes an application with its notes, status history, resume text and submissions to the client, and its candidate
 * when it was the
 * candidate's last (docs/023-talent-pool.md "Candidates"), and records who deleted it (an audit entry naming the
 * application and its job by documentId, no personal data), all in one transaction; then its resume file.
 * @param actor the staff user's username (`system` for the retention task).
 * @param action what the audit entry calls it: `delete` (staff), `retention-delete` (the retention task).
 * @throws NotFoundError (404).
 */
export async function removeApplicationWithResume(
  { strapi, storage }: ApplicationContext,
  documentId: string,
  actor: string = SYSTEM_ACTOR,
  action = 'delete',
): Promise<void> {
  const application = await strapi.db.transaction(async () => {
    // One read: the row id (for its notes and history), the resume (removed below) and the job (for the audit).
    const found = (await strapi.documents(UID).findOne({ documentId, populate: ['resume', 'job', 'candidate'] })) as
      (StoredApplication & { job?: { documentId?: string } | null; candidate?: { id?: number } | null }) | null;
    if (!found) throw new errors.NotFoundError('Application not found');
    for (const uid of [NOTE_UID, STATUS_CHANGE_UID] as const) {
      const ids = await rowsOf(strapi, uid, Number(found.id));
      if (ids.length > 0) await strapi.db.query(uid).deleteMany({ where: { id: { $in: ids } } });
    }
    await removeResumeTexts(strapi, [Number(found.id)]);
    // Its submissions to the client are part of the applicant's data (docs/024-employers.md), their interviews too
    // (docs/025-placements.md "Interviews and calendar invitations").
    await removeInterviewsOfApplication(strapi, Number(found.id));
    await removeSubmissionsOf(strapi, Number(found.id));
    // The links to the candidate's page (docs/025-placements.md "The candidate's page").
    await removeCandidateLinksOf(strapi, Number(found.id));
    await strapi.documents(UID).delete({ documentId });
    // The person's last application gone (erased, deleted, past retention): their candidate goes with it.
    if (found.candidate?.id) await removeCandidateIfEmpty(strapi, found.candidate.id);
    await recordAudit(strapi, {
      action,
      subjectType: UID,
      subjectId: documentId,
      jobDocumentId: found.job?.documentId ?? null,
      actor,
    });
    return found;
  });
  if (application.resume?.storageKey) {
    await storage.remove(application.resume.storageKey).catch((error: unknown) => {
      strapi.log.error(`Could not remove resume ${application.resume?.storageKey}`, { err: error });
    });
  }
}

/**
 * The documentIds of at most `batch` applications whose job closed more than `days` before `now`
 * (docs/015-recruiter-workflow.md "Retention"). A job closed at its closing date (`validThrough`) when it has passed,
 * else, when staff closed it, at its last change (`updatedAt`: a later edit of a closed job only keeps its applications
 * longer); when staff deleted it, at that moment (`jobDeletedAt`, set by the job service's `delete`). Those of a
 * candidate whose talent-pool consent runs past `now` are kept (docs/023-talent-pool.md "Consent and retention").
 */
export async function expiredApplications(
  strapi: Core.Strapi,
  days: number,
  now: Date,
  batch: number,
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const jobs: Array<{ id: number }> = await strapi.db.query('api::job.job').findMany({
    select: ['id'],
    where: {
      $or: [{ validThrough: { $lt: cutoff } }, { status: 'closed', updatedAt: { $lt: cutoff } }],
    },
  });
  const expiredWhere = [
    { jobDeletedAt: { $lt: cutoff } },
    ...(jobs.length > 0 ? [{ job: { id: { $in: jobs.map((job) => job.id) } } }] : []),
    // The job-less record holding the resume of a candidate added by staff: kept for the pool period from when it was
    // added (docs/023-talent-pool.md "Added by staff").
    {
      source: 'sourced',
      job: { id: { $null: true } },
      jobDeletedAt: { $null: true },
      appliedAt: { $lt: poolConsentUntil(now, -poolMonths()).toISOString() },
    },
  ];
  const expired: Array<{ documentId: string }> = await strapi.db.query(UID).findMany({
    select: ['documentId'],
    // A candidate in the talent pool keeps their applications until the pool consent ends.
    where: { $and: [{ $or: expiredWhere }, notKeptByPool(now)] },
    limit: batch,
  });
  return expired.map((application) => application.documentId);
}

/**
 * Deletes the applications (with their resumes, notes and history, and an audit entry each) of `expiredApplications`
 * (`days`: `APPLICATION_RETENTION_DAYS`, the contract's `applicationRetentionDays`). At most `batch` applications a run;
 * the task runs again.
 * @returns how many applications were deleted.
 */
export async function deleteExpiredApplications(
  context: ApplicationContext,
  days: number,
  now = new Date(),
  batch = 200,
): Promise<number> {
  const expired = await expiredApplications(context.strapi, days, now, batch);
  for (const documentId of expired) {
    await removeApplicationWithResume(context, documentId, SYSTEM_ACTOR, 'retention-delete');
  }
  return expired.length;
}

/**
 * The stored resume of an application, as a stream with its original name and MIME type.
 * @throws NotFoundError (404) when the application or its file is missing; the storage's own error when it fails.
 */
export async function openResume({ strapi, storage }: ApplicationContext, documentId: string) {
  const application = await findApplication(strapi, documentId);
  const resume = application.resume;
  if (!resume?.storageKey) throw new errors.NotFoundError('This application has no resume.');
  try {
    return {
      stream: await storage.open(resume.storageKey),
      name: resume.name,
      mime: resume.mime,
      size: resume.size,
    };
  } catch (error) {
    // A storage out of reach is a server error, not a missing file.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new errors.NotFoundError('The resume file is missing from storage.');
  }
}
