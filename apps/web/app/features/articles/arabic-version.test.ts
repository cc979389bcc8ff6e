import { ARTICLE_TEXT_LIMITS } from '@agency/contract';
import { describe, expect, it } from 'vitest';
import { ARABIC_REFUSED_MESSAGE } from '~/features/arabic-versions';
import { parseArticleArabic } from './arabic-version';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the article editor's Arabic version (docs/026-languages.md)", () => {
  it('takes the title, content and summary, trimmed; the summary may be empty', () => {
    expect(parseArticleArabic(form({ title: ' كيف تستعد للمقابلة ', description: '<p>نصائح</p>' }))).toEqual({
      ok: true,
      value: { title: 'كيف تستعد للمقابلة', description: '<p>نصائح</p>', summary: '' },
    });
  });

  it('refuses a missing title, empty content and a summary over its limit, each on its field', () => {
    const parsed = parseArticleArabic(
      form({ title: '  ', description: '<p><br></p>', summary: 'ن'.repeat(ARTICLE_TEXT_LIMITS.summary + 1) }),
    );
    expect(parsed).toEqual({
      ok: false,
      answer: {
        ok: false,
        message: ARABIC_REFUSED_MESSAGE,
        fieldErrors: {
          title: ['Enter the Arabic title.'],
          description: ['Enter the Arabic content.'],
          summary: [`At most ${ARTICLE_TEXT_LIMITS.summary} characters.`],
        },
      },
    });
  });

  it('refuses a title over the English title’s limit', () => {
    const parsed = parseArticleArabic(
      form({ title: 'ع'.repeat(ARTICLE_TEXT_LIMITS.title + 1), description: '<p>نص</p>' }),
    );
    expect(parsed.ok ? null : parsed.answer.fieldErrors).toEqual({
      title: [`At most ${ARTICLE_TEXT_LIMITS.title} characters.`],
    });
  });
});
