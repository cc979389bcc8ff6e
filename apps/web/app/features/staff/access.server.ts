import { NO_ACCESS_MESSAGE, roleMay, type StaffPermission } from '@agency/contract';
import type { MiddlewareFunction } from 'react-router';
import { requiredPermissionContext } from './permission-context';
import { staffContext } from './session.server';

/** What a resource route answers a staff member whose role may not use it. */
export type NoAccessAnswer = () => Response;

/** A resource route's 403: the contract's `NO_ACCESS_MESSAGE` as plain text. */
export const noAccessText: NoAccessAnswer = () =>
  new Response(NO_ACCESS_MESSAGE, {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });

/**
 * React Router middleware of every staff route module, after `staffSession()` (its own or the admin layout's): the
 * permission the route needs (the contract's role table, docs/022-the-team.md "Enforcement").
 * - A page (`requirePermission('articles')`): the permission is recorded, and `withStaff`, through which every staff
 *   loader and action works, answers a role without it with a 403 before anything is asked of the CMS; the admin
 *   layout's error boundary shows it as the "You do not have access" page. (A middleware's own error would be shown by
 *   the root's boundary without the page's frame: React Router runs no loader after it.)
 * - A resource route (`requirePermission('applications', noAccessText)`): a role without it gets `denied()` at once.
 * The CMS refuses the same role on its own routes anyway: this keeps the web app from showing what would end in a 403.
 * @throws Response (`denied()`) for a resource route and a role without the permission.
 */
export const requirePermission =
  (permission: StaffPermission, denied?: NoAccessAnswer): MiddlewareFunction<Response> =>
  async ({ context }, next) => {
    context.set(requiredPermissionContext, permission);
    if (denied && !roleMay(context.get(staffContext).user.role, permission)) throw denied();
    return next();
  };
