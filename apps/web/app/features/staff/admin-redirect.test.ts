import { describe, expect, it } from 'vitest';
import { loginUrl, safeRedirect } from './admin-redirect';

describe('redirect after sign-in (paths of this site only)', () => {
  it('keeps a path of this site', () => {
    expect(safeRedirect('/admin/jobs?status=open')).toBe('/admin/jobs?status=open');
  });
  it('refuses anything else', () => {
    for (const value of ['//evil.com', '/\\evil.com', 'https://evil.com', 'evil', '', null, '/a\nb']) {
      expect(safeRedirect(value)).toBe('/admin/dashboard');
    }
  });
  it('percent-encodes what a Location header cannot carry (issue 7: /%E3%80%80 gave a 500)', () => {
    expect(safeRedirect('/\u3000')).toBe('/%E3%80%80');
    expect(safeRedirect('/admin/jobs?q=café')).toBe('/admin/jobs?q=caf%C3%A9');
  });
  it('builds the login URL', () => {
    expect(loginUrl('/admin/jobs?status=open')).toBe('/admin/login?redirectTo=%2Fadmin%2Fjobs%3Fstatus%3Dopen');
    expect(loginUrl('//evil.com')).toBe('/admin/login');
  });
});
