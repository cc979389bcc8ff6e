import { randomUUID } from 'crypto';
import {
  PERSONAL_DATA_ERASE_ACTION,
  PERSONAL_DATA_KINDS,
  personalDataRequestSchema,
  publicCompany,
  type PersonalDataCounts,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { recordAudit } from '../../../lib/audit';
import {
  erasureEntry,
  erasureHash,
  erasureKeyId,
  erasureLogFromEnv,
  erasureLogKey,
  normalisedAddress,
  type ErasureLog,
} from '../../../lib/erasure-log';
import { addressesIn, jsonDocument, mentionsAddress, safeFileName } from '../../../lib/personal-data';
import { resumeStorageFromEnv, type ResumeStorage } from '../../../lib/resume-storage';
import { resumeTextOf } from '../../../lib/resume-text';
import { parseOrThrow } from '../../../lib/validation';
import { zipStream, type ZipEntry } from '../../../lib/zip-stream';
import { deleteJobAlertsByEmail, listJobAlertsByEmail } from '../../job-alert/services/job-alert';
import { removeApplicationWithResume } from '../../job-application/services/job-application';
import { removeHiringRequest } from '../../hiring-request/services/hiring-request';
import { attachApplicant, tagsOf } from '../../candidate/services/candidate';
import { removeClientAccess } from '../../client-portal/services/client-access';
import { exportedSubmissions } from '../../submission/services/submission';
import { exportedInterviews } from '../../interview/services/interview';

const APPLICATION_UID = 'api::job-application.job-application';
const NOTE_UID = 'api::application-note.application-note';
const STATUS_CHANGE_UID = 'api::application-status-change.application-status-change';
const CONTACT_UID = 'api::contact.contact';
const HIRING_REQUEST_UID = 'api::hiring-request.hiring-request';
const OUTBOX_UID = 'api::email-outbox.email-outbox';
const JOB_ALERT_UID = 'api::job-alert.job-alert';
const CANDIDATE_UID = 'api::candidate.candidate';
const CLIENT_CONTACT_UID = 'api::client-contact.client-contact';

/** Rows read (and deleted) at a time: an erasure or an export never holds a person's whole history in memory. */
export const PAGE = 50;

type Row = Record<string, unknown>;

/**
 * One kind of personal data (GDPR articles 15 and 17). Each kind the product stores about a person, found by
 * their e-mail address, is one source of `personalDataSources`: the lookup counts it, the export writes its rows (and
 * files), the erasure deletes it. Adding a kind is adding one source.
 */
export interface PersonalDataSource {
  /** The section of `personal-data.json` its rows go to. */
  key: string;
  /** How many of each kind of `PERSONAL_DATA_KINDS` it holds for the address. */
  count(email: string): Promise<Partial<PersonalDataCounts>>;
  /** Every row about the address as the export shows it (secrets such as keys and tokens left out), read in pages. */
  rows(email: string): AsyncIterable<Row>;
  /** The files that go into the ZIP beside the JSON. */
  files?(email: string): AsyncIterable<ZipEntry>;
  /** Deletes what it holds for the address. @returns how many of each kind were deleted. */
  erase(email: string, actor: string): Promise<Partial<PersonalDataCounts>>;
  /** Every address it holds anything about (repeats allowed), read in pages: whom the erasure log may name. */
  addresses(): AsyncIterable<string>;
}

/** What the sources work with: Strapi, and the resume storage the service opens once (lib/resume-storage.ts). */
export interface PersonalDataContext {
  strapi: Core.Strapi;
  storage: ResumeStorage;
}

/**
 * Erasure and access by e-mail address (docs/015-recruiter-workflow.md "Personal data: erasure and access"):
 * what is stored about a person (counts), all of it as one ZIP, and its deletion, first written to the erasure log
 * (lib/erasure-log.ts), which a restore re-applies (`reapplyErasureLog`; docs/021-operations.md "Backups and the
 * restore drill"). The address is checked and lower-cased by the contract (`personalDataRequestSchema`): e-mails are
 * stored lower-cased, so equality is the case-insensitive match. Each method is a function of this module.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const sources = personalDataSources({ strapi, storage: resumeStorageFromEnv(strapi.dirs.app.root) });
  const log = erasureLogFromEnv(strapi.dirs.app.root);
  return {
    emailOf: (input: unknown) => requestedEmail(input),
    summary: (email: string) => personalDataSummary(sources, email),
    exportZip: (email: string, now?: Date) => exportPersonalData(sources, email, now),
    erase: (email: string, actor: string) => erasePersonalData(strapi, sources, email, actor, log),
    reapplyErasureLog: (actor: string) => reapplyErasureLog(strapi, sources, log, actor),
  };
};

/** Drops `keys` from a row. */
const without = (row: Row, ...keys: string[]): Row =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)));

/** Every row of `uid` matching `where`, `PAGE` at a time in id order (a keyset, so deletions between pages are safe). */
export async function* pagedRows(
  strapi: Core.Strapi,
  uid:
    | typeof APPLICATION_UID
    | typeof CONTACT_UID
    | typeof HIRING_REQUEST_UID
    | typeof OUTBOX_UID
    | typeof JOB_ALERT_UID
    | typeof CANDIDATE_UID
    | typeof CLIENT_CONTACT_UID,
  where: Row,
  extra: Row = {},
): AsyncGenerator<Row> {
  let after = 0;
  for (;;) {
    const page: Row[] = await strapi.db.query(uid).findMany({
      ...extra,
      where: { ...where, id: { $gt: after } },
      orderBy: { id: 'asc' },
      limit: PAGE,
    });
    yield* page;
    if (page.length < PAGE) return;
    after = Number(page[page.length - 1].id);
  }
}

/** The values of `field` of every row of `uid`, `PAGE` rows at a time (a source's `addresses`). */
async function* fieldOfEveryRow(
  strapi: Core.Strapi,
  uid:
    | typeof APPLICATION_UID
    | typeof CONTACT_UID
    | typeof HIRING_REQUEST_UID
    | typeof JOB_ALERT_UID
    | typeof CANDIDATE_UID
    | typeof CLIENT_CONTACT_UID,
  field: string,
): AsyncGenerator<string> {
  for await (const row of pagedRows(strapi, uid, {}, { select: ['id', field] })) {
    if (typeof row[field] === 'string') yield row[field];
  }
}

/** The path of an application's resume inside the ZIP: `resumes/<documentId>-<original name, made safe>`. */
export function resumePath(application: Row, resume: { name?: unknown }): string {
  return `resumes/${String(application.documentId)}-${safeFileName(typeof resume.name === 'string' ? resume.name : null)}`;
}

/**
 * An application (read with its resume, job, duplicate, notes and history) as the export shows it: without its
 * idempotency key, its resume without the storage key but with its path in the ZIP, notes and history without
 * their link back, its job's company as the applicant was told it (`publicCompany`).
 */
export function exportedApplication(application: Row): Row {
  const resume = application.resume as Row | null;
  const job = application.job as Row | null | undefined;
  return {
    ...without(application, 'idempotencyKey', 'resume', 'notes', 'history'),
    // The company as the applicant was told it: the agency for a confidential job (docs/024-employers.md).
    ...(job ? { job: { ...without(job, 'confidential'), company: publicCompany(job) } } : {}),
    resume: resume ? { ...without(resume, 'id', 'storageKey'), file: resumePath(application, resume) } : null,
    notes: ((application.notes as Row[] | null) ?? []).map((note) => without(note, 'application')),
    history: ((application.history as Row[] | null) ?? []).map((change) => without(change, 'application')),
  };
}

/**
 * The ZIP entry of a file of the private storage at `path`: the file byte for byte (stored, not deflated), or, when it
 * is missing from storage, `missing` as a note (`<path>.missing.txt`). The file is opened before its entry starts (one
 * file open at a time: the ZIP pulls entries in turn), so that a missing file becomes a note in the ZIP instead of a
 * download cut short.
 * @throws the storage's error other than a missing file (a storage out of reach fails the export rather than leave
 *   the file out).
 */
async function storedFileEntry(storage: ResumeStorage, storageKey: string, path: string, missing: string) {
  const file = await storage.open(storageKey).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!file) return { name: `${path}.missing.txt`, compress: true, open: () => [missing] } satisfies ZipEntry;
  return { name: path, compress: false, open: () => file } satisfies ZipEntry;
}

/**
 * The ZIP entry of an application's resume (`storedFileEntry` at `resumePath`), or null when it has none.
 * @throws the storage's error other than a missing file.
 */
export async function resumeEntry(storage: ResumeStorage, application: Row): Promise<ZipEntry | null> {
  const resume = application.resume as { name?: string; storageKey?: string } | null;
  if (!resume?.storageKey) return null;
  const note = `The resume "${resume.name ?? ''}" of application ${String(application.documentId)} is missing from the resume storage.\n`;
  return storedFileEntry(storage, resume.storageKey, resumePath(application, resume), note);
}

/**
 * The path of a hiring request's job description file inside the ZIP: `job-descriptions/<documentId>-<original name,
 * made safe>`.
 */
export function jobDescriptionPath(request: Row, file: { name?: unknown }): string {
  return `job-descriptions/${String(request.documentId)}-${safeFileName(typeof file.name === 'string' ? file.name : null)}`;
}

/**
 * A hiring request (read with its job and its job description file) as the export shows it: the file without its
 * storage key but with its path in the ZIP.
 */
export function exportedHiringRequest(request: Row): Row {
  const file = request.jobDescription as Row | null | undefined;
  return {
    ...without(request, 'jobDescription'),
    jobDescription: file ? { ...without(file, 'id', 'storageKey'), file: jobDescriptionPath(request, file) } : null,
  };
}

/**
 * The ZIP entry of the text extracted from an application's resume (docs/023-talent-pool.md "Resume text"), beside the
 * resume: `<resume path>.txt`, UTF-8; null when no text was kept (pending, a scan, a failure).
 */
export async function resumeTextEntry(strapi: Core.Strapi, application: Row): Promise<ZipEntry | null> {
  const resume = application.resume as { name?: string } | null;
  const text = resume ? (await resumeTextOf(strapi, [Number(application.id)])).get(Number(application.id))?.text : null;
  if (!resume || !text) return null;
  return { name: `${resumePath(application, resume)}.txt`, compress: true, open: () => [text] };
}

/**
 * Applications with their resumes (files) and the resumes' text, notes, status history, submissions to clients and
 * their interviews; each
 * deleted with `removeApplicationWithResume`
 * of the job-application service (its own audit entry, action `PERSONAL_DATA_ERASE_ACTION`).
 */
export function applicationSource({ strapi, storage }: PersonalDataContext): PersonalDataSource {
  const count = async (email: string) => {
    const [applicationCount, resumes, notes, statusChanges] = await Promise.all([
      strapi.db.query(APPLICATION_UID).count({ where: { email } }),
      strapi.db.query(APPLICATION_UID).count({ where: { email, resume: { id: { $notNull: true } } } }),
      strapi.db.query(NOTE_UID).count({ where: { application: { email } } }),
      strapi.db.query(STATUS_CHANGE_UID).count({ where: { application: { email } } }),
    ]);
    return { applications: applicationCount, resumes, notes, statusChanges };
  };
  return {
    key: 'applications',
    count,
    async *rows(email) {
      const populate = {
        resume: true,
        job: { select: ['documentId', 'title', 'company', 'confidential'] },
        duplicateOf: { select: ['documentId'] },
        notes: { orderBy: [{ writtenAt: 'asc' }, { id: 'asc' }] },
        history: { orderBy: [{ changedAt: 'asc' }, { id: 'asc' }] },
      };
      for await (const application of pagedRows(strapi, APPLICATION_UID, { email }, { populate })) {
        // Its submissions to the client, with their answers (docs/024-employers.md "Submissions and the client portal").
        const submissions = await exportedSubmissions(strapi, Number(application.id));
        // Their interviews, staff's feedback included as notes are (docs/025-placements.md "Interviews and calendar
        // invitations"); the erasure deletes them with the application (removeInterviewsOfApplication).
        const interviews = await exportedInterviews(strapi, Number(application.id));
        yield { ...exportedApplication(application), submissions, interviews };
      }
    },
    async *files(email) {
      const extra = { select: ['id', 'documentId'], populate: { resume: true } };
      for await (const application of pagedRows(strapi, APPLICATION_UID, { email }, extra)) {
        const entry = await resumeEntry(storage, application);
        if (entry) yield entry;
        const text = await resumeTextEntry(strapi, application);
        if (text) yield text;
      }
    },
    async erase(email, actor) {
      const counted = await count(email);
      // Always the first page: each pass deletes what it read.
      for (;;) {
        const page: Array<{ documentId: string }> = await strapi.db
          .query(APPLICATION_UID)
          .findMany({ where: { email }, select: ['documentId'], orderBy: { id: 'asc' }, limit: PAGE });
        for (const { documentId } of page) {
          await removeApplicationWithResume({ strapi, storage }, documentId, actor, PERSONAL_DATA_ERASE_ACTION);
        }
        if (page.length < PAGE) return counted;
      }
    },
    addresses: () => fieldOfEveryRow(strapi, APPLICATION_UID, 'email'),
  };
}

/**
 * The candidate keyed by the address (docs/023-talent-pool.md "Candidates"): name, phone, country, tags, availability.
 * First of the sources, so that its erasure counts it: the candidate goes, and the applications of other addresses
 * merged into it belong each to a candidate of their own address again (`attachApplicant`); the address's own
 * applications are the next source's to erase.
 */
export function candidateSource(strapi: Core.Strapi): PersonalDataSource {
  return {
    key: 'candidates',
    async count(email) {
      return { candidates: await strapi.db.query(CANDIDATE_UID).count({ where: { email } }) };
    },
    async *rows(email) {
      const candidate = await strapi.db.query(CANDIDATE_UID).findOne({
        where: { email },
        select: [
          'documentId',
          'email',
          'fullName',
          'phone',
          'country',
          'tags',
          'availability',
          'lastActivityAt',
          'createdAt',
          // Added by staff (docs/023-talent-pool.md "Added by staff"): the legal basis, who, when, from where.
          'legalBasis',
          'addedBy',
          'addedAt',
          'addedSource',
        ],
      });
      if (candidate) yield { ...candidate, tags: tagsOf(candidate.tags) };
    },
    async erase(email) {
      return strapi.db.transaction(async () => {
        const candidate = await strapi.db.query(CANDIDATE_UID).findOne({ where: { email }, select: ['id'] });
        if (!candidate) return { candidates: 0 };
        const others: Row[] = await strapi.db.query(APPLICATION_UID).findMany({
          where: { candidate: { id: candidate.id }, email: { $ne: email } },
          select: ['id', 'email', 'fullName', 'phone', 'country', 'appliedAt'],
          orderBy: [{ appliedAt: 'asc' }, { id: 'asc' }],
        });
        await strapi.db.query(CANDIDATE_UID).delete({ where: { id: candidate.id } });
        for (const application of others) {
          const candidateId = await attachApplicant(
            strapi,
            {
              email: String(application.email),
              fullName: String(application.fullName),
              phone: (application.phone as string | null) ?? null,
              country: (application.country as string | null) ?? null,
            },
            new Date(application.appliedAt as string),
          );
          await strapi.db
            .query(APPLICATION_UID)
            .update({ where: { id: application.id }, data: { candidate: candidateId } });
        }
        return { candidates: 1 };
      });
    },
    addresses: () => fieldOfEveryRow(strapi, CANDIDATE_UID, 'email'),
  };
}

/** Enquiries sent with the contact form. */
export function enquirySource(strapi: Core.Strapi): PersonalDataSource {
  return {
    key: 'enquiries',
    async count(email) {
      return { enquiries: await strapi.db.query(CONTACT_UID).count({ where: { email } }) };
    },
    rows: (email) => pagedRows(strapi, CONTACT_UID, { email }),
    async erase(email) {
      const { count } = await strapi.db.query(CONTACT_UID).deleteMany({ where: { email } });
      return { enquiries: count };
    },
    addresses: () => fieldOfEveryRow(strapi, CONTACT_UID, 'email'),
  };
}

/**
 * Hiring requests sent with the form at /hire (docs/024-employers.md): the contact's name, e-mail and phone, and the
 * job description file they sent (in the ZIP under `jobDescriptionPath`, byte for byte). Each row with its converted
 * job named (documentId and title); the job itself is the agency's and stays. Each deleted with its file by the
 * hiring-request service's `removeHiringRequest`.
 */
export function hiringRequestSource({ strapi, storage }: PersonalDataContext): PersonalDataSource {
  return {
    key: 'hiringRequests',
    async count(email) {
      return { hiringRequests: await strapi.db.query(HIRING_REQUEST_UID).count({ where: { email } }) };
    },
    async *rows(email) {
      const populate = { job: { select: ['documentId', 'title'] }, jobDescription: true };
      for await (const request of pagedRows(strapi, HIRING_REQUEST_UID, { email }, { populate })) {
        yield exportedHiringRequest(request);
      }
    },
    async *files(email) {
      const extra = { select: ['id', 'documentId'], populate: { jobDescription: true } };
      for await (const request of pagedRows(strapi, HIRING_REQUEST_UID, { email }, extra)) {
        const file = request.jobDescription as { name?: string; storageKey?: string } | null;
        if (!file?.storageKey) continue;
        const note = `The job description "${file.name ?? ''}" of hiring request ${String(request.documentId)} is missing from the resume storage.\n`;
        yield await storedFileEntry(storage, file.storageKey, jobDescriptionPath(request, file), note);
      }
    },
    async erase(email) {
      // One request at a time, with its file (the document service's delete also takes the link to the job).
      let deleted = 0;
      const rows = pagedRows(strapi, HIRING_REQUEST_UID, { email }, { select: ['id', 'documentId'] });
      for await (const { documentId } of rows) {
        await removeHiringRequest({ strapi, storage }, String(documentId));
        deleted += 1;
      }
      return { hiringRequests: deleted };
    },
    addresses: () => fieldOfEveryRow(strapi, HIRING_REQUEST_UID, 'email'),
  };
}

/**
 * Client contacts (docs/024-employers.md "Clients"): a person at a client, their name, e-mail, phone and role, each row
 * with its client named (documentId and name); the client is the agency's and stays. No retention period: a contact is
 * kept while staff keep them. Erased with their client portal sign-in links and sessions; their name in the answers
 * they gave about candidates stays with those answers (the candidate's data).
 */
export function clientContactSource(strapi: Core.Strapi): PersonalDataSource {
  return {
    key: 'clientContacts',
    async count(email) {
      return { clientContacts: await strapi.db.query(CLIENT_CONTACT_UID).count({ where: { email } }) };
    },
    rows: (email) =>
      pagedRows(strapi, CLIENT_CONTACT_UID, { email }, { populate: { client: { select: ['documentId', 'name'] } } }),
    async erase(email) {
      // One row at a time: unlike `delete`, the query layer's `deleteMany` leaves the link to the client behind.
      let deleted = 0;
      for await (const { id } of pagedRows(strapi, CLIENT_CONTACT_UID, { email }, { select: ['id'] })) {
        // With their client portal sign-in links and sessions (docs/024-employers.md "Submissions and the client portal").
        await strapi.db.transaction(async () => {
          await removeClientAccess(strapi, Number(id));
          await strapi.db.query(CLIENT_CONTACT_UID).delete({ where: { id } });
        });
        deleted += 1;
      }
      return { clientContacts: deleted };
    },
    addresses: () => fieldOfEveryRow(strapi, CLIENT_CONTACT_UID, 'email'),
  };
}

/**
 * Outbox messages to the address (confirmations, decisions) and about it: staff alerts name the applicant or the
 * visitor and their address in their text. A message counts when it is addressed to the address or its text
 * mentions the whole address (`mentionsAddress`; the database's LIKE only finds the candidates).
 */
export async function* outboxMessages(strapi: Core.Strapi, email: string, select?: string[]): AsyncGenerator<Row> {
  const candidates = pagedRows(
    strapi,
    OUTBOX_UID,
    { $or: [{ to: email }, { text: { $containsi: email } }] },
    select ? { select } : {},
  );
  for await (const message of candidates) {
    if (message.to === email || mentionsAddress(message.text as string, email)) yield message;
  }
}

/** The outbox messages of `outboxMessages`; erased `PAGE` ids at a time. */
export function emailSource(strapi: Core.Strapi): PersonalDataSource {
  return {
    key: 'emails',
    async count(email) {
      let count = 0;
      for await (const message of outboxMessages(strapi, email, ['id', 'to', 'text'])) count += message ? 1 : 0;
      return { emails: count };
    },
    async *rows(email) {
      for await (const message of outboxMessages(strapi, email)) {
        yield { ...message, about: message.to === email ? 'sent to them' : 'mentions them' };
      }
    },
    async erase(email) {
      let deleted = 0;
      let ids: number[] = [];
      const flush = async () => {
        if (ids.length === 0) return;
        const { count } = await strapi.db.query(OUTBOX_UID).deleteMany({ where: { id: { $in: ids } } });
        deleted += count;
        ids = [];
      };
      for await (const message of outboxMessages(strapi, email, ['id', 'to', 'text'])) {
        ids.push(Number(message.id));
        if (ids.length >= PAGE) await flush();
      }
      await flush();
      return { emails: deleted };
    },
    async *addresses() {
      for await (const message of pagedRows(strapi, OUTBOX_UID, {}, { select: ['id', 'to', 'text'] })) {
        if (typeof message.to === 'string') yield message.to;
        yield* addressesIn(message.text as string | null);
      }
    },
  };
}

/** Job alert subscriptions (the job-alert service's functions; their tokens never leave it). */
export function jobAlertSource(strapi: Core.Strapi): PersonalDataSource {
  return {
    key: 'jobAlerts',
    async count(email) {
      return { jobAlerts: (await listJobAlertsByEmail(strapi, email)).length };
    },
    async *rows(email) {
      yield* await listJobAlertsByEmail(strapi, email);
    },
    async erase(email) {
      return { jobAlerts: await deleteJobAlertsByEmail(strapi, email) };
    },
    addresses: () => fieldOfEveryRow(strapi, JOB_ALERT_UID, 'email'),
  };
}

/** Every kind of personal data, in the order of the export's JSON. */
export function personalDataSources(context: PersonalDataContext): readonly PersonalDataSource[] {
  return [
    candidateSource(context.strapi),
    applicationSource(context),
    enquirySource(context.strapi),
    hiringRequestSource(context),
    clientContactSource(context.strapi),
    jobAlertSource(context.strapi),
    emailSource(context.strapi),
  ];
}

/** A count of 0 for every kind of `PERSONAL_DATA_KINDS`, then what the sources found. */
export function countsFrom(parts: Array<Partial<PersonalDataCounts>>): PersonalDataCounts {
  return Object.assign(
    Object.fromEntries(PERSONAL_DATA_KINDS.map(({ key }) => [key, 0])) as PersonalDataCounts,
    ...parts,
  );
}

/** The request's address, checked and lower-cased. @throws ValidationError (400) for a missing or invalid one. */
export function requestedEmail(input: unknown): string {
  return parseOrThrow(personalDataRequestSchema, input).email;
}

/** How much of each kind is stored about `email` (0 for each when nothing is). */
export async function personalDataSummary(
  sources: readonly PersonalDataSource[],
  email: string,
): Promise<PersonalDataCounts> {
  return countsFrom(await Promise.all(sources.map((source) => source.count(email))));
}

/**
 * The entries of the export's ZIP, in order: `personal-data.json` (when it was exported, the address, then each
 * source's rows, under its key) and then each source's files.
 */
export async function* exportEntries(
  sources: readonly PersonalDataSource[],
  email: string,
  now: Date,
): AsyncGenerator<ZipEntry> {
  yield {
    name: 'personal-data.json',
    compress: true,
    open: () =>
      jsonDocument(
        { exportedAt: now.toISOString(), email },
        sources.map((source) => ({ key: source.key, rows: source.rows(email) })),
      ),
  };
  for (const source of sources) if (source.files) yield* source.files(email);
}

/**
 * Everything stored about `email` as a ZIP stream (`exportEntries`): `personal-data.json`, the resumes under
 * `resumes/<application documentId>-<original name>` and the job description files of hiring requests under
 * `job-descriptions/<request documentId>-<original name>`, byte for byte.
 */
export function exportPersonalData(sources: readonly PersonalDataSource[], email: string, now = new Date()) {
  return zipStream(exportEntries(sources, email, now), now);
}

/**
 * Deletes everything stored about `email`: first its entry in the erasure `log` (lib/erasure-log.ts; `null` when the
 * log already holds it, as on its re-application), so that no erasure goes unlogged, then source by source
 * (applications through the job-application service's `removeApplicationWithResume`, each with its own audit entry),
 * then records one audit entry of the erasure by `actor` that names no one: subject `personal-data` with a random id,
 * the counts in its details. Erasing again finds nothing and answers zeros; an erasure cut short is finished by running
 * it again.
 * @returns how many of each kind were deleted.
 * @throws Error when the log cannot be written (`ERASURE_LOG_KEY` unset, the storage out of reach): nothing is deleted.
 */
export async function erasePersonalData(
  strapi: Core.Strapi,
  sources: readonly PersonalDataSource[],
  email: string,
  actor: string,
  log: ErasureLog | null,
): Promise<PersonalDataCounts> {
  if (log) await log.append(erasureEntry(erasureLogKey(), email));
  const deleted: Array<Partial<PersonalDataCounts>> = [];
  for (const source of sources) deleted.push(await source.erase(email, actor));
  const counts = countsFrom(deleted);
  await recordAudit(strapi, {
    action: PERSONAL_DATA_ERASE_ACTION,
    subjectType: 'personal-data',
    subjectId: randomUUID(),
    actor,
    details: counts,
  });
  return counts;
}

/** What `reapplyErasureLog` did: the log's entries, the people it found and erased again, and what was deleted. */
export interface ErasureLogReapplied {
  entries: number;
  people: number;
  counts: PersonalDataCounts;
}

/**
 * Erases again everyone the erasure `log` names (docs/021-operations.md "Backups and the restore drill"): after a
 * restore, the data of people erased after the backup was taken is back, and this deletes it as their erasure did
 * (`erasePersonalData`, by `actor`, without a new log entry). The log holds keyed hashes only, so each address any
 * source holds is hashed with `key` and looked up.
 * @throws Error when an entry was written with another key (it could match no one, and a person would come back):
 *   nothing is erased then.
 */
export async function reapplyErasureLog(
  strapi: Core.Strapi,
  sources: readonly PersonalDataSource[],
  log: ErasureLog,
  actor: string,
  key = erasureLogKey(),
): Promise<ErasureLogReapplied> {
  const entries = await log.entries();
  const keyId = erasureKeyId(key);
  const foreign = entries.filter((entry) => entry.keyId !== keyId).length;
  if (foreign > 0) {
    throw new Error(
      `${foreign} entries of the erasure log (${log.location}) were written with another ERASURE_LOG_KEY: ` +
        'run with the key the CMS had when they were written.',
    );
  }
  const hashes = new Set(entries.map((entry) => entry.hash));
  const named = new Set<string>();
  if (hashes.size > 0) {
    for (const source of sources) {
      for await (const address of source.addresses()) {
        if (hashes.has(erasureHash(key, address))) named.add(normalisedAddress(address));
      }
    }
  }
  const total = countsFrom([]);
  for (const email of named) {
    const counts = await erasePersonalData(strapi, sources, email, actor, null);
    for (const kind of Object.keys(total) as Array<keyof PersonalDataCounts>) total[kind] += counts[kind];
  }
  return { entries: entries.length, people: named.size, counts: total };
}
