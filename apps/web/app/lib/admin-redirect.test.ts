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
  it('builds the login URL', () => {
    expect(loginUrl('/admin/jobs?status=open')).toBe('/admin/login?redirectTo=%2Fadmin%2Fjobs%3Fstatus%3Dopen');
    expect(loginUrl('//evil.com')).toBe('/admin/login');
  });
});
