import path from 'path';
import { inject } from 'vitest';
import type { Connection } from '../../src/lib/database-types';
import { strapiKnex } from '../unit/strapi-knex';

/**
 * A connection of the test's own to the database of the CMS under test, for what only the calendar or a second
 * process would do (a row a month old, another instance's claim, a second outbox worker), made by the knex the CMS
 * runs on (tests/unit/strapi-knex.ts). The same database the CMS uses: its SQLite file in the test data folder by
 * default, or the PostgreSQL server of `DATABASE_URL` when the suite runs with `DATABASE_CLIENT=postgres` (the CMS
 * reads the same variables, config/database.ts).
 */
export function openCmsDatabase(): Connection {
  if (process.env.DATABASE_CLIENT === 'postgres') {
    return strapiKnex({ client: 'pg', connection: process.env.DATABASE_URL, pool: { min: 0, max: 2 } });
  }
  return strapiKnex({
    client: 'better-sqlite3',
    connection: { filename: path.join(inject('dataDir'), 'data.db') },
    useNullAsDefault: true,
  });
}
