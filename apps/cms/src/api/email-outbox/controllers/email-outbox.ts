import type { Core } from '@strapi/strapi';
import { service } from '../../services';

/** GET /outbox?status=failed|pending|sent&limit= (Admin only): the outbox's messages without their bodies. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: { query: Record<string, unknown>; body: unknown }) {
    const { status = 'failed', limit } = ctx.query;
    const { total, messages } = await service(strapi, 'api::email-outbox.email-outbox').listByStatus(
      status,
      Number(limit ?? 50),
    );
    ctx.body = { data: messages, meta: { total } };
  },
});
