import type { Core } from '@strapi/strapi';
import { isAdminUser } from './roles';

const READS = new Set(['findMany', 'findFirst', 'findOne', 'count']);

/**
 * Visitors read published content only (DESIGN §5: "public article lists contain published articles only").
 * One document-service middleware instead of a rule per controller: any read made while serving a content-API
 * request (`/api/…`) by anybody but staff uses `status: 'published'`, so a `?status=draft` query cannot reveal
 * drafts, neither directly nor through a populated relation (`/api/categories?status=draft&populate=articles`).
 */
export function registerPublishedForVisitors(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (READS.has(context.action)) {
      const request = strapi.requestContext.get() as { path?: string; state?: { user?: unknown } } | undefined;
      const visitor = request?.path?.startsWith('/api/') && !isAdminUser(request.state?.user as never);
      if (visitor) (context.params as { status?: string }).status = 'published';
    }
    return next();
  });
}
