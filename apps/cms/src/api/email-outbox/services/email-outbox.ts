import { EMAIL_STATUSES, OUTBOX_RETENTION_DAYS, type EmailStatus } from '@agency/contract';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { ComposedEmail } from '../../../lib/outbox';
import { DAY_MS } from '../../../lib/weeks';

const UID = 'api::email-outbox.email-outbox';

/** What staff see of an outbox message: no bodies (they may hold an applicant's data), the address and the error. */
const LISTED = ['id', 'documentId', 'to', 'subject', 'kind', 'status', 'attempts', 'lastError', 'createdAt', 'sentAt'];

/**
 * The email outbox (lib/outbox.ts sends it): recording a message with what caused it, and the staff's view of the
 * messages by status.
 */
export default factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * Records `email` as pending, due now. Called inside the caller's `strapi.db.transaction`, it is part of it: the
   * message exists exactly when what caused it was stored.
   */
  async enqueue(email: ComposedEmail) {
    const now = new Date();
    await strapi.db.query(UID).create({
      select: ['id'],
      data: {
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers ?? null,
        kind: email.kind,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      },
    });
  },

  /**
   * The messages of one status, newest first, at most `limit` (1-100, default 50), and how many there are in all.
   * @returns `{ total, messages: [{ id, documentId, to, subject, kind, status, attempts, lastError, createdAt, sentAt }] }`.
   * @throws ValidationError (400) for a status that is not one of `EMAIL_STATUSES`.
   */
  async listByStatus(status: unknown, limit = 50) {
    if (typeof status !== 'string' || !(EMAIL_STATUSES as readonly string[]).includes(status)) {
      throw new errors.ValidationError(`status must be one of ${EMAIL_STATUSES.join(', ')}.`);
    }
    const where = { status: status as EmailStatus };
    const [total, messages] = await Promise.all([
      strapi.db.query(UID).count({ where }),
      strapi.db.query(UID).findMany({
        where,
        select: LISTED,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        limit: Math.min(Math.max(1, Math.trunc(limit) || 50), 100),
      }),
    ]);
    return { total, messages };
  },

  /**
   * Retention: deletes the messages that are done with (sent or failed) and last changed more than
   * `OUTBOX_RETENTION_DAYS` (the contract's) before `now`. Their bodies hold applicants' and visitors' data, and
   * nothing reads them afterwards; pending messages are never touched.
   * @returns how many were deleted.
   */
  async deleteFinished(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - OUTBOX_RETENTION_DAYS * DAY_MS);
    const { count } = await strapi.db
      .query(UID)
      .deleteMany({ where: { status: { $in: ['sent', 'failed'] }, updatedAt: { $lt: cutoff } } });
    return count;
  },
}));
