import { describe, expect, it } from 'vitest';
import { isBilingualPath, languageOfPath, localizedHref, withoutLanguage } from './languages';

describe('languages by path (docs/026-languages.md "URLs")', () => {
  it('reads the language from the path only', () => {
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/ar')).toBe('ar');
    expect(languageOfPath('/ar/blog')).toBe('ar');
    expect(languageOfPath('/ar.data')).toBe('ar');
    expect(languageOfPath('/arabic-speakers')).toBe('en');
    expect(languageOfPath('/blog/ar')).toBe('en');
  });

  it('takes the language off and puts it on, keeping the search and fragment', () => {
    expect(withoutLanguage('/ar')).toBe('/');
    expect(withoutLanguage('/ar/jobs/x')).toBe('/jobs/x');
    expect(withoutLanguage('/jobs/x')).toBe('/jobs/x');
    expect(localizedHref('/', 'ar')).toBe('/ar');
    expect(localizedHref('/blog?q=go&country=AE#jobs', 'ar')).toBe('/ar/blog?q=go&country=AE#jobs');
    expect(localizedHref('/services#industries', 'ar')).toBe('/ar/services#industries');
    expect(localizedHref('/blog', 'en')).toBe('/blog');
  });

  it('leaves English-only paths and other links alone', () => {
    expect(isBilingualPath('/admin/login')).toBe(false);
    expect(isBilingualPath('/blog/admin/applications')).toBe(false);
    expect(isBilingualPath('/blog')).toBe(true);
    expect(localizedHref('/admin/login', 'ar')).toBe('/admin/login');
    expect(localizedHref('/jobs.xml', 'ar')).toBe('/jobs.xml');
    expect(localizedHref('mailto:a@b.c', 'ar')).toBe('mailto:a@b.c');
    expect(localizedHref('https://x.test/blog', 'ar')).toBe('https://x.test/blog');
    expect(localizedHref('//x.test/blog', 'ar')).toBe('//x.test/blog');
  });

  it('puts the pages reached from e-mails in both languages, not their downloads (docs/026-languages.md "Pages reached from e-mails")', () => {
    expect(isBilingualPath('/alerts/confirm')).toBe(true);
    expect(localizedHref(`/alerts/unsubscribe?token=${'A'.repeat(43)}`, 'ar')).toBe(
      `/ar/alerts/unsubscribe?token=${'A'.repeat(43)}`,
    );
    expect(localizedHref(`/talent-pool/renew?token=${'A'.repeat(43)}`, 'ar')).toBe(
      `/ar/talent-pool/renew?token=${'A'.repeat(43)}`,
    );
    expect(localizedHref(`/my-data?token=${'A'.repeat(43)}`, 'ar')).toBe(`/ar/my-data?token=${'A'.repeat(43)}`);
    expect(isBilingualPath('/my-data/export.zip')).toBe(false);
  });
});
