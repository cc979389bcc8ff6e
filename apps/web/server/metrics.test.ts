import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { afterEach, describe, expect, it } from 'vitest';
import { readinessChanged, registry } from '~/lib/metrics.server';
import routes from '~/routes';
import { metricValue } from '../test/metrics';
import { carriesToken, listenForMetrics, requestMetrics, routeLabeller, type ManifestRoute } from './metrics';

/**
 * The web app's request metrics and its `/metrics` door (docs/021-operations.md "Metrics and alerts"): labels are the
 * app's route patterns, never what a visitor put in the path or the query; the metrics are read only with the token or
 * on the local metrics port.
 */

/** The build's route manifest made from app/routes.ts, under the root route, as React Router's build makes it. */
function manifestOf(entries: RouteConfigEntry[], parentId = 'root'): Record<string, ManifestRoute> {
  const manifest: Record<string, ManifestRoute> = parentId === 'root' ? { root: { id: 'root', path: '' } } : {};
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, '');
    manifest[id] = { id, parentId, path: entry.path, index: entry.index };
    Object.assign(manifest, manifestOf(entry.children ?? [], id));
  }
  return manifest;
}

const label = routeLabeller(manifestOf(routes));

describe('routeLabeller', () => {
  it("labels a request with React Router's route pattern of its page, data requests as their page", () => {
    expect(label('/')).toBe('/ar?');
    expect(label('/_root.data')).toBe('/ar?');
    // An Arabic page is the same route as its English twin (an optional `ar/` segment: docs/026-languages.md).
    expect(label('/ar/jobs/senior-nurse-dubai-4821')).toBe('/ar?/jobs/:slug');
    expect(label('/jobs/senior-nurse-dubai-4821')).toBe('/ar?/jobs/:slug');
    expect(label('/jobs/senior-nurse-dubai-4821.data')).toBe('/ar?/jobs/:slug');
    expect(label('/blog')).toBe('/ar?/blog');
    expect(label('/blog/jobs.rss')).toBe('/ar?/blog/jobs.rss');
    expect(label('/blog/how-to-hire')).toBe('/ar?/blog/:slug');
    expect(label('/admin/blogs/42/edit')).toBe('/admin/blogs/:id/edit');
    expect(label('/admin/applications/abc123def/resume')).toBe('/admin/applications/:documentId/resume');
    expect(label('/uploads/cover_abc.png')).toBe('/uploads/*');
    expect(label('/no/such/page')).toBe('/*');
  });
});

/** A server with `requestMetrics` in front of a handler answering 200, or `status` from `?status=`. */
async function serve(options: Parameters<typeof requestMetrics>[1]): Promise<{ url: string; server: Server }> {
  const observe = requestMetrics(
    (req: IncomingMessage) => label(new URL(req.url ?? '/', 'http://x').pathname),
    options,
  );
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    observe(req, res, () => {
      const status = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('status') ?? 200);
      res.writeHead(status).end('page');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

let servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers = [];
});

const REQUESTS = 'agency_web_http_requests_total';

describe('requestMetrics', () => {
  it('counts each answer by method, route pattern and status, and never a slug, an id or a query in a label', async () => {
    const { url, server } = await serve({ enabled: true });
    servers.push(server);
    const labels = { method: 'GET', route: '/ar?/jobs/:slug', status: '200' };
    const before = await metricValue(REQUESTS, labels);
    await fetch(`${url}/jobs/secret-slug-4821?q=jane.doe%40example.com`);
    await fetch(`${url}/jobs/other-slug`);
    const notFound = { method: 'POST', route: '/*', status: '404' };
    const notFoundBefore = await metricValue(REQUESTS, notFound);
    await fetch(`${url}/private/id-99?status=404`, { method: 'POST' });
    await expect.poll(() => metricValue(REQUESTS, labels)).toBe(before + 2);
    await expect.poll(() => metricValue(REQUESTS, notFound)).toBe(notFoundBefore + 1);
    const text = await registry.metrics();
    for (const raw of ['secret-slug', 'other-slug', 'jane', 'example.com', 'id-99', 'private']) {
      expect(text).not.toContain(raw);
    }
  });

  it('does not count or serve anything with METRICS=off', async () => {
    const { url, server } = await serve({ enabled: false, token: 't0ken' });
    servers.push(server);
    const labels = { method: 'GET', route: '/about', status: '200' };
    const before = await metricValue(REQUESTS, labels);
    await fetch(`${url}/about`);
    const scrape = await fetch(`${url}/metrics`, { headers: { Authorization: 'Bearer t0ken' } });
    expect(await scrape.text()).toBe('page');
    expect(await metricValue(REQUESTS, labels)).toBe(before);
  });
});

describe('/metrics on the app’s port', () => {
  it('answers only a request carrying METRICS_TOKEN, in Prometheus’s text format, never cached', async () => {
    const { url, server } = await serve({ enabled: true, token: 'the-scraper-token' });
    servers.push(server);
    for (const authorization of [undefined, 'Bearer wrong-token', 'Basic the-scraper-token', 'the-scraper-token']) {
      const refused = await fetch(`${url}/metrics`, authorization ? { headers: { Authorization: authorization } } : {});
      expect(refused.status, authorization).toBe(401);
      expect(await refused.text()).toBe('');
    }
    const scrape = await fetch(`${url}/metrics?x=1`, { headers: { Authorization: 'Bearer the-scraper-token' } });
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(scrape.headers.get('cache-control')).toBe('no-store');
    const text = await scrape.text();
    expect(text).toContain('# TYPE agency_web_http_requests_total counter');
    expect(text).toContain('# TYPE agency_web_page_cache_hits_total counter');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('is an ordinary path of the app (its 404 page) without METRICS_TOKEN, whoever asks', async () => {
    const { url, server } = await serve({ enabled: true });
    servers.push(server);
    const response = await fetch(`${url}/metrics`, { headers: { Authorization: 'Bearer anything' } });
    expect(await response.text()).toBe('page');
  });

  it('compares the token whole', () => {
    expect(carriesToken('Bearer abc', 'abc')).toBe(true);
    for (const wrong of ['Bearer ab', 'Bearer abcd', 'Bearer ABC', 'Bearer', undefined]) {
      expect(carriesToken(wrong, 'abc'), wrong).toBe(false);
    }
  });
});

describe('listenForMetrics', () => {
  it('serves /metrics without a token on METRICS_PORT of 127.0.0.1 only, and nothing else there', async () => {
    expect(listenForMetrics({ enabled: true })).toBeNull();
    expect(listenForMetrics({ enabled: false, port: 9 })).toBeNull();
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const server = listenForMetrics({ enabled: true, port })!;
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    expect(server.address()).toMatchObject({ address: '127.0.0.1', port });
    const scrape = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toContain('agency_web_http_request_duration_seconds_bucket');
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
  });
});

describe('readinessChanged', () => {
  it('counts each turn of readiness by the state it turned to', async () => {
    const name = 'agency_web_readiness_changes_total';
    const [down, up] = [await metricValue(name, { ready: 'false' }), await metricValue(name, { ready: 'true' })];
    readinessChanged(false);
    readinessChanged(true);
    readinessChanged(false);
    expect(await metricValue(name, { ready: 'false' })).toBe(down + 2);
    expect(await metricValue(name, { ready: 'true' })).toBe(up + 1);
  });
});
