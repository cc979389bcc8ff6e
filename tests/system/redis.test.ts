import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../../scripts/lib/redis.mjs';
import { firstOpenJob, STAFF, staffToken, startStack, type Stack } from './stack';

/**
 * Scale-out (docs/016-deployment.md): two web instances and a CMS sharing one Redis (`REDIS_URL`). The CMS knows only
 * the first web instance (`WEB_URL`); the second is one it was never told about. The CMS's own per-process sign-in
 * limit is lax here, so that the web instances' shared limit is the one met.
 */

let redis: TestRedis;
let stack: Stack;
let webs: string[];

beforeAll(async () => {
  redis = await startRedis();
  stack = await startStack({ REDIS_URL: redis.url, AUTH_RATE_LIMIT_MAX: '1000' });
  webs = [stack.webUrl, await stack.startWeb()];
});

afterAll(async () => {
  await stack?.stop();
  await redis?.stop();
});

/** One staff sign-in through `web`'s form from `client`; its status. */
async function signIn(web: string, password: string, client: string): Promise<number> {
  const response = await fetch(`${web}/admin/login`, {
    method: 'POST',
    headers: { Origin: web, 'X-Forwarded-For': client },
    body: new URLSearchParams({ identifier: STAFF.username, password }),
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return response.status;
}

describe('two web instances sharing Redis', () => {
  it("count a client's sign-in attempts together: the 11th is refused through either", async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect(await signIn(webs[attempt % 2], `wrong-${attempt}`, '198.51.100.30'), `attempt ${attempt}`).toBe(401);
    }
    expect(await signIn(webs[0], 'wrong-11', '198.51.100.30')).toBe(429);
    expect(await signIn(webs[1], STAFF.password, '198.51.100.30')).toBe(429);
    // Another client, through either: as usual.
    expect(await signIn(webs[1], STAFF.password, '198.51.100.31')).toBe(302);
  });

  it('both empty their cached page of a job once the CMS saved its change, the one the CMS does not know too', async () => {
    const job = await firstOpenJob(stack.cmsUrl);
    const page = async (web: string) => {
      const response = await fetch(`${web}${job.path}`);
      return { etag: response.headers.get('etag'), html: await response.text() };
    };
    for (const web of webs) {
      const first = await page(web);
      expect((await page(web)).etag, 'served from the cache').toBe(first.etag);
    }

    const title = `Redis-told title ${Date.now()}`;
    const saved = await fetch(`${stack.cmsUrl}/api/jobs/${job.documentId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${await staffToken(stack.cmsUrl)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { title } }),
    });
    expect(saved.status).toBe(200);
    // The message is handed to both before the CMS answers, and read by each a moment later.
    for (const web of webs) {
      await expect
        .poll(async () => (await page(web)).html.includes(title), { timeout: 1_000, interval: 50 })
        .toBe(true);
    }
  });
});
