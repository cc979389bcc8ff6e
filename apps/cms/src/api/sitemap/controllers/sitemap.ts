import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { service as serviceOf } from '../../services';
import { isSitemapType } from '../services/sitemap';

/** GET /sitemap and GET /sitemap/:type/:page (public). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::sitemap.sitemap');
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
