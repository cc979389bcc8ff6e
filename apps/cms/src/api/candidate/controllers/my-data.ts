import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { service as serviceOf } from '../../services';

/** Koa's context as these handlers read it. */
interface Context {
  query: Record<string, unknown>;
  request: { body?: unknown };
  body: unknown;
  type: string;
  attachment(name: string): void;
  set(name: string, value: string): void;
}

/**
 * Refuses any query parameter but `token` (`populate`, `filters`, `fields`…): these public routes read nothing a
 * caller could widen. @throws ValidationError (400).
 */
function onlyToken(ctx: Context, allowed: readonly string[]): void {
  const extra = Object.keys(ctx.query).filter((key) => !allowed.includes(key));
  if (extra.length > 0) throw new errors.ValidationError(`Unexpected query parameters: ${extra.join(', ')}.`);
}

/** The person's own data behind the signed link (routes/my-data.ts); the rules are services/my-data.ts's. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::candidate.my-data');
  return {
    /** GET /my-data?token= → `{ data }`; 404 for a bad link. Changes nothing. */
    async lookup(ctx: Context) {
      onlyToken(ctx, ['token']);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = { data: await service().lookup(ctx.query.token), meta: {} };
    },
    /** POST /my-data/export `{ token }` → the ZIP as an attachment. */
    async export(ctx: Context) {
      onlyToken(ctx, []);
      const now = new Date();
      const zip = await service().exportZip(ctx.request.body ?? {}, now);
      ctx.attachment(`personal-data-${now.toISOString().slice(0, 10)}.zip`);
      ctx.type = 'application/zip';
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = zip;
    },
    /** POST /my-data/erase `{ token }` → `{ data: { status: 'gone' } }`. */
    async erase(ctx: Context) {
      onlyToken(ctx, []);
      ctx.body = { data: await service().erase(ctx.request.body ?? {}), meta: {} };
    },
  };
};
