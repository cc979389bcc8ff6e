import type { Database } from '@strapi/database';

/**
 * The knex types of Strapi's own connection, `strapi.db.connection`: those of the knex that @strapi/database runs on
 * (it pins its own version: 3.0.1 in Strapi 5.54), not those of the `knex` package this workspace lists for its tests,
 * which may be another version with other, incompatible types (knex's `QueryBuilder` gains methods between minor
 * versions, so one version's builder is not the other's). Code that is handed Strapi's connection, or queries built on
 * it, types them with these.
 */
export type Connection = Database['connection'];

/** A query built on Strapi's connection (`strapi.db.connection(table)`), as `Connection`. */
export type QueryBuilder = ReturnType<Database['getConnection']>;
