import { describe, expect, it } from 'vitest';
import { toArticle } from './articles';
import { blogPostingJsonLd } from './blog-posting';

const article = (language?: 'en' | 'ar') =>
  toArticle({ id: 1, documentId: 'doc1', slug: 'pay-rises', title: 'Pay rises', language });

describe('BlogPosting in the language of the page (docs/026-languages.md)', () => {
  it('is in English at the English address on an English page', () => {
    expect(blogPostingJsonLd(article(), 'https://jobs.example', 'Summary')).toMatchObject({
      inLanguage: 'en',
      url: 'https://jobs.example/blog/pay-rises',
      mainEntityOfPage: { '@id': 'https://jobs.example/blog/pay-rises' },
    });
  });

  it("has the Arabic page's address and inLanguage ar for an Arabic version", () => {
    expect(blogPostingJsonLd(article('ar'), 'https://jobs.example', 'ملخص', 'ar')).toMatchObject({
      inLanguage: 'ar',
      url: 'https://jobs.example/ar/blog/pay-rises',
      mainEntityOfPage: { '@id': 'https://jobs.example/ar/blog/pay-rises' },
    });
  });

  it('says en for the English text an Arabic page shows of an article without an Arabic version', () => {
    expect(blogPostingJsonLd(article('en'), 'https://jobs.example', 'Summary', 'ar')).toMatchObject({
      inLanguage: 'en',
      url: 'https://jobs.example/ar/blog/pay-rises',
    });
  });
});
