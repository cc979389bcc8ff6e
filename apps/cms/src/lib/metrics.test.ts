import { createServer } from 'http';
import type { AddressInfo } from 'net';
import { errors } from '@strapi/utils';
import { describe, expect, it } from 'vitest';
import { carriesToken, countApplication, listenForMetrics, readinessChanged, registry } from './metrics';

/** The value of the series `name` with exactly `labels` now, 0 when there is none. */
async function value(name: string, labels: Record<string, string> = {}): Promise<number> {
  const { values } = await registry.getSingleMetric(name)!.get();
  const wanted = Object.entries(labels);
  return (
    values.find(
      (found) =>
        Object.keys(found.labels).length === wanted.length &&
        wanted.every(([key, expected]) => found.labels[key] === expected),
    )?.value ?? 0
  );
}

describe('countApplication', () => {
  it('counts a submission stored, replayed, or refused by its error, and passes the answer or the error on', async () => {
    const counts = async () => ({
      stored: await value('agency_cms_applications_stored_total'),
      replayed: await value('agency_cms_applications_replayed_total'),
      invalid: await value('agency_cms_applications_refused_total', { reason: 'invalid' }),
      tooLarge: await value('agency_cms_applications_refused_total', { reason: 'too_large' }),
      failed: await value('agency_cms_applications_refused_total', { reason: 'failed' }),
    });
    const before = await counts();
    expect(await countApplication(async () => ({ replayed: false, id: 1 }))).toEqual({ replayed: false, id: 1 });
    await countApplication(async () => ({ replayed: true }));
    await expect(countApplication(() => Promise.reject(new errors.ValidationError('bad')))).rejects.toThrow('bad');
    await expect(countApplication(() => Promise.reject(new errors.PayloadTooLargeError('big')))).rejects.toThrow();
    await expect(countApplication(() => Promise.reject(new Error('database gone')))).rejects.toThrow();
    expect(await counts()).toEqual({
      stored: before.stored + 1,
      replayed: before.replayed + 1,
      invalid: before.invalid + 1,
      tooLarge: before.tooLarge + 1,
      failed: before.failed + 1,
    });
  });
});

describe('who may read the metrics', () => {
  it('compares the Bearer token whole', () => {
    expect(carriesToken('Bearer s3cret', 's3cret')).toBe(true);
    for (const wrong of ['Bearer s3cre', 'Bearer s3cret2', 'Basic s3cret', 's3cret', undefined]) {
      expect(carriesToken(wrong, 's3cret'), wrong).toBe(false);
    }
  });

  it('serves them on METRICS_PORT of 127.0.0.1 only, without a token, and nothing else there', async () => {
    expect(listenForMetrics({ enabled: true })).toBeNull();
    expect(listenForMetrics({ enabled: false, port: 9 })).toBeNull();
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const server = listenForMetrics({ enabled: true, port })!;
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      expect(server.address()).toMatchObject({ address: '127.0.0.1', port });
      const scrape = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await scrape.text()).toContain('# TYPE agency_cms_outbox_sent_total counter');
      expect((await fetch(`http://127.0.0.1:${port}/api/jobs`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('readinessChanged', () => {
  it('counts each turn of readiness by the state it turned to', async () => {
    const name = 'agency_cms_readiness_changes_total';
    const before = await value(name, { ready: 'false' });
    readinessChanged(false);
    readinessChanged(true);
    expect(await value(name, { ready: 'false' })).toBe(before + 1);
    expect(await value(name, { ready: 'true' })).toBeGreaterThanOrEqual(1);
  });
});
