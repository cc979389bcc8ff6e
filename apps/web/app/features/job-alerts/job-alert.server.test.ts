import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_ALERT_FAILURE_MESSAGE, JOB_ALERT_UNKNOWN_LINK_MESSAGE } from '@agency/contract';
import { confirmFromLink, handleJobAlert, unsubscribeFromRequest } from './job-alert.server';

const fetchMock = vi.fn<typeof fetch>();
const TOKEN = 'k'.repeat(42) + '-';

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

const post = (url: string, body: URLSearchParams | string) =>
  new Request(url, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
/** A request with React Router's normalized `url` of it, as a route hands it on. */
const page = (request: Request) => ({ request, url: new URL(request.url) });

let ip = 0;
/** A client address of its own for every call, so the rate limit never interferes. */
const clientIp = () => `10.1.0.${++ip}`;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The JSON body of the CMS call number `index`, and its path. */
function cmsCall(index = 0) {
  const [url, init] = fetchMock.mock.calls[index] as [string, RequestInit | undefined];
  return { path: new URL(url).pathname, body: JSON.parse(init?.body as string) };
}

describe('handleJobAlert (the /blog action)', () => {
  it('sends the address and the board’s search to POST /api/job-alerts', async () => {
    fetchMock.mockResolvedValue(json({ data: null, meta: {} }, 202));
    const form = new URLSearchParams({ email: ' Ana@Example.com ', q: 'nurse', type: 'full-time', website: '' });
    const { response, status } = await handleJobAlert(post('http://localhost/blog', form), clientIp());
    expect([status, response.success, response.form]).toEqual([201, true, 'job-alert']);
    expect(cmsCall()).toEqual({
      path: '/api/job-alerts',
      body: { data: { email: 'ana@example.com', search: { q: 'nurse', type: 'full-time' }, language: 'en' } },
    });
  });

  it('sends the language of the board it was set up on: Arabic from /ar/blog', async () => {
    fetchMock.mockResolvedValue(json({ data: null, meta: {} }, 202));
    const form = new URLSearchParams({ email: 'ana@example.com', q: 'nurse' });
    const { status } = await handleJobAlert(post('http://localhost/ar/blog', form), clientIp());
    expect(status).toBe(201);
    expect(cmsCall().body.data).toMatchObject({ search: { q: 'nurse' }, language: 'ar' });
  });

  it('refuses a missing or invalid address with the form’s words, keeping what was typed, and asks nothing', async () => {
    const { response, status } = await handleJobAlert(
      post('http://localhost/blog', new URLSearchParams({ email: 'ana@', q: 'nurse' })),
      clientIp(),
    );
    expect(status).toBe(400);
    expect(response.result.error).toEqual({ email: ['Please enter a valid email address.'] });
    expect(response.result.initialValue).toMatchObject({ email: 'ana@' });
    const empty = await handleJobAlert(post('http://localhost/blog', new URLSearchParams({ email: '' })), clientIp());
    expect(empty.response.result.error).toEqual({ email: ['Please enter your email address.'] });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers a bot that fills the honeypot as a success and sends nothing', async () => {
    const form = new URLSearchParams({ email: 'bot@example.com', website: 'https://spam.example' });
    const { response } = await handleJobAlert(post('http://localhost/blog', form), clientIp());
    expect(response.success).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so when the CMS fails, keeping the typed address', async () => {
    fetchMock.mockResolvedValue(json({ data: null, error: { status: 500, message: 'boom' } }, 500));
    const form = new URLSearchParams({ email: 'ana@example.com' });
    const { response, status } = await handleJobAlert(post('http://localhost/blog', form), clientIp());
    expect(status).toBe(502);
    expect(response.result.error).toEqual({ '': [JOB_ALERT_FAILURE_MESSAGE] });
    expect(response.result.initialValue).toMatchObject({ email: 'ana@example.com' });
  });
});

describe('confirmFromLink (/alerts/confirm)', () => {
  it('confirms the link’s token and shows the search in words', async () => {
    fetchMock.mockResolvedValue(
      json({ data: { description: 'New jobs · Remote', search: {}, confirmedAt: 'x' }, meta: {} }),
    );
    const result = await confirmFromLink(new URL(`http://localhost/alerts/confirm?token=${TOKEN}`));
    expect(result).toEqual({ outcome: { status: 'confirmed', description: 'New jobs · Remote' }, status: 200 });
    expect(cmsCall()).toEqual({ path: '/api/job-alerts/confirm', body: { token: TOKEN, language: 'en' } });
  });

  it('asks for the search in Arabic on /ar/alerts/confirm', async () => {
    fetchMock.mockResolvedValue(json({ data: { description: 'وظائف جديدة · عن بُعد', search: {} }, meta: {} }));
    const result = await confirmFromLink(new URL(`http://localhost/ar/alerts/confirm?token=${TOKEN}`));
    expect(result.outcome).toEqual({ status: 'confirmed', description: 'وظائف جديدة · عن بُعد' });
    expect(cmsCall()).toEqual({ path: '/api/job-alerts/confirm', body: { token: TOKEN, language: 'ar' } });
  });

  it('answers 404 for a token the CMS does not know, and for no token without asking', async () => {
    fetchMock.mockResolvedValue(json({ data: null, error: { status: 404, message: 'unknown' } }, 404));
    const unknown = { outcome: { status: 'unknown', message: JOB_ALERT_UNKNOWN_LINK_MESSAGE }, status: 404 };
    expect(await confirmFromLink(new URL(`http://localhost/alerts/confirm?token=${TOKEN}`))).toEqual(unknown);
    expect(await confirmFromLink(new URL('http://localhost/alerts/confirm'))).toEqual(unknown);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('unsubscribeFromRequest (/alerts/unsubscribe)', () => {
  it('takes the RFC 8058 one-click POST: the token of the link, the body List-Unsubscribe=One-Click', async () => {
    fetchMock.mockResolvedValue(json({ data: { unsubscribed: true }, meta: {} }));
    const result = await unsubscribeFromRequest(
      page(post(`http://localhost/alerts/unsubscribe?token=${TOKEN}`, 'List-Unsubscribe=One-Click')),
    );
    expect(result).toEqual({ outcome: { unsubscribed: true }, status: 200 });
    expect(cmsCall()).toEqual({ path: '/api/job-alerts/unsubscribe', body: { token: TOKEN } });
  });

  it('takes the page’s button (the token as a form field), and refuses a request without a token', async () => {
    fetchMock.mockResolvedValue(json({ data: { unsubscribed: true }, meta: {} }));
    const button = await unsubscribeFromRequest(
      page(post('http://localhost/alerts/unsubscribe', new URLSearchParams({ token: TOKEN }))),
    );
    expect(button.status).toBe(200);
    const none = await unsubscribeFromRequest(
      page(post('http://localhost/alerts/unsubscribe', 'List-Unsubscribe=One-Click')),
    );
    expect(none.status).toBe(400);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
