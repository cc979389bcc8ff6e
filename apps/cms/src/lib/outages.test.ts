import { errors } from '@strapi/utils';
import { describe, expect, it } from 'vitest';
import { isOutage, OutageError, outageBody } from './outages';

/** An error as a driver makes one: a message and its fields. */
const failure = (message: string, fields: Record<string, unknown> = {}) => Object.assign(new Error(message), fields);

describe('isOutage', () => {
  it.each([
    [
      'PostgreSQL stopped (pg: connect ECONNREFUSED)',
      failure('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }),
    ],
    [
      'both addresses of a host refused (Node: an AggregateError of them)',
      new AggregateError([failure('connect ECONNREFUSED ::1:5432', { code: 'ECONNREFUSED' })], ''),
    ],
    [
      'PostgreSQL shutting down (57P01)',
      failure('terminating connection due to administrator command', { code: '57P01' }),
    ],
    ['PostgreSQL starting (57P03)', failure('the database system is starting up', { code: '57P03' })],
    ['a connection exception (class 08)', failure('connection failure', { code: '08006' })],
    ['too many connections (53300)', failure('sorry, too many clients already', { code: '53300' })],
    ['a lost connection (pg, no code)', failure('Connection terminated unexpectedly')],
    [
      "knex's pool found no connection in time",
      failure('Knex: Timeout acquiring a connection. The pool is probably full.', { name: 'KnexTimeoutError' }),
    ],
    ['SQLite locked past its busy timeout', failure('database is locked', { code: 'SQLITE_BUSY' })],
    [
      'the S3 server out of reach (AWS SDK)',
      failure('connect ECONNREFUSED 127.0.0.1:4568', { code: 'ECONNREFUSED', $metadata: {} }),
    ],
    [
      'the S3 server failing (5xx: $fault server)',
      failure('We encountered an internal error.', { name: 'InternalError', $fault: 'server' }),
    ],
    [
      'a driver error wrapped by Strapi (cause)',
      failure('select failed', { cause: failure('x', { code: 'ECONNRESET' }) }),
    ],
    ["the outage check's own error", new OutageError('The database does not answer.')],
  ])('%s: an outage', (_what, error) => {
    expect(isOutage(error)).toBe(true);
  });

  it.each([
    ['a refused field', new errors.ValidationError('email must be a valid e-mail address')],
    ['a unique index (23505)', failure('duplicate key value violates unique constraint', { code: '23505' })],
    ['a SQLite constraint', failure('UNIQUE constraint failed', { code: 'SQLITE_CONSTRAINT_UNIQUE' })],
    ['an S3 refusal (4xx: $fault client)', failure('Access Denied', { name: 'AccessDenied', $fault: 'client' })],
    ['a missing file', failure('ENOENT: no such file', { code: 'ENOENT' })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['no error at all', undefined],
  ])('%s: not an outage', (_what, error) => {
    expect(isOutage(error)).toBe(false);
  });

  it('stops at a cause chain that loops', () => {
    const looped: Error & { cause?: unknown } = failure('loop');
    looped.cause = looped;
    expect(isOutage(looped)).toBe(false);
  });
});

describe('outageBody', () => {
  it("is Strapi's error shape with the contract's name and message", () => {
    expect(outageBody()).toEqual({
      data: null,
      error: {
        status: 503,
        name: 'ServiceUnavailableError',
        message: 'The service is temporarily unavailable. Please try again in a few minutes.',
        details: {},
      },
    });
  });
});
