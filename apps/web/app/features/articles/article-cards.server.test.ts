import { describe, expect, it } from 'vitest';
import { EXCERPT_MAX, toArticleCard } from './article-cards.server';
import { toArticle } from './articles';

const article = (fields: { description?: string; summary?: string | null; featured?: boolean }) =>
  toArticle({ id: 1, documentId: 'doc1', slug: 'pay-rises', title: 'Pay rises', ...fields });

describe('article card excerpt', () => {
  it('keeps a heading and the next paragraph apart', () => {
    expect(toArticleCard(article({ description: '<h2>Salaries</h2><p>Rise again this year.</p>' })).excerpt).toBe(
      'Salaries Rise again this year.',
    );
    expect(toArticleCard(article({ description: '<h3><strong>Why</strong></h3><p>Because.</p>' })).excerpt).toBe(
      'Why Because.',
    );
  });

  it('keeps the words of a line break apart too', () => {
    expect(toArticleCard(article({ description: '<p>First line<br>second line</p>' })).excerpt).toBe(
      'First line second line',
    );
  });

  it(`is cut at a word boundary near ${EXCERPT_MAX} characters`, () => {
    const words = Array.from({ length: 80 }, (_, index) => `word${index}`).join(' ');
    const { excerpt } = toArticleCard(article({ description: `<h2>Heading</h2><p>${words}</p>` }));
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX + 1);
    expect(excerpt).toMatch(/^Heading word0 word1 .* word\d+…$/);
  });

  it("is the staff's summary when the article has one", () => {
    const card = toArticleCard(article({ description: '<h2>Heading</h2><p>Body</p>', summary: '  The summary. ' }));
    expect(card.excerpt).toBe('The summary.');
  });

  it('is empty for an article without content or summary', () => {
    expect(toArticleCard(article({})).excerpt).toBe('');
  });
});

describe('article card', () => {
  it('carries what the card shows, not the HTML', () => {
    const card = toArticleCard(article({ description: '<p>Body</p>', featured: true }));
    expect(card).toEqual({
      documentId: 'doc1',
      slug: 'pay-rises',
      title: 'Pay rises',
      category: 'General',
      author: 'Unknown',
      publishedAt: null,
      readTime: null,
      featured: true,
      thumbnailUrl: null,
      excerpt: 'Body',
      language: 'en',
    });
  });

  it("carries the language of the article's text (docs/026-languages.md)", () => {
    const arabic = toArticle({ id: 1, documentId: 'doc1', slug: 'pay-rises', title: 'الرواتب', language: 'ar' });
    expect(toArticleCard(arabic).language).toBe('ar');
  });
});
