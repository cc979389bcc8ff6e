import { describe, expect, it } from 'vitest';
import {
  bearerTokenOf,
  metricsSettings,
  SHUTDOWN_GRACE_MS_DEFAULT,
  shutdownGraceMs,
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
