import { z, enquiryStatusFrom, type EnquiryInput, type EnquiryStatus, type Language } from '@agency/contract';
import { cmsList, cmsRequest, cmsText as text } from '~/lib/cms-client.server';

/** Enquiries (contact submissions) in the CMS, server only. @throws ApiError (docs/000-product.md §8 message rule). */

/**
 * Stores a contact enquiry as the contract's schema gave it (docs/000-product.md §7: POST /api/contacts with `{ data: {
 * fullName, company, email, phone, service, message, language } }`; only the ok status is read). Empty optional fields
 * are undefined there, so JSON leaves them out. `language` is the page's (`submissionLanguage`): the CMS acknowledges in
 * it. The visitor's address goes with it, so that the CMS's own per-client limit counts visitors, not this server.
 * @throws ApiError with the CMS's message (a refused field) or a network error.
 */
export async function submitContact(enquiry: EnquiryInput, clientIp: string, language: Language): Promise<void> {
  await cmsRequest('/contacts', { method: 'POST', body: { data: { ...enquiry, language } }, clientIp });
}

/** An enquiry's status as the CMS gives it; one stored before statuses existed has none and counts as new. */
export const enquiryStatus = z.unknown().transform((value): EnquiryStatus => enquiryStatusFrom(value) ?? 'new');

const contactSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  fullName: text,
  email: text,
  company: text,
  phone: text,
  service: text,
  message: text,
  status: enquiryStatus,
  createdAt: text,
  updatedAt: text,
});
export type AdminContact = z.infer<typeof contactSchema>;

/**
 * The CMS filter for enquiries of `status`: `new` also finds those stored before statuses existed (no value).
 * Strapi REST filters (docs.strapi.io "Filters": `$or`, `$null`).
 */
function statusFilter(status: EnquiryStatus) {
  return status === 'new'
    ? { $or: [{ status: { $eq: 'new' } }, { status: { $null: true } }] }
    : { status: { $eq: status } };
}

/** One page of contact submissions, newest first (docs/000-product.md §7 `GET /contacts`), of one status or all (`status` null). */
export async function listContacts(
  token: string,
  { page, pageSize, status = null }: { page: number; pageSize: number; status?: EnquiryStatus | null },
) {
  const { data, pagination } = await cmsList('/contacts', contactSchema, {
    token,
    query: {
      sort: ['createdAt:desc', 'id:desc'],
      pagination: { page, pageSize },
      ...(status ? { filters: statusFilter(status) } : {}),
    },
  });
  return { contacts: data, pagination };
}

/** Sets an enquiry's status (`PUT /contacts/:documentId`, staff only). @throws ApiError. */
export async function setContactStatus(token: string, documentId: string, status: EnquiryStatus): Promise<void> {
  await cmsRequest(`/contacts/${encodeURIComponent(documentId)}`, { method: 'PUT', token, body: { data: { status } } });
}
