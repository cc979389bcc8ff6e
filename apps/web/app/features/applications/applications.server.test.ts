import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APPLY_FALLBACK_MESSAGE,
  APPLY_REFUSED_MESSAGE,
  APPLY_UNCONFIRMED_MESSAGE,
  REQUIRED_MESSAGE,
} from '@agency/contract';
import { handleApplication } from './applications.server';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

const KEY = '0123456789abcdef0123456789abcdef';

function application(overrides: Record<string, string | null> = {}): Request {
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
  form.set('resume', new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
  return new Request('http://localhost/resources/job-applications', { method: 'POST', body: form });
}

let ip = 0;
/** A client address of its own for every call, so the rate limit never interferes. */
const clientIp = () => `10.1.0.${++ip}`;

/** The form-level messages of an answer. */
const messagesOf = (response: Awaited<ReturnType<typeof handleApplication>>['response']) =>
  (response.result.error as Record<string, string[]> | undefined)?.[''];

/** The form a request to the CMS carried, decoded as the CMS reads it. */
const formSent = (init: RequestInit | undefined) =>
  new Response(init?.body as ArrayBuffer, { headers: init?.headers }).formData();

describe('handleApplication: one check, then the form as it came', () => {
  it("forwards the bytes it received, with their Content-Type and the applicant's address, to POST /api/job-applications", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ data: { documentId: 'abc' }, meta: {} }), { status: 201 }),
    );
    const request = application();
    const received = new Uint8Array(await request.clone().arrayBuffer());
    const applicant = clientIp();
    const { response, status } = await handleApplication(request, applicant);

    expect(status).toBe(201);
    expect(response.success).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url as string | URL)).toMatch(/\/api\/job-applications$/);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe(request.headers.get('content-type'));
    // The CMS's own per-client limit counts the applicant, not this server.
    expect(new Headers(init?.headers).get('X-Forwarded-For')).toBe(applicant);
    expect(new Uint8Array(init?.body as ArrayBuffer)).toEqual(received);
    const sent = await formSent(init);
    expect(sent.get('consent')).toBe('on');
    expect((sent.get('resume') as File).name).toBe('cv.pdf');
  });

  it('answers 400 with the field error and sends nothing when the agreement box is not ticked', async () => {
    const { response, status } = await handleApplication(application({ consent: null }), clientIp());
    expect(status).toBe(400);
    expect(response.success).toBe(false);
    expect(response.result.error).toMatchObject({ consent: [REQUIRED_MESSAGE] });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('pretends success to a bot that filled the honeypot, and sends nothing', async () => {
    const { response, status } = await handleApplication(application({ website: 'http://spam.example' }), clientIp());
    expect(status).toBe(200);
    expect(response.success).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
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
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('handleApplication: the messages of spec §8 "Application submit"', () => {
  it("shows the CMS's own message when it refuses the application", async () => {
    const body = {
      data: null,
      error: { status: 400, message: 'This job is closed and no longer accepts applications.' },
    };
    fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status: 400 }));
    const { response, status } = await handleApplication(application(), clientIp());
    expect(status).toBe(400);
    expect(messagesOf(response)).toEqual(['This job is closed and no longer accepts applications.']);
  });

  it("says 'Failed to create application' when the CMS refuses without a message", async () => {
    fetchMock.mockResolvedValue(new Response('<html>Server Error</html>', { status: 500, statusText: 'Server Error' }));
    const { response, status } = await handleApplication(application(), clientIp());
    expect(status).toBe(502);
    expect(messagesOf(response)).toEqual([APPLY_REFUSED_MESSAGE]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

/** A fetch failure the way undici reports it, with the socket's error code as the cause. */
const fetchFailed = (code: string) =>
  Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(code), { code }) });

/** Runs `handleApplication` with the waits between attempts fast-forwarded. */
async function handleWithRetries() {
  vi.useFakeTimers();
  const pending = handleApplication(application(), clientIp());
  await vi.runAllTimersAsync();
  return pending;
}

/** The idempotency key of every request the CMS received. */
const keysSent = () =>
  Promise.all(fetchMock.mock.calls.map(async ([, init]) => (await formSent(init)).get('idempotencyKey')));

describe('handleApplication: the applicant is told the truth (issue 7)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('keeps handing the application to a CMS that restarts, with the same key, and then reports success', async () => {
    fetchMock
      .mockRejectedValueOnce(fetchFailed('UND_ERR_SOCKET'))
      .mockRejectedValueOnce(fetchFailed('ECONNREFUSED'))
      .mockResolvedValueOnce(new Response('Service Unavailable', { status: 503 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ data: { documentId: 'abc' }, meta: {} }), { status: 200 }));
    const { response, status } = await handleWithRetries();
    expect(status).toBe(201);
    expect(response.success).toBe(true);
    expect(await keysSent()).toEqual([KEY, KEY, KEY, KEY]);
  });

  it('gives the failure message only when no attempt can have arrived (every connection refused)', async () => {
    fetchMock.mockRejectedValue(fetchFailed('ECONNREFUSED'));
    const { response, status } = await handleWithRetries();
    expect(status).toBe(502);
    expect(messagesOf(response)).toEqual([APPLY_FALLBACK_MESSAGE]);
    expect(fetchMock.mock.calls.length).toBeGreaterThan(3);
  });

  it('says it could not confirm the application when an attempt may have arrived, and hands the key back', async () => {
    fetchMock.mockRejectedValueOnce(fetchFailed('UND_ERR_SOCKET')).mockRejectedValue(fetchFailed('ECONNREFUSED'));
    const { response, status } = await handleWithRetries();
    expect(status).toBe(504);
    expect(response.success).toBe(false);
    expect(messagesOf(response)).toEqual([APPLY_UNCONFIRMED_MESSAGE]);
    expect((response.result.initialValue as Record<string, unknown>).idempotencyKey).toBe(KEY);
  });
});
