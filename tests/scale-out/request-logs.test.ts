import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { firstOpenJob, pdf, STAFF } from '../system/stack';

/**
 * Following one request through the cluster (docs/021-operations.md "Logs"): nginx gives each request an id, the web
 * instance that answers keeps it (it trusts nginx, on loopback) and sends it on to the CMS, and all three log it. Two
 * journeys through nginx's public port, as a visitor and a staff member make them: an application, and a staff
 * sign-in. The cluster writes each process's log to `<cluster.dir>/<name>.log` (scripts/lib/cluster.mjs).
 */

const cluster = inject('cluster');
/** The staff password of the cluster's production CMS (scripts/lib/cluster.mjs makes one). */
const STAFF_PASSWORD = cluster.env.cms.ADMIN_PASSWORD;

type Line = Record<string, unknown>;

/** Every line of the logs whose file name starts with `prefix` (`web` for web-1.log and web-2.log), parsed when JSON. */
function logLines(prefix: string): Line[] {
  return readdirSync(cluster.dir)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.log'))
    .flatMap((name) => readFileSync(path.join(cluster.dir, name), 'utf8').split('\n'))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Line);
}

/** Everything every process of the cluster logged, as text. */
function allLogs(): string {
  return readdirSync(cluster.dir)
    .filter((name) => name.endsWith('.log'))
    .map((name) => readFileSync(path.join(cluster.dir, name), 'utf8'))
    .join('\n');
}

/** nginx's, the web app's and the CMS's lines of the request `requestId`, once each has logged at least one. */
async function linesOf(requestId: string) {
  const of = (prefix: string) => logLines(prefix).filter((line) => line.requestId === requestId);
  await expect
    .poll(() => [of('nginx-access').length > 0, of('web').length > 0, of('cms').length > 0], { timeout: 10_000 })
    .toEqual([true, true, true]);
  return { nginx: of('nginx-access'), web: of('web'), cms: of('cms') };
}

describe('one request id from nginx through the web app to the CMS', () => {
  const run = Date.now().toString(36);

  it('an application: the same id in the answer and in nginx, web and CMS lines; a forged id nowhere', async () => {
    // Through the CMS instances' nginx listener: the suite's other file kills one of them.
    const job = await firstOpenJob(cluster.cmsProxyUrl);
    const email = `request.logs.${run}@example.com`;
    const form = new FormData();
    for (const [name, value] of Object.entries({
      idempotencyKey: `request-logs-${run}`.padEnd(24, '0'),
      job: job.documentId,
      fullName: `Logan Tracer ${run}`,
      email,
      phone: '+44 20 7946 0111',
      coverLetter: 'I would like to apply.',
      consent: 'on',
    })) {
      form.set(name, value);
    }
    form.set('resume', new Blob([new Uint8Array(pdf(run))], { type: 'application/pdf' }), 'Logan Tracer CV.pdf');
    const response = await fetch(`${cluster.url}/resources/job-applications`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'X-Request-Id': `forged-${run}` },
      body: form,
    });
    expect(response.status).toBe(201);
    const requestId = response.headers.get('x-request-id')!;
    // nginx's `$request_id`: 32 hex digits, in place of the visitor's.
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);

    const { nginx, web, cms } = await linesOf(requestId);
    // nginx logs it twice: the visitor's request on the public listener, the web app's call on the CMS listener.
    expect(nginx).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'POST', path: '/resources/job-applications', status: 201 }),
        expect.objectContaining({ method: 'POST', path: '/api/job-applications', status: 201 }),
      ]),
    );
    expect(web).toContainEqual(
      expect.objectContaining({
        message: 'request',
        method: 'POST',
        route: '/resources/job-applications',
        status: 201,
        durationMs: expect.any(Number) as number,
      }),
    );
    expect(cms).toContainEqual(
      expect.objectContaining({ message: 'request', method: 'POST', route: '/api/job-applications', status: 201 }),
    );
    const logs = allLogs();
    expect(logs).not.toContain(`forged-${run}`);
    for (const personal of [email, `Logan Tracer ${run}`, '7946 0111', 'Logan Tracer CV.pdf']) {
      expect(logs).not.toContain(personal);
    }
  });

  it("a staff sign-in: the web app's calls to the CMS carry the id of the visitor's request", async () => {
    const response = await fetch(`${cluster.url}/admin/login`, {
      method: 'POST',
      headers: { Origin: cluster.url },
      body: new URLSearchParams({ identifierType: 'username', identifier: STAFF.username, password: STAFF_PASSWORD }),
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    const requestId = response.headers.get('x-request-id')!;
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);

    const { nginx, web, cms } = await linesOf(requestId);
    expect(nginx).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'POST', path: '/admin/login', status: 302 }),
        expect.objectContaining({ method: 'POST', path: '/api/auth/local', status: 200 }),
      ]),
    );
    expect(web).toContainEqual(
      expect.objectContaining({ message: 'request', method: 'POST', route: '/admin/login', status: 302 }),
    );
    expect(cms).toContainEqual(
      expect.objectContaining({ message: 'request', method: 'POST', route: '/api/auth/local', status: 200 }),
    );
    const logs = allLogs();
    expect(logs).not.toContain(STAFF_PASSWORD);
    expect(logs).not.toContain(STAFF.email);
  });
});
