import { actorOf } from '../../../lib/audit';
import { service as serviceOf } from '../../services';
import type { Core } from '@strapi/strapi';

/** Koa's context as these handlers read it. */
interface Context {
  params: { id: string };
  query: Record<string, unknown>;
  request: { body?: unknown };
  state: { user?: { username?: string } };
  body: unknown;
}

/** The body's `data` (PUT) or the body itself. */
const dataOf = (body: unknown) => (body && typeof body === 'object' && 'data' in body ? body.data : body);

/**
 * Thin HTTP layer over the candidate service (routes/candidate.ts): each answer is `{ data, meta }`.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::candidate.candidate');
  return {
    async find(ctx: Context) {
      ctx.body = await service().list(ctx.query);
    },
    async tags(ctx: Context) {
      ctx.body = { data: await service().tagSuggestions(ctx.query.prefix), meta: {} };
    },
    async findOne(ctx: Context) {
      ctx.body = { data: await service().detail(ctx.params.id), meta: {} };
    },
    async update(ctx: Context) {
      ctx.body = { data: await service().update(ctx.params.id, dataOf(ctx.request.body), actorOf(ctx)), meta: {} };
    },
    async merge(ctx: Context) {
      ctx.body = { data: await service().merge(ctx.params.id, dataOf(ctx.request.body), actorOf(ctx)), meta: {} };
    },
  };
};
