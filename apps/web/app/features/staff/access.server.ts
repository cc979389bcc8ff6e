import { NO_ACCESS_MESSAGE, roleMay, type StaffPermission } from '@agency/contract';
import type { MiddlewareFunction } from 'react-router';
import { staffContext } from './session.server';

/** What a staff route answers a staff member whose role may not use it. */
export type NoAccessAnswer = () => Response;

/**
 * A plain 403 with the contract's `NO_ACCESS_MESSAGE`: a resource route's answer as is; on a page, the admin layout's
 * error boundary shows it as the "You do not have access" page (routes/admin/layout.tsx).
 */
const noAccess: NoAccessAnswer = () =>
  new Response(NO_ACCESS_MESSAGE, {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });

/**
 * React Router middleware of every staff route module, after `staffSession()` (its own or the admin layout's): lets the
 * request through only when the signed-in role has `permission` (the contract's role table, docs/022-the-team.md);
 * otherwise the route answers 403 (`denied`, by default `NO_ACCESS_MESSAGE` as text) for its loader and its action
 * alike, and nothing is asked of the CMS. The CMS refuses the same role on its own routes anyway: this keeps the web
 * app from showing a page that would end in a 403.
 * @throws Response (403) for a role without the permission.
 */
export const requirePermission =
  (permission: StaffPermission, denied: NoAccessAnswer = noAccess): MiddlewareFunction<Response> =>
  async ({ context }, next) => {
    const { user } = context.get(staffContext);
    if (!roleMay(user.role, permission)) throw denied();
    return next();
  };
