import { ENQUIRY_STATUS_VALUES, enquiryInputSchema, enquiryStatusFrom, type EnquiryStatus } from '@agency/contract';
import { factories, type Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { recordAudit, SYSTEM_ACTOR } from '../../../lib/audit';
import { enqueueEnquiryAlert } from '../../../lib/notifications';
import { DAY_MS } from '../../../lib/weeks';
import { parseOrThrow } from '../../../lib/validation';

const UID = 'api::contact.contact';

/**
 * Contact enquiries: a validated public create (docs/000-product.md §5 "Public contact form"), the staff's status, and
 * their retention. Each method is a function of this module.
 */
export default factories.createCoreService(UID, ({ strapi }) => ({
  submit: (data: unknown) => submitEnquiry(strapi, data),
  setStatus: (documentId: string, data: unknown) => setEnquiryStatus(strapi, documentId, data),
  deleteExpiredEnquiries: (days: number, now?: Date, batch?: number) =>
    deleteExpiredEnquiries(strapi, days, now, batch),
}));

/**
 * Stores one enquiry and, in the same transaction, the staff alert about it (lib/outbox.ts). @returns { id, documentId }.
 * @throws ValidationError (400) naming the bad fields.
 */
export async function submitEnquiry(strapi: Core.Strapi, data: unknown) {
  const input = parseOrThrow(enquiryInputSchema, data);
  const created = await strapi.db.transaction(async () => {
    const enquiry = await strapi.documents(UID).create({ data: input });
    await enqueueEnquiryAlert(strapi, input);
    return enquiry;
  });
  return { id: created.id, documentId: created.documentId };
}

/**
 * The status of a staff change to an enquiry: `data` must hold `status` (`new` | `handled`, the contract's
 * ENQUIRY_STATUSES) and nothing else.
 * @throws ValidationError (400) for another field or value.
 */
export function parseEnquiryStatus(data: unknown): EnquiryStatus {
  const changes = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const others = Object.keys(changes).filter((key) => key !== 'status');
  const status = enquiryStatusFrom(changes.status);
  if (others.length > 0 || !status) {
    throw new errors.ValidationError(
      `Only the status of an enquiry can be changed, to one of: ${ENQUIRY_STATUS_VALUES.join(', ')}.`,
      { fields: others },
    );
  }
  return status;
}

/**
 * Sets an enquiry's status (`parseEnquiryStatus`); nothing else of it may change.
 * @returns the enquiry. @throws ValidationError (400) for another field or value; NotFoundError (404).
 */
export async function setEnquiryStatus(strapi: Core.Strapi, documentId: string, data: unknown) {
  const status = parseEnquiryStatus(data);
  const existing = await strapi.documents(UID).findOne({ documentId, fields: ['id'] });
  if (!existing) throw new errors.NotFoundError('Enquiry not found');
  return strapi.documents(UID).update({ documentId, data: { status } });
}

/**
 * Retention (docs/015-recruiter-workflow.md "Retention", the privacy policy's period for enquiries): deletes the
 * enquiries whose last change (their arrival, or staff marking them handled) is more than `days` days before `now`,
 * each with an audit entry `retention-delete` by `system` in the same transaction. At most `batch` a run; the task runs
 * again.
 * @returns how many enquiries were deleted.
 */
export async function deleteExpiredEnquiries(
  strapi: Core.Strapi,
  days: number,
  now = new Date(),
  batch = 200,
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const expired: Array<{ id: number; documentId: string }> = await strapi.db.query(UID).findMany({
    select: ['id', 'documentId'],
    where: { updatedAt: { $lt: cutoff } },
    limit: batch,
  });
  for (const { id, documentId } of expired) {
    await strapi.db.transaction(async () => {
      await strapi.db.query(UID).delete({ where: { id } });
      await recordAudit(strapi, {
        action: 'retention-delete',
        subjectType: UID,
        subjectId: documentId,
        actor: SYSTEM_ACTOR,
      });
    });
  }
  return expired.length;
}
