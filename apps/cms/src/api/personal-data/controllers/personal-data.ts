import type { Core } from '@strapi/strapi';
import { service as serviceOf } from '../../services';
import { actorOf } from '../../../lib/audit';

interface Context {
  query: Record<string, unknown>;
  request: { body?: unknown };
  state: { user?: { username?: string } };
  body: unknown;
  type: string;
  attachment(name: string): void;
  set(name: string, value: string): void;
}

/** GET /personal-data, GET /personal-data/export and POST /personal-data/erase (Admin only; routes/personal-data.ts). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::personal-data.personal-data');
  return {
    /** `?email=` → { data: { email, counts } }. @throws ValidationError (400) for a missing or invalid address. */
    async summary(ctx: Context) {
      const email = service().emailOf({ email: ctx.query.email });
      ctx.body = { data: { email, counts: await service().summary(email) }, meta: {} };
    },

    /** `?email=` → the ZIP as an attachment, streamed. @throws ValidationError (400) before anything is sent. */
    export(ctx: Context) {
      const email = service().emailOf({ email: ctx.query.email });
      const now = new Date();
      ctx.attachment(`personal-data-${now.toISOString().slice(0, 10)}.zip`);
      ctx.type = 'application/zip';
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = service().exportZip(email, now);
    },

    /** Body `{ data: { email } }` → { data: { email, counts } }: what was deleted (zeros when nothing was stored). */
    async erase(ctx: Context) {
      const body = (ctx.request.body ?? {}) as { data?: unknown };
      const email = service().emailOf(body.data);
      const counts = await service().erase(email, actorOf(ctx));
      ctx.body = { data: { email, counts }, meta: {} };
    },
  };
};
