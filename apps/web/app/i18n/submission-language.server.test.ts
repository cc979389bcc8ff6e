import { describe, expect, it } from 'vitest';
import { submissionLanguage } from './submission-language.server';

const post = (url: string, referer?: string) =>
  new Request(url, { method: 'POST', headers: referer ? { Referer: referer } : {} });

describe('submissionLanguage: the language of the page a public form was sent from', () => {
  it("is a page's own path: Arabic under /ar (its .data requests too), English at the root", () => {
    expect(submissionLanguage(post('https://site.example/ar/contact'))).toBe('ar');
    expect(submissionLanguage(post('https://site.example/ar/jobs/nurse.data'))).toBe('ar');
    expect(submissionLanguage(post('https://site.example/ar'))).toBe('ar');
    expect(submissionLanguage(post('https://site.example/contact'))).toBe('en');
    // A page's own language wins over where the visitor came from.
    expect(submissionLanguage(post('https://site.example/hire', 'https://site.example/ar/hire'))).toBe('en');
  });

  it('is the Referer of our own origin for a form endpoint in one language (the apply form upload)', () => {
    const endpoint = 'https://site.example/resources/job-applications';
    expect(submissionLanguage(post(endpoint, 'https://site.example/ar/jobs/nurse?utm_source=x'))).toBe('ar');
    expect(submissionLanguage(post(endpoint, 'https://site.example/jobs/nurse'))).toBe('en');
    expect(submissionLanguage(post(endpoint, 'https://other.example/ar/jobs/nurse'))).toBe('en');
    expect(submissionLanguage(post(endpoint, 'not a url'))).toBe('en');
    expect(submissionLanguage(post(endpoint))).toBe('en');
  });
});
