import { ARTICLE_TEXT_LIMITS } from '@agency/contract';
import { describe, expect, it } from 'vitest';
import { parseArticle } from './schema';

/** The editor's form data, with `fields` added. */
const form = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries({ title: 'Pay rises', description: '<p>Body</p>', ...fields })) {
    formData.set(name, value);
  }
  return formData;
};

describe('the article editor form', () => {
  it('reads summary, featured, category and author; empty ones are left out', () => {
    const full = parseArticle(form({ summary: 'Two sentences.', featured: 'on', category: 'c1', author: 'a1' }));
    expect(full.status === 'success' && full.value).toMatchObject({
      summary: 'Two sentences.',
      featured: true,
      category: 'c1',
      author: 'a1',
    });
    const bare = parseArticle(form({ summary: '', category: '', author: '' }));
    expect(bare.status === 'success' && bare.value).toEqual({
      title: 'Pay rises',
      description: '<p>Body</p>',
      featured: false,
    });
  });

  it('words a summary over the limit', () => {
    const submission = parseArticle(form({ summary: 'a'.repeat(ARTICLE_TEXT_LIMITS.summary + 1) }));
    expect(submission.status === 'error' && submission.error?.summary).toEqual([
      `Summary must be at most ${ARTICLE_TEXT_LIMITS.summary} characters`,
    ]);
  });
});
