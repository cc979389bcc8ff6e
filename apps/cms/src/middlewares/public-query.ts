import { PUBLIC_QUERIES, roleMay, type PublicQueryEndpoint, type StaffPermission } from '@agency/contract';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { publicQueryProblem } from '../lib/public-query';
import { staffRoleOf, type UserWithRole } from '../lib/roles';

/** The staff permission that lifts each endpoint's limits (docs/022-the-team.md: staff lists filter by owner). */
const STAFF_PERMISSION: Record<PublicQueryEndpoint, StaffPermission> = {
  jobs: 'jobs',
  articles: 'articles',
  contacts: 'enquiries',
};

/**
 * `global::public-query`, a route middleware (`{ name: 'global::public-query', config: { endpoint: 'jobs' } }`): a
 * visitor's query to a public endpoint of the core content API must be one the website sends (the contract's
 * `PUBLIC_QUERIES[endpoint]`, docs/017-security-audit.md); staff whose role may use the endpoint's records are not
 * limited. Runs after
 * users-permissions has authenticated the caller.
 * @throws ValidationError (400) naming the first parameter that is not allowed.
 */
export default (config: { endpoint: PublicQueryEndpoint }) => {
  const rule = PUBLIC_QUERIES[config.endpoint];
  if (!rule) throw new Error(`global::public-query: no rule for endpoint "${config.endpoint}"`);
  return async (ctx: Context, next: Next) => {
    if (!roleMay(staffRoleOf(ctx.state.user as UserWithRole | undefined), STAFF_PERMISSION[config.endpoint])) {
      const problem = publicQueryProblem(rule, ctx.query);
      if (problem !== null) {
        throw new errors.ValidationError(`This query is not allowed on the public API: ${problem}.`, {
          parameter: problem,
        });
      }
    }
    await next();
  };
};
