import { describe, expect, it } from 'vitest';
import {
  bearerTokenOf,
  checkReadiness,
  healthStatusCode,
  metricsSettings,
  readinessProbe,
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
