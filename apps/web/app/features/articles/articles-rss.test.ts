import { describe, expect, it } from 'vitest';
import { renderAsReader } from '../../../test/feed-reader';
import { childrenNamed, childText, parseXml } from '../../../test/xml';
import { articlesRssXml } from './articles-rss';
import { toArticle } from './articles';

const ORIGIN = 'https://agency.example';

function article(title: string, changes: Record<string, unknown> = {}) {
  return {
    ...toArticle({
      id: 1,
      documentId: 'a1',
      slug: 'hiring-in-2027',
      title,
      publishedAt: '2026-11-02T09:00:00.000Z',
      author: { name: 'Sara Malik' },
      category: { name: 'Hiring Advice' },
      cover: { url: '/uploads/cover.png' },
      ...changes,
    }),
    excerpt: 'What changes & what stays.',
  };
}

describe('the articles RSS feed (/rss.xml)', () => {
  it('is RSS 2.0 with each article’s title, page, date, author, category, cover and summary', () => {
    const xml = articlesRssXml([article('Hiring in 2027')], { origin: ORIGIN });
    const channel = childrenNamed(parseXml(xml), 'channel')[0];
    const [item] = childrenNamed(channel, 'item');
    expect(childText(item, 'title')).toBe('Hiring in 2027');
    expect(childText(item, 'link')).toBe(`${ORIGIN}/blog/hiring-in-2027`);
    expect(childText(item, 'guid')).toBe(`${ORIGIN}/blog/hiring-in-2027`);
    expect(childText(item, 'pubDate')).toBe('Mon, 02 Nov 2026 09:00:00 GMT');
    expect(childText(item, 'dc:creator')).toBe('Sara Malik');
    expect(childText(item, 'category')).toBe('Hiring Advice');
    // HTML of the plain-text summary, which a reader shows as the summary itself.
    expect(childText(item, 'description')).toBe('What changes &amp; what stays.');
    expect(renderAsReader(childText(item, 'description'))).toEqual({
      elements: [],
      text: 'What changes & what stays.',
    });
    expect(childrenNamed(item, 'enclosure')[0].attributes).toEqual({
      url: `${ORIGIN}/uploads/cover.png`,
      length: '0',
      type: 'image/png',
    });
    expect(childText(channel, 'lastBuildDate')).toBe('Mon, 02 Nov 2026 09:00:00 GMT');
  });

  it('stays well-formed whatever staff type in a title (the feed library it replaces broke on a second "]]>")', () => {
    const title = 'A ]]> B ]]> <script>&';
    const xml = articlesRssXml([article(title, { cover: null })], { origin: ORIGIN });
    const channel = childrenNamed(parseXml(xml), 'channel')[0];
    const [item] = childrenNamed(channel, 'item');
    expect(childText(item, 'title')).toBe(title);
    expect(childrenNamed(item, 'enclosure')).toHaveLength(0);
  });

  it('gives readers a hostile summary as the text staff typed, never as markup (readers render it as HTML)', () => {
    const summary = '<img src=x onerror=alert(1)> & <script>alert(2)</script> &lt;b&gt;';
    const xml = articlesRssXml([{ ...article('Hostile'), excerpt: summary }], { origin: ORIGIN });
    const channel = childrenNamed(parseXml(xml), 'channel')[0];
    expect(renderAsReader(childText(childrenNamed(channel, 'item')[0], 'description'))).toEqual({
      elements: [],
      text: summary,
    });
    expect(renderAsReader(childText(channel, 'description')).elements).toEqual([]);
  });
});

describe('the Arabic articles RSS feed (/ar/rss.xml, docs/026-languages.md)', () => {
  it('says <language>ar</language>, has Arabic channel words and links to the Arabic pages', () => {
    const xml = articlesRssXml([article('التوظيف في 2027', { language: 'ar' })], { origin: ORIGIN, language: 'ar' });
    const channel = childrenNamed(parseXml(xml), 'channel')[0];
    expect(childText(channel, 'language')).toBe('ar');
    expect(childText(channel, 'title')).toBe('Northstar Talent — مقالات ورؤى');
    expect(childText(channel, 'link')).toBe(`${ORIGIN}/ar/blog`);
    expect(childrenNamed(channel, 'atom:link')[0].attributes.href).toBe(`${ORIGIN}/ar/rss.xml`);
    const [item] = childrenNamed(channel, 'item');
    expect(childText(item, 'title')).toBe('التوظيف في 2027');
    expect(childText(item, 'link')).toBe(`${ORIGIN}/ar/blog/hiring-in-2027`);
  });

  it('stays English at /rss.xml', () => {
    const channel = childrenNamed(parseXml(articlesRssXml([], { origin: ORIGIN })), 'channel')[0];
    expect(childText(channel, 'language')).toBe('en');
    expect(childText(channel, 'link')).toBe(`${ORIGIN}/blog`);
  });
});
