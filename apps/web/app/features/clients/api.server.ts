import { FEE_TYPE_VALUES, z, type ClientContactInput, type ClientInput } from '@agency/contract';
import { cmsRequest, cmsText as text, parse } from '~/lib/cms-client.server';

/** Clients and their contacts in the CMS (docs/024-employers.md "API"), server only. @throws ApiError. */

const count = z.number().int().nonnegative();

const listedClientSchema = z.object({
  documentId: z.string(),
  name: z.string(),
  website: text,
  jobs: count,
  openJobs: count,
  contacts: count,
});
export type ListedClient = z.infer<typeof listedClientSchema>;

const paginationSchema = z.object({ page: z.number(), pageSize: z.number(), pageCount: z.number(), total: z.number() });

/** One page of clients by name, those whose name contains `q` when given. */
export async function listClients(token: string, { q, page }: { q: string; page: number }) {
  const body = await cmsRequest('/clients', { token, query: { ...(q ? { q } : {}), page } });
  const { data, meta } = parse(
    z.object({ data: z.array(listedClientSchema), meta: z.object({ pagination: paginationSchema }) }),
    body,
  );
  return { clients: data, pagination: meta.pagination };
}

const contactSchema = z.object({
  documentId: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: text,
  role: text,
});
export type ClientContact = z.infer<typeof contactSchema>;

const clientSchema = z.object({
  documentId: z.string(),
  name: z.string(),
  website: text,
  /** Its fee and guarantee terms for placements (docs/025-placements.md "Offers and placements"). */
  terms: z.object({
    feeType: z.enum(FEE_TYPE_VALUES),
    feePercent: z.number(),
    feeFixedAmount: z.number().nullable(),
    feeCurrency: z.string(),
    guaranteeDays: z.number(),
  }),
  contacts: z.array(contactSchema),
  hiringRequests: z.array(z.object({ documentId: z.string(), roleTitle: text, status: z.string(), createdAt: text })),
  jobs: z.array(
    z.object({
      documentId: z.string(),
      title: text,
      status: text,
      createdAt: text,
      applications: count,
      /** Applicants put forward to the client (not withdrawn; docs/024-employers.md). */
      submissions: count,
      hires: count,
    }),
  ),
});
export type ClientDetail = z.infer<typeof clientSchema>;

/** One client with its contacts, hiring requests and jobs. @throws ApiError (404 for none). */
export async function getClient(token: string, documentId: string): Promise<ClientDetail> {
  const body = await cmsRequest(`/clients/${encodeURIComponent(documentId)}`, { token });
  return parse(z.object({ data: clientSchema }), body).data;
}

/** Adds a client. @returns its documentId. @throws ApiError (409 when a client of that name exists). */
export async function createClient(token: string, client: ClientInput): Promise<string> {
  const body = await cmsRequest('/clients', { method: 'POST', token, body: { data: client } });
  return parse(z.object({ data: z.object({ documentId: z.string() }) }), body).data.documentId;
}

/** Changes a client's name and website (a new name renames its jobs' company). @throws ApiError (409, 404). */
export async function updateClient(token: string, documentId: string, client: ClientInput): Promise<void> {
  await cmsRequest(`/clients/${encodeURIComponent(documentId)}`, { method: 'PUT', token, body: { data: client } });
}

/** Adds a contact to a client. @throws ApiError (409 when the e-mail is another contact's, 404). */
export async function addClientContact(token: string, clientId: string, contact: ClientContactInput): Promise<void> {
  await cmsRequest(`/clients/${encodeURIComponent(clientId)}/contacts`, {
    method: 'POST',
    token,
    body: { data: contact },
  });
}

/** Changes a contact. @throws ApiError (409, 404). */
export async function updateClientContact(token: string, documentId: string, contact: ClientContactInput) {
  await cmsRequest(`/client-contacts/${encodeURIComponent(documentId)}`, {
    method: 'PUT',
    token,
    body: { data: contact },
  });
}

/** Removes a contact. @throws ApiError (404). */
export async function removeClientContact(token: string, documentId: string): Promise<void> {
  await cmsRequest(`/client-contacts/${encodeURIComponent(documentId)}`, { method: 'DELETE', token });
}
