import type { Core } from '@strapi/strapi';
import { actorOf } from '../../../lib/audit';
import { service as serviceOf } from '../../services';
import { answer, dataOf, type ClientContext } from '../../client/controllers/client';

/**
 * A client's contact changed or removed (routes/client-contact.ts, docs/024-employers.md "API"); added through
 * POST /clients/:documentId/contacts. The rules are the client service's (api/client/services/client.ts).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const clients = () => serviceOf(strapi, 'api::client.client');
  return {
    /** PUT /client-contacts/:documentId `{ data: ClientContactInput }` → { data: contact }; 400; 404; 409. */
    update: (ctx: ClientContext) =>
      answer(ctx, () => clients().updateContact(ctx.params.id, dataOf(ctx), actorOf(ctx))),

    /** DELETE /client-contacts/:documentId → 204; 404. */
    async delete(ctx: ClientContext) {
      await clients().removeContact(ctx.params.id, actorOf(ctx));
      ctx.body = null;
      ctx.status = 204;
    },
  };
};
