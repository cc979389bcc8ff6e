import { describe, expect, it } from 'vitest';
import { OFF_SITE_REDIRECTS } from '../../../test/hostile-input';
import { isSafeRedirect, loginUrl, safeRedirect } from './admin-redirect';

describe('redirect after sign-in (paths of this site only)', () => {
  it('keeps a path of this site', () => {
    expect(safeRedirect('/admin/jobs?status=open')).toBe('/admin/jobs?status=open');
    expect(safeRedirect('/admin/applications#list')).toBe('/admin/applications#list');
    expect(safeRedirect('/blog?q=a%2Fb')).toBe('/blog?q=a%2Fb');
  });

  it('refuses anything else', () => {
    for (const value of ['//evil.com', '/\\evil.com', 'https://evil.com', 'evil', '', null, '/a\nb']) {
      expect(safeRedirect(value)).toBe('/admin/dashboard');
    }
  });

  it.each(OFF_SITE_REDIRECTS)('refuses %j, which a browser reads as another site', (value) => {
    expect(isSafeRedirect(value)).toBe(false);
    expect(safeRedirect(value)).toBe('/admin/dashboard');
    expect(loginUrl(value)).toBe('/admin/login');
  });

  it('never gives back a path that a browser reads as another origin, whatever the value', () => {
    const base = 'http://site.example';
    const pieces = ['/', '.', '..', '%2e', '%2E', '\\', '%5C', '%2F', '\t', 'evil.example', '?', '#', ':', '@'];
    const values: string[] = [];
    for (const a of pieces) for (const b of pieces) for (const c of pieces) values.push(`/${a}${b}${c}evil.example`);
    for (const value of values) {
      const path = safeRedirect(value);
      expect(new URL(path, base).origin, JSON.stringify(value)).toBe(base);
      expect(path.startsWith('//') || path.startsWith('/\\'), JSON.stringify(value)).toBe(false);
    }
  });

  it('percent-encodes what a Location header cannot carry (/%E3%80%80 gave a 500)', () => {
    expect(safeRedirect('/\u3000')).toBe('/%E3%80%80');
    expect(safeRedirect('/admin/jobs?q=café')).toBe('/admin/jobs?q=caf%C3%A9');
  });

  it('builds the login URL', () => {
    expect(loginUrl('/admin/jobs?status=open')).toBe('/admin/login?redirectTo=%2Fadmin%2Fjobs%3Fstatus%3Dopen');
    expect(loginUrl('//evil.com')).toBe('/admin/login');
  });
});
