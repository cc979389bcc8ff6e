import type { Core } from '@strapi/strapi';
import { actorOf } from '../../../lib/audit';
import { service as serviceOf } from '../../services';
import { ClientConflict } from '../services/client';

/** Koa's context as the clients' handlers read it. */
export interface ClientContext {
  params: { id: string };
  query: Record<string, unknown>;
  request: { body?: unknown };
  state: { user?: { username?: string } };
  status: number;
  body: unknown;
  /** Strapi's 409 answer, in its error shape. */
  conflict(message: string, details?: object): void;
}

/** The body's `data` (`{ data: { … } }`, Strapi's shape); undefined without one. */
export const dataOf = (ctx: ClientContext): unknown => ((ctx.request.body ?? {}) as { data?: unknown }).data;

/**
 * Answers `{ data: await work(), meta: {} }` with `status`; a refusal of the clients' rules (`ClientConflict`) is a 409
 * with its message, in Strapi's error shape.
 */
export async function answer(ctx: ClientContext, work: () => Promise<unknown>, status = 200): Promise<void> {
  try {
    ctx.body = { data: await work(), meta: {} };
    ctx.status = status;
  } catch (error) {
    if (!(error instanceof ClientConflict)) throw error;
    ctx.conflict(error.message, {});
  }
}

/**
 * Thin HTTP layer over the client service (routes/client.ts, docs/024-employers.md "API"); the rules are the
 * service's (services/client.ts).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const clients = () => serviceOf(strapi, 'api::client.client');
  return {
    /** GET /clients?q=&page= → { data: [{ documentId, name, website, jobs, openJobs, contacts }], meta: { pagination } }. */
    async find(ctx: ClientContext) {
      ctx.body = await clients().list(ctx.query);
    },

    /** GET /clients/:documentId → { data: { documentId, name, website, contacts, hiringRequests, jobs } }; 404. */
    findOne: (ctx: ClientContext) => answer(ctx, () => clients().detail(ctx.params.id)),

    /** POST /clients `{ data: ClientInput }` → 201 { data: { documentId, name } }; 400; 409 for a name taken. */
    create: (ctx: ClientContext) => answer(ctx, () => clients().create(dataOf(ctx)), 201),

    /** PUT /clients/:documentId `{ data: ClientInput }` → { data: { documentId, name, website } }; 400; 404; 409. */
    update: (ctx: ClientContext) => answer(ctx, () => clients().update(ctx.params.id, dataOf(ctx), actorOf(ctx))),

    /** POST /clients/:documentId/contacts `{ data: ClientContactInput }` → 201 { data: { documentId } }; 400; 404; 409. */
    addContact: (ctx: ClientContext) =>
      answer(ctx, () => clients().addContact(ctx.params.id, dataOf(ctx), actorOf(ctx)), 201),
  };
};
