import { EMAIL_STATUSES, OUTBOX_RETENTION_DAYS, type EmailStatus } from '@agency/contract';
import { factories, type Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { recordEmail } from '../../../lib/notifications';
import type { ComposedEmail } from '../../../lib/outbox';
import { DAY_MS } from '../../../lib/weeks';

const UID = 'api::email-outbox.email-outbox';

/** What staff see of an outbox message: no bodies (they may hold an applicant's data), the address and the error. */
const LISTED = ['id', 'documentId', 'to', 'subject', 'kind', 'status', 'attempts', 'lastError', 'createdAt', 'sentAt'];

/**
 * The email outbox (lib/outbox.ts sends it): recording a message with what caused it (`recordEmail` of
 * lib/notifications.ts), and the staff's view of the messages by status. Each method is a function of a module.
 */
export default factories.createCoreService(UID, ({ strapi }) => ({
  enqueue: (email: ComposedEmail) => recordEmail(strapi, email),
  listByStatus: (status: unknown, limit?: number) => listOutboxMessages(strapi, status, limit),
  deleteFinished: (now?: Date) => deleteFinishedEmails(strapi, now),
}));

/** How many messages a list shows: `limit` made a whole number from 1 to 100; 50 when it is not a number. */
export function listLimit(limit: number): number {
  return Math.min(Math.max(1, Math.trunc(limit) || 50), 100);
}

/**
 * The messages of one status, newest first, at most `limit` (`listLimit`: 1-100, default 50), and how many there are
 * in all.
 * @returns `{ total, messages: [{ id, documentId, to, subject, kind, status, attempts, lastError, createdAt, sentAt }] }`.
 * @throws ValidationError (400) for a status that is not one of `EMAIL_STATUSES`.
 */
export async function listOutboxMessages(strapi: Core.Strapi, status: unknown, limit = 50) {
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
      limit: listLimit(limit),
    }),
  ]);
  return { total, messages };
}

/**
 * Retention: deletes the messages that are done with (sent or failed) and last changed more than
 * `OUTBOX_RETENTION_DAYS` (the contract's) before `now`. Their bodies hold applicants' and visitors' data, and
 * nothing reads them afterwards; pending messages are never touched.
 * @returns how many were deleted.
 */
export async function deleteFinishedEmails(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - OUTBOX_RETENTION_DAYS * DAY_MS);
  const { count } = await strapi.db
    .query(UID)
    .deleteMany({ where: { status: { $in: ['sent', 'failed'] }, updatedAt: { $lt: cutoff } } });
  return count;
}
