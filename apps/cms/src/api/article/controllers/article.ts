import { factories } from '@strapi/strapi';
import { readPublishedAt } from '../../../lib/publication';
import { staffReadsInFull, type UserWithRole } from '../../../lib/roles';
import { service as serviceOf } from '../../services';

const UID = 'api::article.article';

type Body = { data?: Record<string, unknown> | Array<Record<string, unknown>> | null; meta?: unknown };

/**
 * Articles. Visitors only ever read published versions (src/lib/published-for-visitors.ts).
 *
 * Staff (docs/004-staff-back-office.md): `status=draft` lists every article once (its draft, the latest content) with
 * `publishedAt` set to the published version's date, or null for a Draft. Create and update take `data.publishedAt`:
 * empty → saved as a Draft (and unpublished), a date → saved and published with that date. Without
 * `publishedAt` Strapi's own behaviour applies.
 */
export default factories.createCoreController(UID, ({ strapi }) => {
  const service = () => serviceOf(strapi, UID);

  /** Replaces the drafts' publishedAt with the published versions' dates. */
  async function withDates(body: Body | null | undefined): Promise<Body | null | undefined> {
    if (!body) return body; // not found: Strapi answers 404
    if (Array.isArray(body.data)) {
      return { ...body, data: await service().withPublishedDates(body.data as Array<{ documentId: string }>) };
    }
    if (body.data)
      return { ...body, data: (await service().withPublishedDates([body.data as { documentId: string }]))[0] };
    return body;
  }

  const staffDrafts = (ctx: { state: { user?: unknown }; query: Record<string, unknown> }) =>
    staffReadsInFull(ctx.state.user as UserWithRole | undefined, UID) && ctx.query.status === 'draft';

  /**
   * The `data.publishedAt` of a create or update, taken out of the body so that Strapi saves the draft only
   * (`status=draft`); undefined, and the request left as it is, when the body has none.
   */
  function takePublishedAt(ctx: { request: { body?: unknown }; query: Record<string, unknown> }) {
    const data = (ctx.request.body as Body | undefined)?.data;
    const publishedAt = data && !Array.isArray(data) ? readPublishedAt(data) : undefined;
    if (publishedAt === undefined) return undefined;
    delete (data as Record<string, unknown>).publishedAt;
    ctx.query = { ...ctx.query, status: 'draft' };
    return publishedAt;
  }

  return {
    async find(ctx) {
      const body = (await super.find(ctx)) as Body;
      return staffDrafts(ctx) ? withDates(body) : body;
    },

    async findOne(ctx) {
      const body = (await super.findOne(ctx)) as Body;
      return staffDrafts(ctx) ? withDates(body) : body;
    },

    async create(ctx) {
      const publishedAt = takePublishedAt(ctx);
      if (publishedAt === undefined) return super.create(ctx);
      const body = (await super.create(ctx)) as Body | null;
      const documentId = (body!.data as { documentId: string }).documentId;
      await service().setPublication(documentId, publishedAt);
      return withDates(body);
    },

    async update(ctx) {
      const publishedAt = takePublishedAt(ctx);
      if (publishedAt === undefined) return super.update(ctx);
      const body = (await super.update(ctx)) as Body;
      await service().setPublication(ctx.params.id, publishedAt);
      return withDates(body);
    },
  };
});
