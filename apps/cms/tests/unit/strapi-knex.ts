import { createRequire } from 'module';
import type { DatabaseConfig } from '@strapi/database';
import type { Connection } from '../../src/lib/database-types';

/** The knex Strapi runs on: the one @strapi/database requires (it pins its own version), resolved from there. */
const knexOfStrapi = createRequire(require.resolve('@strapi/database'))('knex') as (
  config: DatabaseConfig['connection'],
) => Connection;

/**
 * A connection made by the knex that Strapi runs on (src/lib/database-types.ts), for the unit tests of code that is
 * handed `strapi.db.connection`: the SQL they check is the SQL the CMS sends, whatever version of `knex` this
 * workspace lists for the API tests' own connections (tests/api/database.ts).
 */
export function strapiKnex(config: DatabaseConfig['connection']): Connection {
  return knexOfStrapi(config);
}
