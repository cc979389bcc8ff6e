import { createId } from '@paralleldrive/cuid2';
import {
  CANDIDATE_PAGE_SIZE,
  CANDIDATE_PAGE_SIZE_MAX,
  CANDIDATE_TAG_SUGGESTIONS,
  CANDIDATE_TAGS_MAX,
  DEFAULT_CANDIDATE_AVAILABILITY,
  candidateMergeSchema,
  candidateReference,
  candidateUpdateSchema,
  tagKey,
  uniqueTags,
  type ApplicationStatus,
  type CandidateAvailability,
  type CandidateLegalBasis,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { recordAudit } from '../../../lib/audit';
import { searchCandidates, type CandidateHit } from '../../../lib/candidate-search';
import type { Connection } from '../../../lib/database-types';
import { escapeRegExp } from '../../../lib/regexp';
import { parseOrThrow } from '../../../lib/validation';

const UID = 'api::candidate.candidate';
const APPLICATION_UID = 'api::job-application.job-application';

/**
 * The candidates (docs/023-talent-pool.md "Candidates"): one per normalised e-mail address, made or found when a person
 * applies (`attachApplicant`, in the application's transaction), made for the applications stored before candidates
 * existed (`migrateApplications`, at every start), listed, read with everything about them, tagged, merged. Each
 * method is a function of this module.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  list: (query: Record<string, unknown>) => listCandidates(strapi, query),
  detail: (documentId: string) => candidateDetail(strapi, documentId),
  update: (documentId: string, data: unknown, actor: string) => updateCandidate(strapi, documentId, data, actor),
  merge: (documentId: string, data: unknown, actor: string) => mergeCandidates(strapi, documentId, data, actor),
  tagSuggestions: (prefix: unknown) => tagSuggestions(strapi, prefix),
  migrateApplications: (batch?: number) => migrateApplications(strapi, batch),
});

/** The table and column names of the candidates and of the application→candidate link, as Strapi's metadata has them. */
export function candidateTables(strapi: Core.Strapi) {
  const model = strapi.db.metadata.get(UID);
  const column = (attribute: string) =>
    (model.attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? attribute;
  const link = (
    strapi.db.metadata.get(APPLICATION_UID).attributes.candidate as {
      joinTable: {
        name: string;
        joinColumn: { name: string };
        inverseJoinColumn: { name: string };
        inverseOrderColumnName?: string;
      };
    }
  ).joinTable;
  return {
    table: model.tableName,
    applications: strapi.db.metadata.get(APPLICATION_UID).tableName,
    column,
    link: {
      table: link.name,
      application: link.joinColumn.name,
      candidate: link.inverseJoinColumn.name,
      order: link.inverseOrderColumnName,
    },
  };
}

/** What an application tells about its applicant: the candidate's key and the fields that follow the newest one. */
export interface Applicant {
  email: string;
  fullName: string;
  phone: string | null;
  country: string | null;
}

/** A new candidate's row for the query builder (the columns the query engine would write). */
function candidateRow(strapi: Core.Strapi, applicant: Applicant, at: Date, documentId: string) {
  const { column } = candidateTables(strapi);
  return {
    [column('documentId')]: documentId,
    [column('email')]: applicant.email,
    [column('fullName')]: applicant.fullName,
    [column('phone')]: applicant.phone,
    [column('country')]: applicant.country,
    [column('tags')]: JSON.stringify([]),
    [column('availability')]: DEFAULT_CANDIDATE_AVAILABILITY,
    [column('lastActivityAt')]: at,
    [column('createdAt')]: at,
    [column('updatedAt')]: at,
    [column('publishedAt')]: at,
  };
}

/**
 * Inserts the candidates of `applicants` (at `at`) that do not exist yet and, for those that do, lets name, phone and
 * country follow the applicant when `at` is newer than the candidate's last activity (an absent country keeps the
 * one known). One `INSERT … ON CONFLICT (email) DO UPDATE` on the unique e-mail index: two transactions that add the
 * same new address at once make one candidate (PostgreSQL makes the second wait for the first and then updates;
 * SQLite has one writer), on both databases.
 */
export async function upsertCandidates(
  strapi: Core.Strapi,
  trx: Connection,
  applicants: ReadonlyArray<Applicant & { at: Date }>,
  newId: () => string,
): Promise<void> {
  if (applicants.length === 0) return;
  const { table, column } = candidateTables(strapi);
  const newer = `excluded.${column('lastActivityAt')} > ${table}.${column('lastActivityAt')}`;
  const follow = (name: string, keepWhenNull = false) =>
    trx.raw(
      keepWhenNull
        ? `case when ${newer} and excluded.${name} is not null then excluded.${name} else ${table}.${name} end`
        : `case when ${newer} then excluded.${name} else ${table}.${name} end`,
    );
  await trx(table)
    .insert(applicants.map((applicant) => candidateRow(strapi, applicant, applicant.at, newId())))
    .onConflict(column('email'))
    .merge({
      [column('fullName')]: follow(column('fullName')),
      [column('phone')]: follow(column('phone')),
      [column('country')]: trx.raw(
        `case when excluded.${column('country')} is not null and (${newer} or ${table}.${column('country')} is null) then excluded.${column('country')} else ${table}.${column('country')} end`,
      ),
      [column('lastActivityAt')]: trx.raw(
        `case when ${newer} then excluded.${column('lastActivityAt')} else ${table}.${column('lastActivityAt')} end`,
      ),
      [column('updatedAt')]: trx.raw(`excluded.${column('updatedAt')}`),
    });
}

/**
 * The candidate an application from `applicant` belongs to, made when there is none (docs/023-talent-pool.md
 * "Candidates"), inside the caller's transaction (the application's): the candidate of that address, else the candidate
 * an earlier application from that address was merged into, else a new one (`upsertCandidates`). Name, phone and country
 * follow this application, the newest.
 * @returns the candidate's row id.
 */
export async function attachApplicant(strapi: Core.Strapi, applicant: Applicant, now: Date): Promise<number> {
  return strapi.db.transaction(async ({ trx }) => {
    const { table, column, link, applications } = candidateTables(strapi);
    const own = await trx(table).where(column('email'), applicant.email).first('id');
    if (!own) {
      // Merged: this address's applications belong to a candidate of another address (the same person).
      const merged = await trx(applications)
        .join(link.table, `${link.table}.${link.application}`, `${applications}.id`)
        .where(`${applications}.email`, applicant.email)
        .orderBy(`${applications}.id`, 'desc')
        .first(`${link.table}.${link.candidate} as candidateId`);
      if (merged) {
        const candidateId = Number((merged as { candidateId: number }).candidateId);
        await trx(table)
          .where('id', candidateId)
          .update({
            [column('fullName')]: applicant.fullName,
            [column('phone')]: applicant.phone,
            ...(applicant.country ? { [column('country')]: applicant.country } : {}),
            [column('lastActivityAt')]: now,
            [column('updatedAt')]: now,
          });
        return candidateId;
      }
    }
    await upsertCandidates(strapi, trx, [{ ...applicant, at: now }], newDocumentId);
    const row = await trx(table).where(column('email'), applicant.email).first('id');
    return Number((row as { id: number }).id);
  });
}

/**
 * A new documentId, made as Strapi makes them: its `createDocumentId` (@strapi/core's transform-content-types-to-models)
 * is `cuid2.createId`, so that rows written here look like every other.
 */
function newDocumentId(): string {
  return createId();
}

/**
 * Gives every application without a candidate one (docs/023-talent-pool.md "Candidates"): what was stored before
 * candidates existed. Reads `batch` applications without a link at a time, and for each batch, in one transaction,
 * upserts their candidates (`upsertCandidates`: the newest application of an address gives the name, phone and
 * country) and writes their links in one insert. Idempotent: a second run finds nothing.
 * @returns how many applications got a candidate.
 */
export async function migrateApplications(strapi: Core.Strapi, batch = 1000): Promise<number> {
  const { table, column, link, applications } = candidateTables(strapi);
  let migrated = 0;
  for (;;) {
    const done = await strapi.db.transaction(async ({ trx }) => {
      const rows: Array<{
        id: number;
        email: string;
        full_name: string;
        phone: string | null;
        country: string | null;
        applied_at: unknown;
      }> = await trx(applications)
        .leftJoin(link.table, `${link.table}.${link.application}`, `${applications}.id`)
        .whereNull(`${link.table}.${link.application}`)
        .orderBy(`${applications}.id`, 'asc')
        .limit(batch)
        .select(
          `${applications}.id`,
          `${applications}.email`,
          `${applications}.full_name`,
          `${applications}.phone`,
          `${applications}.country`,
          `${applications}.applied_at`,
        );
      if (rows.length === 0) return 0;
      const newest = new Map<string, Applicant & { at: Date }>();
      for (const row of rows) {
        const at = new Date(row.applied_at as string | number);
        const known = newest.get(row.email);
        if (!known || known.at < at) {
          newest.set(row.email, {
            email: row.email,
            fullName: row.full_name,
            phone: row.phone,
            country: row.country ?? known?.country ?? null,
            at,
          });
        } else if (!known.country && row.country) {
          known.country = row.country;
        }
      }
      // Inserted in slices: SQLite takes at most 32,766 bound values a statement.
      const applicants = [...newest.values()];
      for (let start = 0; start < applicants.length; start += 200) {
        await upsertCandidates(strapi, trx, applicants.slice(start, start + 200), newDocumentId);
      }
      const ids = new Map<string, number>();
      const emails = [...newest.keys()];
      for (let start = 0; start < emails.length; start += 500) {
        const found: Array<{ id: number; email: string }> = await trx(table)
          .whereIn(column('email'), emails.slice(start, start + 500))
          .select('id', column('email'));
        for (const candidate of found) ids.set(candidate.email, Number(candidate.id));
      }
      const links = rows.map((row) => ({
        [link.application]: row.id,
        [link.candidate]: ids.get(row.email)!,
        ...(link.order ? { [link.order]: row.id } : {}),
      }));
      for (let start = 0; start < links.length; start += 500) {
        await trx(link.table).insert(links.slice(start, start + 500));
      }
      return rows.length;
    });
    migrated += done;
    if (done < batch) return migrated;
  }
}

/** A candidate of the staff list. */
export interface CandidateSummary {
  documentId: string;
  fullName: string;
  email: string;
  country: string | null;
  tags: string[];
  availability: CandidateAvailability;
  applications: number;
  lastActivityAt: string | null;
  /** Why it matched a text search (the best application's snippet), else null. */
  snippet: CandidateHit['snippet'];
}

/** Stored tags as a list (a JSON column reads back as an array, or as text on some drivers). */
export function tagsOf(value: unknown): string[] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === 'string') : [];
}

/** A whole number from `value` between 1 and `max`, else `fallback`. */
const wholeNumber = (value: unknown, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
};

/** How many applications each candidate (row id) has, one GROUP BY over the link. */
async function applicationCounts(strapi: Core.Strapi, ids: number[]): Promise<Map<number, number>> {
  const { link } = candidateTables(strapi);
  const counts = new Map<number, number>();
  if (ids.length === 0) return counts;
  const rows: Array<{ candidateId: number; count: number | string }> = await strapi.db
    .connection(link.table)
    .whereIn(link.candidate, ids)
    .groupBy(link.candidate)
    .select(`${link.candidate} as candidateId`)
    .count({ count: link.application });
  for (const row of rows) counts.set(Number(row.candidateId), Number(row.count));
  return counts;
}

/**
 * GET /candidates?q=&country=&tag=&job=&category=&status=&since=&source=&availability=&page=&pageSize= — the search
 * of the talent pool (lib/candidate-search.ts, docs/023-talent-pool.md "Searching people"): ranked by relevance with
 * `q`, the most recently active first without; each row with name, e-mail, country, tags, availability, number of
 * applications, last activity and, for a text search, the snippet of its best application.
 * @returns { data, meta: { pagination: { page, pageSize, pageCount, total }, capped, search } } — `total` stops at the
 * contract's `CANDIDATE_SEARCH_COUNT_CAP` for a text or filtered search (`capped` then says "1,000+").
 * @throws ValidationError (400) for a `q` over the contract's limit.
 */
export async function listCandidates(strapi: Core.Strapi, query: Record<string, unknown>) {
  const page = wholeNumber(query.page, 1, 10_000);
  const pageSize = wholeNumber(query.pageSize, CANDIDATE_PAGE_SIZE, CANDIDATE_PAGE_SIZE_MAX);
  const found = await searchCandidates(strapi, query, page, pageSize);
  const ids = found.hits.map((hit) => hit.id);
  const [rows, counts] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([])
      : strapi.db.query(UID).findMany({
          where: { id: { $in: ids } },
          select: ['id', 'documentId', 'fullName', 'email', 'country', 'tags', 'availability', 'lastActivityAt'],
        }),
    applicationCounts(strapi, ids),
  ]);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const data: CandidateSummary[] = found.hits.flatMap((hit) => {
    const row = byId.get(hit.id);
    if (!row) return [];
    return [
      {
        documentId: String(row.documentId),
        fullName: String(row.fullName),
        email: String(row.email),
        country: (row.country as string | null) ?? null,
        tags: tagsOf(row.tags),
        availability: row.availability as CandidateAvailability,
        applications: counts.get(hit.id) ?? 0,
        lastActivityAt: row.lastActivityAt ? new Date(row.lastActivityAt as string).toISOString() : null,
        snippet: hit.snippet,
      },
    ];
  });
  const total = found.total;
  return {
    data,
    meta: {
      pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total },
      capped: found.capped,
      search: found.search,
    },
  };
}

type Row = Record<string, unknown>;

/** One event of a candidate's activity, in time order: an application, a status move, a note. */
export type CandidateActivity =
  | { kind: 'applied'; at: string; application: string; job: string | null }
  | { kind: 'status'; at: string; application: string; job: string | null; from: string; to: string; actor: string }
  | { kind: 'note'; at: string; application: string; job: string | null; author: string; text: string };

const iso = (value: unknown) => new Date(value as string).toISOString();

/**
 * Everything about a candidate (GET /candidates/:documentId): the person, every application (job title, status,
 * applied date, country, notes and status history, oldest first), every resume (newest first; downloaded through the
 * application's resume route), and the activity merged from applications, status moves and notes in time order.
 * @throws NotFoundError (404).
 */
export async function candidateDetail(strapi: Core.Strapi, documentId: string) {
  const candidate = await strapi.db.query(UID).findOne({ where: { documentId } });
  if (!candidate) throw new errors.NotFoundError('Candidate not found');
  const applications: Row[] = await strapi.db.query(APPLICATION_UID).findMany({
    where: { candidate: { id: candidate.id } },
    select: ['id', 'documentId', 'email', 'job_status', 'appliedAt', 'country'],
    populate: {
      job: { select: ['documentId', 'title'] },
      resume: { select: ['name', 'mime', 'size'] },
      notes: { select: ['documentId', 'text', 'author', 'writtenAt'], orderBy: [{ writtenAt: 'asc' }, { id: 'asc' }] },
      history: { select: ['from', 'to', 'actor', 'changedAt'], orderBy: [{ changedAt: 'asc' }, { id: 'asc' }] },
    },
    orderBy: [{ appliedAt: 'desc' }, { id: 'desc' }],
  });
  const shown = applications.map((application) => {
    const job = application.job as Row | null;
    const resume = application.resume as Row | null;
    return {
      documentId: String(application.documentId),
      email: String(application.email),
      status: application.job_status as ApplicationStatus,
      appliedAt: iso(application.appliedAt),
      country: (application.country as string | null) ?? null,
      job: job ? { documentId: String(job.documentId), title: String(job.title) } : null,
      resume: resume ? { name: String(resume.name), mime: String(resume.mime), size: Number(resume.size) } : null,
      notes: ((application.notes as Row[] | null) ?? []).map((note) => ({
        documentId: String(note.documentId),
        text: String(note.text),
        author: String(note.author),
        writtenAt: iso(note.writtenAt),
      })),
      history: ((application.history as Row[] | null) ?? []).map((change) => ({
        from: String(change.from),
        to: String(change.to),
        actor: String(change.actor),
        changedAt: iso(change.changedAt),
      })),
    };
  });
  const activity: CandidateActivity[] = shown.flatMap((application) => {
    const base = { application: application.documentId, job: application.job?.title ?? null };
    return [
      { kind: 'applied' as const, at: application.appliedAt, ...base },
      ...application.history.map((change) => ({
        kind: 'status' as const,
        at: change.changedAt,
        ...base,
        from: change.from,
        to: change.to,
        actor: change.actor,
      })),
      ...application.notes.map((note) => ({
        kind: 'note' as const,
        at: note.writtenAt,
        ...base,
        author: note.author,
        text: note.text,
      })),
    ];
  });
  activity.sort((a, b) => a.at.localeCompare(b.at));
  return {
    documentId: String(candidate.documentId),
    email: String(candidate.email),
    fullName: String(candidate.fullName),
    phone: (candidate.phone as string | null) ?? null,
    country: (candidate.country as string | null) ?? null,
    tags: tagsOf(candidate.tags),
    availability: candidate.availability as CandidateAvailability,
    lastActivityAt: candidate.lastActivityAt ? iso(candidate.lastActivityAt) : null,
    createdAt: iso(candidate.createdAt),
    // Consent to the talent pool (docs/023-talent-pool.md "Consent and retention"): null when never given.
    poolConsentAt: candidate.poolConsentAt ? iso(candidate.poolConsentAt) : null,
    poolConsentUntil: candidate.poolConsentUntil ? iso(candidate.poolConsentUntil) : null,
    inTalentPool: candidate.poolConsentUntil ? new Date(iso(candidate.poolConsentUntil)) > new Date() : false,
    // Added by staff (docs/023-talent-pool.md "Added by staff"): null for a person who applied.
    legalBasis: (candidate.legalBasis as CandidateLegalBasis | null) ?? null,
    addedBy: (candidate.addedBy as string | null) ?? null,
    addedAt: candidate.addedAt ? iso(candidate.addedAt) : null,
    addedSource: (candidate.addedSource as string | null) ?? null,
    applications: shown,
    resumes: shown
      .filter((application) => application.resume)
      .map((application) => ({
        application: application.documentId,
        job: application.job?.title ?? null,
        appliedAt: application.appliedAt,
        ...application.resume!,
      })),
    activity,
  };
}

/**
 * PUT /candidates/:documentId `{ data: { tags?, availability? } }` (the contract's `candidateUpdateSchema`), with an
 * audit entry naming the candidate and the fields changed (no values: tags may say things about a person).
 * @returns the candidate's detail.
 * @throws ValidationError (400); NotFoundError (404).
 */
export async function updateCandidate(strapi: Core.Strapi, documentId: string, data: unknown, actor: string) {
  const update = parseOrThrow(candidateUpdateSchema, data ?? {});
  await strapi.db.transaction(async () => {
    const candidate = await strapi.db.query(UID).findOne({ where: { documentId }, select: ['id'] });
    if (!candidate) throw new errors.NotFoundError('Candidate not found');
    await strapi.db.query(UID).update({
      where: { id: candidate.id },
      data: { ...update, updatedAt: new Date() },
    });
    await recordAudit(strapi, {
      action: 'candidate-update',
      subjectType: UID,
      subjectId: documentId,
      actor,
      details: { fields: Object.keys(update) },
    });
  });
  return candidateDetail(strapi, documentId);
}

/**
 * POST /candidates/:documentId/merge `{ from }` (the contract's `candidateMergeSchema`; `from` a documentId or the
 * other candidate's e-mail address): the same person under two addresses becomes one. In one transaction every
 * application of `from` moves onto this candidate, the tags are united (this candidate's first; together at most
 * `CANDIDATE_TAGS_MAX`), a country this one lacks is taken, `from` is deleted, and an audit entry names both
 * documentIds (never an address).
 * @returns the merged candidate's detail.
 * @throws ValidationError (400) for a bad `from`, the candidate itself, or too many tags together; NotFoundError (404)
 *   when either is missing.
 */
export async function mergeCandidates(strapi: Core.Strapi, documentId: string, data: unknown, actor: string) {
  const { from } = parseOrThrow(candidateMergeSchema, data ?? {});
  const reference = candidateReference(from);
  if (!reference.success) {
    throw new errors.ValidationError('Name the other candidate by e-mail address or id.', {
      errors: [{ path: ['from'], message: 'invalid', name: 'ValidationError' }],
    });
  }
  const { link } = candidateTables(strapi);
  await strapi.db.transaction(async ({ trx }) => {
    const target = await strapi.db.query(UID).findOne({ where: { documentId } });
    if (!target) throw new errors.NotFoundError('Candidate not found');
    const source = await strapi.db.query(UID).findOne({
      where:
        reference.data.kind === 'email' ? { email: reference.data.email } : { documentId: reference.data.documentId },
    });
    if (!source) throw new errors.NotFoundError('The candidate to merge was not found.');
    if (source.id === target.id) {
      throw new errors.ValidationError('A candidate cannot be merged into itself.', {
        errors: [{ path: ['from'], message: 'same candidate', name: 'ValidationError' }],
      });
    }
    const tags = uniqueTags([...tagsOf(target.tags), ...tagsOf(source.tags)]);
    if (tags.length > CANDIDATE_TAGS_MAX) {
      throw new errors.ValidationError(`Together the two candidates have more than ${CANDIDATE_TAGS_MAX} tags.`, {
        errors: [{ path: ['tags'], message: 'too many tags', name: 'ValidationError' }],
      });
    }
    const moved = await trx(link.table)
      .where(link.candidate, source.id)
      .update({ [link.candidate]: target.id });
    const latest = [target.lastActivityAt, source.lastActivityAt]
      .filter(Boolean)
      .map((value) => new Date(value as string))
      .sort((a, b) => b.getTime() - a.getTime())[0];
    await strapi.db.query(UID).update({
      where: { id: target.id },
      data: {
        tags,
        country: target.country ?? source.country ?? null,
        lastActivityAt: latest ?? null,
        updatedAt: new Date(),
      },
    });
    await strapi.db.query(UID).delete({ where: { id: source.id } });
    await recordAudit(strapi, {
      action: 'candidate-merge',
      subjectType: UID,
      subjectId: documentId,
      actor,
      details: { from: String(source.documentId), applications: Number(moved) },
    });
  });
  return candidateDetail(strapi, documentId);
}

/**
 * GET /candidates/tags?prefix= — tags already in use that start with `prefix` (case-insensitive; any tag when empty),
 * the most used first, at most `CANDIDATE_TAG_SUGGESTIONS`, each in its most used spelling. The database finds the
 * candidates whose tags mention the prefix (the JSON column read as text: LIKE on SQLite, ILIKE on PostgreSQL); this
 * keeps the tags that start with it.
 */
export async function tagSuggestions(strapi: Core.Strapi, prefix: unknown): Promise<string[]> {
  const wanted = tagKey(typeof prefix === 'string' ? prefix.slice(0, 40) : '');
  const { table, column } = candidateTables(strapi);
  const tags = column('tags');
  const pattern = `%${wanted.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const postgres = strapi.db.dialect.client === 'postgres';
  const rows: Array<{ tags: unknown }> = await strapi.db
    .connection(table)
    .whereNotNull(tags)
    .andWhereRaw(postgres ? `${tags}::text ilike ? escape '\\'` : `${tags} like ? escape '\\'`, [pattern])
    .orderBy(column('lastActivityAt'), 'desc')
    .limit(500)
    .select(`${tags} as tags`);
  const starts = new RegExp(`^${escapeRegExp(wanted)}`);
  const counted = new Map<string, { spelling: Map<string, number>; count: number }>();
  for (const row of rows) {
    for (const tag of tagsOf(row.tags)) {
      const key = tagKey(tag);
      if (!starts.test(key)) continue;
      const entry = counted.get(key) ?? { spelling: new Map(), count: 0 };
      entry.count += 1;
      entry.spelling.set(tag, (entry.spelling.get(tag) ?? 0) + 1);
      counted.set(key, entry);
    }
  }
  return [...counted.values()]
    .sort((a, b) => b.count - a.count)
    .slice(0, CANDIDATE_TAG_SUGGESTIONS)
    .map((entry) => [...entry.spelling.entries()].sort((a, b) => b[1] - a[1])[0][0]);
}

/**
 * Deletes the candidate `candidateId` when no application is left to it (the last one erased or gone by retention;
 * docs/023-talent-pool.md "Candidates"), inside the caller's transaction.
 * @returns whether it was deleted.
 */
export async function removeCandidateIfEmpty(strapi: Core.Strapi, candidateId: number): Promise<boolean> {
  const { link } = candidateTables(strapi);
  return strapi.db.transaction(async ({ trx }) => {
    const left = await trx(link.table).where(link.candidate, candidateId).first(link.application);
    if (left) return false;
    await strapi.db.query(UID).delete({ where: { id: candidateId } });
    return true;
  });
}

/**
 * Sets the last activity of the candidate of the application `applicationId` to `at` (a note, a status move), inside
 * the caller's transaction when there is one. Nothing when the application has no candidate.
 */
export async function touchCandidateOf(strapi: Core.Strapi, applicationId: number, at: Date): Promise<void> {
  const { table, column, link } = candidateTables(strapi);
  await strapi.db.transaction(async ({ trx }) => {
    await trx(table)
      .whereIn('id', trx(link.table).where(link.application, applicationId).select(link.candidate))
      .update({ [column('lastActivityAt')]: at });
  });
}
