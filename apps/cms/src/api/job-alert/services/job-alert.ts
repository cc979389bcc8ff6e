import { randomBytes } from 'crypto';
import {
  describeJobAlertSearch,
  JOB_ALERT_DIGEST_JOBS_MAX,
  JOB_ALERT_UNCONFIRMED_DAYS,
  JOB_ALERTS_PER_EMAIL_MAX,
  jobAlertInputSchema,
  jobAlertSearch,
  jobAlertConfirmSchema,
  jobAlertTokenSchema,
  jobSearchQuery,
  displayLocation,
  publicCompany,
  languageOf,
  type JobAlertInput,
  type JobAlertSearch,
  type Language,
} from '@agency/contract';
import { factories, type Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { arabicJobAlertDescription, type DigestJob } from '../../../lib/emails';
import { enqueueJobAlertConfirmation, enqueueJobAlertDigest } from '../../../lib/notifications';
import { parseOrThrow } from '../../../lib/validation';
import { JOB_UID, withLanguages } from '../../../lib/content-locales';
import { DAY_MS } from '../../../lib/weeks';
import { jobCategoryName, newlyOpenedJobs } from '../../job/services/job-search';

const UID = 'api::job-alert.job-alert';

/** What `listJobAlertsByEmail` gives of a subscription: everything but its token (the key to confirm and unsubscribe). */
const LISTED = ['documentId', 'email', 'search', 'confirmedAt', 'lastDigestAt', 'createdAt'] as const;

/** A subscription as the digest reads it. */
export interface AlertRow {
  id: number;
  email: string;
  token: string;
  search: unknown;
  confirmedAt: string | Date;
  lastDigestAt: string | Date | null;
  /** The language of its e-mails ('en' or 'ar'; null for a subscription older than issue 23: English). */
  language?: string | null;
}

/** A job as the digest reads it (`digestJob`). */
type StoredJob = Parameters<typeof displayLocation>[0] & {
  title?: string | null;
  slug?: string | null;
  company?: string | null;
  confidential?: boolean | null;
};

/**
 * Job alerts for job seekers (docs/014-job-alerts.md): subscribe (double opt-in), confirm, unsubscribe,
 * the daily digest, the clean-up of subscriptions never confirmed, and the personal-data hooks of the GDPR work
 * (`listByEmail`, `deleteByEmail`). Each method is a function of this module.
 */
export default factories.createCoreService(UID, ({ strapi }) => ({
  subscribe: (data: unknown) => subscribeToJobAlert(strapi, data),
  confirm: (data: unknown, now?: Date) => confirmJobAlert(strapi, data, now),
  unsubscribe: (data: unknown) => unsubscribeFromJobAlert(strapi, data),
  sendDigests: (now?: Date, batch?: number) => sendJobAlertDigests(strapi, now, batch),
  sendDigest: (row: AlertRow, now: Date) => sendJobAlertDigest(strapi, row, now),
  deleteUnconfirmed: (now?: Date) => deleteUnconfirmedJobAlerts(strapi, now),
  listByEmail: (email: string) => listJobAlertsByEmail(strapi, email),
  deleteByEmail: (email: string) => deleteJobAlertsByEmail(strapi, email),
}));

/** A token of 32 random bytes, base64url (43 characters): `JOB_ALERT_TOKEN_PATTERN`. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The later of two times (the digest's "new since"). */
export function later(a: string | Date, b: string | Date | null): Date {
  const first = new Date(a);
  if (b === null) return first;
  const second = new Date(b);
  return second > first ? second : first;
}

/** A stored JSON value as an object of parameters (a search saved by an older version may lack fields). */
export function objectOf(value: unknown): Record<string, unknown> {
  const parsed: unknown = typeof value === 'string' ? safeJson(value) : value;
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The address, search and language of a subscription from the public form (the contract's `jobAlertInputSchema`).
 * @throws ValidationError (400) for a bad address, search or language, or a filled honeypot (`website`).
 */
export function parseSubscription(data: unknown): JobAlertInput {
  const body = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const honeypot =
    typeof body.website === 'string' && body.website.trim() !== ''
      ? [{ path: ['website'], message: 'website must be empty', name: 'ValidationError' as const }]
      : [];
  return parseOrThrow(
    jobAlertInputSchema,
    { email: body.email, search: body.search, language: body.language },
    honeypot,
  );
}

/**
 * Whether an address whose subscriptions have the searches `existing` (as stored) may subscribe to `search`: not when
 * it has `JOB_ALERTS_PER_EMAIL_MAX` already, nor when one of them is this search (compared as the board's query).
 */
export function acceptsSubscription(existing: readonly unknown[], search: JobAlertSearch): boolean {
  if (existing.length >= JOB_ALERTS_PER_EMAIL_MAX) return false;
  const key = jobSearchQuery(search);
  return !existing.some((stored) => jobSearchQuery(jobAlertSearch(objectOf(stored))) === key);
}

/**
 * A subscription from the public form: stored unconfirmed with a new token, and its confirmation email recorded
 * in the same transaction. The caller's answer is the same in every case, so nothing here tells a stranger
 * whether the address is known: an address that `acceptsSubscription` refuses gets nothing new (no row, no email).
 * @throws ValidationError (400) for a bad address or search, or a filled honeypot (`website`).
 */
export async function subscribeToJobAlert(strapi: Core.Strapi, data: unknown): Promise<void> {
  const { email, search, language } = parseSubscription(data);
  // Read before the transaction: SQLite has one connection, which the transaction holds.
  const categoryName = await jobCategoryName(strapi, search.category);
  await strapi.db.transaction(async () => {
    const existing: Array<{ search: unknown }> = await strapi.db
      .query(UID)
      .findMany({ where: { email }, select: ['search'] });
    const searches = existing.map((row) => row.search);
    if (!acceptsSubscription(searches, search)) return;
    const token = newToken();
    await strapi.documents(UID).create({ data: { email, search: { ...search }, token, language } });
    await enqueueJobAlertConfirmation(strapi, {
      email,
      token,
      search,
      description: describeJobAlertSearch(search, categoryName),
      categoryName,
      language,
    });
  });
}

/** Whether a subscription made at `createdAt` and never confirmed has outlived its link (`JOB_ALERT_UNCONFIRMED_DAYS`). */
export function unconfirmedExpired(
  row: { confirmedAt: string | Date | null; createdAt: string | Date },
  now: Date,
): boolean {
  return !row.confirmedAt && now.getTime() - new Date(row.createdAt).getTime() > JOB_ALERT_UNCONFIRMED_DAYS * DAY_MS;
}

/**
 * Confirms the subscription of `token` (idempotent: a confirmed one stays as it is).
 * @returns its search and the search in words, in the body's `language` (the page the link was opened on: English by
 * default, Arabic for /ar/alerts/confirm; docs/026-languages.md "Pages reached from e-mails").
 * @throws ValidationError (400) for a body without a token's shape or with another language; NotFoundError (404) for
 * an unknown token or an unconfirmed subscription older than `JOB_ALERT_UNCONFIRMED_DAYS` days.
 */
export async function confirmJobAlert(strapi: Core.Strapi, data: unknown, now = new Date()) {
  const { token, language } = parseOrThrow(jobAlertConfirmSchema, data);
  const row = (await strapi.db
    .query(UID)
    .findOne({ where: { token }, select: ['id', 'search', 'confirmedAt', 'createdAt'] })) as {
    id: number;
    search: unknown;
    confirmedAt: string | null;
    createdAt: string;
  } | null;
  if (!row || unconfirmedExpired(row, now)) {
    throw new errors.NotFoundError('This job alert link is unknown or has expired.');
  }
  const confirmedAt = row.confirmedAt ? new Date(row.confirmedAt) : now;
  if (!row.confirmedAt) await strapi.db.query(UID).update({ where: { id: row.id }, data: { confirmedAt } });
  const search = jobAlertSearch(objectOf(row.search));
  const categoryName = await jobCategoryName(strapi, search.category);
  return {
    search,
    description:
      language === 'ar'
        ? arabicJobAlertDescription(search, categoryName)
        : describeJobAlertSearch(search, categoryName),
    confirmedAt: confirmedAt.toISOString(),
  };
}

/**
 * Deletes the subscription of `token`. Idempotent: an unknown token (already unsubscribed, expired, never made)
 * is answered the same, so that a one-click unsubscribe retried by a mail provider succeeds.
 * @throws ValidationError (400) for a body without a token's shape.
 */
export async function unsubscribeFromJobAlert(strapi: Core.Strapi, data: unknown): Promise<void> {
  const { token } = parseOrThrow(jobAlertTokenSchema, data);
  await strapi.db.query(UID).deleteMany({ where: { token } });
}

/**
 * The daily digest (the `job-alerts` task of src/index.ts): `sendJobAlertDigest` for each confirmed subscription,
 * `batch` read at a time in id order; a digest that fails is logged and the others go on.
 * @returns how many digests were recorded.
 */
export async function sendJobAlertDigests(strapi: Core.Strapi, now = new Date(), batch = 100): Promise<number> {
  let sent = 0;
  let afterId = 0;
  for (;;) {
    const rows: AlertRow[] = await strapi.db.query(UID).findMany({
      where: { confirmedAt: { $notNull: true }, id: { $gt: afterId } },
      select: ['id', 'email', 'token', 'search', 'confirmedAt', 'lastDigestAt', 'language'],
      orderBy: { id: 'asc' },
      limit: batch,
    });
    for (const row of rows) {
      try {
        if (await sendJobAlertDigest(strapi, row, now)) sent += 1;
      } catch (error) {
        strapi.log.error(`Job alert ${row.id}: the digest failed`, { err: error });
      }
    }
    if (rows.length < batch) return sent;
    afterId = rows[rows.length - 1].id;
  }
}

/**
 * A job as a digest lists it: title, slug, company as visitors see it (`publicCompany`: the agency for a confidential
 * job, docs/024-employers.md "Confidential jobs") and the location the board shows (`displayLocation`).
 */
export function digestJob(job: StoredJob): DigestJob {
  return {
    title: String(job.title ?? ''),
    slug: String(job.slug ?? ''),
    company: publicCompany(job),
    location: displayLocation(job),
  };
}

/**
 * The jobs of row ids `ids` as a digest lists them, in the order of `ids` (a job deleted since is left out); for an
 * Arabic digest (`language` 'ar') a job with an Arabic version has its Arabic title and location (as /ar/blog shows it).
 */
export async function digestJobs(
  strapi: Core.Strapi,
  ids: readonly number[],
  language: Language = 'en',
): Promise<DigestJob[]> {
  const english = await strapi.documents('api::job.job').findMany({
    filters: { id: { $in: [...ids] } },
    fields: [
      'documentId',
      'title',
      'slug',
      'company',
      'confidential',
      'location',
      'city',
      'country',
      'workplace',
      'applicantLocations',
    ],
  });
  const stored = language === 'ar' ? await withLanguages(strapi, JOB_UID, english, language, true) : english;
  const byId = new Map(stored.map((job) => [job.id, job]));
  return ids.flatMap((id) => {
    const job = byId.get(id);
    return job ? [digestJob(job as StoredJob)] : [];
  });
}

/** A digest as `recordDigest` records it: the search, in words too, the jobs it lists and how many more there are. */
export interface Digest {
  search: JobAlertSearch;
  description: string;
  /** The category's name, for the search in Arabic words (`JobAlertFacts.categoryName`). */
  categoryName?: string | null;
  jobs: DigestJob[];
  more: number;
}

/**
 * One subscription's digest: the open jobs matching its search (the board's rule, `newlyOpenedJobs` of the job
 * search) first open after the later of its confirmation and its previous digest, and at or before `now`; none, no
 * email. Steps: `objectOf` and the contract's `jobAlertSearch`, `newlyOpenedJobs`, `digestJobs`, `recordDigest`.
 * @returns whether one was recorded.
 */
export async function sendJobAlertDigest(strapi: Core.Strapi, row: AlertRow, now: Date): Promise<boolean> {
  const search = jobAlertSearch(objectOf(row.search));
  const found = await newlyOpenedJobs(strapi, search, {
    since: later(row.confirmedAt, row.lastDigestAt),
    until: now,
    limit: JOB_ALERT_DIGEST_JOBS_MAX,
  });
  if (found.total === 0) return false;
  const jobs = await digestJobs(strapi, found.ids, languageOf(row.language));
  const description = describeJobAlertSearch(search, found.categoryName);
  return recordDigest(
    strapi,
    row,
    { search, description, categoryName: found.categoryName, jobs, more: Math.max(0, found.total - jobs.length) },
    now,
  );
}

/**
 * Records `digest` in the outbox in one transaction with the move of the subscription's `lastDigestAt` to `now`,
 * conditional on it being unchanged since `row` was read: a rerun, or a second CMS instance running the task, never
 * sends the same jobs twice.
 * @returns whether it was recorded (false: another run moved `lastDigestAt` first, or the subscription is gone).
 */
export async function recordDigest(strapi: Core.Strapi, row: AlertRow, digest: Digest, now: Date): Promise<boolean> {
  return strapi.db.transaction(async () => {
    const unchanged = row.lastDigestAt === null ? { $null: true } : { $eq: row.lastDigestAt };
    const { count } = await strapi.db
      .query(UID)
      .updateMany({ where: { id: row.id, lastDigestAt: unchanged }, data: { lastDigestAt: now } });
    if (count !== 1) return false;
    const { search, description, categoryName, jobs, more } = digest;
    const alert = { email: row.email, token: row.token, search, description, categoryName, language: row.language };
    await enqueueJobAlertDigest(strapi, alert, jobs, more);
    return true;
  });
}

/**
 * Deletes the subscriptions never confirmed `JOB_ALERT_UNCONFIRMED_DAYS` days after they were made (their link
 * has expired). @returns how many.
 */
export async function deleteUnconfirmedJobAlerts(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - JOB_ALERT_UNCONFIRMED_DAYS * DAY_MS);
  const { count } = await strapi.db
    .query(UID)
    .deleteMany({ where: { confirmedAt: { $null: true }, createdAt: { $lt: cutoff } } });
  return count;
}

/** A subscription as `listJobAlertsByEmail` gives it (a type, not an interface: the export reads it as a row). */
export type ListedJobAlert = {
  documentId: string;
  email: string;
  search: JobAlertSearch;
  confirmedAt: string | null;
  lastDigestAt: string | null;
  createdAt: string;
};

/**
 * Personal data (GDPR access): the job alert subscriptions of an address as the contract stores it (trimmed, lower
 * case: `personalDataRequestSchema`), oldest first, without their tokens:
 * `[{ documentId, email, search, confirmedAt, lastDigestAt, createdAt }]`.
 */
export async function listJobAlertsByEmail(strapi: Core.Strapi, email: string): Promise<ListedJobAlert[]> {
  return strapi.db.query(UID).findMany({
    where: { email },
    select: [...LISTED],
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  }) as Promise<ListedJobAlert[]>;
}

/**
 * Personal data (GDPR erasure): deletes every job alert subscription of an address (as `listJobAlertsByEmail` takes
 * it), inside the caller's transaction when there is one. Emails already in the outbox are the outbox's to keep or
 * remove.
 * @returns how many were deleted.
 */
export async function deleteJobAlertsByEmail(strapi: Core.Strapi, email: string): Promise<number> {
  const { count } = await strapi.db.query(UID).deleteMany({ where: { email } });
  return count;
}
