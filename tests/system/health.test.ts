import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_CHECK_TIMEOUT_MS, type HealthAnswer } from '@agency/contract';
import { generateSecrets } from '../../scripts/lib/env.mjs';
import { startPostgres, stopPostgres } from '../../scripts/lib/postgres.mjs';
import { freePort, startCms, stopProcess } from '../../scripts/lib/processes.mjs';
import { startRedis, type TestRedis } from '../../scripts/lib/redis.mjs';
import { startS3rver } from '../../scripts/lib/s3rver.mjs';
import { firstOpenJob, pdf, startStack, type Stack } from './stack';

/**
 * The health endpoints of both apps (docs/021-operations.md "Health") with every dependency up, then with each one
 * down in turn, and the graceful shutdown of both (SIGTERM): a CMS and a web app on SQLite, the local storage folders
 * and a Redis of their own; then a CMS of its own on PostgreSQL and S3 (s3rver), whose server and storage are stopped.
 */

let redis: TestRedis;
let stack: Stack;

beforeAll(async () => {
  redis = await startRedis();
  stack = await startStack({ REDIS_URL: redis.url });
});

afterAll(async () => {
  await stack?.stop();
  await redis?.stop();
});

/** `connected`, or the error code of a new TCP connection to `url`'s host and port. */
function connectTo(url: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** What one health request answered, and how long it took in ms. */
async function ask(url: string) {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const text = await response.text();
  return {
    status: response.status,
    ms: performance.now() - started,
    cacheControl: response.headers.get('cache-control'),
    contentType: response.headers.get('content-type'),
    text,
    body: JSON.parse(text) as HealthAnswer,
  };
}

/** The readiness of `url` until `expected` (the status), polled; its last answer. */
async function readinessUntil(url: string, expected: number, timeout = 20_000) {
  let last = await ask(`${url}/readyz`);
  await expect.poll(async () => (last = await ask(`${url}/readyz`)).status, { timeout, interval: 200 }).toBe(expected);
  return last;
}

/** The statuses of an answer's checks, by name. */
const statuses = (answer: HealthAnswer) =>
  Object.fromEntries(Object.entries(answer.checks).map(([name, check]) => [name, check.status]));

/** A readiness answer must come within the slowest check's timeout (plus the round trip on a loaded machine). */
const WITHIN = HEALTH_CHECK_TIMEOUT_MS + 1_000;

describe('with every dependency up', () => {
  it('both apps are live and ready: 200, every check named and ok, never stored, nothing but names and numbers', async () => {
    const expected = {
      [stack.cmsUrl]: { database: 'ok', resumeStorage: 'ok', coverStorage: 'ok', redis: 'ok' },
      [stack.webUrl]: { cms: 'ok', redis: 'ok' },
    };
    for (const [url, checks] of Object.entries(expected)) {
      const live = await ask(`${url}/healthz`);
      expect(live.status, url).toBe(200);
      expect(live.body).toEqual({ status: 'ok', checks: {} });
      const ready = await ask(`${url}/readyz`);
      expect(ready.status, url).toBe(200);
      expect(ready.body.status).toBe('ok');
      expect(statuses(ready.body)).toEqual(checks);
      for (const answer of [live, ready]) {
        expect(answer.cacheControl).toBe('no-store');
        expect(answer.contentType).toMatch(/^application\/json/);
      }
      for (const check of Object.values(ready.body.checks)) {
        expect(Object.keys(check).sort()).toEqual(['latencyMs', 'status']);
        expect(check.latencyMs).toBeGreaterThanOrEqual(0);
      }
      expect(ready.text).not.toMatch(/127\.0\.0\.1|localhost|redis:\/\/|\/tmp\//);
    }
    // The web app's page cache never keeps it: a second answer is a new one.
    const first = await fetch(`${stack.webUrl}/readyz`);
    expect(first.headers.get('etag')).toBeNull();
  });
});

describe('with one dependency down at a time', () => {
  it('Redis stopped: both apps answer 503 naming redis at once, and 200 again once it is back', async () => {
    await redis.kill();
    try {
      for (const url of [stack.cmsUrl, stack.webUrl]) {
        const answer = await readinessUntil(url, 503);
        expect(answer.body.status).toBe('failed');
        expect(answer.body.checks.redis.status, url).toBe('failed');
        expect(Object.values(answer.body.checks).filter((check) => check.status === 'failed')).toHaveLength(1);
        expect(answer.ms).toBeLessThan(WITHIN);
        // Liveness does not depend on it.
        expect((await ask(`${url}/healthz`)).status).toBe(200);
      }
    } finally {
      await redis.start();
    }
    for (const url of [stack.cmsUrl, stack.webUrl]) await readinessUntil(url, 200);
  });

  it('Redis hanging: 503 naming redis, within its timeout', async () => {
    redis.freeze();
    try {
      for (const url of [stack.cmsUrl, stack.webUrl]) {
        const answer = await ask(`${url}/readyz`);
        expect(answer.status, url).toBe(503);
        expect(statuses(answer.body).redis).toBe('failed');
        expect(answer.ms).toBeLessThan(WITHIN);
      }
    } finally {
      redis.thaw();
    }
    for (const url of [stack.cmsUrl, stack.webUrl]) await readinessUntil(url, 200);
  });

  for (const [check, folder] of [
    ['resumeStorage', 'resumes'],
    ['coverStorage', 'public/uploads'],
  ] as const) {
    it(`the ${check} folder replaced by a file (unusable storage): the CMS answers 503 naming ${check}`, async () => {
      const directory = path.join(stack.dataDir, folder);
      renameSync(directory, `${directory}.away`);
      writeFileSync(directory, 'not a folder');
      try {
        const answer = await ask(`${stack.cmsUrl}/readyz`);
        expect(answer.status).toBe(503);
        expect(Object.entries(statuses(answer.body)).filter(([, status]) => status === 'failed')).toEqual([
          [check, 'failed'],
        ]);
        expect(answer.ms).toBeLessThan(WITHIN);
        expect(answer.text).not.toContain(stack.dataDir);
      } finally {
        rmSync(directory);
        renameSync(`${directory}.away`, directory);
      }
      expect((await ask(`${stack.cmsUrl}/readyz`)).status).toBe(200);
    });
  }

  it('the CMS killed: the web app answers 503 naming cms, within its timeout, and 200 once it is back', async () => {
    stack.killCms();
    try {
      const answer = await readinessUntil(stack.webUrl, 503);
      expect(statuses(answer.body)).toEqual({ cms: 'failed', redis: 'ok' });
      expect(answer.ms).toBeLessThan(WITHIN);
      expect((await ask(`${stack.webUrl}/healthz`)).status).toBe(200);
    } finally {
      await stack.restartCms();
    }
    await readinessUntil(stack.webUrl, 200);
  });
});

/**
 * Sends `form` to `url` in two halves `pauseMs` apart, on a connection of its own; `sent` resolves once the first half
 * is written. @returns the answer's status and body (rejects when the connection is cut).
 */
function slowPost(url: string, form: FormData, pauseMs: number, headers: Record<string, string> = {}) {
  let firstHalfSent: () => void = () => {};
  const sent = new Promise<void>((resolve) => (firstHalfSent = resolve));
  const answer = (async () => {
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        url,
        {
          method: 'POST',
          agent: false,
          headers: {
            ...headers,
            'Content-Type': encoded.headers.get('content-type')!,
            'Content-Length': String(body.length),
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      const half = Math.floor(body.length / 2);
      request.write(body.subarray(0, half), () => {
        firstHalfSent();
        setTimeout(() => request.end(body.subarray(half)), pauseMs);
      });
    });
  })();
  return { sent, answer };
}

/** Resolves with the exit code of `child` (or its signal's name) once it exited. */
function exitOf(child: ChildProcess): Promise<number | string> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode ?? child.signalCode!);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal!)));
}

describe('a CMS on PostgreSQL and S3', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'health-postgres-'));
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let cms: Awaited<ReturnType<typeof startCms>>;

  beforeAll(async () => {
    const databaseUrl = startPostgres(dir, await freePort());
    s3 = await startS3rver({
      directory: path.join(tmpdir(), path.basename(dir), 's3'),
      buckets: ['covers', 'resumes'],
    });
    const dataDir = path.join(dir, 'cms');
    mkdirSync(path.join(dataDir, 'tmp'), { recursive: true });
    cms = await startCms({
      env: {
        ...process.env,
        ...generateSecrets(),
        NODE_ENV: 'test',
        TMPDIR: path.join(dataDir, 'tmp'),
        SEED_DEMO: 'false',
        DATABASE_CLIENT: 'postgres',
        DATABASE_URL: databaseUrl,
        S3_BUCKET: 'covers',
        S3_RESUME_BUCKET: 'resumes',
        ...s3.env,
      },
      port: await freePort(),
      dataDir,
      quiet: true,
      logFile: path.join(dataDir, 'cms.log'),
      ready: true,
    });
  });

  afterAll(async () => {
    await stopProcess(cms?.child);
    await s3?.stop();
    stopPostgres(dir);
    rmSync(dir, { recursive: true, force: true });
    rmSync(path.join(tmpdir(), path.basename(dir)), { recursive: true, force: true });
  });

  it('is ready with the database and both buckets answering', async () => {
    const answer = await ask(`${cms.url}/readyz`);
    expect(answer.status).toBe(200);
    expect(statuses(answer.body)).toEqual({ database: 'ok', resumeStorage: 'ok', coverStorage: 'ok' });
  });

  it('S3 stopped: 503 naming both storages, within their timeout', async () => {
    await s3.stop();
    const answer = await ask(`${cms.url}/readyz`);
    expect(answer.status).toBe(503);
    expect(statuses(answer.body)).toEqual({ database: 'ok', resumeStorage: 'failed', coverStorage: 'failed' });
    expect(answer.ms).toBeLessThan(WITHIN);
    expect(answer.text).not.toContain(s3.endpoint);
  });

  it('PostgreSQL stopped: 503 naming the database, within its timeout', async () => {
    stopPostgres(dir);
    const answer = await ask(`${cms.url}/readyz`);
    expect(answer.status).toBe(503);
    expect(answer.body.checks.database.status).toBe('failed');
    expect(answer.ms).toBeLessThan(WITHIN);
    expect((await ask(`${cms.url}/healthz`)).status).toBe(200);
  });
});

describe('SIGTERM (graceful shutdown), the web app then the CMS', () => {
  it('turns readiness to 503, refuses new connections, lets the request in flight finish, and exits 0', async () => {
    const job = await firstOpenJob(stack.cmsUrl);
    // React Router's routes load at the first request they get, for a few seconds: not during this test's timings.
    expect((await fetch(`${stack.webUrl}${job.path}`)).status).toBe(200);
    const apply = (email: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        idempotencyKey: `${Date.now()}`.padStart(24, '0'),
        job: job.documentId,
        fullName: 'Shutdown Applicant',
        email,
        phone: '+44 20 7946 0958',
        coverLetter: 'I would like to apply.',
        consent: 'on',
      }))
        form.set(name, value);
      form.set('resume', new Blob([new Uint8Array(pdf(email))], { type: 'application/pdf' }), 'cv.pdf');
      return form;
    };
    const cmsForm = (email: string) => {
      const form = new FormData();
      form.set(
        'data',
        JSON.stringify({
          fullName: 'Shutdown Applicant',
          email,
          phone: '+44 20 7946 0958',
          coverLetter: 'I would like to apply.',
          job: job.documentId,
          consent: true,
        }),
      );
      form.set('files.resume', new Blob([new Uint8Array(pdf(email))], { type: 'application/pdf' }), 'cv.pdf');
      return form;
    };

    for (const [name, url, child, send] of [
      [
        'web',
        stack.webUrl,
        stack.web,
        (email: string) =>
          slowPost(`${stack.webUrl}/resources/job-applications`, apply(email), 1_500, { Accept: 'application/json' }),
      ],
      [
        'cms',
        stack.cmsUrl,
        stack.cmsProcess(),
        (email: string) => slowPost(`${stack.cmsUrl}/api/job-applications`, cmsForm(email), 1_500),
      ],
    ] as const) {
      const { sent, answer } = send(`shutdown.${name}.${Date.now()}@example.com`);
      await sent;
      // A readiness probe in flight when the signal comes (Redis hanging keeps it waiting for its check).
      redis.freeze();
      const probe = ask(`${url}/readyz`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const exited = exitOf(child);
      const signalled = Date.now();
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      // A new connection is refused. (A request on a connection kept alive from before is still answered, and its
      // connection closed after it: packages/contract/src/http-drain.ts.)
      expect(await connectTo(url), name).toBe('ECONNREFUSED');
      const during = await probe;
      redis.thaw();
      expect(during.status, name).toBe(503);
      expect(during.body).toEqual({ status: 'failed', checks: { shutdown: { status: 'failed', latencyMs: 0 } } });

      const finished = await answer;
      if (name === 'web') expect(JSON.parse(finished.body), name).toMatchObject({ success: true });
      else expect(finished.status, finished.body).toBe(201);
      expect(await exited, name).toBe(0);
      console.log(`${name}: request in flight answered, exit 0, ${Date.now() - signalled} ms after SIGTERM`);
    }
  });
});
