import type { Core } from '@strapi/strapi';
import { service as serviceOf } from '../../services';
import { actorOf } from '../../../lib/audit';

interface Context {
  request: { body?: unknown };
  state: { user?: { username?: string } };
  body: unknown;
  type: string;
  attachment(name: string): void;
  set(name: string, value: string): void;
}

/** The `data` of a JSON body `{ data: { email } }`. */
const dataOf = (ctx: Context) => ((ctx.request.body ?? {}) as { data?: unknown }).data;

/**
 * POST /personal-data/find, /personal-data/export and /personal-data/erase, each with the address in its body (Admin
 * only; routes/personal-data.ts).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::personal-data.personal-data');
  return {
    /** `{ data: { email } }` → { data: { email, counts } }. @throws ValidationError (400) for a missing or invalid address. */
    async summary(ctx: Context) {
      const email = service().emailOf(dataOf(ctx));
      ctx.body = { data: { email, counts: await service().summary(email) }, meta: {} };
    },

    /** `{ data: { email } }` → the ZIP as an attachment, streamed. @throws ValidationError (400) before anything is sent. */
    export(ctx: Context) {
      const email = service().emailOf(dataOf(ctx));
      const now = new Date();
      ctx.attachment(`personal-data-${now.toISOString().slice(0, 10)}.zip`);
      ctx.type = 'application/zip';
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = service().exportZip(email, now);
    },

    /** `{ data: { email } }` → { data: { email, counts } }: what was deleted (zeros when nothing was stored). */
    async erase(ctx: Context) {
      const email = service().emailOf(dataOf(ctx));
      const counts = await service().erase(email, actorOf(ctx));
      ctx.body = { data: { email, counts }, meta: {} };
    },
  };
};
