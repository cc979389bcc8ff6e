import { describe, expect, it } from 'vitest';
import {
  bearerTokenOf,
  checkReadiness,
  healthStatusCode,
  logFormat,
  logLevel,
  metricsSettings,
  readinessProbe,
  REDACTED,
  redactLogFields,
  requestIdFor,
  SHUTDOWN_GRACE_MS_DEFAULT,
  shutdownGraceMs,
  shuttingDownAnswer,
  wellFormedRequestId,
} from './operations.js';

describe('wellFormedRequestId', () => {
  it("keeps nginx's ids and UUIDs", () => {
    expect(wellFormedRequestId('0f8c2a6d1e4b7c9a0f8c2a6d1e4b7c9a')).toBe('0f8c2a6d1e4b7c9a0f8c2a6d1e4b7c9a');
    expect(wellFormedRequestId('3b241101-e2bb-4255-8caf-4136c566a962')).toBe('3b241101-e2bb-4255-8caf-4136c566a962');
  });

  it('refuses anything longer than 128 characters or outside [A-Za-z0-9._-]', () => {
    expect(wellFormedRequestId('a'.repeat(128))).toBe('a'.repeat(128));
    expect(wellFormedRequestId('a'.repeat(129))).toBeUndefined();
    for (const forged of ['', 'id with space', 'id\nforged line', '{"level":"fatal"}', 'é', 'a/b', undefined, 42]) {
      expect(wellFormedRequestId(forged)).toBeUndefined();
    }
  });
});

describe('shutdownGraceMs', () => {
  it('reads a whole number of ms from 0 and falls back to the default otherwise', () => {
    expect(shutdownGraceMs('5000')).toBe(5000);
    expect(shutdownGraceMs('0')).toBe(0);
    for (const wrong of [undefined, '', ' ', '-1', '2.5', 'soon'])
      expect(shutdownGraceMs(wrong)).toBe(SHUTDOWN_GRACE_MS_DEFAULT);
  });
});

describe('checkReadiness', () => {
  it('is ok when every check resolves, with each latency', async () => {
    const answer = await checkReadiness({ database: async () => 'fine', redis: () => Promise.resolve() });
    expect(answer.status).toBe('ok');
    expect(Object.keys(answer.checks)).toEqual(['database', 'redis']);
    expect(answer.checks.database.status).toBe('ok');
    expect(answer.checks.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(healthStatusCode(answer)).toBe(200);
  });

  it('fails a check that throws, rejects or is late, within its own timeout, and keeps the error out of the answer', async () => {
    const failures: string[] = [];
    const started = Date.now();
    const answer = await checkReadiness(
      {
        database: () => Promise.reject(new Error('connect ECONNREFUSED db.internal:5432 password=secret')),
        storage: () => {
          throw new Error('EACCES /srv/private');
        },
        redis: () => new Promise(() => {}),
        cms: () => Promise.resolve(),
      },
      { timeoutMs: 100, onFailure: (name: string) => failures.push(name) },
    );
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(answer.status).toBe('failed');
    expect(healthStatusCode(answer)).toBe(503);
    expect(answer.checks.cms.status).toBe('ok');
    for (const name of ['database', 'storage', 'redis']) expect(answer.checks[name].status, name).toBe('failed');
    expect(answer.checks.redis.latencyMs).toBeGreaterThanOrEqual(99);
    expect(failures.sort()).toEqual(['database', 'redis', 'storage']);
    expect(JSON.stringify(answer)).not.toMatch(/ECONNREFUSED|secret|internal|EACCES|srv/);
  });

  it('a shutting-down process answers failed, naming the shutdown', () => {
    const answer = shuttingDownAnswer();
    expect(answer).toEqual({ status: 'failed', checks: { shutdown: { status: 'failed', latencyMs: 0 } } });
    expect(healthStatusCode(answer)).toBe(503);
  });
});

describe('readinessProbe', () => {
  it("logs a check's failure once when it starts and once when it passes again, not at every probe", async () => {
    const lines: string[] = [];
    let up = false;
    const probe = readinessProbe(
      () => ({ redis: () => (up ? Promise.resolve() : Promise.reject(new Error('connect ECONNREFUSED'))) }),
      { log: (line) => lines.push(line) },
    );
    expect((await probe()).status).toBe('failed');
    expect((await probe()).status).toBe('failed');
    up = true;
    expect((await probe()).status).toBe('ok');
    expect((await probe()).status).toBe('ok');
    expect(lines).toEqual(['Readiness: redis failed (connect ECONNREFUSED).', 'Readiness: redis ok again.']);
  });

  it('tells each turn between ready and not ready, not each probe (the metrics of flapping)', async () => {
    const turns: boolean[] = [];
    let up = true;
    const probe = readinessProbe(() => ({ cms: () => (up ? Promise.resolve() : Promise.reject(new Error('down'))) }), {
      log: () => {},
      onChange: (ready) => turns.push(ready),
    });
    await probe();
    up = false;
    await probe();
    await probe();
    up = true;
    await probe();
    await probe();
    expect(turns).toEqual([false, true]);
  });
});

describe('metricsSettings', () => {
  it('is on unless METRICS=off, with a token and a port only when they are given and valid', () => {
    expect(metricsSettings({})).toEqual({ enabled: true });
    expect(metricsSettings({ METRICS: 'off' })).toEqual({ enabled: false });
    expect(metricsSettings({ METRICS: 'OFF ' }).enabled).toBe(false);
    expect(metricsSettings({ METRICS: 'on', METRICS_TOKEN: ' s3cret ', METRICS_PORT: '9464' })).toEqual({
      enabled: true,
      token: 's3cret',
      port: 9464,
    });
    for (const port of ['', ' ', '0', '65536', '94.5', 'nine', '-1']) {
      expect(metricsSettings({ METRICS_PORT: port }).port).toBeUndefined();
    }
    expect(metricsSettings({ METRICS_TOKEN: '  ' }).token).toBeUndefined();
  });
});

describe('bearerTokenOf', () => {
  it('reads the token of a Bearer authorization only', () => {
    expect(bearerTokenOf('Bearer abc.DEF-1')).toBe('abc.DEF-1');
    expect(bearerTokenOf('bearer abc')).toBe('abc');
    for (const other of [undefined, '', 'Bearer', 'Bearer ', 'Basic abc', 'Bearer a b', 'abc']) {
      expect(bearerTokenOf(other)).toBeUndefined();
    }
  });
});

describe('requestIdFor', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("keeps a trusted proxy's well-formed id", () => {
    expect(requestIdFor('0f8c2a6d1e4b7c9a0f8c2a6d1e4b7c9a', true)).toBe('0f8c2a6d1e4b7c9a0f8c2a6d1e4b7c9a');
  });

  it('replaces the id of an untrusted caller, a malformed one, a repeated header and none with a new UUID', () => {
    const forged = 'forged-by-a-visitor';
    for (const [given, trusted] of [
      [forged, false],
      ['a'.repeat(129), true],
      ['id\n{"level":"fatal"}', true],
      ['x y', true],
      [['a', 'b'], true],
      [undefined, true],
    ] as const) {
      const id = requestIdFor(given as string | string[] | undefined, trusted);
      expect(id).toMatch(uuid);
    }
    expect(requestIdFor(undefined, true)).not.toBe(requestIdFor(undefined, true));
  });
});

describe('redactLogFields', () => {
  it('redacts every listed key at any depth and in arrays, without case, and leaves the input as it was', () => {
    const line = {
      requestId: 'r1',
      status: 201,
      email: 'ann@example.com',
      form: { data: { fullName: 'Ann Lee', Phone: '+44 20 7946 0958', job: 'j1' } },
      headers: { Cookie: 'session=abc', authorization: 'Bearer t', 'set-cookie': ['a=b'] },
      people: [{ name: 'Ann', nested: [{ deeper: { EMAIL: 'ann@example.com', token: 't0k' } }] }],
    };
    const before = structuredClone(line);
    const redacted = redactLogFields(line);
    expect(redacted).toEqual({
      requestId: 'r1',
      status: 201,
      email: REDACTED,
      form: { data: { fullName: REDACTED, Phone: REDACTED, job: 'j1' } },
      headers: { Cookie: REDACTED, authorization: REDACTED, 'set-cookie': REDACTED },
      people: [{ name: REDACTED, nested: [{ deeper: { EMAIL: REDACTED, token: REDACTED } }] }],
    });
    expect(line).toEqual(before);
    expect(JSON.stringify(redacted)).not.toMatch(/ann@example\.com|Ann Lee|7946|abc|t0k/);
  });

  it("logs an error's type, message, stack, status, code and cause, never its other properties", () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const error = Object.assign(new Error('Refused', { cause }), {
      status: 400,
      body: { error: { details: { errors: [{ path: ['email'], value: 'ann@example.com' }] } } },
      detail: 'Key (email)=(ann@example.com) already exists.',
    });
    const redacted = redactLogFields({ err: error }) as { err: Record<string, unknown> };
    expect(redacted.err).toMatchObject({ type: 'Error', message: 'Refused', status: 400 });
    expect(redacted.err.stack).toContain('Refused');
    expect(redacted.err.cause).toMatchObject({ type: 'Error', message: 'connect ECONNREFUSED', code: 'ECONNREFUSED' });
    expect(JSON.stringify(redacted)).not.toContain('ann@example.com');
  });

  it('survives cycles, deep nesting, dates, binary data and functions', () => {
    const cyclic: Record<string, unknown> = { id: 1 };
    cyclic.self = cyclic;
    let deep: Record<string, unknown> = { email: 'deep@example.com' };
    for (let level = 0; level < 20; level += 1) deep = { deep };
    const redacted = redactLogFields({
      cyclic,
      deep,
      at: new Date(0),
      bytes: Buffer.from('abc'),
      run: () => 1,
    }) as Record<string, unknown>;
    expect(redacted.cyclic).toEqual({ id: 1, self: '[circular]' });
    expect(redacted.at).toBe('1970-01-01T00:00:00.000Z');
    expect(redacted.bytes).toBe('[binary 3 bytes]');
    expect('run' in redacted).toBe(false);
    expect(JSON.stringify(redacted)).not.toContain('deep@example.com');
  });
});

describe('logLevel and logFormat', () => {
  it('reads LOG_LEVEL without case and falls back to info', () => {
    expect(logLevel('DEBUG')).toBe('debug');
    expect(logLevel(' warn ')).toBe('warn');
    for (const other of [undefined, '', 'verbose', 'silly', 'trace']) expect(logLevel(other)).toBe('info');
  });

  it('writes JSON unless LOG_FORMAT says pretty or NODE_ENV is development', () => {
    expect(logFormat(undefined, 'production')).toBe('json');
    expect(logFormat(undefined, 'test')).toBe('json');
    expect(logFormat(undefined, undefined)).toBe('json');
    expect(logFormat(undefined, 'development')).toBe('pretty');
    expect(logFormat('json', 'development')).toBe('json');
    expect(logFormat('Pretty', 'production')).toBe('pretty');
    expect(logFormat('yaml', 'production')).toBe('json');
  });
});
