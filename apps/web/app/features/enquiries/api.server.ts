import { z } from '@agency/contract';
import { cmsRequest, cmsText as text, listSchema, parse } from '~/lib/cms-client.server';

/** Enquiries (contact submissions) in the CMS, server only. @throws ApiError (spec §8 message rule). */

/** A contact enquiry as the contact form sends it (already validated by `contactSchema`). */
export interface ContactSubmission {
  fullName: string;
  company?: string;
  email: string;
  phone?: string;
  service?: string;
  message: string;
}

/**
 * Stores a contact enquiry (spec §7: POST /api/contacts with `{ data: { fullName, company, email, phone, service,
 * message } }`; only the ok status is read). Empty optional fields are left out.
 * @throws ApiError with the CMS's message (a refused field) or a network error.
 */
export async function submitContact(enquiry: ContactSubmission): Promise<void> {
  const data = Object.fromEntries(Object.entries(enquiry).filter(([, value]) => value !== undefined && value !== ''));
  await cmsRequest('/contacts', { method: 'POST', body: { data } });
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
  const body = await cmsRequest('/contacts', {
    token,
    query: { sort: ['createdAt:desc', 'id:desc'], pagination: { page, pageSize } },
  });
  const { data, meta } = parse(listSchema(contactSchema), body);
  return { contacts: data, pagination: meta.pagination };
}
