import path from 'path';
import knexFactory, { type Knex } from 'knex';
import { inject } from 'vitest';

/**
 * A connection of the test's own to the database of the CMS under test, for what only the calendar or a second
 * process would do (a row a month old, another instance's claim, a second outbox worker). The same database the CMS
 * uses: its SQLite file in the test data folder by default, or the PostgreSQL server of `DATABASE_URL` when the suite
 * runs with `DATABASE_CLIENT=postgres` (the CMS reads the same variables, config/database.ts).
 */
export function openCmsDatabase(): Knex {
  if (process.env.DATABASE_CLIENT === 'postgres') {
    return knexFactory({ client: 'pg', connection: process.env.DATABASE_URL, pool: { min: 0, max: 2 } });
  }
  return knexFactory({
    client: 'better-sqlite3',
    connection: { filename: path.join(inject('dataDir'), 'data.db') },
    useNullAsDefault: true,
  });
}
