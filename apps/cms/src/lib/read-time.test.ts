import { WORDS_PER_MINUTE } from '@agency/contract';
import { describe, expect, it } from 'vitest';
import { readTimeOf, touchesReadTime } from './read-time';

const paragraph = (words: number) => `<p>${Array.from({ length: words }, () => 'word').join(' ')}</p>`;

describe('readTimeOf', () => {
  it('is computed from the description and the blocks, whatever the write gives', () => {
    const content = {
      description: paragraph(WORDS_PER_MINUTE),
      blocks: [{ body: paragraph(WORDS_PER_MINUTE * 2) }, { body: 'A quote' }],
    };
    expect(readTimeOf(content, undefined)).toBe(3);
    expect(readTimeOf(content, 12)).toBe(3);
  });

  it('keeps a given whole number of minutes only for an article without words', () => {
    expect(readTimeOf({ description: '<p></p>', blocks: [] }, 4)).toBe(4);
    expect(readTimeOf({}, undefined)).toBeNull();
    expect(readTimeOf({}, null)).toBeNull();
    expect(readTimeOf({}, 0)).toBeNull();
    expect(readTimeOf({}, '4')).toBeNull();
  });
});

describe('touchesReadTime', () => {
  it('is true for a write of the content or of the read time only', () => {
    expect(touchesReadTime({ description: '<p>x</p>' })).toBe(true);
    expect(touchesReadTime({ blocks: [] })).toBe(true);
    expect(touchesReadTime({ readTime: 5 })).toBe(true);
    expect(touchesReadTime({ title: 'New title', featured: true })).toBe(false);
  });
});
