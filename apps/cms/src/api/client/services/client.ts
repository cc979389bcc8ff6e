import {
  CLIENT_HIRING_REQUESTS_SHOWN,
  CLIENT_PAGE_SIZE,
  clientContactInputSchema,
  clientInputSchema,
  clientKey,
  type ClientContactInput,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { recordAudit } from '../../../lib/audit';
import { CLIENT_UID, clientIdByKey, columnOf, linkTableOf } from '../../../lib/clients';
import { isUniqueViolation } from '../../../lib/database-errors';
import { invalidateJobPages } from '../../../lib/page-invalidation';
import { parseOrThrow } from '../../../lib/validation';
import { removeClientAccess } from '../../client-portal/services/client-access';
import { countApplicationsByJob } from '../../job-application/services/job-application';
import { countOpenSubmissionsByJob } from '../../submission/services/submission';
import { CLIENT_TERMS_FIELDS, termsOfRow } from './client-terms';

const CONTACT_UID = 'api::client-contact.client-contact';
const JOB_UID = 'api::job.job';
const HIRING_REQUEST_UID = 'api::hiring-request.hiring-request';

/** The audit actions of a client's rename and of its contacts' changes (docs/024-employers.md "Clients"). */
export const CLIENT_AUDIT_ACTIONS = {
  rename: 'client-rename',
  addContact: 'client-contact-add',
  changeContact: 'client-contact-change',
  removeContact: 'client-contact-remove',
} as const;

/**
 * Clients and their contacts (docs/024-employers.md "Clients", "API"), for staff with `clients`: the list with counts,
 * a client's page, create and change (a rename renames its jobs' company), and the contacts. Each method is a function
 * of this module; the refusals of the rules are `ClientConflict` (the controllers' 409).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  list: (query: Record<string, unknown>) => listClients(strapi, query),
  detail: (documentId: string) => clientDetail(strapi, documentId),
  create: (data: unknown) => createClient(strapi, data),
  update: (documentId: string, data: unknown, actor: string) => updateClient(strapi, documentId, data, actor),
  addContact: (documentId: string, data: unknown, actor: string) => addClientContact(strapi, documentId, data, actor),
  updateContact: (documentId: string, data: unknown, actor: string) =>
    updateClientContact(strapi, documentId, data, actor),
  removeContact: (documentId: string, actor: string) => removeClientContact(strapi, documentId, actor),
});

/** A refusal by the clients' rules (a client of that key, a contact of that e-mail exists): the controllers' 409. */
export class ClientConflict extends Error {}

type Row = Record<string, unknown>;

const iso = (value: unknown) => new Date(value as string).toISOString();

/** A stored optional text as the API shows it: null when empty. */
const orNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** A client of the staff list. */
export interface ClientSummary {
  documentId: string;
  name: string;
  website: string | null;
  jobs: number;
  openJobs: number;
  contacts: number;
}

/**
 * How many rows of `uid` (jobs or contacts) belong to each client of `clientIds` by their `client` relation: one
 * GROUP BY over the link table, joined to `uid`'s table when `where` (attribute → value) narrows the rows.
 * @returns client row id → count (a client without any is absent).
 */
export async function countPerClient(
  strapi: Core.Strapi,
  uid: typeof JOB_UID | typeof CONTACT_UID,
  clientIds: readonly number[],
  where: Record<string, string> = {},
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (clientIds.length === 0) return counts;
  const link = linkTableOf(strapi, uid, 'client');
  let query = strapi.db.connection(link.name).whereIn(`${link.name}.${link.target}`, [...clientIds]);
  if (Object.keys(where).length > 0) {
    const table = strapi.db.metadata.get(uid).tableName;
    query = query.join(table, `${table}.id`, `${link.name}.${link.own}`);
    for (const [attribute, value] of Object.entries(where)) {
      query = query.where(`${table}.${columnOf(strapi, uid, attribute)}`, value);
    }
  }
  const rows: Array<{ clientId: number | string; count: number | string }> = await query
    .groupBy(`${link.name}.${link.target}`)
    .select(`${link.name}.${link.target} as clientId`)
    .count({ count: `${link.name}.${link.own}` });
  for (const row of rows) counts.set(Number(row.clientId), Number(row.count));
  return counts;
}

/** A whole page number from `value` (1 when absent or not one). */
const pageOf = (value: unknown) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1;
};

/**
 * GET /clients?q=&page= (docs/024-employers.md "API"): the clients by name (case-insensitive, by their key),
 * `CLIENT_PAGE_SIZE` a page; with `q`, those whose name contains it, whatever its case. Each with its counts of jobs,
 * open jobs (status open) and contacts, one grouped query per kind for the page.
 * @returns { data: ClientSummary[], meta: { pagination: { page, pageSize, pageCount, total } } }
 */
export async function listClients(strapi: Core.Strapi, query: Record<string, unknown>) {
  const page = pageOf(query.page);
  const pageSize = CLIENT_PAGE_SIZE;
  const q = typeof query.q === 'string' ? query.q.trim() : '';
  const where = q ? { name: { $containsi: q } } : {};
  const [total, rows] = await Promise.all([
    strapi.db.query(CLIENT_UID).count({ where }),
    strapi.db.query(CLIENT_UID).findMany({
      where,
      select: ['id', 'documentId', 'name', 'website'],
      orderBy: [{ key: 'asc' }, { id: 'asc' }],
      offset: (page - 1) * pageSize,
      limit: pageSize,
    }) as Promise<Row[]>,
  ]);
  const ids = rows.map((row) => Number(row.id));
  const [jobs, openJobs, contacts] = await Promise.all([
    countPerClient(strapi, JOB_UID, ids),
    countPerClient(strapi, JOB_UID, ids, { status: 'open' }),
    countPerClient(strapi, CONTACT_UID, ids),
  ]);
  const data: ClientSummary[] = rows.map((row) => {
    const id = Number(row.id);
    return {
      documentId: String(row.documentId),
      name: String(row.name),
      website: orNull(row.website),
      jobs: jobs.get(id) ?? 0,
      openJobs: openJobs.get(id) ?? 0,
      contacts: contacts.get(id) ?? 0,
    };
  });
  return { data, meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } } };
}

/** A client's contact as the API shows it. */
const shownContact = (contact: Row) => ({
  documentId: String(contact.documentId),
  fullName: String(contact.fullName),
  email: String(contact.email),
  phone: orNull(contact.phone),
  role: orNull(contact.role),
  timeZone: orNull(contact.timeZone),
});

/**
 * GET /clients/:documentId (docs/024-employers.md "Clients"): the client, its contacts (by name), its hiring requests
 * (those whose `companyKey` is the client's key, newest first, at most `CLIENT_HIRING_REQUESTS_SHOWN`) and its jobs
 * (newest first) each with its counts of applications, hires (applications Accepted) and submissions to the client that
 * are not withdrawn (docs/024-employers.md "Submissions and the client portal"), one grouped query per count.
 * @returns { documentId, name, website, terms, contacts, hiringRequests, jobs }
 * @throws NotFoundError (404).
 */
export async function clientDetail(strapi: Core.Strapi, documentId: string) {
  const client = (await strapi.db.query(CLIENT_UID).findOne({
    where: { documentId },
    select: ['id', 'documentId', 'name', 'key', 'website', ...CLIENT_TERMS_FIELDS],
  })) as Row | null;
  if (!client) throw new errors.NotFoundError('Client not found');
  const [contacts, hiringRequests, jobs] = (await Promise.all([
    strapi.db.query(CONTACT_UID).findMany({
      where: { client: { id: client.id } },
      select: ['documentId', 'fullName', 'email', 'phone', 'role', 'timeZone'],
      orderBy: [{ fullName: 'asc' }, { id: 'asc' }],
    }),
    strapi.db.query(HIRING_REQUEST_UID).findMany({
      where: { companyKey: client.key },
      select: ['documentId', 'roleTitle', 'status', 'createdAt'],
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      limit: CLIENT_HIRING_REQUESTS_SHOWN,
    }),
    strapi.db.query(JOB_UID).findMany({
      where: { client: { id: client.id } },
      select: ['id', 'documentId', 'title', 'status', 'createdAt'],
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    }),
  ])) as [Row[], Row[], Row[]];
  const jobIds = jobs.map((job) => String(job.documentId));
  const [applications, hires, submissions] = await Promise.all([
    countApplicationsByJob(strapi, jobIds),
    countApplicationsByJob(strapi, jobIds, 'Accepted'),
    countOpenSubmissionsByJob(
      strapi,
      jobs.map((job) => Number(job.id)),
    ),
  ]);
  return {
    documentId: String(client.documentId),
    name: String(client.name),
    website: orNull(client.website),
    // Its fee and guarantee terms for placements (docs/025-placements.md "Offers and placements").
    terms: termsOfRow(client),
    contacts: contacts.map(shownContact),
    hiringRequests: hiringRequests.map((request) => ({
      documentId: String(request.documentId),
      roleTitle: String(request.roleTitle),
      status: String(request.status),
      createdAt: iso(request.createdAt),
    })),
    jobs: jobs.map((job) => ({
      documentId: String(job.documentId),
      title: String(job.title),
      status: String(job.status),
      createdAt: iso(job.createdAt),
      applications: applications[String(job.documentId)] ?? 0,
      hires: hires[String(job.documentId)] ?? 0,
      submissions: submissions.get(Number(job.id)) ?? 0,
    })),
  };
}

/** The refusal of a name whose key is another client's. */
const nameTaken = (name: string) =>
  new ClientConflict(`A client named "${name}" exists already (names are compared without case and extra spaces).`);

/**
 * Runs `work` (a transaction), a unique-index violation it ends with becoming `conflict`: the index decides between
 * two requests that pass the check before either writes.
 */
async function uniquely<T>(work: () => Promise<T>, conflict: () => ClientConflict): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

/**
 * POST /clients `{ data: ClientInput }` (the contract's `clientInputSchema`): a new client, keyed by the contract's
 * `clientKey` of its name; its jobs are those whose company has that key (linked as they are saved).
 * @returns { documentId, name }
 * @throws ValidationError (400) naming the bad fields; ClientConflict (409) when a client of that key exists.
 */
export async function createClient(strapi: Core.Strapi, data: unknown): Promise<{ documentId: string; name: string }> {
  const input = parseOrThrow(clientInputSchema, data);
  const key = clientKey(input.name);
  return uniquely(
    () =>
      strapi.db.transaction(async () => {
        if ((await clientIdByKey(strapi, key)) !== null) throw nameTaken(input.name);
        const created = await strapi.documents(CLIENT_UID).create({
          data: { name: input.name, key, website: input.website || undefined },
        });
        return { documentId: created.documentId, name: String(created.name) };
      }),
    () => nameTaken(input.name),
  );
}

/**
 * PUT /clients/:documentId `{ data: ClientInput }`: the name (and so the key) and the website. A new name is also the
 * company of all its jobs (one update; their public pages and the job lists told, lib/page-invalidation.ts
 * `invalidateJobPages`, once the change is committed) and an audit entry `client-rename` with the number of jobs.
 * @returns { documentId, name, website }
 * @throws ValidationError (400); NotFoundError (404); ClientConflict (409) when the new key is another client's.
 */
export async function updateClient(strapi: Core.Strapi, documentId: string, data: unknown, actor: string) {
  const input = parseOrThrow(clientInputSchema, data);
  const key = clientKey(input.name);
  const { slugs } = await uniquely(
    () =>
      strapi.db.transaction(async () => {
        const client = (await strapi.db.query(CLIENT_UID).findOne({
          where: { documentId },
          select: ['id', 'name', 'key'],
        })) as { id: number; name: string; key: string } | null;
        if (!client) throw new errors.NotFoundError('Client not found');
        const holder = await clientIdByKey(strapi, key);
        if (holder !== null && holder !== Number(client.id)) throw nameTaken(input.name);
        // The query layer: a client made by `clientOf` is a row written past the document service.
        await strapi.db.query(CLIENT_UID).update({
          where: { id: client.id },
          data: { name: input.name, key, website: input.website || null, updatedAt: new Date() },
        });
        if (input.name === client.name) return { slugs: [] as string[] };
        const jobs = (await strapi.db.query(JOB_UID).findMany({
          where: { client: { id: client.id } },
          select: ['id', 'slug'],
        })) as Array<{ id: number; slug: string | null }>;
        if (jobs.length > 0) {
          await strapi.db.query(JOB_UID).updateMany({
            where: { id: { $in: jobs.map((job) => job.id) } },
            data: { company: input.name, updatedAt: new Date() },
          });
        }
        await recordAudit(strapi, {
          action: CLIENT_AUDIT_ACTIONS.rename,
          subjectType: CLIENT_UID,
          subjectId: documentId,
          actor,
          details: { jobs: jobs.length },
        });
        return { slugs: jobs.flatMap((job) => (job.slug ? [job.slug] : [])) };
      }),
    () => nameTaken(input.name),
  );
  await invalidateJobPages(slugs);
  return { documentId, name: input.name, website: input.website || null };
}

/** The refusal of an e-mail address that is another contact's. */
/** The refusal of a contact's e-mail that is another contact's; it names no address (the message reaches the logs). */
const emailTaken = () => new ClientConflict('This e-mail address is already the e-mail of a client contact.');

/** A contact's stored fields from the checked input (empty optional values as null). */
const storedContact = (input: ClientContactInput) => ({
  fullName: input.fullName,
  email: input.email,
  phone: input.phone || null,
  role: input.role || null,
  // Absent: unchanged (a form that does not show the zone keeps it); '': cleared.
  ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone || null }),
});

/**
 * True when `email` is the address of a contact other than `documentId` (one address is one contact across all
 * clients: the address a contact signs in to the client portal with).
 */
async function emailOfAnother(strapi: Core.Strapi, email: string, documentId?: string): Promise<boolean> {
  const where = documentId ? { email, documentId: { $ne: documentId } } : { email };
  return (await strapi.db.query(CONTACT_UID).count({ where })) > 0;
}

/**
 * POST /clients/:documentId/contacts `{ data: ClientContactInput }` (the contract's `clientContactInputSchema`): a new
 * contact of the client, with an audit entry `client-contact-add` (no personal data in it).
 * @returns { documentId }
 * @throws ValidationError (400); NotFoundError (404) for an unknown client; ClientConflict (409) when the e-mail is
 *   another contact's.
 */
export async function addClientContact(
  strapi: Core.Strapi,
  clientDocumentId: string,
  data: unknown,
  actor: string,
): Promise<{ documentId: string }> {
  const input = parseOrThrow(clientContactInputSchema, data);
  return uniquely(
    () =>
      strapi.db.transaction(async () => {
        const client = await strapi.db.query(CLIENT_UID).findOne({ where: { documentId: clientDocumentId } });
        if (!client) throw new errors.NotFoundError('Client not found');
        if (await emailOfAnother(strapi, input.email)) throw emailTaken();
        const created = await strapi.documents(CONTACT_UID).create({
          data: {
            fullName: input.fullName,
            email: input.email,
            phone: input.phone || undefined,
            role: input.role || undefined,
            timeZone: input.timeZone || undefined,
            client: clientDocumentId,
          },
        });
        await recordAudit(strapi, {
          action: CLIENT_AUDIT_ACTIONS.addContact,
          subjectType: CONTACT_UID,
          subjectId: created.documentId,
          actor,
          details: { client: clientDocumentId },
        });
        return { documentId: created.documentId };
      }),
    () => emailTaken(),
  );
}

/**
 * PUT /client-contacts/:documentId `{ data: ClientContactInput }`: the contact's fields, with an audit entry
 * `client-contact-change`.
 * @returns the contact { documentId, fullName, email, phone, role }.
 * @throws ValidationError (400); NotFoundError (404); ClientConflict (409) when the e-mail is another contact's.
 */
export async function updateClientContact(strapi: Core.Strapi, documentId: string, data: unknown, actor: string) {
  const input = parseOrThrow(clientContactInputSchema, data);
  return uniquely(
    () =>
      strapi.db.transaction(async () => {
        const contact = await strapi.db.query(CONTACT_UID).findOne({ where: { documentId }, select: ['id'] });
        if (!contact) throw new errors.NotFoundError('Client contact not found');
        if (await emailOfAnother(strapi, input.email, documentId)) throw emailTaken();
        // The query layer: the document service's input cannot clear a field (null), a removed phone or role must.
        const updated = await strapi.db.query(CONTACT_UID).update({
          where: { id: contact.id },
          data: { ...storedContact(input), updatedAt: new Date() },
        });
        await recordAudit(strapi, {
          action: CLIENT_AUDIT_ACTIONS.changeContact,
          subjectType: CONTACT_UID,
          subjectId: documentId,
          actor,
        });
        return shownContact(updated as Row);
      }),
    () => emailTaken(),
  );
}

/**
 * DELETE /client-contacts/:documentId: removes the contact with their client portal sign-in links and sessions, with an
 * audit entry `client-contact-remove`.
 * @throws NotFoundError (404).
 */
export async function removeClientContact(strapi: Core.Strapi, documentId: string, actor: string): Promise<void> {
  await strapi.db.transaction(async () => {
    const contact = await strapi.db.query(CONTACT_UID).findOne({ where: { documentId }, select: ['id'] });
    if (!contact) throw new errors.NotFoundError('Client contact not found');
    // Their client portal links and sessions end with them (docs/024-employers.md "Submissions and the client portal").
    await removeClientAccess(strapi, Number(contact.id));
    await strapi.documents(CONTACT_UID).delete({ documentId });
    await recordAudit(strapi, {
      action: CLIENT_AUDIT_ACTIONS.removeContact,
      subjectType: CONTACT_UID,
      subjectId: documentId,
      actor,
    });
  });
}
