import { randomUUID } from 'crypto';
import { createWriteStream } from 'fs';
import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import { pipeline } from 'stream/promises';
import {
  CANDIDATE_TAGS_MAX,
  SUGGESTED_CANDIDATES_MAX,
  fullTextWords,
  sourcedNote,
  tagKey,
  type BulkAddToJobResult,
  type BulkTagResult,
  type CandidateAvailability,
  type FullTextQuery,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { recordAudit } from '../../../lib/audit';
import { resumeStorageFromEnv, type ResumeStorage } from '../../../lib/resume-storage';
import { candidateTables, tagsOf } from '../../candidate/services/candidate';
import { findOpenJob, type OpenJob } from '../../job-application/services/job-application';
import { enqueueResumeText } from '../../../lib/resume-text';
import { topRankedCandidates, type RankedHit } from '../../../lib/candidate-search';
import type { QueryBuilder } from '../../../lib/database-types';
import { linkOf, peopleIndex } from '../../../lib/people-search';

const APPLICATION_UID = 'api::job-application.job-application';
const CANDIDATE_UID = 'api::candidate.candidate';
const NOTE_UID = 'api::application-note.application-note';

/**
 * Sourcing (docs/023-talent-pool.md "Sourcing"): candidates of the pool added to a job by staff as *sourced*
 * applications (one, or in bulk from the applications list), tags put on the candidates of several applications, and
 * the candidates suggested for a job. Each method is a function of this module.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const storage = resumeStorageFromEnv(strapi.dirs.app.root);
  return {
    addToJob: (candidateIds: readonly number[], job: string, actor: string) =>
      addSourcedApplications(strapi, storage, candidateIds, job, actor),
    candidatesOfApplications: (documentIds: readonly string[]) => candidatesOfApplications(strapi, documentIds),
    tag: (documentIds: readonly string[], tag: string, actor: string) =>
      tagApplications(strapi, documentIds, tag, actor),
    suggestions: (job: string) => suggestedCandidates(strapi, job),
  };
};

/** The candidate of each application `documentIds` (row id, or null when the application is missing or has none). */
export async function candidatesOfApplications(
  strapi: Core.Strapi,
  documentIds: readonly string[],
): Promise<Array<{ documentId: string; candidateId: number | null; fullName: string | null }>> {
  const rows = (await strapi.db.query(APPLICATION_UID).findMany({
    where: { documentId: { $in: [...documentIds] } },
    select: ['documentId', 'fullName'],
    populate: { candidate: { select: ['id'] } },
  })) as Array<{ documentId: string; fullName: string; candidate?: { id: number } | null }>;
  const byId = new Map(rows.map((row) => [row.documentId, row]));
  return documentIds.map((documentId) => {
    const row = byId.get(documentId);
    return { documentId, candidateId: row?.candidate?.id ?? null, fullName: row?.fullName ?? null };
  });
}

/**
 * Copies the stored resume `key` to a new key of its own (through a temp file, so that both storages, the local
 * directory and S3, need only their `open` and `save`). Each application owns its file: deleting one (staff, the
 * retention task, an erasure) removes only its own copy, never the file of another application of the person.
 */
async function copyResume(storage: ResumeStorage, key: string): Promise<string> {
  const temp = path.join(os.tmpdir(), `sourced-${randomUUID()}`);
  try {
    await pipeline(await storage.open(key), createWriteStream(temp, { mode: 0o600 }));
    return await storage.save(temp, path.extname(key));
  } finally {
    await fs.rm(temp, { force: true });
  }
}

/** A candidate as sourcing reads it. */
interface PoolCandidate {
  id: number;
  documentId: string;
  email: string;
  fullName: string;
  phone: string | null;
  country: string | null;
  availability: CandidateAvailability;
}

/**
 * Adds each candidate `candidateIds` (row ids, in order) to the open job `jobReference` (documentId) as a *sourced*
 * application (docs/023-talent-pool.md "Sourcing"): source `sourced`, `sourcedBy` the staff member, status Pending, a
 * copy of the candidate's newest resume, name, e-mail, phone and country from the candidate, no cover letter, no
 * consent (the person did not apply), and the note "Added from the talent pool by <actor>." in its notes. No e-mail is
 * queued: neither the applicant's "thank you for applying" nor the staff alert of a new application (those are written
 * only by `storeApplication`, the public path). A candidate with an application to this job already is reported in
 * `alreadyApplied`, one marked do-not-contact (or whose resume file is missing) in `refused`; neither is added.
 * One transaction for the whole request, the candidate's row locked on PostgreSQL (`FOR UPDATE`) so that two requests
 * cannot add the same person twice; a failure keeps nothing and removes the copied files.
 * @throws ValidationError (400) when the job does not exist or is closed; the database's error otherwise.
 */
export async function addSourcedApplications(
  strapi: Core.Strapi,
  storage: ResumeStorage,
  candidateIds: readonly number[],
  jobReference: string,
  actor: string,
): Promise<BulkAddToJobResult> {
  const job: OpenJob = await findOpenJob(strapi, jobReference);
  const copied: string[] = [];
  const { table, column } = candidateTables(strapi);
  try {
    return await strapi.db.transaction(async ({ trx }) => {
      const result: BulkAddToJobResult = {
        job: { documentId: job.documentId, title: job.title },
        added: [],
        alreadyApplied: [],
        refused: [],
      };
      const now = new Date();
      for (const candidateId of [...new Set(candidateIds)]) {
        // Locks the person on PostgreSQL until the commit (knex leaves `FOR UPDATE` out on SQLite, one writer there).
        await trx(table).where('id', candidateId).forUpdate().first('id');
        const candidate = (await strapi.db.query(CANDIDATE_UID).findOne({
          where: { id: candidateId },
          select: ['id', 'documentId', 'email', 'fullName', 'phone', 'country', 'availability'],
        })) as PoolCandidate | null;
        if (!candidate) {
          result.refused.push({ fullName: null, reason: 'Candidate not found.' });
          continue;
        }
        const own = await strapi.db.query(APPLICATION_UID).findOne({
          where: { candidate: { id: candidate.id }, job: { id: job.id } },
          select: ['id'],
        });
        if (own) {
          result.alreadyApplied.push({ fullName: candidate.fullName, reason: 'Already applied to this job.' });
          continue;
        }
        if (candidate.availability === 'do-not-contact') {
          result.refused.push({ fullName: candidate.fullName, reason: 'Marked do not contact.' });
          continue;
        }
        const newest = (await strapi.db.query(APPLICATION_UID).findOne({
          where: { candidate: { id: candidate.id } },
          select: ['id', 'phone'],
          populate: { resume: { select: ['name', 'mime', 'size', 'storageKey'] } },
          orderBy: [{ appliedAt: 'desc' }, { id: 'desc' }],
        })) as { id: number; phone: string | null; resume?: Record<string, unknown> | null } | null;
        const resume = newest?.resume;
        let storageKey: string;
        try {
          storageKey = await copyResume(storage, typeof resume?.storageKey === 'string' ? resume.storageKey : '');
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && resume?.storageKey) throw error;
          result.refused.push({ fullName: candidate.fullName, reason: 'Their resume file is missing.' });
          continue;
        }
        copied.push(storageKey);
        const storedResume = await strapi.db.query('application.resume').create({
          data: { name: resume!.name, mime: resume!.mime, size: resume!.size, storageKey },
        });
        const application = await strapi.db.query(APPLICATION_UID).create({
          select: ['id', 'documentId'],
          data: {
            fullName: candidate.fullName,
            email: candidate.email,
            phone: candidate.phone ?? newest?.phone ?? '',
            coverLetter: '',
            country: candidate.country,
            job: job.id,
            candidate: candidate.id,
            job_status: 'Pending',
            appliedAt: now,
            consent: false,
            source: 'sourced',
            sourcedBy: actor,
            resume: { id: storedResume.id, __pivot: { field: 'resume', component_type: 'application.resume' } },
            createdAt: now,
            updatedAt: now,
            publishedAt: now,
          },
        });
        await strapi.db.query(NOTE_UID).create({
          data: {
            text: sourcedNote(actor),
            author: actor,
            writtenAt: now,
            application: application.id,
            createdAt: now,
            updatedAt: now,
          },
        });
        // The copied resume's text is extracted like an applicant's (lib/resume-text.ts), in this transaction.
        await enqueueResumeText(strapi, Number(application.id), now);
        await recordAudit(strapi, {
          action: 'sourced',
          subjectType: APPLICATION_UID,
          subjectId: String(application.documentId),
          jobDocumentId: job.documentId,
          actor,
        });
        await trx(table)
          .where('id', candidate.id)
          .update({ [column('lastActivityAt')]: now });
        result.added.push({ documentId: String(application.documentId), fullName: candidate.fullName });
      }
      return result;
    });
  } catch (error) {
    await Promise.all(copied.map((key) => storage.remove(key).catch(() => undefined)));
    throw error;
  }
}

/**
 * Puts `tag` (normalised by the contract) on the candidate of each application `documentIds`, in one transaction. A
 * candidate is counted once however many of its applications were named; one that has the tag already (in any case)
 * counts in `already`, one with CANDIDATE_TAGS_MAX tags is refused, a missing application is refused. One audit entry
 * (`candidate-update`, fields `tags`) per candidate changed.
 */
export async function tagApplications(
  strapi: Core.Strapi,
  documentIds: readonly string[],
  tag: string,
  actor: string,
): Promise<BulkTagResult> {
  return strapi.db.transaction(async () => {
    const result: BulkTagResult = { tag, tagged: 0, already: 0, refused: [] };
    const seen = new Set<number>();
    const now = new Date();
    for (const { candidateId, fullName } of await candidatesOfApplications(strapi, documentIds)) {
      if (candidateId === null) {
        result.refused.push({ fullName, reason: fullName ? 'No candidate record.' : 'Application not found.' });
        continue;
      }
      if (seen.has(candidateId)) continue;
      seen.add(candidateId);
      const candidate = (await strapi.db.query(CANDIDATE_UID).findOne({
        where: { id: candidateId },
        select: ['id', 'documentId', 'fullName', 'tags'],
      })) as { id: number; documentId: string; fullName: string; tags: unknown };
      const tags = tagsOf(candidate.tags);
      if (tags.some((existing) => tagKey(existing) === tagKey(tag))) {
        result.already += 1;
        continue;
      }
      if (tags.length >= CANDIDATE_TAGS_MAX) {
        result.refused.push({ fullName: candidate.fullName, reason: `Already has ${CANDIDATE_TAGS_MAX} tags.` });
        continue;
      }
      await strapi.db.query(CANDIDATE_UID).update({
        where: { id: candidate.id },
        data: { tags: [...tags, tag], updatedAt: now },
      });
      await recordAudit(strapi, {
        action: 'candidate-update',
        subjectType: CANDIDATE_UID,
        subjectId: candidate.documentId,
        actor,
        details: { fields: ['tags'] },
      });
      result.tagged += 1;
    }
    return result;
  });
}

/** A suggested candidate of a job: who, and the words of the job their record matched. */
export interface SuggestedCandidate {
  documentId: string;
  fullName: string;
  email: string;
  country: string | null;
  tags: string[];
  score: number;
  matched: string[];
}

/** Words that say nothing about a person's fit (read in titles such as "Head of Sales and Marketing"). */
const IGNORED_WORDS = new Set(['and', 'the', 'for', 'with', 'of', 'in', 'at', 'to', 'a', 'an', 'or', 'on']);

/** The job's words, each with its weight: title 3, skills 2, place 1 (the heaviest kept for a word in several). */
export function jobWords(job: {
  title?: string | null;
  skills?: string | null;
  city?: string | null;
  location?: string | null;
}): Map<string, number> {
  const weights = new Map<string, number>();
  const add = (text: string | null | undefined, weight: number) => {
    for (const word of fullTextWords(text ?? '')) {
      if (word.length < 2 || IGNORED_WORDS.has(word)) continue;
      weights.set(word, Math.max(weights.get(word) ?? 0, weight));
    }
  };
  add(job.title, 3);
  add(job.skills, 2);
  add(`${job.city ?? ''} ${job.location ?? ''}`, 1);
  return new Map([...weights.entries()].sort((a, b) => b[1] - a[1]).slice(0, 16));
}

/** How many ranked applications a suggestion reads first: ten times the candidates asked, at least 200 (then 4×). */
const SUGGEST_READ_MIN = 200;

/**
 * About how many documents hold the job's rarest words, which must match (docs/023-talent-pool.md "Suggested candidates
 * for a job").
 */
const SUGGEST_DOCUMENTS = 1_000;

/**
 * A suggestion ranks the newest `SUGGEST_WINDOW` matching applications at most (the engine's `window`): ranking reads
 * each ranked document, and the rarest word of a job can still be in tens of thousands of resumes. As many as the rare
 * words are meant to hold, so that the window cuts only when they are common (2,000 took 20-25 ms more at 100,000
 * resumes on PostgreSQL; docs/023-talent-pool.md "Within the targets").
 */
const SUGGEST_WINDOW = SUGGEST_DOCUMENTS;

/**
 * THE ranking of the pool against a job (docs/023-talent-pool.md "Suggested candidates for a job") on the people index
 * of the full-text engine (lib/people-search.ts): the job's words (`jobWords`: title, skills, city and location, the
 * contract's word reader) joined by OR, so every application whose name, tags, contact, cover letter, notes or resume
 * text holds one of them (stemmed: "nurses" finds "nurse") is ranked by the engine's relevance (bm25 on SQLite, ts_rank
 * on PostgreSQL, with the index's column weights; a rare word counts more than a common one). So that a word nearly
 * everyone has does not put every document in the ranking, the job's rarest words (together about `SUGGEST_DOCUMENTS`
 * documents, counted first) must match as well, and count twice in the rank. A candidate's score is their best
 * application's; `matched` lists the job's words found in any of their applications. Only the best ranked
 * applications are read (`topRankedCandidates`), more when the excluded and do-not-contact candidates took too many,
 * ranked among the newest `SUGGEST_WINDOW` matching applications.
 * @param excluded candidate row ids never suggested (those who applied to the job), or their coming read.
 * @returns at most `limit` candidates, best first (ties: the most recently active first), none marked do-not-contact.
 */
export async function rankPoolForJob(
  strapi: Core.Strapi,
  job: {
    title?: string | null;
    skills?: string | null;
    city?: string | null;
    location?: string | null;
    country?: string | null;
  },
  excluded: ReadonlySet<number> | Promise<ReadonlySet<number>>,
  limit = SUGGESTED_CANDIDATES_MAX,
): Promise<SuggestedCandidate[]> {
  const words = [...jobWords(job).keys()];
  if (words.length === 0 || limit <= 0) return [];
  const term = (word: string) => ({ words: [word], quoted: false, prefix: false });
  const engine = peopleIndex(strapi);
  // The job's rarest words, about `SUGGEST_DOCUMENTS` documents together (each counted up to that), must match too:
  // a word most people have ("Dubai", "manager") would otherwise have every document ranked.
  // Counted side by side, on the pool's connections.
  const counted = await Promise.all(
    words.map(async (word) => ({
      word,
      documents: await engine.count({ all: [[term(word)]], none: [] }, SUGGEST_DOCUMENTS + 1),
    })),
  );
  counted.sort((a, b) => a.documents - b.documents);
  const rare: string[] = [];
  let documents = 0;
  for (const entry of counted) {
    if (documents > 0 && documents + entry.documents > SUGGEST_DOCUMENTS) break;
    rare.push(entry.word);
    documents += entry.documents;
  }
  const query: FullTextQuery = {
    all: rare.length === words.length ? [words.map(term)] : [words.map(term), rare.map(term)],
    none: [],
  };
  const { table, column, link } = candidateTables(strapi);
  const contactable = (candidates: QueryBuilder) =>
    void candidates.whereNot(`c.${column('availability')}`, 'do-not-contact');
  let read = Math.max(SUGGEST_READ_MIN, limit * 10);
  let hits: RankedHit[] = [];
  const skip = await excluded;
  for (;;) {
    const top = await topRankedCandidates(strapi, query, read, contactable, skip, SUGGEST_WINDOW);
    if (!top) return [];
    hits = top.hits.slice(0, limit);
    if (hits.length >= limit || !top.cut || read >= SUGGEST_WINDOW) break;
    read *= 4;
  }
  if (hits.length === 0) return [];

  const knex = strapi.db.connection;
  const ids = hits.map((hit) => hit.id);
  const [people, links] = await Promise.all([
    knex(table)
      .whereIn('id', ids)
      .select(
        'id',
        `${column('documentId')} as documentId`,
        `${column('fullName')} as fullName`,
        `${column('email')} as email`,
        `${column('country')} as country`,
        `${column('tags')} as tags`,
      ) as Promise<
      Array<{ id: number; documentId: string; fullName: string; email: string; country: string | null; tags: unknown }>
    >,
    knex(link.table)
      .whereIn(link.candidate, ids)
      .select(`${link.application} as application`, `${link.candidate} as candidate`) as Promise<
      Array<{ application: number; candidate: number }>
    >,
  ]);
  // The job's words each of them matched, in any of their applications (a few documents checked per word).
  const applications = links.map((row) => Number(row.application));
  const candidateOf = new Map(links.map((row) => [Number(row.application), Number(row.candidate)]));
  const matched = new Map<number, Set<string>>();
  const found = await Promise.all(
    words.map((word) => engine.matchingAmong(applications, { all: [[term(word)]], none: [] })),
  );
  for (const [index, word] of words.entries()) {
    for (const application of found[index]) {
      const candidate = candidateOf.get(application);
      if (candidate === undefined) continue;
      if (!matched.has(candidate)) matched.set(candidate, new Set());
      matched.get(candidate)?.add(word);
    }
  }
  const byId = new Map(people.map((row) => [Number(row.id), row]));
  return hits.flatMap((hit) => {
    const row = byId.get(hit.id);
    if (!row) return [];
    return [
      {
        documentId: String(row.documentId),
        fullName: String(row.fullName),
        email: String(row.email),
        country: row.country ?? null,
        tags: tagsOf(row.tags),
        score: hit.rank ?? 0,
        matched: words.filter((word) => matched.get(hit.id)?.has(word)),
      },
    ];
  });
}

/**
 * GET /jobs/:documentId/suggested-candidates: the job (documentId, title) and the pool ranked against it by
 * `rankPoolForJob`, without the candidates who applied to it and those marked do-not-contact.
 * @throws NotFoundError (404) for an unknown job.
 */
export async function suggestedCandidates(strapi: Core.Strapi, jobDocumentId: string) {
  const job = (await strapi.db.query('api::job.job').findOne({
    where: { documentId: jobDocumentId },
    select: ['id', 'documentId', 'title', 'skills', 'city', 'location', 'country', 'status'],
  })) as Record<string, unknown> | null;
  if (!job) throw new errors.NotFoundError('Job not found');
  // The candidates of the job's applications, through the two link tables (thousands for a popular job).
  const { link } = candidateTables(strapi);
  const jobLink = linkOf(strapi, APPLICATION_UID, 'job');
  // Read beside the ranking's first step (how common the job's words are), which does not need it.
  const excluded = (
    strapi.db
      .connection(`${jobLink.table} as jl`)
      .join(`${link.table} as cl`, `cl.${link.application}`, `jl.${jobLink.from}`)
      .where(`jl.${jobLink.to}`, job.id as number)
      .distinct(`cl.${link.candidate} as id`) as Promise<Array<{ id: number }>>
  ).then((rows) => new Set(rows.map((row) => Number(row.id))));
  excluded.catch(() => undefined); // awaited by the ranking, which may end before it
  const candidates = await rankPoolForJob(strapi, job, excluded);
  return { job: { documentId: String(job.documentId), title: String(job.title) }, candidates };
}
