import { describe, expect, it } from 'vitest';
import { articleInputSchema } from './article-schema.js';
import { articleWords, countWords, isEmptyHtml, readTimeMinutes, WORDS_PER_MINUTE } from './article.js';
import { ARTICLE_TEXT_LIMITS } from './limits.js';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('countWords', () => {
  it('separates words at block tags and line breaks, not at inline tags', () => {
    expect(countWords('<h2>Salaries</h2><p>Rise again</p>')).toBe(3);
    expect(countWords('<p>one<br>two</p><ul><li>three</li><li>four</li></ul>')).toBe(4);
    expect(countWords('<p><strong>re</strong>hire <em>fast</em></p>')).toBe(2);
  });

  it('reads plain text too, and counts only words with a letter or a digit', () => {
    expect(countWords('Fish &amp; chips — 48 hours')).toBe(4);
    expect(countWords('Größe café résumé')).toBe(3);
    expect(countWords('a&nbsp;b')).toBe(2);
    expect(countWords('<p></p>')).toBe(0);
    expect(countWords(null)).toBe(0);
  });

  it('ignores what a script or style element holds', () => {
    expect(countWords('<p>Visible</p><script>var hidden = 1;</script><style>p { color: red }</style>')).toBe(1);
  });
});

describe('read time', () => {
  it('adds the description and every block with a body', () => {
    expect(
      articleWords({
        description: '<p>One two</p>',
        blocks: [{ body: '<h2>Three</h2><p>four</p>' }, { body: 'five' }, {}, null],
      }),
    ).toBe(5);
    expect(articleWords({})).toBe(0);
  });

  it(`is the words at ${WORDS_PER_MINUTE} a minute, rounded, at least one minute; none without words`, () => {
    expect(readTimeMinutes(0)).toBeNull();
    expect(readTimeMinutes(1)).toBe(1);
    expect(readTimeMinutes(WORDS_PER_MINUTE * 1.49)).toBe(1);
    expect(readTimeMinutes(WORDS_PER_MINUTE * 1.5)).toBe(2);
    expect(readTimeMinutes(countWords(`<p>${words(WORDS_PER_MINUTE * 6)}</p>`))).toBe(6);
  });
});

describe('articleInputSchema', () => {
  const valid = { title: 'Hiring in Dubai', description: '<p>Body</p>' };

  it('takes summary, featured, category and author, all optional', () => {
    expect(articleInputSchema.parse(valid)).toEqual({ ...valid, featured: false });
    expect(
      articleInputSchema.parse({
        ...valid,
        summary: ' Two lines\nof summary ',
        featured: true,
        category: 'c1',
        author: 'a1',
      }),
    ).toEqual({ ...valid, summary: 'Two lines of summary', featured: true, category: 'c1', author: 'a1' });
  });

  it(`refuses a summary longer than ${ARTICLE_TEXT_LIMITS.summary} characters`, () => {
    const max = ARTICLE_TEXT_LIMITS.summary;
    expect(articleInputSchema.safeParse({ ...valid, summary: 'a'.repeat(max) }).success).toBe(true);
    const refused = articleInputSchema.safeParse({ ...valid, summary: 'a'.repeat(max + 1) });
    expect(refused.error?.issues[0]).toMatchObject({ code: 'too_big', path: ['summary'] });
  });

  it('still requires a title and content', () => {
    expect(isEmptyHtml('<p></p>')).toBe(true);
    expect(
      articleInputSchema.safeParse({ title: ' ', description: '<p></p>' }).error?.issues.map((i) => i.path),
    ).toEqual([['title'], ['description']]);
  });
});
