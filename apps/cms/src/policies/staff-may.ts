import { roleMay, type StaffPermission } from '@agency/contract';
import { errors } from '@strapi/utils';
import { staffRoleOf, type UserWithRole } from '../lib/roles';

/**
 * `global::staff-may` with `config: { permission }` (a contract `StaffPermission`, or a list of them: any one
 * suffices): lets a request through only when the bearer token's user has a staff role whose row of the contract's
 * role table (`ROLE_PERMISSIONS`, docs/022-the-team.md) holds that permission. Runs after the users-permissions check,
 * as a second line: even if a users-permissions action were granted to a role by mistake, the route stays closed to it.
 * `{ name: 'global::staff-may', config: { permission: 'team' } }` in a route's `config.policies`; a list such as
 * `['articles', 'jobs']` for a route two areas read (categories, authors).
 * @throws PolicyError (403) for anybody else, and for a route that names no permission (a mistake closes the route).
 */
export default (
  policyContext: { state: { user?: unknown } },
  config: { permission?: StaffPermission | readonly StaffPermission[] } | undefined,
) => {
  const role = staffRoleOf(policyContext.state.user as UserWithRole | undefined);
  const wanted = config?.permission;
  const permissions = typeof wanted === 'string' ? [wanted] : (wanted ?? []);
  if (permissions.some((permission) => roleMay(role, permission))) return true;
  throw new errors.PolicyError('Your role may not do this.');
};
