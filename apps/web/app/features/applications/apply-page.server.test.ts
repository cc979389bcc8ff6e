import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyFromJobPage, takeAppliedNotice } from './apply-page.server';
import { handleApplication } from './applications.server';

vi.mock('./applications.server', () => ({ handleApplication: vi.fn() }));
const handled = vi.mocked(handleApplication);

afterEach(() => {
  handled.mockReset();
});

const PAGE = 'https://jobs.test/jobs/nurse-dubai';
const sent = { response: { success: true, result: { status: 'success' as const } }, status: 201 };
const refused = {
  response: { success: false, result: { status: 'error' as const, error: { '': ['Failed to create application'] } } },
  status: 400,
};

/** A POST to the job page, with React Router's normalized `url` of it. */
function post(headers: Record<string, string> = {}) {
  return { request: new Request(PAGE, { method: 'POST', headers }), url: new URL(PAGE) };
}

/** A GET of the job page. */
function get(init?: RequestInit) {
  return { request: new Request(PAGE, init), url: new URL(PAGE) };
}

describe('applyFromJobPage', () => {
  it("answers a browser's successful navigation with a 303 to the message and a cookie on the page's path", async () => {
    handled.mockResolvedValue(sent);
    const answer = await applyFromJobPage(post({ 'Sec-Fetch-Dest': 'document' }), '10.0.0.1');
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/jobs/nurse-dubai#apply-form-status');
    const cookie = response.headers.get('Set-Cookie')!;
    expect(cookie).toMatch(/^__applied=/);
    expect(cookie).toContain('Path=/jobs/nurse-dubai');
    expect(cookie).toContain('Max-Age=60');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
  });

  it('answers a failure, and any answer to a program, in place with its status', async () => {
    handled.mockResolvedValue(refused);
    const failure = await applyFromJobPage(post({ 'Sec-Fetch-Dest': 'document' }), '10.0.0.2');
    expect(failure).toMatchObject({ data: refused.response, init: { status: 400 } });

    handled.mockResolvedValue(sent);
    const program = await applyFromJobPage(post(), '10.0.0.3');
    expect(program).toMatchObject({ data: sent.response, init: { status: 201 } });
  });
});

describe('applyFromJobPage: where the visit came from', () => {
  it("hands on the utm_* of the page's own URL, to which the form posts without JavaScript", async () => {
    handled.mockResolvedValue(sent);
    const landing = `${PAGE}?utm_source=indeed&utm_medium=organic&q=ignored`;
    await applyFromJobPage({ request: new Request(landing, { method: 'POST' }), url: new URL(landing) }, '10.0.0.5');
    expect(handled).toHaveBeenLastCalledWith(
      expect.any(Request),
      '10.0.0.5',
      { utmSource: 'indeed', utmMedium: 'organic' },
      [],
    );
    await applyFromJobPage(post(), '10.0.0.6');
    expect(handled).toHaveBeenLastCalledWith(expect.any(Request), '10.0.0.6', {}, []);
  });

  it('hands on the job’s screening questions, whose answers are then checked before sending', async () => {
    handled.mockResolvedValue(sent);
    const questions = [{ id: 'licence', kind: 'yes-no' as const, label: 'Licence?', required: true, options: [] }];
    await applyFromJobPage(post(), '10.0.0.7', questions);
    expect(handled).toHaveBeenLastCalledWith(expect.any(Request), '10.0.0.7', {}, questions);
  });
});

describe('takeAppliedNotice', () => {
  it('reads the cookie once: the answer clears it and is private', async () => {
    handled.mockResolvedValue(sent);
    const redirect = (await applyFromJobPage(post({ 'Sec-Fetch-Dest': 'document' }), '10.0.0.4')) as Response;
    const cookie = redirect.headers.get('Set-Cookie')!.split(';')[0];

    const headers = await takeAppliedNotice(get({ headers: { Cookie: `other=1; ${cookie}` } }));
    expect(headers?.get('Cache-Control')).toBe('private, no-store');
    expect(headers?.get('Set-Cookie')).toMatch(/^__applied=;.*Max-Age=0/);
    expect(headers?.get('Set-Cookie')).toContain('Path=/jobs/nurse-dubai');
  });

  it('is null without the cookie', async () => {
    expect(await takeAppliedNotice(get())).toBeNull();
    expect(await takeAppliedNotice(get({ headers: { Cookie: 'other=1' } }))).toBeNull();
  });
});
