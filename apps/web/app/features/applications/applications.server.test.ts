import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APPLY_BUSY_MESSAGE,
  APPLY_FALLBACK_MESSAGE,
  APPLY_REFUSED_MESSAGE,
  APPLY_UNCONFIRMED_MESSAGE,
  REQUIRED_MESSAGE,
  RESUME_MAX_BYTES,
  RESUME_SIZE_MESSAGE,
  UNAVAILABLE_ERROR,
} from '@agency/contract';
import { networkError, responseError } from '~/lib/api-error';
import * as cmsClient from '~/lib/cms-client.server';
import { spoolDirectory, type MultipartBody } from '~/lib/multipart.server';
import { metricValue } from '../../../test/metrics';
import { APPLY_SLOTS, APPLY_WAIT_MS, handleApplication } from './applications.server';

/**
 * The apply form's server side against a fake CMS on a local port: what the CMS receives (docs/000-product.md §14's
 * multipart request), what the applicant is told, and that no temp file outlives a request.
 */

const KEY = '0123456789abcdef0123456789abcdef';
const previousTmp = process.env.TMPDIR;
const tmp = mkdtempSync(path.join(tmpdir(), 'apply-test-'));

/** What the fake CMS received: the `data` JSON and the file `files.resume`. */
interface Received {
  data: Record<string, string>;
  resume: File | null;
  contentLength: number;
  /** The visitor's address the web app forwarded (the CMS's own per-client limit counts it). */
  forwardedFor: string | undefined;
}
let received: Received[] = [];
/** How the fake CMS answers each request (by default 201). */
let answer: (req: IncomingMessage, res: ServerResponse) => void;
let cms: Server;

beforeAll(async () => {
  process.env.TMPDIR = tmp;
  cms = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void new Response(Buffer.concat(chunks), { headers: { 'content-type': req.headers['content-type'] ?? '' } })
        .formData()
        .then((form) => {
          received.push({
            data: JSON.parse(form.get('data') as string) as Record<string, string>,
            resume: form.get('files.resume') as File | null,
            contentLength: Number(req.headers['content-length']),
            forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
          });
          answer(req, res);
        });
    });
  });
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('CMS_URL', `http://127.0.0.1:${(cms.address() as AddressInfo).port}`);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => cms.close(resolve));
  process.env.TMPDIR = previousTmp;
  rmSync(tmp, { recursive: true, force: true });
});

const stored = (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(201, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ data: { documentId: 'abc' }, meta: {} }));
};

beforeEach(() => {
  received = [];
  answer = stored;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  // Every path removes the resume's temp file.
  expect(readdirSync(await spoolDirectory())).toEqual([]);
});

function application(
  overrides: Record<string, string | null> = {},
  resume: File = new File(['%PDF-1.4 resume'], 'cv.pdf', { type: 'application/pdf' }),
): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    idempotencyKey: KEY,
    job: 'job-document-id',
    fullName: 'Jordan Rivers',
    email: 'jordan@example.com',
    phone: '+44 20 7946 0958',
    coverLetter: 'Hello',
    consent: 'on',
    website: '',
    ...overrides,
  })) {
    if (value !== null) form.set(name, value);
  }
  form.set('resume', resume);
  return new Request('http://localhost/resources/job-applications', { method: 'POST', body: form });
}

let ip = 0;
/** A client address of its own for every call, so the rate limit never interferes. */
const clientIp = () => `10.1.0.${++ip}`;

/** The form-level messages of an answer. */
const messagesOf = (response: Awaited<ReturnType<typeof handleApplication>>['response']) =>
  (response.result.error as Record<string, string[]> | undefined)?.[''];

describe('handleApplication: one check, then docs/000-product.md §14 request, streamed', () => {
  it('hands on the form\'s landing fields, else the page\'s landing (docs/023-talent-pool.md "Sources")', async () => {
    const pageLanding = { utmSource: 'indeed', utmMedium: 'organic' };
    await handleApplication(application(), clientIp(), pageLanding);
    await handleApplication(
      application({ utmSource: 'job-alert', referrerHost: 'mail.example.com', source: 'sourced' }),
      clientIp(),
      pageLanding,
    );
    expect(received).toHaveLength(2);
    expect(received[0].data).toMatchObject(pageLanding);
    expect(received[1].data).toMatchObject({ utmSource: 'job-alert', referrerHost: 'mail.example.com' });
    expect(received[1].data.utmMedium).toBeUndefined();
  });

  it('sends the typed fields as `data` and the resume as `files.resume`, with their exact length', async () => {
    const bytes = new Uint8Array(2 * 1024 * 1024).map((_, index) => index % 251);
    bytes.set(new TextEncoder().encode('%PDF-1.4'));
    const resume = new File([bytes], 'Lebenslauf Jürgen "final".pdf', { type: 'application/pdf' });
    const applicant = clientIp();
    const { response, status } = await handleApplication(application({}, resume), applicant);

    expect(status).toBe(201);
    expect(response.success).toBe(true);
    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent.data).toEqual({
      idempotencyKey: KEY,
      job: 'job-document-id',
      fullName: 'Jordan Rivers',
      email: 'jordan@example.com',
      phone: '+44 20 7946 0958',
      coverLetter: 'Hello',
      consent: 'on',
      website: '',
      language: 'en',
    });
    // The name as the browser sent it (a quote travels as %22, HTML's escaping, which the CMS's parser reads back).
    expect(sent.resume?.name).toBe('Lebenslauf Jürgen "final".pdf');
    expect(sent.resume?.type).toBe('application/pdf');
    expect(Buffer.from(await sent.resume!.arrayBuffer()).equals(bytes)).toBe(true);
    expect(sent.contentLength).toBeGreaterThan(bytes.length);
    expect(sent.forwardedFor).toBe(applicant);
  });

  it("sends the language of the page the form was on: the job page's path, else its Referer (the upload endpoint)", async () => {
    const arabicPage = (url: string, referer?: string) => {
      const form = application({ language: 'en' });
      return new Request(url, {
        method: 'POST',
        body: form.body,
        headers: { 'content-type': form.headers.get('content-type')!, ...(referer ? { Referer: referer } : {}) },
        duplex: 'half',
      } as RequestInit);
    };
    await handleApplication(arabicPage('http://localhost/ar/jobs/nurse'), clientIp());
    await handleApplication(
      arabicPage('http://localhost/resources/job-applications', 'http://localhost/ar/jobs/nurse?utm_source=x'),
      clientIp(),
    );
    await handleApplication(
      arabicPage('http://localhost/resources/job-applications', 'http://elsewhere.example/ar/jobs/nurse'),
      clientIp(),
    );
    await handleApplication(arabicPage('http://localhost/jobs/nurse', 'http://localhost/ar/jobs/nurse'), clientIp());
    expect(received.map((sent) => sent.data.language)).toEqual(['ar', 'ar', 'en', 'en']);
  });

  it('answers 400 with the field error and sends nothing when the agreement box is not ticked', async () => {
    const { response, status } = await handleApplication(application({ consent: null }), clientIp());
    expect(status).toBe(400);
    expect(response.success).toBe(false);
    expect(response.result.error).toMatchObject({ consent: [REQUIRED_MESSAGE] });
    expect(received).toEqual([]);
  });

  it('answers an empty form, as a browser sends it, with the spec message alone (no file-type message)', async () => {
    const empty = { fullName: '', email: '', phone: '', coverLetter: '', consent: null };
    const { response, status } = await handleApplication(application(empty, new File([], '')), clientIp());
    expect(status).toBe(400);
    const messages = new Set(Object.values(response.result.error as Record<string, string[]>).flat());
    expect([...messages]).toEqual([REQUIRED_MESSAGE]);
    expect(received).toEqual([]);
  });

  it('refuses a resume one byte over the limit with its message, having kept no more than that', async () => {
    const big = new File([new Uint8Array(RESUME_MAX_BYTES + 1)], 'cv.pdf', { type: 'application/pdf' });
    const { response, status } = await handleApplication(application({}, big), clientIp());
    expect(status).toBe(400);
    expect(response.result.error).toMatchObject({ resume: [RESUME_SIZE_MESSAGE] });
    expect(received).toEqual([]);
  });

  it('pretends success to a bot that filled the honeypot, and sends nothing', async () => {
    const { response, status } = await handleApplication(application({ website: 'http://spam.example' }), clientIp());
    expect(status).toBe(200);
    expect(response.success).toBe(true);
    expect(received).toEqual([]);
  });

  it('answers 400 with its message when the body is not a form', async () => {
    const request = new Request('http://localhost/resources/job-applications', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const { response, status } = await handleApplication(request, clientIp());
    expect(status).toBe(400);
    expect(messagesOf(response)).toEqual([APPLY_FALLBACK_MESSAGE]);
    expect(received).toEqual([]);
  });

  it('removes the part of the resume it had written when the body breaks off, and sends nothing', async () => {
    const whole = new Uint8Array(await application().arrayBuffer());
    const contentType = application().headers.get('content-type')!;
    const boundary = contentType.split('boundary=')[1];
    // The form, then most of a 1 MB resume, then the connection fails.
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
    );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(whole.slice(0, whole.length - `--${boundary}--\r\n`.length));
        controller.enqueue(head);
        controller.enqueue(new Uint8Array(1024 * 1024));
        controller.error(new Error('aborted'));
      },
    });
    const request = new Request('http://localhost/resources/job-applications', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
      duplex: 'half',
    } as RequestInit);
    const { response, status } = await handleApplication(request, clientIp());
    expect(status).toBe(400);
    expect(response.success).toBe(false);
    expect(received).toEqual([]);
  });
});

describe('handleApplication: the messages of docs/000-product.md §8 "Application submit"', () => {
  it("shows the CMS's own message when it refuses the application", async () => {
    answer = (_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          data: null,
          error: { status: 400, message: 'This job is closed and no longer accepts applications.' },
        }),
      );
    };
    const { response, status } = await handleApplication(application(), clientIp());
    expect(status).toBe(400);
    expect(messagesOf(response)).toEqual(['This job is closed and no longer accepts applications.']);
  });

  it("says 'Failed to create application' when the CMS refuses without a message", async () => {
    answer = (_req, res) => {
      res.writeHead(500, 'Server Error', { 'content-type': 'text/html' });
      res.end('<html>Server Error</html>');
    };
    const { response, status } = await handleApplication(application(), clientIp());
    expect(status).toBe(502);
    expect(messagesOf(response)).toEqual([APPLY_REFUSED_MESSAGE]);
    expect(received).toHaveLength(1);
  });
});

/**
 * Waits for `pending`, moving the fake clock on to the next timer whenever the code waits on one, between turns of the
 * real event loop (the body is read and written to disk for real meanwhile).
 */
async function settleWithFakeTime<T>(pending: Promise<T>): Promise<T> {
  let settled = false;
  void pending.finally(() => (settled = true));
  while (!settled) {
    // Time passes only while the code waits on a timer (the waits between attempts): the real work in between
    // (reading the resume from its temp file) takes no fake time, however slow the machine (a run under load went
    // past the one-minute deadline while fixed 1 s steps ran during that reading).
    if (vi.getTimerCount() > 0) await vi.advanceTimersToNextTimerAsync();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return pending;
}

/** A network failure the way node:http reports it, with the socket's error code. */
const failedWith = (code: string) => networkError(Object.assign(new Error(code), { code }));

describe('handleApplication: the applicant is told the truth (docs/007-honest-application-intake.md)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  /** Runs `handleApplication` with the waits between attempts fast-forwarded. */
  async function handleWithRetries() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    return settleWithFakeTime(handleApplication(application(), clientIp()));
  }

  it('keeps handing the application to a CMS that restarts, with the same key and file, then reports success', async () => {
    /** What each attempt's body carried: its key and its resume, read while the attempt is made. */
    const carried: Array<{ key: unknown; resume: string }> = [];
    const attempt = (outcome: () => unknown) => async (_path: string, body: MultipartBody) => {
      const form = await new Response(Readable.toWeb(body.stream()) as ReadableStream, {
        headers: { 'content-type': body.contentType },
      }).formData();
      carried.push({
        key: (JSON.parse(form.get('data') as string) as { idempotencyKey?: unknown }).idempotencyKey,
        resume: await (form.get('files.resume') as File).text(),
      });
      return outcome();
    };
    const send = vi
      .spyOn(cmsClient, 'cmsSendForm')
      .mockImplementationOnce(
        attempt(() => {
          throw failedWith('ECONNRESET');
        }),
      )
      .mockImplementationOnce(
        attempt(() => {
          throw failedWith('ECONNREFUSED');
        }),
      )
      .mockImplementationOnce(
        attempt(() => {
          throw responseError(503, 'Service Unavailable', null);
        }),
      )
      .mockImplementationOnce(attempt(() => ({ data: { documentId: 'abc' }, meta: {} })));
    const { response, status } = await handleWithRetries();
    expect(status).toBe(201);
    expect(response.success).toBe(true);
    expect(send).toHaveBeenCalledTimes(4);
    // Every attempt carried the same key and the whole resume, read again from its temp file.
    expect(carried).toEqual(Array(4).fill({ key: KEY, resume: '%PDF-1.4 resume' }));
  });

  it('gives the failure message only when no attempt can have arrived (every connection refused)', async () => {
    const send = vi.spyOn(cmsClient, 'cmsSendForm').mockRejectedValue(failedWith('ECONNREFUSED'));
    const { response, status } = await handleWithRetries();
    expect(status).toBe(502);
    expect(messagesOf(response)).toEqual([APPLY_FALLBACK_MESSAGE]);
    expect(send.mock.calls.length).toBeGreaterThan(3);
  });

  it('says it could not confirm the application when an attempt may have arrived, and hands the key back', async () => {
    vi.spyOn(cmsClient, 'cmsSendForm')
      .mockRejectedValueOnce(failedWith('ECONNRESET'))
      .mockRejectedValue(failedWith('ECONNREFUSED'));
    const { response, status } = await handleWithRetries();
    expect(status).toBe(504);
    expect(response.success).toBe(false);
    expect(messagesOf(response)).toEqual([APPLY_UNCONFIRMED_MESSAGE]);
    expect((response.result.initialValue as Record<string, unknown>).idempotencyKey).toBe(KEY);
  });
});

describe("handleApplication: the CMS's database or storage out of reach (its own 503)", () => {
  /** The CMS's answer while its database or storage cannot be reached (apps/cms src/middlewares/outage.ts). */
  const unavailable = (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '60' });
    const { status, name, message } = UNAVAILABLE_ERROR;
    res.end(JSON.stringify({ data: null, error: { status, name, message, details: {} } }));
  };

  it('tells the applicant at once that it was not taken and to send it again, 503, values and key kept', async () => {
    answer = unavailable;
    const { response, status } = await handleApplication(application(), clientIp());
    expect(status).toBe(503);
    expect(response.success).toBe(false);
    expect(messagesOf(response)).toEqual([APPLY_FALLBACK_MESSAGE]);
    expect((response.result.initialValue as Record<string, unknown>).idempotencyKey).toBe(KEY);
    // Not sent again: nothing was taken, and an outage outlasts the minute of attempts a restart gets.
    expect(received).toHaveLength(1);
  });

  it('says it could not confirm the application when an earlier attempt may have arrived', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { status: code, name, message } = UNAVAILABLE_ERROR;
    const send = vi
      .spyOn(cmsClient, 'cmsSendForm')
      .mockRejectedValueOnce(failedWith('ECONNRESET'))
      .mockRejectedValue(
        responseError(503, 'Service Unavailable', { data: null, error: { status: code, name, message } }),
      );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { response, status } = await settleWithFakeTime(handleApplication(application(), clientIp()));
    expect(status).toBe(504);
    expect(messagesOf(response)).toEqual([APPLY_UNCONFIRMED_MESSAGE]);
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe("handleApplication's metrics (docs/021-operations.md)", () => {
  /** How the counters of applications moved while `run` ran. */
  async function counted(run: () => Promise<unknown>) {
    const names = ['received', 'stored', 'unconfirmed'];
    const reasons = ['invalid', 'honeypot', 'cms_refused', 'cms_unreachable'];
    const read = async (): Promise<Record<string, number>> =>
      Object.fromEntries([
        ...(await Promise.all(
          names.map(async (name) => [name, await metricValue(`agency_web_applications_${name}_total`)]),
        )),
        ...(await Promise.all(
          reasons.map(async (reason) => [
            reason,
            await metricValue('agency_web_applications_refused_total', { reason }),
          ]),
        )),
      ]) as Record<string, number>;
    const before = await read();
    await run();
    const after = await read();
    return Object.fromEntries(Object.entries(after).map(([name, value]) => [name, value - before[name]]));
  }
  const none = { received: 1, stored: 0, unconfirmed: 0, invalid: 0, honeypot: 0, cms_refused: 0, cms_unreachable: 0 };

  it('counts each application received, and as stored, refused by its reason, or unconfirmed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await counted(() => handleApplication(application(), clientIp()))).toEqual({ ...none, stored: 1 });
    expect(await counted(() => handleApplication(application({ consent: null }), clientIp()))).toEqual({
      ...none,
      invalid: 1,
    });
    expect(await counted(() => handleApplication(application({ website: 'http://spam.example' }), clientIp()))).toEqual(
      { ...none, honeypot: 1 },
    );
    answer = (_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: null, error: { status: 400, message: 'This job is closed.' } }));
    };
    expect(await counted(() => handleApplication(application(), clientIp()))).toEqual({ ...none, cms_refused: 1 });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.spyOn(cmsClient, 'cmsSendForm').mockRejectedValue(failedWith('ECONNREFUSED'));
    expect(await counted(() => settleWithFakeTime(handleApplication(application(), clientIp())))).toEqual({
      ...none,
      cms_unreachable: 1,
    });
    vi.spyOn(cmsClient, 'cmsSendForm')
      .mockRejectedValueOnce(failedWith('ECONNRESET'))
      .mockRejectedValue(failedWith('ECONNREFUSED'));
    expect(await counted(() => settleWithFakeTime(handleApplication(application(), clientIp())))).toEqual({
      ...none,
      unconfirmed: 1,
    });
  });
});

describe('handleApplication: a bounded number at once', () => {
  it(`hands ${APPLY_SLOTS} to the CMS at once; one that waits too long is told to send again, values kept`, async () => {
    const held: ServerResponse[] = [];
    let allHeld: () => void;
    const slotsFull = new Promise<void>((resolve) => (allHeld = resolve));
    answer = (_req, res) => {
      held.push(res);
      if (held.length === APPLY_SLOTS) allHeld();
    };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const first = Array.from({ length: APPLY_SLOTS }, () => handleApplication(application(), clientIp()));
    await slotsFull;

    const started = Date.now();
    const { response, status } = await settleWithFakeTime(
      handleApplication(application({ fullName: 'Sam Waits' }), clientIp()),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(APPLY_WAIT_MS);
    expect(status).toBe(503);
    expect(response.success).toBe(false);
    expect(messagesOf(response)).toEqual([APPLY_BUSY_MESSAGE]);
    expect(response.result.initialValue).toMatchObject({ fullName: 'Sam Waits', idempotencyKey: KEY });
    expect(received).toHaveLength(APPLY_SLOTS);

    for (const res of held) stored(undefined as never, res);
    const answers = await Promise.all(first);
    expect(answers.map((outcome) => outcome.status)).toEqual(Array(APPLY_SLOTS).fill(201));
  });
});
