import { randomBytes } from 'crypto';
import {
  describeJobAlertSearch,
  JOB_ALERT_DIGEST_JOBS_MAX,
  JOB_ALERT_UNCONFIRMED_DAYS,
  JOB_ALERTS_PER_EMAIL_MAX,
  jobAlertInputSchema,
  jobAlertSearch,
  jobAlertTokenSchema,
  jobSearchQuery,
  displayLocation,
  type JobAlertSearch,
} from '@agency/contract';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { DigestJob } from '../../../lib/emails';
import { enqueueJobAlertConfirmation, enqueueJobAlertDigest } from '../../../lib/notifications';
import { service } from '../../../lib/services';
import { parseOrThrow } from '../../../lib/validation';
import { DAY_MS } from '../../../lib/weeks';

const UID = 'api::job-alert.job-alert';

/** What `listByEmail` gives of a subscription: everything but its token (the key to confirm and unsubscribe). */
const LISTED = ['documentId', 'email', 'search', 'confirmedAt', 'lastDigestAt', 'createdAt'] as const;

/** A subscription as the digest reads it. */
interface AlertRow {
  id: number;
  email: string;
  token: string;
  search: unknown;
  confirmedAt: string | Date;
  lastDigestAt: string | Date | null;
}

/** A token of 32 random bytes, base64url (43 characters): `JOB_ALERT_TOKEN_PATTERN`. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The later of two times (the digest's "new since"). */
function later(a: string | Date, b: string | Date | null): Date {
  const first = new Date(a);
  if (b === null) return first;
  const second = new Date(b);
  return second > first ? second : first;
}

/**
 * Job alerts for job seekers (issue 11, docs/011-job-alerts.md): subscribe (double opt-in), confirm, unsubscribe,
 * the daily digest, the clean-up of subscriptions never confirmed, and the personal-data hooks of the GDPR work
 * (`listByEmail`, `deleteByEmail`).
 */
export default factories.createCoreService(UID, ({ strapi }) => {
  const jobSearch = () => service(strapi, 'api::job.job-search');

  return {
    /**
     * A subscription from the public form: stored unconfirmed with a new token, and its confirmation email recorded
     * in the same transaction. The caller's answer is the same in every case, so nothing here tells a stranger
     * whether the address is known: an address that already has this search, or already has
     * `JOB_ALERTS_PER_EMAIL_MAX` subscriptions, gets nothing new (no row, no email).
     * @throws ValidationError (400) for a bad address or search, or a filled honeypot (`website`).
     */
    async subscribe(data: unknown): Promise<void> {
      const body = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
      const honeypot =
        typeof body.website === 'string' && body.website.trim() !== ''
          ? [{ path: ['website'], message: 'website must be empty', name: 'ValidationError' as const }]
          : [];
      const { email, search } = parseOrThrow(jobAlertInputSchema, { email: body.email, search: body.search }, honeypot);
      // Read before the transaction: SQLite has one connection, which the transaction holds.
      const categoryName = await jobSearch().categoryName(search.category);
      const key = jobSearchQuery(search);
      await strapi.db.transaction(async () => {
        const existing: Array<{ search: unknown }> = await strapi.db
          .query(UID)
          .findMany({ where: { email }, select: ['search'] });
        if (existing.length >= JOB_ALERTS_PER_EMAIL_MAX) return;
        if (existing.some((row) => jobSearchQuery(jobAlertSearch(objectOf(row.search))) === key)) return;
        const token = newToken();
        await strapi.documents(UID).create({ data: { email, search: { ...search }, token } });
        await enqueueJobAlertConfirmation(strapi, {
          email,
          token,
          search,
          description: describeJobAlertSearch(search, categoryName),
        });
      });
    },

    /**
     * Confirms the subscription of `token` (idempotent: a confirmed one stays as it is).
     * @returns its search and the search in words.
     * @throws ValidationError (400) for a body without a token's shape; NotFoundError (404) for an unknown token or an
     * unconfirmed subscription older than `JOB_ALERT_UNCONFIRMED_DAYS` days.
     */
    async confirm(data: unknown, now = new Date()) {
      const { token } = parseOrThrow(jobAlertTokenSchema, data);
      const row = (await strapi.db
        .query(UID)
        .findOne({ where: { token }, select: ['id', 'search', 'confirmedAt', 'createdAt'] })) as {
        id: number;
        search: unknown;
        confirmedAt: string | null;
        createdAt: string;
      } | null;
      const expired =
        row &&
        !row.confirmedAt &&
        now.getTime() - new Date(row.createdAt).getTime() > JOB_ALERT_UNCONFIRMED_DAYS * DAY_MS;
      if (!row || expired) throw new errors.NotFoundError('This job alert link is unknown or has expired.');
      const confirmedAt = row.confirmedAt ? new Date(row.confirmedAt) : now;
      if (!row.confirmedAt) await strapi.db.query(UID).update({ where: { id: row.id }, data: { confirmedAt } });
      const search = jobAlertSearch(objectOf(row.search));
      return {
        search,
        description: describeJobAlertSearch(search, await jobSearch().categoryName(search.category)),
        confirmedAt: confirmedAt.toISOString(),
      };
    },

    /**
     * Deletes the subscription of `token`. Idempotent: an unknown token (already unsubscribed, expired, never made)
     * is answered the same, so that a one-click unsubscribe retried by a mail provider succeeds.
     * @throws ValidationError (400) for a body without a token's shape.
     */
    async unsubscribe(data: unknown): Promise<void> {
      const { token } = parseOrThrow(jobAlertTokenSchema, data);
      await strapi.db.query(UID).deleteMany({ where: { token } });
    },

    /**
     * The daily digest (the `job-alerts` task of src/index.ts): for each confirmed subscription, the open jobs
     * matching its search (the board's rule, `newlyOpened` of the job search) first open after the later of its
     * confirmation and its previous digest, and at or before `now`; none, no email. Each digest is recorded in the
     * outbox in one transaction with the move of the subscription's `lastDigestAt` to `now`, conditional on it being
     * unchanged since it was read: a rerun, or a second CMS instance running the task, never sends the same jobs twice.
     * @returns how many digests were recorded.
     */
    async sendDigests(now = new Date(), batch = 100): Promise<number> {
      let sent = 0;
      let afterId = 0;
      for (;;) {
        const rows: AlertRow[] = await strapi.db.query(UID).findMany({
          where: { confirmedAt: { $notNull: true }, id: { $gt: afterId } },
          select: ['id', 'email', 'token', 'search', 'confirmedAt', 'lastDigestAt'],
          orderBy: { id: 'asc' },
          limit: batch,
        });
        for (const row of rows) {
          try {
            if (await this.sendDigest(row, now)) sent += 1;
          } catch (error) {
            strapi.log.error(`Job alert ${row.id}: the digest failed: ${String(error)}`);
          }
        }
        if (rows.length < batch) return sent;
        afterId = rows[rows.length - 1].id;
      }
    },

    /** One subscription's digest (see `sendDigests`). @returns whether one was recorded. */
    async sendDigest(row: AlertRow, now: Date): Promise<boolean> {
      const search = jobAlertSearch(objectOf(row.search));
      const found = await jobSearch().newlyOpened(search, {
        since: later(row.confirmedAt, row.lastDigestAt),
        until: now,
        limit: JOB_ALERT_DIGEST_JOBS_MAX,
      });
      if (found.total === 0) return false;
      const stored = await strapi.documents('api::job.job').findMany({
        filters: { id: { $in: found.ids } },
        fields: ['title', 'slug', 'company', 'location', 'city', 'country', 'workplace', 'applicantLocations'],
      });
      const byId = new Map(stored.map((job) => [job.id, job]));
      const jobs: DigestJob[] = found.ids.flatMap((id) => {
        const job = byId.get(id);
        if (!job) return [];
        const location = displayLocation(job as Parameters<typeof displayLocation>[0]);
        return [{ title: String(job.title ?? ''), slug: String(job.slug ?? ''), company: job.company, location }];
      });
      return strapi.db.transaction(async () => {
        const unchanged = row.lastDigestAt === null ? { $null: true } : { $eq: row.lastDigestAt };
        const { count } = await strapi.db
          .query(UID)
          .updateMany({ where: { id: row.id, lastDigestAt: unchanged }, data: { lastDigestAt: now } });
        if (count !== 1) return false;
        await enqueueJobAlertDigest(
          strapi,
          {
            email: row.email,
            token: row.token,
            search,
            description: describeJobAlertSearch(search, found.categoryName),
          },
          jobs,
          Math.max(0, found.total - jobs.length),
        );
        return true;
      });
    },

    /**
     * Deletes the subscriptions never confirmed `JOB_ALERT_UNCONFIRMED_DAYS` days after they were made (their link
     * has expired). @returns how many.
     */
    async deleteUnconfirmed(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - JOB_ALERT_UNCONFIRMED_DAYS * DAY_MS);
      const { count } = await strapi.db
        .query(UID)
        .deleteMany({ where: { confirmedAt: { $null: true }, createdAt: { $lt: cutoff } } });
      return count;
    },

    /**
     * Personal data (GDPR access): the job alert subscriptions of an address as the contract stores it (trimmed, lower
     * case: `personalDataRequestSchema`), oldest first, without their tokens:
     * `[{ documentId, email, search, confirmedAt, lastDigestAt, createdAt }]`.
     */
    async listByEmail(email: string) {
      return strapi.db.query(UID).findMany({
        where: { email },
        select: [...LISTED],
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      }) as Promise<
        Array<{
          documentId: string;
          email: string;
          search: JobAlertSearch;
          confirmedAt: string | null;
          lastDigestAt: string | null;
          createdAt: string;
        }>
      >;
    },

    /**
     * Personal data (GDPR erasure): deletes every job alert subscription of an address (as `listByEmail` takes it), inside
     * the caller's transaction when there is one. Emails already in the outbox are the outbox's to keep or remove.
     * @returns how many were deleted.
     */
    async deleteByEmail(email: string): Promise<number> {
      const { count } = await strapi.db.query(UID).deleteMany({ where: { email } });
      return count;
    },
  };
});

/** A stored JSON value as an object of parameters (a search saved by an older version may lack fields). */
function objectOf(value: unknown): Record<string, unknown> {
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
