import { createId } from '@paralleldrive/cuid2';
import { clientKey } from '@agency/contract';
import type { Core } from '@strapi/strapi';
import type { Connection } from './database-types';

/**
 * Clients and their jobs (docs/024-employers.md "Clients"): every job belongs to the client whose `key` is its company's
 * `clientKey` (the contract's rule), found or created in the job's transaction (`clientOf`, `withClient`), and the jobs
 * stored before clients existed are linked at every start (`linkJobsToClients`).
 */

export const CLIENT_UID = 'api::client.client';
const JOB_UID = 'api::job.job';

/** A relation's link table as Strapi's metadata names it: the table, the owner's column, the target's column. */
export interface LinkTable {
  name: string;
  /** The column of the row that holds the relation (a job's id in jobs_client_lnk). */
  own: string;
  /** The column of the row it points to (the client's id). */
  target: string;
}

/** The link table of the relation `attribute` of `uid` (a manyToOne or oneToOne with a join table). */
export function linkTableOf(strapi: Core.Strapi, uid: string, attribute: string): LinkTable {
  const joinTable = (
    strapi.db.metadata.get(uid).attributes[attribute] as {
      joinTable?: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
    }
  ).joinTable;
  if (!joinTable) throw new Error(`${uid}.${attribute} has no link table.`);
  return { name: joinTable.name, own: joinTable.joinColumn.name, target: joinTable.inverseJoinColumn.name };
}

/** The column of `attribute` of `uid`'s table. */
export function columnOf(strapi: Core.Strapi, uid: string, attribute: string): string {
  return (
    (strapi.db.metadata.get(uid).attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? attribute
  );
}

/** The row id of the client whose key is `key`, or null. */
export async function clientIdByKey(strapi: Core.Strapi, key: string): Promise<number | null> {
  const found = (await strapi.db.query(CLIENT_UID).findOne({ where: { key }, select: ['id'] })) as {
    id: number;
  } | null;
  return found ? Number(found.id) : null;
}

/**
 * The client of a job's `company` (docs/024-employers.md "Clients"), inside the caller's transaction when there is one:
 * the client whose `key` is the company's `clientKey`, else a new client named `company` as typed (trimmed). Two
 * requests that bring a new company at once make one client: the row is inserted with `INSERT … ON CONFLICT (key) DO
 * NOTHING` on the unique key index and then read (PostgreSQL makes the second insert wait for the first transaction and
 * then do nothing, without the unique violation that would abort the caller's transaction; SQLite has one writer).
 * @returns the client's row id, or null for an empty or blank company (a job without a client).
 */
export async function clientOf(strapi: Core.Strapi, company: unknown): Promise<number | null> {
  const name = typeof company === 'string' ? company.trim() : '';
  const key = clientKey(name);
  if (!key) return null;
  return strapi.db.transaction(async ({ trx }) => {
    const known = await clientIdByKey(strapi, key);
    if (known !== null) return known;
    const column = (attribute: string) => columnOf(strapi, CLIENT_UID, attribute);
    const now = new Date();
    const connection = trx as Connection;
    await connection(strapi.db.metadata.get(CLIENT_UID).tableName)
      .insert({
        // A documentId as Strapi makes them (@strapi/core's createDocumentId is cuid2's createId).
        [column('documentId')]: createId(),
        [column('name')]: name,
        [column('key')]: key,
        [column('createdAt')]: now,
        [column('updatedAt')]: now,
        [column('publishedAt')]: now,
      })
      .onConflict(column('key'))
      .ignore();
    const created = await clientIdByKey(strapi, key);
    if (created === null) throw new Error(`The client of the company "${name}" could not be stored.`);
    return created;
  });
}

/**
 * A job's data as the job service stores it (docs/024-employers.md "Clients"): when it carries `company`, with `client`
 * set to that company's client (`clientOf`; null for an empty company); without `company`, without `client` (the
 * client follows the company and nothing else). Call it inside the job's transaction.
 */
export async function withClient(strapi: Core.Strapi, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { client: _ignored, ...rest } = data;
  if (!('company' in data)) return rest;
  return { ...rest, client: await clientOf(strapi, data.company) };
}

/**
 * Links every job without a client that has a company to its company's client (`clientOf`, creating the clients
 * missing): the migration of the free-text company, run at every start (docs/024-employers.md "Clients"). Reads
 * `batch` such jobs at a time in id order, each batch in one transaction; a job whose company is blank stays without a
 * client and is passed over. Idempotent: a second run links nothing.
 * @returns how many jobs were linked.
 */
export async function linkJobsToClients(strapi: Core.Strapi, batch = 200): Promise<number> {
  let linked = 0;
  let after = 0;
  for (;;) {
    const jobs = (await strapi.db.query(JOB_UID).findMany({
      where: { id: { $gt: after }, client: { id: { $null: true } }, company: { $notNull: true } },
      select: ['id', 'company'],
      orderBy: { id: 'asc' },
      limit: batch,
    })) as Array<{ id: number; company: string | null }>;
    if (jobs.length === 0) return linked;
    linked += await strapi.db.transaction(async () => {
      let count = 0;
      for (const job of jobs) {
        const client = await clientOf(strapi, job.company);
        if (client === null) continue;
        await strapi.db.query(JOB_UID).update({ where: { id: job.id }, data: { client } });
        count += 1;
      }
      return count;
    });
    if (jobs.length < batch) return linked;
    after = Number(jobs[jobs.length - 1].id);
  }
}
