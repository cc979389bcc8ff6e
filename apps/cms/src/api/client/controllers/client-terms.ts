import type { Core } from '@strapi/strapi';
import { actorOf } from '../../../lib/audit';
import { service as serviceOf } from '../../services';
import { answer, dataOf, type ClientContext } from './client';

/** A client's fee and guarantee terms (routes/client-terms.ts, docs/025-placements.md "Offers and placements"). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** PUT /clients/:documentId/terms `{ data: ClientTerms }` → { data: ClientTerms }; 400; 404. */
  update: (ctx: ClientContext) =>
    answer(ctx, () => serviceOf(strapi, 'api::client.client-terms').update(ctx.params.id, dataOf(ctx), actorOf(ctx))),
});
