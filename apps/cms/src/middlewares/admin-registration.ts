import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { routePath } from '../lib/route-path';

/** Strapi's route of the admin panel's first-admin registration (@strapi/admin, routes/authentication). */
const REGISTER_ADMIN = '/admin/register-admin';

/**
 * `global::admin-registration`: `POST /admin/register-admin` is refused at all times with 403 (Strapi's error shape).
 * The bootstrap creates the panel's super-admin from `CMS_ADMIN_EMAIL` / `CMS_ADMIN_PASSWORD`
 * (src/bootstrap/panel-admin.ts), so the panel's "create the first administrator" form has nothing left to do, and
 * a CMS that somehow started without a super-admin cannot be claimed by whoever comes first
 * (docs/017-security-audit.md). Other admins are invited by a super-admin from the panel (`/admin/register` with an
 * invitation token), which stays open.
 * @throws ForbiddenError (403) for that route.
 */
export default () => async (ctx: Context, next: Next) => {
  if (ctx.method === 'POST' && routePath(ctx.path) === REGISTER_ADMIN) {
    throw new errors.ForbiddenError(
      "The admin panel's super-admin is created at start from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD.",
    );
  }
  await next();
};
