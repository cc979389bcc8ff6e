import { articleArabicSchema } from '@agency/contract';
import { factories } from '@strapi/strapi';
import {
  arabicVersionOf,
  bodyWithLanguages,
  deleteArabicVersion,
  refuseOtherLocale,
  saveArabicVersion,
  takeLocale,
} from '../../../lib/content-locales';
import { readPublishedAt } from '../../../lib/publication';
import { staffReadsInFull, type UserWithRole } from '../../../lib/roles';
import { parseOrThrow } from '../../../lib/validation';
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
 *
 * Languages (docs/026-languages.md "Content in two languages"; lib/content-locales.ts): reads take `locale=en|ar` (any
 * other value is a 400) and answer each article with `language` and `locales`, its Arabic text laid over the English
 * when it has an Arabic version (published, for visitors) and `ar` is asked for. `GET|PUT|DELETE /articles/:id/arabic`
 * read, save and delete the Arabic version (the contract's `articleArabicSchema`); it is published with its English
 * article.
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
      const locale = takeLocale(ctx.query);
      const drafts = staffDrafts(ctx);
      const body = (await super.find(ctx)) as Body;
      return bodyWithLanguages(strapi, UID, drafts ? await withDates(body) : body, locale, !drafts);
    },

    async findOne(ctx) {
      const locale = takeLocale(ctx.query);
      const drafts = staffDrafts(ctx);
      const body = (await super.findOne(ctx)) as Body;
      return bodyWithLanguages(strapi, UID, drafts ? await withDates(body) : body, locale, !drafts);
    },

    delete(ctx) {
      refuseOtherLocale(ctx.query);
      return super.delete(ctx);
    },

    /** GET /articles/:id/arabic (staff with `articles`): the Arabic version's draft `{ data: { documentId, title, … } }`, or 404. */
    async findArabic(ctx) {
      const version = await arabicVersionOf(strapi, UID, String(ctx.params.id));
      if (!version) return ctx.notFound();
      return { data: version };
    },

    /**
     * PUT /articles/:id/arabic (staff with `articles`) with `{ data: { title, description, summary } }` (the
     * contract's `articleArabicSchema`): creates or replaces the Arabic version, published when the English article is.
     * @throws 404 for no such article, 400 naming the bad fields.
     */
    async saveArabic(ctx) {
      const text = parseOrThrow(articleArabicSchema, (ctx.request.body as Body | undefined)?.data);
      const saved = await saveArabicVersion(strapi, UID, String(ctx.params.id), text);
      if (!saved) return ctx.notFound();
      return { data: saved };
    },

    /** DELETE /articles/:id/arabic: deletes the Arabic version; 404 when the article or its Arabic version is missing. */
    async deleteArabic(ctx) {
      if (!(await deleteArabicVersion(strapi, UID, String(ctx.params.id)))) return ctx.notFound();
      ctx.status = 204;
      return null;
    },

    async create(ctx) {
      refuseOtherLocale(ctx.query);
      const publishedAt = takePublishedAt(ctx);
      if (publishedAt === undefined) return super.create(ctx);
      const body = (await super.create(ctx)) as Body | null;
      const documentId = (body!.data as { documentId: string }).documentId;
      await service().setPublication(documentId, publishedAt);
      return withDates(body);
    },

    async update(ctx) {
      refuseOtherLocale(ctx.query);
      const publishedAt = takePublishedAt(ctx);
      if (publishedAt === undefined) return super.update(ctx);
      const body = (await super.update(ctx)) as Body;
      await service().setPublication(ctx.params.id, publishedAt);
      return withDates(body);
    },
  };
});
