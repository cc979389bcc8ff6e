import { HEALTH_CHECK_TIMEOUT_MS, UNAVAILABLE_ERROR } from '@agency/contract';
import type { Core } from '@strapi/strapi';

/**
 * A database or storage outage answered as one (docs/021-operations.md "The cluster as production runs it"): 503 with
 * the contract's `UNAVAILABLE_ERROR`, never a 401 or a bare 500. Two places make it so:
 * - `isOutage` recognizes the errors a request meets while its database or its file storage cannot be reached, and the
 *   `global::outage` middleware (src/middlewares/outage.ts) answers them with the 503;
 * - users-permissions' authentication strategy catches every error it meets, a database error included, and reports
 *   "not authenticated", which Strapi answers with 401 "Missing or invalid credentials" (the applicant of an outage
 *   was told their credentials were wrong, and staff were signed out). The strategy of `registerOutageCheck`, the last
 *   of the content API's, runs only when none before it authenticated the request: it asks the database whether it
 *   answers, and throws an `OutageError` when it does not.
 */

/** A dependency could not be reached: what `registerOutageCheck`'s strategy throws. */
export class OutageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutageError';
  }
}

/**
 * Node's codes of a connection that could not be made or was lost (the database's driver and the S3 client both
 * surface them): nothing on the other side answered.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that does not take work now (PostgreSQL's "Appendix A. Error Codes"): class 08
 * (connection exception) by prefix, and 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting
 * up, shutting down), 53300 too many connections. SQLite's `SQLITE_BUSY` (the file stayed locked past the busy
 * timeout, config/database.ts) is the same for one file.
 */
const DATABASE_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'SQLITE_BUSY']);

/** Messages of errors without a code: pg's lost connection, knex's pool that found no connection in time. */
const MESSAGES = /Connection terminated|Knex: Timeout acquiring a connection|connection error and is not queryable/;

/**
 * True when `error` (or an error in its `cause` chain, or one of an AggregateError's) says that the database or the
 * file storage could not be reached or is not taking work now: a network error, a PostgreSQL server shutting down,
 * starting or full, knex's pool timing out, SQLite's lock outlasting its timeout, an S3 server's own failure (`$fault`
 * `server`, a 5xx), or an `OutageError`. A refusal of the request itself (a constraint, a validation, a 4xx) is not.
 */
export function isOutage(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false;
  if (error instanceof OutageError) return true;
  const { code, name, message, $fault, cause, errors } = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    $fault?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || DATABASE_CODES.has(code) || /^08/.test(code))) {
    return true;
  }
  if (name === 'KnexTimeoutError' || $fault === 'server') return true;
  if (typeof message === 'string' && MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isOutage(inner, depth + 1))) return true;
  return isOutage(cause, depth + 1);
}

/**
 * Whether the database answers a trivial query within `timeoutMs` (the contract's `HEALTH_CHECK_TIMEOUT_MS`, 2 s):
 * a server that accepts no connection fails at once; one that hangs is given up on at the timeout.
 */
export async function databaseAnswers(strapi: Core.Strapi, timeoutMs = HEALTH_CHECK_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      strapi.db.connection.raw('select 1').then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** What Strapi's authentication service takes (`@strapi/core` services/auth: `register(type, strategy)`). */
interface AuthService {
  register(
    type: 'content-api' | 'admin',
    strategy: { name: string; authenticate(ctx: unknown): Promise<unknown> },
  ): void;
}

/**
 * Registers the content API's last authentication strategy (Strapi runs them in the order registered, plugins first,
 * and stops at the first that authenticates): reached only by a request that no strategy before it authenticated,
 * it lets the request go on to its 401 when the database answers, and throws an `OutageError` (a 503 through
 * `global::outage`) when it does not. A request that authenticates never reaches it; a refused one costs one trivial
 * query.
 */
export function registerOutageCheck(strapi: Core.Strapi): void {
  strapi.get<AuthService>('auth').register('content-api', {
    name: 'database-outage',
    async authenticate() {
      if (await databaseAnswers(strapi)) return { authenticated: false };
      throw new OutageError('The database does not answer: the request could not be authenticated.');
    },
  });
}

/** The body of the 503 (docs/000-product.md §14 "Errors"'s shape), as Strapi writes its own errors. */
export function outageBody() {
  return {
    data: null,
    error: {
      status: UNAVAILABLE_ERROR.status,
      name: UNAVAILABLE_ERROR.name,
      message: UNAVAILABLE_ERROR.message,
      details: {},
    },
  };
}
