import { PUBLIC_QUERIES, type PublicQueryEndpoint } from '@agency/contract';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { publicQueryProblem } from '../lib/public-query';
import { staffReadsInFull, type UserWithRole } from '../lib/roles';

/**
 * `global::public-query`, a route middleware (`{ name: 'global::public-query', config: { endpoint: 'jobs' } }`): a
 * visitor's query to a public endpoint of the core content API must be one the website sends (the contract's
 * `PUBLIC_QUERIES[endpoint]`, docs/017-security-audit.md); staff are not limited where their role reads the endpoint's
 * type (lib/roles.ts `staffReadsInFull`, docs/022-the-team.md "Enforcement"): a Recruiter's query to /articles, were
 * it let through, or an Editor's to /jobs obeys the visitors' rules, so that no role reaches through a relation what
 * its own routes refuse it. Runs after users-permissions has authenticated the caller.
 * @throws ValidationError (400) naming the first parameter that is not allowed.
 */
/** The content type each public endpoint reads. */
const ENDPOINT_TYPES: Record<PublicQueryEndpoint, string> = {
  jobs: 'api::job.job',
  articles: 'api::article.article',
  contacts: 'api::contact.contact',
  'hiring-requests': 'api::hiring-request.hiring-request',
};

export default (config: { endpoint: PublicQueryEndpoint }) => {
  const rule = PUBLIC_QUERIES[config.endpoint];
  if (!rule) throw new Error(`global::public-query: no rule for endpoint "${config.endpoint}"`);
  return async (ctx: Context, next: Next) => {
    if (!staffReadsInFull(ctx.state.user as UserWithRole | undefined, ENDPOINT_TYPES[config.endpoint])) {
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
