import { errors } from '@strapi/utils';
import { staffRoleOf, type UserWithRole } from '../lib/roles';

/**
 * `global::is-staff`: lets a request through when the bearer token's user has any staff role (Admin, Recruiter,
 * Editor; docs/022-the-team.md). For the routes of a staff member's own account (two-factor sign-in), which every
 * role may use and which are no permission of the role table.
 * @throws PolicyError (403) for anybody else.
 */
export default (policyContext: { state: { user?: unknown } }) => {
  if (staffRoleOf(policyContext.state.user as UserWithRole | undefined) !== null) return true;
  throw new errors.PolicyError('Only staff may do this.');
};
