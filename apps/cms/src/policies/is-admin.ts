import { errors } from '@strapi/utils';
import { isAdminUser } from '../lib/roles';

/**
 * `global::is-admin`: lets a request through only when the bearer token belongs to a user whose role is
 * Admin (docs/000-product.md §14, §15). Runs after the users-permissions check, as a second line: even if a permission
 * were granted to another role by mistake, the back-office API stays closed to it.
 * @throws PolicyError (403) for anybody else.
 */
export default (policyContext: { state: { user?: unknown } }) => {
  if (isAdminUser(policyContext.state.user as Parameters<typeof isAdminUser>[0])) return true;
  throw new errors.PolicyError('Only staff with the Admin role may do this.');
};
