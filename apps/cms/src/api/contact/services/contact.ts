import { enquiryInputSchema } from '@agency/contract';
import { factories } from '@strapi/strapi';
import { parseOrThrow } from '../../../lib/validation';

/** Contact enquiries: a validated public create (spec §5 "Public contact form"). */
export default factories.createCoreService('api::contact.contact', ({ strapi }) => ({
  /**
   * Stores one enquiry. @returns { id, documentId }.
   * @throws ValidationError (400) naming the bad fields.
   */
  async submit(data: unknown) {
    const input = parseOrThrow(enquiryInputSchema, data);
    const created = await strapi.documents('api::contact.contact').create({ data: input });
    return { id: created.id, documentId: created.documentId };
  },
}));
