import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstOpenJob, residentBytes, STAFF, startStack, type Stack } from './stack';

/**
 * Unbounded request bodies: a 300 MB chunked body (no Content-Length) to each route of the web app that
 * reads a body is refused with 413, and the web process's memory grows by less than 50 MB meanwhile; so do four
 * 600 MB bodies at once. The client sends until it gets an answer, as a real one does.
 */

const MB = 1024 * 1024;
const GROWTH_LIMIT = 50 * MB;

let stack: Stack;
let jobPath: string;
/** A staff session: the staff forms read their bodies only for staff. */
let cookie: string;

beforeAll(async () => {
  stack = await startStack({ FORM_RATE_LIMIT: '100000', LOGIN_RATE_LIMIT: '100000' });
  jobPath = (await firstOpenJob(stack.cmsUrl)).path;
  const signIn = await fetch(`${stack.webUrl}/admin/login`, {
    method: 'POST',
    headers: { Origin: stack.webUrl },
    body: new URLSearchParams({ identifier: STAFF.username, password: STAFF.password }),
    redirect: 'manual',
  });
  cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  // Every route once with a small body, so that loading its code is not counted as the body's memory.
  for (const path of ROUTES()) await hugeChunkedPost(path, 1024);
});

afterAll(async () => {
  await stack?.stop();
});

/**
 * Streams `total` bytes of multipart-looking data in 64 KB chunks, chunked (no Content-Length), until the server
 * answers: fetch stops sending the body when an answer arrives early, as browsers do.
 */
async function hugeChunkedPost(path: string, total: number): Promise<{ status: number; sent: number }> {
  const url = new URL(path, stack.webUrl);
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  const response = await fetch(url, {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { 'Content-Type': 'multipart/form-data; boundary=x', Origin: url.origin, Cookie: cookie },
  } as RequestInit);
  await response.arrayBuffer().catch(() => undefined);
  return { status: response.status, sent };
}

/** Runs `work` while sampling the web process's memory; returns its result and the largest growth seen. */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const pid = stack.web.pid!;
  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 20);
  try {
    const result = await work();
    peak = Math.max(peak, residentBytes(pid));
    return { result, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

/** Every route whose action reads a body (sign-out reads none). */
const ROUTES = () => [
  '/resources/job-applications',
  jobPath,
  '/contact',
  '/?index',
  '/services',
  '/admin/login',
  '/admin/jobs',
  '/blog/admin/applications',
  '/admin/blogs',
  '/admin/blogs/new',
  '/admin/covers',
];

describe('request bodies past their limit', () => {
  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])(
    'route %#: a 300 MB chunked body is refused with 413 in bounded memory',
    async (index) => {
      const path = ROUTES()[index];
      const { result, growth } = await measured(() => hugeChunkedPost(path, 300 * MB));
      console.log(
        `${path}: ${result.status} after ${(result.sent / MB).toFixed(1)} MB sent, RSS +${(growth / MB).toFixed(1)} MB`,
      );
      expect(result.status).toBe(413);
      expect(result.sent).toBeLessThan(300 * MB);
      expect(growth).toBeLessThan(GROWTH_LIMIT);
    },
  );

  it('four 600 MB bodies at once are all refused, in bounded memory', async () => {
    const { result, growth } = await measured(() =>
      Promise.all([1, 2, 3, 4].map(() => hugeChunkedPost('/resources/job-applications', 600 * MB))),
    );
    console.log(`4 × 600 MB: ${result.map((answer) => answer.status).join(', ')}, RSS +${(growth / MB).toFixed(1)} MB`);
    expect(result.map((answer) => answer.status)).toEqual([413, 413, 413, 413]);
    expect(growth).toBeLessThan(GROWTH_LIMIT);
  });
});
