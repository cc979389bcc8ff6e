import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLY_FALLBACK_MESSAGE, APPLY_REFUSED_MESSAGE } from './application-schema';
import { handleApplication } from './applications.server';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

function application(): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    job: 'job-document-id',
    fullName: 'Jordan Rivers',
    email: 'jordan@example.com',
    phone: '+44 20 7946 0958',
    coverLetter: 'Hello',
    agreement: 'on',
  })) {
    form.set(name, value);
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
    fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const { response, status } = await handleApplication(application(), clientIp());
    expect(status).toBe(502);
    expect(messagesOf(response)).toEqual([APPLY_REFUSED_MESSAGE]);
  });

  it('gives the fallback message when the CMS cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const { response, status } = await handleApplication(application(), clientIp());
    expect(status).toBe(502);
    expect(messagesOf(response)).toEqual([APPLY_FALLBACK_MESSAGE]);
  });
});
