import { describe, expect, it } from 'vitest';
import { ARTICLE_DEFAULTS, articleTitle, toArticle } from './articles';

describe('toArticle media', () => {
  it('links covers, thumbnails and media blocks stored in an S3 bucket through this site’s /uploads route', () => {
    const bucket = 'http://127.0.0.1:4568/covers';
    const article = toArticle({
      id: 1,
      documentId: 'a1',
      slug: 'hiring-in-2027',
      cover: {
        url: `${bucket}/cover_1a2b3c.jpg`,
        formats: { small: { url: `${bucket}/small_cover_1a2b3c.jpg` } },
      },
      blocks: [{ __component: 'shared.media', file: { url: `${bucket}/chart_4d5e6f.png` } }],
    });
    expect(article.coverUrl).toBe('/uploads/cover_1a2b3c.jpg');
    expect(article.thumbnailUrl).toBe('/uploads/small_cover_1a2b3c.jpg');
    expect(article.blocks).toEqual([{ kind: 'media', url: '/uploads/chart_4d5e6f.png', alt: '', caption: null }]);
  });

  it('leaves out a media block whose file URL is not a media file’s', () => {
    const article = toArticle({
      id: 1,
      documentId: 'a1',
      slug: 'a',
      blocks: [{ __component: 'shared.media', file: { url: 'https://elsewhere.example/' } }],
    });
    expect(article.blocks).toEqual([]);
  });
});

describe('articleTitle', () => {
  it('names an article without a title by the default, never by an empty string', () => {
    expect(articleTitle({ title: '' })).toBe(ARTICLE_DEFAULTS.title);
    expect(articleTitle({ title: null })).toBe(ARTICLE_DEFAULTS.title);
    expect(articleTitle({ title: 'Hiring in 2027' })).toBe('Hiring in 2027');
  });
});
