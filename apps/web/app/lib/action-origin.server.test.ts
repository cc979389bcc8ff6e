import { describe, expect, it } from 'vitest';
import { crossSiteActionRefused, isSameOriginAction } from './action-origin.server';

const post = (headers: Record<string, string>, url = 'http://localhost:3000/resources/job-applications') =>
  new Request(url, { method: 'POST', headers });

describe("React Router's origin rule of actions", () => {
  it("accepts the request's own origin, and a request that names none", () => {
    expect(isSameOriginAction(post({ Origin: 'http://localhost:3000' }))).toBe(true);
    expect(isSameOriginAction(post({}))).toBe(true);
    expect(isSameOriginAction(post({ Origin: 'https://jobs.example' }, 'https://jobs.example/x'))).toBe(true);
  });

  it('refuses another origin: scheme, host or port', () => {
    expect(isSameOriginAction(post({ Origin: 'http://evil.example' }))).toBe(false);
    expect(isSameOriginAction(post({ Origin: 'http://localhost:3001' }))).toBe(false);
    expect(isSameOriginAction(post({ Origin: 'https://localhost:3000' }))).toBe(false);
    expect(isSameOriginAction(post({ Origin: 'http://127.0.0.1:3000' }))).toBe(false);
    expect(isSameOriginAction(post({ Origin: 'http://localhost:3000.evil.example' }))).toBe(false);
  });

  it('refuses an opaque origin and one that is not a URL', () => {
    expect(isSameOriginAction(post({ Origin: 'null' }))).toBe(false);
    expect(isSameOriginAction(post({ Origin: '' }))).toBe(false);
    expect(isSameOriginAction(post({ Origin: 'localhost:3000' }))).toBe(false);
  });

  it('answers a refusal as React Router answers a refused page action', async () => {
    const response = crossSiteActionRefused();
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Bad Request');
  });
});
