import { enquiryInputSchema } from '@agency/contract';
import { factories } from '@strapi/strapi';
import { enqueueEnquiryAlert } from '../../../lib/notifications';
import { parseOrThrow } from '../../../lib/validation';

/** Contact enquiries: a validated public create (spec §5 "Public contact form"). */
export default factories.createCoreService('api::contact.contact', ({ strapi }) => ({
  /**
   * Stores one enquiry and, in the same transaction, the staff alert about it (lib/outbox.ts). @returns { id, documentId }.
   * @throws ValidationError (400) naming the bad fields.
   */
  async submit(data: unknown) {
    const input = parseOrThrow(enquiryInputSchema, data);
    const created = await strapi.db.transaction(async () => {
      const enquiry = await strapi.documents('api::contact.contact').create({ data: input });
      await enqueueEnquiryAlert(strapi, input);
      return enquiry;
    });
    return { id: created.id, documentId: created.documentId };
  },
}));
