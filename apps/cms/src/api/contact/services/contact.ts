import { ENQUIRY_STATUS_VALUES, enquiryInputSchema, enquiryStatusFrom, type EnquiryStatus } from '@agency/contract';
import { factories, type Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { enqueueEnquiryEmails } from '../../../lib/notifications';
import { deleteUnchangedSince } from '../../../lib/retention';
import { parseOrThrow, statusOnly } from '../../../lib/validation';

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
 * Stores one enquiry and, in the same transaction, its e-mails (lib/notifications.ts `enqueueEnquiryEmails`: the
 * acknowledgement to the sender, docs/024-employers.md, and the staff alert). @returns { id, documentId }.
 * @throws ValidationError (400) naming the bad fields.
 */
export async function submitEnquiry(strapi: Core.Strapi, data: unknown) {
  const input = parseOrThrow(enquiryInputSchema, data);
  const created = await strapi.db.transaction(async () => {
    const enquiry = await strapi.documents(UID).create({ data: input });
    await enqueueEnquiryEmails(strapi, input);
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
  return statusOnly(data, enquiryStatusFrom, ENQUIRY_STATUS_VALUES, 'an enquiry');
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
 * each with an audit entry `retention-delete` by `system` (lib/retention.ts `deleteUnchangedSince`). At most `batch` a
 * run; the task runs again.
 * @returns how many enquiries were deleted.
 */
export function deleteExpiredEnquiries(strapi: Core.Strapi, days: number, now = new Date(), batch = 200) {
  return deleteUnchangedSince(strapi, UID, days, now, batch);
}
