import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type sitemapService from '../services/sitemap';
import { isSitemapType } from '../services/sitemap';

type SitemapService = ReturnType<typeof sitemapService>;

/** GET /sitemap and GET /sitemap/:type/:page (public). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::sitemap.sitemap') as unknown as SitemapService;
  return {
    async summary(ctx: { body: unknown }) {
      ctx.body = { data: await service().summary(), meta: {} };
    },
    /** @throws NotFoundError (404) for an unknown type or a page that is not a positive integer. */
    async entries(ctx: { params: { type: string; page: string }; body: unknown }) {
      const page = Number(ctx.params.page);
      if (!isSitemapType(ctx.params.type) || !Number.isInteger(page) || page < 1) {
        throw new errors.NotFoundError('No such sitemap.');
      }
      ctx.body = { data: await service().entries(ctx.params.type, page), meta: {} };
    },
  };
};
