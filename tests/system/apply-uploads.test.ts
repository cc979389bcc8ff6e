import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES } from '@agency/contract';
import { firstOpenJob, residentBytes, staffToken, startStack, submitApplication, type Stack } from './stack';

/**
 * The apply form's endpoint under attack and under a crowd (docs/017-security-audit.md, "cross-site applications"
 * and "upload memory"):
 * - a page of another site cannot make its visitors' browsers apply: the upload endpoint refuses another origin's
 *   POST as React Router refuses it on the job page's own action, also behind a proxy;
 * - 40 applicants send a 5 MB resume each at once while the CMS is killed and started again, a few give up halfway
 *   and one sends too much: each is stored exactly once with its whole resume and told success, or told failure and
 *   not stored; the web process holds no resume in memory (it grows by less than 150 MB), and the web app leaves
 *   no temp file.
 * Local only (127.0.0.1).
 */

const MB = 1024 * 1024;

let stack: Stack;
let job: { documentId: string; path: string };

beforeAll(async () => {
  stack = await startStack({ FORM_RATE_LIMIT: '100000' });
  job = await firstOpenJob(stack.cmsUrl);
});

afterAll(async () => {
  await stack?.stop();
});

/** The e-mail addresses stored with their counts (SQLite of the stack's CMS). */
function storedEmails(prefix: string): Map<string, number> {
  const db = new Database(path.join(stack.dataDir, 'data.db'), { readonly: true });
  try {
    const rows = db.prepare('SELECT email FROM job_applications WHERE email LIKE ?').all(`${prefix}%`) as Array<{
      email: string;
    }>;
    const counts = new Map<string, number>();
    for (const { email } of rows) counts.set(email, (counts.get(email) ?? 0) + 1);
    return counts;
  } finally {
    db.close();
  }
}

/** The web app's temp files (resumes being received or handed on; lib/multipart.server.ts). */
function webTempFiles(): string[] {
  return readdirSync(path.join(stack.dataDir, 'tmp', 'web-form-uploads'));
}

/** Files in the stack's temp folder that are not the web app's: the CMS's multipart uploads. */
function cmsTempFiles(): string[] {
  return readdirSync(path.join(stack.dataDir, 'tmp')).filter((name) => name !== 'web-form-uploads');
}

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** The apply form's fields for `email`, with a small PDF (or `resume`). */
function applicationForm(email: string, resume: Blob = new Blob(['%PDF-1.4\n%%EOF\n'])): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    idempotencyKey: createHash('sha256').update(email).digest('hex').slice(0, 32),
    job: job.documentId,
    fullName: 'Jordan Rivers',
    email,
    phone: '+44 20 7946 0958',
    coverLetter: 'I would like to apply.',
    consent: 'on',
  })) {
    form.set(name, value);
  }
  form.set('resume', new Blob([resume], { type: 'application/pdf' }), 'cv.pdf');
  return form;
}

/** The apply form as the form's script sends it, with `headers` added (an attacker's page sets Origin). */
function applyWith(headers: Record<string, string>, email: string, url = `${stack.webUrl}/resources/job-applications`) {
  return fetch(url, {
    method: 'POST',
    headers: { Accept: 'application/json', ...headers },
    body: applicationForm(email),
  });
}

describe('an application sent from another site', () => {
  it("is refused with 400 and not stored, as React Router refuses it on the job page's action", async () => {
    const run = Date.now().toString(36);
    const origins = ['http://evil.example', 'null', stack.webUrl.replace('localhost', '127.0.0.1'), 'not a url'];
    for (const [index, origin] of origins.entries()) {
      const endpoint = await applyWith({ Origin: origin }, `xsite.${run}.${index}@example.com`);
      const page = await applyWith(
        { Origin: origin, 'Sec-Fetch-Dest': 'document' },
        `xsite.${run}.page${index}@example.com`,
        `${stack.webUrl}${job.path}`,
      );
      expect([origin, endpoint.status]).toEqual([origin, 400]);
      expect([origin, page.status]).toEqual([origin, 400]);
    }
    expect(storedEmails(`xsite.${run}.`)).toEqual(new Map());

    // The site's own origin, and a program that names none, still apply.
    expect((await applyWith({ Origin: stack.webUrl }, `xsite.${run}.own@example.com`)).status).toBe(201);
    expect((await applyWith({}, `xsite.${run}.none@example.com`)).status).toBe(201);
    expect([...storedEmails(`xsite.${run}.`).keys()].sort()).toEqual([
      `xsite.${run}.none@example.com`,
      `xsite.${run}.own@example.com`,
    ]);
  });

  it('behind a trusted proxy, the public origin it forwards is the one compared', async () => {
    const run = Date.now().toString(36);
    // What nginx in front of the web app sends (.cluster's nginx.conf: the browser's Host, the scheme it used); the
    // stack trusts loopback, as TRUST_PROXY does by default.
    const viaProxy = async (origin: string, email: string) => {
      const form = new Request('http://localhost/', { method: 'POST', body: applicationForm(email) });
      const body = Buffer.from(await form.arrayBuffer());
      return new Promise<number>((resolve, reject) => {
        const request = httpRequest(`${stack.webUrl}/resources/job-applications`, {
          method: 'POST',
          headers: {
            Host: 'jobs.example',
            'X-Forwarded-Proto': 'https',
            Origin: origin,
            Accept: 'application/json',
            'Content-Type': form.headers.get('content-type')!,
            'Content-Length': String(body.length),
          },
        });
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end(body);
      });
    };
    expect(await viaProxy('https://jobs.example', `proxy.${run}.a@example.com`)).toBe(201);
    expect(await viaProxy('http://jobs.example', `proxy.${run}.b@example.com`)).toBe(400);
    expect(await viaProxy(stack.webUrl, `proxy.${run}.c@example.com`)).toBe(400);
    expect([...storedEmails(`proxy.${run}.`).keys()]).toEqual([`proxy.${run}.a@example.com`]);
  });
});

/** A PDF of `bytes` bytes whose first line is unique to `label`. */
function largePdf(label: string, bytes: number): Buffer {
  const head = Buffer.from(`%PDF-1.4\n% ${label}\n`);
  return Buffer.concat([head, Buffer.alloc(bytes - head.length, 0x25)]);
}

/** Starts an application and breaks the connection after `sendBytes` bytes of its 5 MB body. */
function giveUpHalfway(email: string, sendBytes: number): Promise<void> {
  const form = applicationForm(email, new Blob([new Uint8Array(largePdf(email, 5 * MB))]));
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return encoded.arrayBuffer().then(
    (body) =>
      new Promise<void>((resolve) => {
        const request = httpRequest(`${stack.webUrl}/resources/job-applications`, {
          method: 'POST',
          headers: {
            'Content-Type': encoded.headers.get('content-type')!,
            'Content-Length': String(body.byteLength),
            Accept: 'application/json',
          },
        });
        request.on('error', () => resolve());
        request.on('close', () => resolve());
        request.write(Buffer.from(body, 0, sendBytes), () => setTimeout(() => request.destroy(), 200));
      }),
  );
}

describe('a crowd of applicants with 5 MB resumes while the CMS restarts', () => {
  it('stores each once, whole, and says so, or says it failed and stores nothing; bounded memory; no temp file', async () => {
    const run = Date.now().toString(36);
    const APPLICANTS = 40;
    const resumes = Array.from({ length: APPLICANTS }, (_, index) => largePdf(`${run}-${index}`, 5 * MB));

    const pid = stack.web.pid!;
    const before = residentBytes(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 50);

    const submissions = resumes.map((resume, index) =>
      submitApplication(stack.webUrl, {
        job: job.documentId,
        email: `crowd.${run}.${index}@example.com`,
        idempotencyKey: `${run}-${index}`.padEnd(24, '0'),
        resume,
        index,
      }),
    );
    const quitters = [0, 1, 2].map((index) => giveUpHalfway(`quit.${run}.${index}@example.com`, (index + 1) * MB));
    const tooLarge = submitApplication(stack.webUrl, {
      job: job.documentId,
      email: `large.${run}@example.com`,
      idempotencyKey: `${run}-large`.padEnd(24, '0'),
      resume: largePdf('large', RESUME_MAX_BYTES + MB),
    });

    // Mid-crowd: the CMS dies without warning, and comes back two seconds later.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    stack.killCms();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await stack.restartCms();

    const outcomes = await Promise.all(submissions);
    await Promise.all(quitters);
    const large = await tooLarge;
    clearInterval(sampler);

    const stored = storedEmails(`crowd.${run}.`);
    const told = outcomes.filter((outcome) => outcome.toldSuccess).length;
    const retries = readFileSync(path.join(stack.dataDir, 'web.log'), 'utf8').split('trying again').length - 1;
    console.log(
      `${APPLICANTS} × 5 MB: ${told} told success, ${stored.size} stored, ${retries} attempts repeated, web RSS +${Math.round((peak - before) / MB)} MB; ` +
        `answers ${JSON.stringify(countBy(outcomes.map((outcome) => `${outcome.status} ${outcome.message}`.trim())))}; ` +
        `left in the CMS's temp folder after its kill: ${cmsTempFiles().length} files`,
    );

    // The kill hit applications on their way to the CMS: they were sent again, read again from their temp files.
    expect(retries).toBeGreaterThan(0);
    // Stored exactly once ⇔ told success.
    expect(outcomes.filter((outcome) => outcome.toldSuccess !== stored.has(outcome.email))).toEqual([]);
    expect([...stored.values()].filter((count) => count !== 1)).toEqual([]);
    // The crowd was served once the CMS was back.
    expect(told).toBeGreaterThan(APPLICANTS / 2);
    // Nothing of those who gave up, nor of the body over the limit.
    expect(storedEmails(`quit.${run}.`)).toEqual(new Map());
    expect(large.status).toBe(413);
    expect(storedEmails(`large.${run}`)).toEqual(new Map());

    // Every stored resume is the whole file that was sent.
    const token = await staffToken(stack.cmsUrl);
    const headers = { Authorization: `Bearer ${token}` };
    for (const [index, resume] of resumes.entries()) {
      const email = `crowd.${run}.${index}@example.com`;
      if (!stored.has(email)) continue;
      const list = (await (
        await fetch(`${stack.cmsUrl}/api/job-applications?filters[email][$eq]=${encodeURIComponent(email)}`, {
          headers,
        })
      ).json()) as { data: Array<{ documentId: string }> };
      const file = await fetch(`${stack.cmsUrl}/api/job-applications/${list.data[0].documentId}/resume`, { headers });
      expect(Buffer.from(await file.arrayBuffer()).equals(resume)).toBe(true);
    }

    // No resume was held in memory: 40 of them are 200 MB, the old code held each about four times.
    expect(peak - before).toBeLessThan(150 * MB);
    // No temp file of the web app is left behind (the last ones are removed as their requests end).
    await expect.poll(webTempFiles, { timeout: 10_000 }).toEqual([]);
  });
});
