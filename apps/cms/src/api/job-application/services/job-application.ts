import { createHash } from 'crypto';
import {
  APPLICATION_CONSENT_TEXT,
  applicationInputSchema,
  applicationNoteSchema,
  decisionEmailSchema,
  isFinalStatus,
  isJobOpen,
  type ApplicationStatus,
} from '@agency/contract';
import { factories, type Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { assertStatusTransition } from '../../../lib/application-status';
import { recordAudit, SYSTEM_ACTOR } from '../../../lib/audit';
import { DAY_MS } from '../../../lib/weeks';
import { enqueueApplicationEmails, enqueueDecisionEmail } from '../../../lib/notifications';
import { resumeStorageFromEnv } from '../../../lib/resume-storage';
import { checkResume, type UploadedFile } from '../../../lib/resume-file';
import { isUniqueViolation } from '../../../lib/database-errors';
import { parseOrThrow, type FieldError } from '../../../lib/validation';

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

/**
 * Job applications (DESIGN §5): one atomic public submission, status changes that follow spec §4, deletion
 * that takes the resume file with it, and the resume download for staff.
 */
export default factories.createCoreService(UID, ({ strapi }) => {
  const storage = resumeStorageFromEnv(strapi.dirs.app.root);

  /** The job an application names, by documentId or numeric id. @throws ValidationError if none or closed. */
  async function findOpenJob(reference: string | number) {
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
    return job as { id: number; documentId: string; title: string; company?: string | null };
  }

  /**
   * The stored form of a submission's idempotency key: scoped to the job and the applicant's e-mail, so that two
   * applicants whose forms happen to carry the same key (a page served from a cache) are never taken for one.
   */
  const scopedKey = (key: string, job: string, email: string) =>
    createHash('sha256').update(`${key}\n${job}\n${email}`).digest('hex');

  /** What the applicant is told about a stored application (the first answer, for a retried submission). */
  async function submittedWith(idempotencyKey: string) {
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
   * with that e-mail is a duplicate of (issue 11). E-mails are stored lowercased (the contract's `emailField`), so an
   * equality on the indexed `email` column is the case-insensitive match.
   */
  async function earliestApplicationOf(jobId: number, email: string) {
    const earliest = await strapi.db.query(UID).findOne({
      where: { email, job: { id: jobId } },
      select: ['id', 'documentId'],
      orderBy: [{ appliedAt: 'asc' }, { id: 'asc' }],
    });
    return earliest ? { id: earliest.id as number, documentId: earliest.documentId as string } : null;
  }

  /** The ids of the rows of `uid` (a note or a status change) that belong to the application `applicationId`. */
  async function rowsOf(uid: typeof NOTE_UID | typeof STATUS_CHANGE_UID, applicationId: number): Promise<number[]> {
    const rows: Array<{ id: number }> = await strapi.db
      .query(uid)
      .findMany({ where: { application: { id: applicationId } }, select: ['id'] });
    return rows.map((row) => row.id);
  }

  async function findApplication(documentId: string) {
    const application = await strapi.documents(UID).findOne({ documentId, populate: ['resume'] });
    if (!application) throw new errors.NotFoundError('Application not found');
    // Narrowed to what the schemas require (see StoredApplication).
    return application as StoredApplication;
  }

  return {
    /**
     * Validates and stores a public application with its resume, all or nothing: on any failure no row and no
     * file remain. `job_status` starts Pending and `appliedAt`/`consentAt` are the server's time.
     * A submission with an `idempotencyKey` that was stored before (a retry, a second click, also two at once)
     * returns the first application instead of storing a second one; `replayed` says so.
     * @returns the application's id, documentId, job_status and appliedAt, and whether it was stored before.
     * @throws ValidationError (400) naming the bad fields; PayloadTooLargeError (413) for a resume over 5 MB.
     */
    async submit(data: Record<string, unknown>, resumeUpload: UploadedFile | undefined) {
      const missingResume: FieldError[] = resumeUpload
        ? []
        : [{ path: ['resume'], message: 'resume is required', name: 'ValidationError' }];
      const input = parseOrThrow(applicationInputSchema, data, missingResume);
      const resume = await checkResume(resumeUpload!);
      const job = await findOpenJob(input.job);
      const idempotencyKey = input.idempotencyKey ? scopedKey(input.idempotencyKey, job.documentId, input.email) : null;
      if (idempotencyKey) {
        const first = await submittedWith(idempotencyKey);
        if (first) return { ...first, replayed: true };
      }

      // The file is written before the row: a crash in between leaves only a file, which the next start removes
      // (`removeOrphanResumes`); never a row without its file.
      const storageKey = await storage.save(resumeUpload!.filepath, resume.extension);
      try {
        const now = new Date();
        // Straight through Strapi's query engine, in one transaction: the row, its resume component and its job
        // link, four inserts. Everything was validated above (applicationInputSchema); the document service would
        // validate again and read back what it wrote, which tripled the CMS's work under a crowd (issue 8).
        const created = await strapi.db.transaction(async () => {
          // Issue 11: an earlier application with this e-mail to this job makes this one its duplicate. Stored all the
          // same, and the applicant's answer does not change (it never tells a stranger whether an e-mail applied).
          const earlierApplication = await earliestApplicationOf(job.id, input.email);
          const stored = await strapi.db.query('application.resume').create({
            data: { name: resume.name, mime: resume.mime, size: resume.size, storageKey },
          });
          const application = await strapi.db.query(UID).create({
            select: ['id', 'documentId'],
            data: {
              fullName: input.fullName,
              email: input.email,
              phone: input.phone,
              coverLetter: input.coverLetter,
              job: job.id,
              job_status: 'Pending',
              appliedAt: now,
              consent: true,
              consentAt: now,
              consentText: APPLICATION_CONSENT_TEXT,
              idempotencyKey,
              duplicateOf: earlierApplication?.id ?? null,
              // The component link the document service writes (core document-service/components.js).
              resume: { id: stored.id, __pivot: { field: 'resume', component_type: 'application.resume' } },
              createdAt: now,
              updatedAt: now,
              publishedAt: now,
            },
          });
          // The applicant's confirmation and the staff alert, recorded with the application (lib/outbox.ts).
          await enqueueApplicationEmails(
            strapi,
            { ...input, documentId: application.documentId, job },
            earlierApplication !== null,
          );
          return application;
        });
        return {
          id: created.id as number,
          documentId: created.documentId as string,
          job_status: 'Pending' as const,
          appliedAt: now.toISOString(),
          replayed: false,
        };
      } catch (error) {
        // No row: the file goes too. Should that fail as well (the storage out of reach), the file is an orphan that
        // `removeOrphanResumes` takes later (at a start, or the daily retention); the applicant gets the first error.
        await storage.remove(storageKey).catch((removeError: unknown) => {
          strapi.log.error(`Could not remove resume ${storageKey} of a failed application: ${String(removeError)}`);
        });
        // The same submission, stored by a request that ran at the same time: the unique index decided.
        const first = idempotencyKey && isUniqueViolation(error) ? await submittedWith(idempotencyKey) : null;
        if (first) return { ...first, replayed: true };
        throw error;
      }
    },

    /**
     * How many applications each job has (issue 11: the staff jobs list), one GROUP BY over the application→job link.
     * @param jobDocumentIds the jobs asked about (at most 100); a job without applications counts 0.
     * @returns { [jobDocumentId]: count }
     */
    async countsByJob(jobDocumentIds: readonly string[]): Promise<Record<string, number>> {
      const counts: Record<string, number> = Object.fromEntries(jobDocumentIds.map((id) => [id, 0]));
      if (jobDocumentIds.length === 0) return counts;
      // The link table as Strapi's metadata names it (job_applications_job_lnk and its two columns).
      const link = (strapi.db.metadata.get(UID).attributes.job as { joinTable: JoinTable }).joinTable;
      const jobs = strapi.db.metadata.get('api::job.job').tableName;
      const rows: Array<{ documentId: string; count: number | string }> = await strapi.db
        .connection(link.name)
        .join(jobs, `${jobs}.id`, `${link.name}.${link.inverseJoinColumn.name}`)
        .whereIn(`${jobs}.document_id`, [...jobDocumentIds])
        .groupBy(`${jobs}.document_id`)
        .select(`${jobs}.document_id as documentId`)
        .count({ count: `${link.name}.${link.joinColumn.name}` });
      for (const row of rows) counts[row.documentId] = Number(row.count);
      return counts;
    },

    /**
     * Deletes resume files that no application refers to, written before `before` (this process's start): what a
     * crash between writing the file and storing the row left behind. Files written since are a running request's.
     * @returns how many files were removed.
     */
    async removeOrphanResumes(before: Date): Promise<number> {
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
    },

    /**
     * Moves an application to a new status (spec §4). Only `job_status` may change: what the applicant sent
     * is their record and stays as sent. The change is recorded in the application's history (from, to, `actor`,
     * when; issue 11) in the same transaction; a refused move records nothing.
     * @param actor the staff user's username (`SYSTEM_ACTOR` for the seed).
     * @param email with a move to Accepted or Rejected, the decision email to the applicant ({ subject, message },
     *   the contract's `decisionEmailSchema`), recorded in the outbox in the same transaction; absent: none is sent.
     * @throws NotFoundError (404); ValidationError (400) for other fields, a move the spec does not allow, or an
     *   email that is invalid or goes with a move that is not final.
     */
    async changeStatus(documentId: string, data: unknown, actor: string = SYSTEM_ACTOR, email?: unknown) {
      const changes = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
      const others = Object.keys(changes).filter((key) => key !== 'job_status');
      if (others.length > 0 || !('job_status' in changes)) {
        throw new errors.ValidationError('Only job_status can be changed on an application.', { fields: others });
      }
      const decision = email === undefined || email === null ? null : parseOrThrow(decisionEmailSchema, email);
      if (decision && !isFinalStatus(String(changes.job_status))) {
        throw new errors.ValidationError('An email to the applicant goes only with a move to Accepted or Rejected.');
      }
      return strapi.db.transaction(async () => {
        const application = await findApplication(documentId);
        const to = changes.job_status;
        assertStatusTransition(application.job_status, to);
        // The decision email is recorded with the move (lib/outbox.ts sends it): both or neither.
        if (decision) await enqueueDecisionEmail(strapi, { to: String(application.email), ...decision });
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
        return updated;
      });
    },

    /**
     * Adds a staff note to an application (issue 11): `data.text` (the contract's `applicationNoteSchema`: 1 to
     * APPLICATION_NOTE_MAX characters), written by `author` now.
     * @returns the note: { documentId, text, author, writtenAt (ISO 8601) }.
     * @throws ValidationError (400) for a missing or too long text; NotFoundError (404) for an unknown application.
     */
    async addNote(documentId: string, data: unknown, author: string) {
      const { text } = parseOrThrow(applicationNoteSchema, data);
      const application = await strapi.db.query(UID).findOne({ where: { documentId }, select: ['id'] });
      if (!application) throw new errors.NotFoundError('Application not found');
      const now = new Date();
      const note = await strapi.db.query(NOTE_UID).create({
        select: ['documentId', 'text', 'author', 'writtenAt'],
        data: { text, author, writtenAt: now, application: application.id, createdAt: now, updatedAt: now },
      });
      return {
        documentId: note.documentId as string,
        text: note.text as string,
        author: note.author as string,
        writtenAt: now.toISOString(),
      };
    },

    /**
     * Deletes an application with its notes and status history, and records who deleted it (an audit entry naming the
     * application and its job by documentId, no personal data; issue 11), all in one transaction; then its resume file.
     * @param actor the staff user's username (`system` for the retention task).
     * @param action what the audit entry calls it: `delete` (staff), `retention-delete` (the retention task).
     * @throws NotFoundError (404).
     */
    async removeWithResume(documentId: string, actor: string = SYSTEM_ACTOR, action = 'delete') {
      const application = await strapi.db.transaction(async () => {
        // One read: the row id (for its notes and history), the resume (removed below) and the job (for the audit).
        const found = (await strapi.documents(UID).findOne({ documentId, populate: ['resume', 'job'] })) as
          (StoredApplication & { job?: { documentId?: string } | null }) | null;
        if (!found) throw new errors.NotFoundError('Application not found');
        for (const uid of [NOTE_UID, STATUS_CHANGE_UID] as const) {
          const ids = await rowsOf(uid, Number(found.id));
          if (ids.length > 0) await strapi.db.query(uid).deleteMany({ where: { id: { $in: ids } } });
        }
        await strapi.documents(UID).delete({ documentId });
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
          strapi.log.error(`Could not remove resume ${application.resume?.storageKey}: ${String(error)}`);
        });
      }
    },

    /**
     * Deletes the applications (with their resumes, notes and history, and an audit entry each) whose job closed
     * more than `days` ago (issue 11 "Retention"; `APPLICATION_RETENTION_DAYS`, the contract's
     * `applicationRetentionDays`). A job closed at its closing date (`validThrough`) when it has passed, else, when
     * staff closed it, at its last change (`updatedAt`: a later edit of a closed job only keeps its applications
     * longer); when staff deleted it, at that moment (`jobDeletedAt`, set by the job service's `delete`). At most
     * `batch` applications a run; the task runs again.
     * @returns how many applications were deleted.
     */
    async deleteExpiredApplications(days: number, now = new Date(), batch = 200): Promise<number> {
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
      ];
      const expired: Array<{ documentId: string }> = await strapi.db.query(UID).findMany({
        select: ['documentId'],
        where: { $or: expiredWhere },
        limit: batch,
      });
      for (const { documentId } of expired) await this.removeWithResume(documentId, SYSTEM_ACTOR, 'retention-delete');
      return expired.length;
    },

    /**
     * The stored resume of an application, as a stream with its original name and MIME type.
     * @throws NotFoundError (404) when the application or its file is missing; the storage's own error when it fails.
     */
    async openResume(documentId: string) {
      const application = await findApplication(documentId);
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
    },
  };
});
