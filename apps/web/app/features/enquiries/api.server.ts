import { z, type EnquiryInput } from '@agency/contract';
import { cmsList, cmsRequest, cmsText as text } from '~/lib/cms-client.server';

/** Enquiries (contact submissions) in the CMS, server only. @throws ApiError (spec §8 message rule). */

/**
 * Stores a contact enquiry as the contract's schema gave it (spec §7: POST /api/contacts with `{ data: { fullName,
 * company, email, phone, service, message } }`; only the ok status is read). Empty optional fields are undefined
 * there, so JSON leaves them out.
 * @throws ApiError with the CMS's message (a refused field) or a network error.
 */
export async function submitContact(enquiry: EnquiryInput): Promise<void> {
  await cmsRequest('/contacts', { method: 'POST', body: { data: enquiry } });
}

const contactSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  fullName: text,
  email: text,
  company: text,
  phone: text,
  service: text,
  message: text,
  createdAt: text,
  updatedAt: text,
});
export type AdminContact = z.infer<typeof contactSchema>;

/** One page of contact submissions, newest first (spec §7 `GET /contacts`). */
export async function listContacts(token: string, { page, pageSize }: { page: number; pageSize: number }) {
  const { data, pagination } = await cmsList('/contacts', contactSchema, {
    token,
    query: { sort: ['createdAt:desc', 'id:desc'], pagination: { page, pageSize } },
  });
  return { contacts: data, pagination };
}
