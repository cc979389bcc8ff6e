import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_FAILURE_MESSAGE } from '@agency/contract';
import { handleContact } from './contact.server';

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

function post(fields: Record<string, string>): Request {
  return new Request('http://localhost/contact', { method: 'POST', body: new URLSearchParams(fields) });
}

const valid = {
  fullName: ' Jordan Rivers ',
  company: '',
  email: 'Jordan@Example.com',
  phone: '',
  service: 'executive-search',
  message: 'We are looking for a CFO.',
};

let ip = 0;
/** A client address of its own for every call, so the rate limit never interferes. */
const clientIp = () => `10.0.0.${++ip}`;

describe('handleContact', () => {
  it("sends a valid enquiry to POST /api/contacts without empty fields, with the visitor's address, and answers 201", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ data: { id: 1, documentId: 'abc' } }), { status: 201 }));
    const visitor = clientIp();
    const { response, status } = await handleContact(post(valid), visitor);

    expect(status).toBe(201);
    expect(response).toMatchObject({ form: 'contact', success: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url as string | URL)).toMatch(/\/api\/contacts$/);
    expect(init?.method).toBe('POST');
    // The CMS's own per-client limit counts the visitor, not this server.
    expect(new Headers(init?.headers).get('X-Forwarded-For')).toBe(visitor);
    expect(JSON.parse(init?.body as string)).toEqual({
      data: {
        fullName: 'Jordan Rivers',
        email: 'jordan@example.com',
        service: 'executive-search',
        message: 'We are looking for a CFO.',
        language: 'en',
      },
    });
  });

  it('sends the language of the page the form was on: Arabic from /ar/contact (its e-mail is in Arabic)', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ data: { id: 1, documentId: 'abc' } }), { status: 201 }));
    const arabicPage = new Request('http://localhost/ar/contact', {
      method: 'POST',
      body: new URLSearchParams({ ...valid, language: 'en' }),
    });
    const { status } = await handleContact(arabicPage, clientIp());
    expect(status).toBe(201);
    // The page's language, whatever the form carried.
    expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string).data.language).toBe('ar');
  });

  it('answers 400 with field errors and sends nothing when required fields are missing', async () => {
    const { response, status } = await handleContact(post({ ...valid, fullName: '', message: '' }), clientIp());
    expect(status).toBe(400);
    expect(response.success).toBe(false);
    expect(response.result.error).toMatchObject({ fullName: expect.any(Array), message: expect.any(Array) });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('pretends success to a bot that filled the honeypot, and stores nothing', async () => {
    const { response, status } = await handleContact(post({ ...valid, website: 'http://spam.example' }), clientIp());
    expect(status).toBe(200);
    expect(response.success).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a refusal of the CMS',
      () => fetchMock.mockResolvedValue(new Response('{"error":{"message":"bad"}}', { status: 400 })),
    ],
    ['a CMS that cannot be reached', () => fetchMock.mockRejectedValue(new TypeError('fetch failed'))],
  ])('gives the spec failure message on %s', async (_label, arrange) => {
    arrange();
    const { response, status } = await handleContact(post(valid), clientIp());
    expect(status).toBe(502);
    expect(response.success).toBe(false);
    expect(response.result.error).toEqual({ '': [CONTACT_FAILURE_MESSAGE] });
  });
});
