import {
  clientKey,
  HIRING_REQUEST_CONVERTIBLE,
  HIRING_REQUEST_STATUS_VALUES,
  HIRING_REQUEST_TRANSITIONS,
  hiringRequestInputSchema,
  hiringRequestStatusFrom,
  hiringRequestStatusLabel,
  mayMoveHiringRequest,
  screeningQuestionsOfRequest,
  type HiringRequestInput,
  type HiringRequestStatus,
} from '@agency/contract';
import { factories, type Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { recordAudit, SYSTEM_ACTOR } from '../../../lib/audit';
import { escapeHtml } from '../../../lib/emails';
import { checkedOwnerId } from '../../../lib/job-ownership';
import { enqueueHiringRequestEmails } from '../../../lib/notifications';
import { checkResume, type CheckedFileSubject, type UploadedFile } from '../../../lib/resume-file';
import { resumeStorageFromEnv, type ResumeStorage } from '../../../lib/resume-storage';
import { deleteUnchangedSince } from '../../../lib/retention';
import { parseOrThrow, statusOnly } from '../../../lib/validation';

const UID = 'api::hiring-request.hiring-request';
const JOB_UID = 'api::job.job';

/** The audit action of Convert to job (docs/024-employers.md "In the back-office"). */
export const CONVERT_ACTION = 'hiring-request-convert';

/** What staff read of the job a request was converted to (GET /hiring-requests/:documentId). */
export const CONVERTED_JOB_FIELDS = ['documentId', 'title', 'status'] as const;

/**
 * The job description file as `checkResume` names it (lib/resume-file.ts): the resume's types and limit, its own words,
 * reported on the field `jobDescription`.
 */
export const JOB_DESCRIPTION_SUBJECT: CheckedFileSubject = { field: 'jobDescription', name: 'job description' };

/**
 * What the functions that store, read or delete a request's job description file work with: Strapi, and the private
 * storage of resumes (lib/resume-storage.ts), where the file is kept as a resume is.
 */
export interface HiringRequestContext {
  strapi: Core.Strapi;
  storage: ResumeStorage;
}

/** A stored job description file (the `application.resume` component: the storage key stays private). */
interface StoredFile {
  name: string;
  mime: string;
  size: number;
  storageKey: string;
}

/**
 * Hiring requests (docs/024-employers.md, issue 22): a validated public create with its two e-mails and its optional job
 * description file, the staff's status moves, Convert to job, the file's download, deletion (with the file) and their
 * retention. Each method is a function of this module.
 */
export default factories.createCoreService(UID, ({ strapi }) => {
  const context: HiringRequestContext = { strapi, storage: resumeStorageFromEnv(strapi.dirs.app.root) };
  return {
    submit: (data: unknown, upload?: UploadedFile) => submitHiringRequest(context, data, upload),
    setStatus: (documentId: string, data: unknown) => setHiringRequestStatus(strapi, documentId, data),
    convert: (documentId: string, user: { id: number; username?: string }) =>
      convertHiringRequest(strapi, documentId, user),
    remove: (documentId: string) => removeHiringRequest(context, documentId),
    openJobDescription: (documentId: string) => openJobDescription(context, documentId),
    deleteExpired: (days: number, now?: Date, batch?: number) => deleteExpiredHiringRequests(context, days, now, batch),
    fillCompanyKeys: (batch?: number) => fillCompanyKeys(strapi, batch),
  };
});

/** A refusal of Convert to job because the request is converted or declined already: the controller's 409. */
export class HiringRequestConflict extends Error {}

/**
 * The row a checked request is stored as: the contract's input with its empty optional values left out (stored as
 * null: a date or an enumeration column takes no empty string), the countries applicants may live in only for remote
 * work, the status `new`, and its company's key (`companyKey`, the contract's `clientKey`: the client's page lists the
 * requests of its key, docs/024-employers.md "Clients").
 */
export function storedHiringRequest(input: HiringRequestInput) {
  const unlessEmpty = <T>(value: T | '' | null | undefined) => (value === '' || value === null ? undefined : value);
  return {
    ...input,
    phone: unlessEmpty(input.phone),
    country: unlessEmpty(input.country),
    city: unlessEmpty(input.city),
    applicantLocations: input.workplace === 'remote' ? input.applicantLocations : [],
    salaryMin: unlessEmpty(input.salaryMin),
    salaryMax: unlessEmpty(input.salaryMax),
    salaryCurrency: unlessEmpty(input.salaryCurrency),
    salaryPeriod: unlessEmpty(input.salaryPeriod),
    startDate: unlessEmpty(input.startDate),
    status: 'new' as const,
    companyKey: clientKey(input.company),
  };
}

/**
 * Stores one hiring request as `new` with its optional job description file and, in the same transaction, its e-mails
 * (lib/notifications.ts `enqueueHiringRequestEmails`: the acknowledgement to the employer, the staff alert, which name
 * the file and its size). docs/024-employers.md "What happens when it is sent". All or nothing, as an application's
 * resume (job-application service `submitApplication`): the file is checked by name, size and content
 * (`checkResume`), saved to the private storage before the row, and removed again when the row cannot be stored; a
 * crash in between leaves only a file without a row, which `removeOrphanResumes` takes later.
 * @returns { documentId }.
 * @throws ValidationError (400) naming the bad fields (the contract's `hiringRequestInputSchema`) or the file
 *   (`jobDescription`: wrong type, empty, content that does not match its name); PayloadTooLargeError (413) for a file
 *   over the resume's limit.
 */
export async function submitHiringRequest(
  { strapi, storage }: HiringRequestContext,
  data: unknown,
  upload?: UploadedFile,
): Promise<{ documentId: string }> {
  const input = parseOrThrow(hiringRequestInputSchema, data);
  const checked = upload ? await checkResume(upload, JOB_DESCRIPTION_SUBJECT) : null;
  const storageKey = upload && checked ? await storage.save(upload.filepath, checked.extension) : null;
  const jobDescription =
    checked && storageKey ? { name: checked.name, mime: checked.mime, size: checked.size, storageKey } : null;
  try {
    return await strapi.db.transaction(async () => {
      const created = await strapi.documents(UID).create({
        data: { ...storedHiringRequest(input), ...(jobDescription ? { jobDescription } : {}) },
      });
      await enqueueHiringRequestEmails(strapi, { ...input, documentId: created.documentId, jobDescription });
      return { documentId: created.documentId };
    });
  } catch (error) {
    if (storageKey) {
      await storage.remove(storageKey).catch((removeError: unknown) => {
        strapi.log.error(`Could not remove job description ${storageKey} of a failed hiring request`, {
          err: removeError,
        });
      });
    }
    throw error;
  }
}

/**
 * Deletes a request with its job description file (docs/024-employers.md "API"): the row (Strapi's document service,
 * which takes the file's component row and the link to its job with it; the job stays) and, when `audit` is given, an
 * audit entry (`action` by `actor`, no personal data) in one transaction; then the file. A file that cannot be removed
 * is logged and left to `removeOrphanResumes`, which takes files no row refers to.
 * @throws NotFoundError (404) for an unknown request.
 */
export async function removeHiringRequest(
  { strapi, storage }: HiringRequestContext,
  documentId: string,
  audit?: { action: string; actor: string },
): Promise<void> {
  const file = await strapi.db.transaction(async () => {
    const found = (await strapi.documents(UID).findOne({
      documentId,
      fields: ['documentId'],
      populate: { jobDescription: true },
    })) as { jobDescription?: StoredFile | null } | null;
    if (!found) throw new errors.NotFoundError('Hiring request not found');
    await strapi.documents(UID).delete({ documentId });
    if (audit) await recordAudit(strapi, { ...audit, subjectType: UID, subjectId: documentId });
    return found.jobDescription ?? null;
  });
  if (file?.storageKey) {
    await storage.remove(file.storageKey).catch((error: unknown) => {
      strapi.log.error(`Could not remove job description ${file.storageKey}`, { err: error });
    });
  }
}

/**
 * A request's job description file for staff (GET /hiring-requests/:documentId/job-description): a stream of it with its
 * name, MIME type and size.
 * @throws NotFoundError (404) when the request, its file or the stored file is missing; the storage's own error when it
 *   fails otherwise (a storage out of reach is a server error, not a missing file).
 */
export async function openJobDescription({ strapi, storage }: HiringRequestContext, documentId: string) {
  const found = (await strapi.documents(UID).findOne({
    documentId,
    fields: ['documentId'],
    populate: { jobDescription: true },
  })) as { jobDescription?: StoredFile | null } | null;
  if (!found) throw new errors.NotFoundError('Hiring request not found');
  const file = found.jobDescription;
  if (!file?.storageKey) throw new errors.NotFoundError('This hiring request has no job description file.');
  try {
    return { stream: await storage.open(file.storageKey), name: file.name, mime: file.mime, size: file.size };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new errors.NotFoundError('The job description file is missing from storage.');
  }
}

/**
 * The status of a staff change to a request: `data` must hold `status` (one of the contract's statuses) and nothing
 * else. @throws ValidationError (400) for another field or value.
 */
export function parseHiringRequestStatus(data: unknown): HiringRequestStatus {
  return statusOnly(data, hiringRequestStatusFrom, HIRING_REQUEST_STATUS_VALUES, 'a hiring request');
}

/**
 * Sets a request's status by hand (docs/024-employers.md "In the back-office"): only to a status the contract's
 * `HIRING_REQUEST_TRANSITIONS` allows from the current one (`converted` never: Convert to job sets it); the same status
 * again changes nothing. @returns the request.
 * @throws ValidationError (400) for another field, an unknown status or a move the transitions refuse; NotFoundError (404).
 */
export async function setHiringRequestStatus(strapi: Core.Strapi, documentId: string, data: unknown) {
  const status = parseHiringRequestStatus(data);
  const existing = await strapi.documents(UID).findOne({ documentId, fields: ['status'] });
  if (!existing) throw new errors.NotFoundError('Hiring request not found');
  const from = hiringRequestStatusFrom(existing.status) ?? 'new';
  if (from !== status && !mayMoveHiringRequest(from, status)) {
    const allowed = HIRING_REQUEST_TRANSITIONS[from].map(hiringRequestStatusLabel);
    throw new errors.ValidationError(
      `A hiring request cannot move from ${hiringRequestStatusLabel(from)} to ${hiringRequestStatusLabel(status)}` +
        (status === 'converted' ? ': use Convert to job.' : '.') +
        (allowed.length > 0 ? ` From ${hiringRequestStatusLabel(from)} it may move to: ${allowed.join(', ')}.` : ''),
      { errors: [{ path: ['status'], message: 'status cannot move there', name: 'ValidationError' }] },
    );
  }
  return strapi.documents(UID).update({ documentId, data: { status } });
}

/**
 * Plain text as a job description's HTML (the rich-text editor's format, seed/jobs.ts): one `<p>` per block separated
 * by a blank line, `<br>` for a single line break, every character that could open markup escaped (lib/emails.ts
 * `escapeHtml`). Empty text gives ''.
 */
export function textAsHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .map((block) => `<p>${block.split(/\r?\n/).map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/** A stored hiring request as Convert to job reads it (empty values are null). */
interface StoredRequest {
  id: number;
  documentId: string;
  status: string;
  roleTitle: string;
  company: string;
  workplace: string;
  country: string | null;
  city: string | null;
  applicantLocations: string[] | null;
  employmentType: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: string | null;
  requirements: string | null;
  mustHaves: string[] | null;
  screeningPresets: string[] | null;
}

/**
 * The draft job a request becomes (docs/024-employers.md "In the back-office"): its company, role title as the title,
 * place (workplace, country, city, the applicant countries only for remote work), employment type as the job type,
 * salary, its requirements as the description's text (`textAsHtml`), and its screening questions: the ready-made ones
 * the employer ticked and each must-have as a knockout (the contract's `screeningQuestionsOfRequest`), owned by `ownerId`.
 */
export function jobFromHiringRequest(request: StoredRequest, ownerId: number) {
  return {
    title: request.roleTitle,
    company: request.company,
    status: 'draft',
    workplace: request.workplace,
    country: request.country ?? null,
    city: request.city ?? null,
    applicantLocations: request.workplace === 'remote' ? (request.applicantLocations ?? []) : [],
    type: request.employmentType,
    salaryMin: request.salaryMin ?? null,
    salaryMax: request.salaryMax ?? null,
    salaryCurrency: request.salaryCurrency ?? null,
    salaryPeriod: request.salaryPeriod ?? null,
    description: textAsHtml(request.requirements ?? ''),
    screeningQuestions: screeningQuestionsOfRequest(request),
    owner: ownerId,
  };
}

/**
 * Convert to job (docs/024-employers.md "In the back-office"), in one transaction: the request is claimed (its status
 * moved to `converted` only if it is one of the contract's `HIRING_REQUEST_CONVERTIBLE`, so two clicks make one job),
 * a draft job is created by the job service as staff create one (slug, the job rules, page invalidation and first
 * opening through the document service), owned by `user`, the request is linked to it (the job's `hiringRequest`), and
 * an audit entry `hiring-request-convert` is recorded.
 * @returns the job's documentId and title.
 * @throws NotFoundError (404); HiringRequestConflict (the controller's 409) when converted or declined already;
 *   ValidationError (400) when the job service refuses the job or the user may not own a job.
 */
export async function convertHiringRequest(
  strapi: Core.Strapi,
  documentId: string,
  user: { id: number; username?: string },
): Promise<{ documentId: string; title: string }> {
  return strapi.db.transaction(async () => {
    const request = (await strapi.db.query(UID).findOne({ where: { documentId } })) as StoredRequest | null;
    if (!request) throw new errors.NotFoundError('Hiring request not found');
    const { count } = await strapi.db.query(UID).updateMany({
      where: { id: request.id, status: { $in: [...HIRING_REQUEST_CONVERTIBLE] } },
      data: { status: 'converted', updatedAt: new Date() },
    });
    if (count === 0) {
      const now = await strapi.db.query(UID).findOne({ where: { documentId }, select: ['status'] });
      throw new HiringRequestConflict(
        `This hiring request is ${hiringRequestStatusLabel(now?.status ?? request.status).toLowerCase()}: only a new ` +
          'request or one in discussion can be converted to a job.',
      );
    }
    const ownerId = await checkedOwnerId(strapi, user.id);
    const job = (await strapi.service(JOB_UID).create({ data: jobFromHiringRequest(request, ownerId) })) as {
      documentId: string;
      title: string;
    };
    await strapi.documents(UID).update({ documentId, data: { job: job.documentId } });
    await recordAudit(strapi, {
      action: CONVERT_ACTION,
      subjectType: UID,
      subjectId: documentId,
      jobDocumentId: job.documentId,
      actor: user.username ?? SYSTEM_ACTOR,
    });
    return { documentId: job.documentId, title: job.title };
  });
}

/**
 * Retention (docs/024-employers.md: after the enquiries' period, `ENQUIRY_RETENTION_DAYS`): deletes the requests last
 * changed more than `days` days before `now`, each with its job description file (`removeHiringRequest`) and an audit
 * entry `retention-delete` by `system`, as the enquiries' (lib/retention.ts `deleteUnchangedSince`). A converted
 * request's job stays. At most `batch` a run.
 * @returns how many requests were deleted.
 */
export function deleteExpiredHiringRequests(
  context: HiringRequestContext,
  days: number,
  now = new Date(),
  batch = 200,
) {
  return deleteUnchangedSince(context.strapi, UID, days, now, batch, ({ documentId }) =>
    removeHiringRequest(context, documentId, { action: 'retention-delete', actor: SYSTEM_ACTOR }),
  );
}

/**
 * Gives every request stored before `companyKey` existed its company's key (the contract's `clientKey`; docs/024-
 * employers.md "Clients"), `batch` at a time in id order, each batch in one transaction; run at every start.
 * Idempotent: a second run finds nothing.
 * @returns how many requests got their key.
 */
export async function fillCompanyKeys(strapi: Core.Strapi, batch = 500): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = (await strapi.db.query(UID).findMany({
      where: { companyKey: { $null: true } },
      select: ['id', 'company'],
      orderBy: { id: 'asc' },
      limit: batch,
    })) as Array<{ id: number; company: string | null }>;
    if (rows.length === 0) return filled;
    await strapi.db.transaction(async () => {
      for (const row of rows) {
        await strapi.db
          .query(UID)
          .update({ where: { id: row.id }, data: { companyKey: clientKey(row.company ?? '') } });
      }
    });
    filled += rows.length;
    if (rows.length < batch) return filled;
  }
}
