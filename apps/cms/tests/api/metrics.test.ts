import { describe, expect, inject, it } from 'vitest';
import { api, cmsUrl, createJob, pdfResume, submitApplication, unique, validApplication } from './helpers';

/**
 * The CMS's metrics (docs/021-operations.md "Metrics and alerts"), as Prometheus reads them: `/metrics` on the CMS's
 * port only with `METRICS_TOKEN`, on `METRICS_PORT` of 127.0.0.1 without; counters that move when their event
 * happens; labels that never hold what a visitor sent.
 */

const token = inject('metricsToken');
const scrape = async () => {
  const response = await fetch(`${cmsUrl()}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return response.text();
};

/**
 * The value of the sample `name` with exactly `labels` in `text` (Prometheus's text format: one sample a line,
 * `name{label="value",…} value`), 0 when absent. A lookup, not a parser: the scale-out suite checks whole scrapes
 * with Prometheus's own parser (tests/scale-out/metrics.test.ts).
 */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const found = (match[2] ?? '').match(/\w+="(?:[^"\\]|\\.)*"/g) ?? [];
    if (found.sort().join(',') === wanted) return Number(match[3]);
  }
  return 0;
}

describe('/metrics of the CMS', () => {
  it('answers only with METRICS_TOKEN on the CMS’s port, never cached', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${token}`, token]) {
      const response = await fetch(
        `${cmsUrl()}/metrics`,
        authorization ? { headers: { Authorization: authorization } } : {},
      );
      expect(response.status, authorization).toBe(401);
      expect(await response.text()).not.toContain('agency_cms');
    }
    const response = await fetch(`${cmsUrl()}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('# TYPE agency_cms_http_requests_total counter');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });

  it('answers without a token on METRICS_PORT of 127.0.0.1, and nothing else there', async () => {
    const local = `http://127.0.0.1:${inject('metricsPort')}`;
    const response = await fetch(`${local}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('agency_cms_outbox_oldest_pending_age_seconds');
    expect((await fetch(`${local}/api/jobs`)).status).toBe(404);
  });

  it('counts an application stored and one refused, its emails queued, and its request by route pattern', async () => {
    const job = (await createJob({ title: unique('Metrics target') })).documentId as string;
    const email = `${unique('metrics').replace(' ', '.')}@example.com`;
    const request = { method: 'POST', route: '/api/job-applications', status: '201' };
    const before = await scrape();
    const stored = await submitApplication(validApplication(job, { email }), pdfResume());
    expect(stored.status).toBe(201);
    expect((await submitApplication(validApplication(job, { email: 'not an address' }), pdfResume())).status).toBe(400);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(moved('agency_cms_applications_stored_total')).toBe(1);
    expect(moved('agency_cms_applications_refused_total', { reason: 'invalid' })).toBe(1);
    expect(moved('agency_cms_outbox_queued_total', { kind: 'application-confirmation' })).toBe(1);
    expect(moved('agency_cms_outbox_queued_total', { kind: 'application-alert' })).toBe(1);
    expect(moved('agency_cms_http_requests_total', request)).toBe(1);
    expect(moved('agency_cms_http_requests_total', { ...request, status: '400' })).toBe(1);
    expect(sample(after, 'agency_cms_outbox_messages', { status: 'pending' })).toBeGreaterThanOrEqual(0);
    // Nothing the visitor sent, nor the ids the answer carried, is in a label.
    for (const sent of [email, email.split('@')[0], stored.body.data.documentId as string, job]) {
      expect(after).not.toContain(sent);
    }
  });

  it('labels a request with its route pattern, never its slug or query', async () => {
    const slug = `no-such-${unique('job').replace(' ', '-')}`;
    await api('GET', `/jobs?filters[slug][$eq]=${slug}`);
    await api('GET', `/jobs/${slug}`);
    const text = await scrape();
    expect(text).not.toContain(slug);
    expect(text).toMatch(/agency_cms_http_requests_total\{method="GET",route="\/api\/jobs",status="200"\} \d+/);
  });
});
