import path from 'path';
import type { Core } from '@strapi/strapi';
import { isDatabaseClientKind } from '@strapi/database';

/**
 * SQLite settings for a site under load (SQLite's own documentation): write-ahead logging, so that readers
 * never wait for a writer and a commit is one append; a busy timeout, so that a write waits for the lock instead of
 * failing; `synchronous` stays FULL, so that an application an applicant was told is stored survives a power cut; and
 * `PRAGMA optimize`, which gathers the query planner's statistics where they are missing or old (the same call
 * SQLite recommends when a connection opens).
 */
function tuneSqlite(connection: unknown, done: (error?: Error, connection?: unknown) => void): void {
  const database = connection as { pragma(source: string): unknown };
  try {
    database.pragma('journal_mode = WAL');
    database.pragma('busy_timeout = 5000');
    database.pragma('analysis_limit = 1000');
    database.pragma('optimize = 0x10002');
    done(undefined, connection);
  } catch (error) {
    done(error as Error, connection);
  }
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (!isDatabaseClientKind(client)) {
    throw new Error(`Unsupported DATABASE_CLIENT: ${client}. Use "postgres", "mysql", or "sqlite".`);
  }

  /** Where a MySQL or Postgres server is and how to sign in to it (same variables for both; only the port differs). */
  const server = (defaultPort: number) => ({
    host: env('DATABASE_HOST', 'localhost'),
    port: env.int('DATABASE_PORT', defaultPort),
    database: env('DATABASE_NAME', 'strapi'),
    user: env('DATABASE_USERNAME', 'strapi'),
    password: env('DATABASE_PASSWORD', 'strapi'),
    ssl: env.bool('DATABASE_SSL', false) && {
      key: env('DATABASE_SSL_KEY', undefined),
      cert: env('DATABASE_SSL_CERT', undefined),
      ca: env('DATABASE_SSL_CA', undefined),
      capath: env('DATABASE_SSL_CAPATH', undefined),
      cipher: env('DATABASE_SSL_CIPHER', undefined),
      rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
    },
  });
  const pool = { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) };

  const connections: Record<Core.Config.Database.ClientKind, Core.Config.Database['connection']> = {
    mysql: {
      client: 'mysql',
      connection: server(3306),
      pool,
    },
    postgres: {
      client: 'postgres',
      connection: {
        connectionString: env('DATABASE_URL'),
        ...server(5432),
        schema: env('DATABASE_SCHEMA', 'public'),
      },
      pool,
    },
    sqlite: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(__dirname, '..', '..', env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      pool: { afterCreate: tuneSqlite },
    },
  };

  return {
    connection: {
      ...connections[client],
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      // Logs every query (knex's `debug`), to read what Strapi asks of the database.
      debug: env.bool('DATABASE_DEBUG', false),
      // A failed query's error names the query with its placeholders, not with the values it carried (an applicant's
      // address, say), which knex would write into the message otherwise (docs/021-operations.md "Logs").
      compileSqlOnError: false,
    },
  };
};

export default config;
