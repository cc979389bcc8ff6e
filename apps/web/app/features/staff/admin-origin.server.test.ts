import { describe, expect, it } from 'vitest';
import { assertSameOrigin, isSameOrigin } from './admin-origin.server';

const post = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/admin/jobs', { method: 'POST', headers });

describe('origin check of admin mutations', () => {
  it('accepts this origin, by Origin or by Referer', () => {
    expect(isSameOrigin(post({ Origin: 'http://localhost:3000' }))).toBe(true);
    expect(isSameOrigin(post({ Referer: 'http://localhost:3000/admin/jobs?page=2' }))).toBe(true);
  });
  it('refuses another origin, a bad Referer and no information at all', () => {
    expect(isSameOrigin(post({ Origin: 'https://evil.example' }))).toBe(false);
    expect(isSameOrigin(post({ Origin: 'http://localhost:3001' }))).toBe(false);
    expect(isSameOrigin(post({ Referer: 'https://evil.example/x' }))).toBe(false);
    expect(isSameOrigin(post({ Referer: 'not a url' }))).toBe(false);
    expect(isSameOrigin(post({}))).toBe(false);
  });
  it('throws a 403 response', () => {
    try {
      assertSameOrigin(post({ Origin: 'https://evil.example' }));
      expect.unreachable();
    } catch (error) {
      expect((error as Response).status).toBe(403);
    }
  });
});
