import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { PROMTOOL } from '../../scripts/lib/setup.mjs';
import { firstOpenJob, pdf, STAFF, submitApplication } from '../system/stack';

/**
 * Metrics and alerts on the cluster (docs/021-operations.md "Metrics and alerts"): every web and CMS instance serves
 * its metrics to Prometheus only (with the token; through nginx `/metrics` is a 404), in text that Prometheus's own
 * parser accepts (`promtool check metrics`); the cluster's Prometheus scrapes every instance, and the counters it reads
 * move when an application is stored, a page is served from the cache and a sign-in is refused; the alert rules fire
 * on the series they are written for (`promtool test rules`).
 */

const cluster = inject('cluster');
const token = cluster.env.web.METRICS_TOKEN;
const instances = [...cluster.webUrls, ...cluster.cmsUrls];

/** One instance's metrics, read with the token. */
async function scrape(instance: string): Promise<string> {
  const response = await fetch(`${instance}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status, instance).toBe(200);
  return response.text();
}

/** Prometheus's HTTP API: `path` (with its query) answered as `data`. */
async function prometheus<T>(apiPath: string): Promise<T> {
  const response = await fetch(`${cluster.prometheusUrl}/api/v1/${apiPath}`);
  const body = (await response.json()) as { status: string; data: T };
  expect(body.status, apiPath).toBe('success');
  return body.data;
}

interface Target {
  labels: { job: string; instance: string };
  health: string;
  lastScrape: string;
}
const targets = async () => (await prometheus<{ activeTargets: Target[] }>('targets')).activeTargets;

/**
 * Waits until Prometheus has scraped every instance after this moment (a scrape every 2 s, scripts/lib/prometheus.mjs;
 * a just started Prometheus takes its targets about 5 s after it is ready).
 */
async function scrapedFromNowOn(): Promise<void> {
  const since = Date.now();
  const scraped = async () => {
    const active = await targets();
    return active.length === instances.length && active.every((target) => Date.parse(target.lastScrape) > since + 50);
  };
  await expect.poll(scraped, { timeout: 20_000, interval: 250 }).toBe(true);
}

/** The value of an instant PromQL `query` as Prometheus has it now (0 for no series). */
async function query(promql: string): Promise<number> {
  const data = await prometheus<{ result: Array<{ value: [number, string] }> }>(
    `query?query=${encodeURIComponent(promql)}`,
  );
  return data.result.length === 0 ? 0 : Number(data.result[0].value[1]);
}

/** How much each of `queries` moved in Prometheus while `act` ran (read from scrapes before and after it). */
async function moved(queries: Record<string, string>, act: () => Promise<void>): Promise<Record<string, number>> {
  await scrapedFromNowOn();
  const before = Object.fromEntries(
    await Promise.all(Object.entries(queries).map(async ([name, promql]) => [name, await query(promql)])),
  ) as Record<string, number>;
  await act();
  await scrapedFromNowOn();
  return Object.fromEntries(
    await Promise.all(
      Object.entries(queries).map(async ([name, promql]) => [name, (await query(promql)) - before[name]]),
    ),
  ) as Record<string, number>;
}

describe('metrics on the cluster', () => {
  it('every instance serves text that Prometheus’s parser accepts, with names that pass its lint', async () => {
    for (const instance of instances) {
      const text = await scrape(instance);
      const check = spawnSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8' });
      // 0: clean; 3: lint remarks only (1 would be text it cannot parse). prom-client's own process metrics draw
      // remarks (`nodejs_active_handles_total` is a gauge); ours draw none.
      expect([0, 3], `${instance}: ${check.stderr}`).toContain(check.status);
      const remarks = `${check.stdout}${check.stderr}`.split('\n').filter((line) => line.trim() !== '');
      expect(
        remarks.filter((line) => line.startsWith('agency_')),
        instance,
      ).toEqual([]);
      expect(text).toMatch(/^# TYPE agency_(web|cms)_http_requests_total counter$/m);
    }
  });

  it('/metrics is a 404 through nginx, token or not, and refused without the token on each instance', async () => {
    for (const headers of [{}, { Authorization: `Bearer ${token}` }]) {
      const response = await fetch(`${cluster.url}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('agency_');
    }
    for (const instance of instances) {
      for (const headers of [{}, { Authorization: 'Bearer not-the-token' }]) {
        const response = await fetch(`${instance}/metrics`, { headers });
        expect(response.status, instance).toBe(401);
        expect(await response.text()).not.toContain('agency_');
      }
    }
  });

  it('Prometheus scrapes every web and CMS instance, and each is up', async () => {
    await scrapedFromNowOn();
    const active = await targets();
    expect(active.map((target) => `${target.labels.job} ${target.labels.instance}`).sort()).toEqual(
      [
        ...cluster.webUrls.map((url) => `web ${new URL(url).host}`),
        ...cluster.cmsUrls.map((url) => `cms ${new URL(url).host}`),
      ].sort(),
    );
    expect(active.map((target) => target.health)).toEqual(active.map(() => 'up'));
    expect(await query('count(up{job=~"web|cms"} == 1)')).toBe(4);
  });

  it('the counters move: an application stored, a page from the cache, a sign-in refused', async () => {
    const job = await firstOpenJob(cluster.cmsUrls[0]);
    const run = Date.now().toString(36);
    const delta = await moved(
      {
        webStored: 'sum(agency_web_applications_stored_total)',
        webReceived: 'sum(agency_web_applications_received_total)',
        cmsStored: 'sum(agency_cms_applications_stored_total)',
        queued: 'sum(agency_cms_outbox_queued_total{kind="application-confirmation"})',
        cacheHits: 'sum(agency_web_page_cache_hits_total)',
        jobPageRequests: 'sum(agency_web_http_requests_total{route="/ar?/jobs/:slug",status="200"})',
        refusedSignIns: 'sum(agency_web_staff_sign_ins_total{outcome="refused"})',
        cmsSignInAnswers: 'sum(agency_cms_http_requests_total{route="/api/auth/local",status="400"})',
      },
      async () => {
        const outcome = await submitApplication(cluster.url, {
          job: job.documentId,
          email: `metrics.${run}@example.com`,
          idempotencyKey: `metrics${run}`.padStart(24, '0'),
          resume: pdf(`metrics-${run}`),
        });
        expect(outcome.toldSuccess, outcome.message).toBe(true);
        // A job page, twice through nginx (one instance each, round robin), then twice more: from the cache.
        for (let count = 0; count < 4; count += 1) {
          expect((await fetch(`${cluster.url}${job.path}`)).status).toBe(200);
        }
        // A wrong password, on a web instance (its visitor's address behind a proxy).
        const web = cluster.webUrls[0];
        const signIn = await fetch(`${web}/admin/login`, {
          method: 'POST',
          headers: { Origin: web, 'X-Forwarded-For': '198.51.100.77' },
          body: new URLSearchParams({ identifier: STAFF.username, password: 'not the password' }),
          redirect: 'manual',
        });
        expect(signIn.status).toBe(401);
      },
    );
    expect(delta).toMatchObject({
      webStored: 1,
      webReceived: 1,
      cmsStored: 1,
      queued: 1,
      jobPageRequests: 4,
      refusedSignIns: 1,
      cmsSignInAnswers: 1,
    });
    expect(delta.cacheHits).toBeGreaterThanOrEqual(2);
    // The labels Prometheus stored name route patterns, never the job's slug or the applicant's address.
    const series = await prometheus<Array<Record<string, string>>>(
      `series?match[]=${encodeURIComponent('{__name__=~"agency_.+"}')}`,
    );
    const labels = JSON.stringify(series);
    expect(labels).not.toContain(job.path.split('/').pop()!);
    expect(labels).not.toContain(`metrics.${run}`);
    expect(labels).not.toContain('198.51.100.77');
  });

  it('the CMS reports the outbox’s backlog from the database, the same on each instance', async () => {
    await scrapedFromNowOn();
    expect(await query('count(agency_cms_outbox_oldest_pending_age_seconds)')).toBe(2);
    expect(await query('count(count by (status) (agency_cms_outbox_messages))')).toBe(2);
    expect(
      await query(
        'max(agency_cms_outbox_messages{status="failed"}) - min(agency_cms_outbox_messages{status="failed"})',
      ),
    ).toBe(0);
  });

  it('each alert rule fires on the series it is written for, and not below (promtool test rules)', () => {
    const rules = spawnSync(PROMTOOL, ['test', 'rules', 'prometheus-alerts.test.yml'], {
      cwd: path.dirname(new URL(import.meta.url).pathname),
      encoding: 'utf8',
    });
    expect(rules.status, `${rules.stdout}${rules.stderr}`).toBe(0);
  });
});
