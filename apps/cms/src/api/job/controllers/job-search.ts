import { DEFAULT_CONTENT_LOCALE, parseContentLocale, parseJobSearch, parseJobSearchPageSize } from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { withLanguages } from '../../../lib/content-locales';
import { service as serviceOf } from '../../services';

const UID = 'api::job.job';

interface SearchContext {
  query: Record<string, unknown>;
  state: { auth?: unknown };
  body: unknown;
}

/**
 * GET /jobs/search (public): the job board's search. The parameters are read by the contract's rule (unknown values
 * ignored, never a 400); the page's jobs are read through the document service with their category (what the board
 * shows) and sanitized for the caller as Strapi's own controller does. `locale=ar` answers each job's Arabic text
 * where it has an Arabic version, with `language` and `locales` (docs/026-languages.md); any other value is English.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async search(ctx: SearchContext) {
    const search = parseJobSearch(ctx.query);
    const pageSize = parseJobSearchPageSize(typeof ctx.query.pageSize === 'string' ? ctx.query.pageSize : null);
    const result = await serviceOf(strapi, 'api::job.job-search').search(search, pageSize);
    const found = result.ids.length
      ? await strapi.documents(UID).findMany({
          filters: { id: { $in: result.ids } },
          // What the board shows of a job's relations: its category (the cards show no cover and no author).
          populate: { category: { fields: ['name', 'slug'] } },
        })
      : [];
    const byId = new Map(found.map((job) => [job.id, job]));
    const jobs = result.ids.flatMap((id) => byId.get(id) ?? []);
    const sanitized = (await strapi.contentAPI.sanitize.output(jobs, strapi.getModel(UID), {
      auth: ctx.state.auth,
    })) as Array<Record<string, unknown>>;
    const locale = parseContentLocale(ctx.query.locale) ?? DEFAULT_CONTENT_LOCALE;
    const data = await withLanguages(strapi, UID, sanitized, locale, true);
    ctx.body = {
      data,
      meta: {
        pagination: result.pagination,
        facets: result.facets,
        nextExpiry: result.nextExpiry,
        search: result.search,
        suggestion: result.suggestion,
      },
    };
  },
});
