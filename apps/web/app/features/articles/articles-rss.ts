import { SITE } from '~/content/site';
import { localizedHref, type Language } from '~/i18n/languages';
import { el, htmlOfText, xmlDocument, type XmlElement } from '~/lib/xml';
import type { Article } from './articles';

/** Articles in /rss.xml: the 20 newest published ones (/insights lists them all). */
export const RSS_ARTICLES = 20;

/** The channel's title and description in each language (docs/026-languages.md "Arabic content on the site"). */
const ARTICLES_FEED_WORDS: Record<Language, { title: string; description: string }> = {
  en: { title: `${SITE.name} — Insights`, description: 'Hiring advice, career tips and recruitment market news.' },
  ar: {
    title: `${SITE.name} — مقالات ورؤى`,
    description: 'نصائح التوظيف وإرشادات المسار المهني وأخبار سوق التوظيف.',
  },
};

/** The MIME type of a cover image by its file extension, for the item's `<enclosure>` (RSS 2.0 wants one). */
function imageType(url: string): string {
  const extension = /\.([a-z0-9]+)(?:$|\?)/i.exec(url)?.[1]?.toLowerCase();
  if (extension === 'png' || extension === 'webp' || extension === 'gif' || extension === 'avif') {
    return `image/${extension}`;
  }
  return 'image/jpeg';
}

/**
 * RSS 2.0 of the newest published articles (`articles`, newest first; RSS 2.0 specification, rssboard.org): the
 * channel links to /blog and to itself (`atom:link rel=self`); each item has the article's title, page (also its
 * permanent guid), publication date, author (`dc:creator`, as RSS's own `<author>` must be an e-mail address),
 * category, cover image (`<enclosure>`, length unknown: 0) and summary as plain text (escaped as HTML, then as XML:
 * readers render a description as HTML, lib/xml.ts `htmlOfText`). Written with lib/xml.ts, like the job feeds, so
 * that any text staff type (even `]]>`) stays well-formed XML. `language` is the feed's (/ar/rss.xml: 'ar'): its
 * channel words, `<language>` and links (/ar/blog/{slug}) are in it; the articles' text is what the CMS answered
 * (their Arabic version where they have a published one).
 */
export function articlesRssXml(
  articles: ReadonlyArray<Article & { excerpt: string }>,
  { origin, now = new Date(), language = 'en' }: { origin: string; now?: Date; language?: Language },
): string {
  const href = (path: string) => new URL(localizedHref(path, language), origin).href;
  const words = ARTICLES_FEED_WORDS[language];
  const item = (article: Article & { excerpt: string }): XmlElement => {
    const link = href(`/blog/${article.slug}`);
    const published = new Date(article.publishedAt ?? now);
    return el('item', [
      el('title', { text: article.title }),
      el('link', { text: link }),
      el('guid', { text: link }, { isPermaLink: 'true' }),
      el('pubDate', { text: published.toUTCString() }),
      el('dc:creator', { text: article.author }),
      el('category', { text: article.category }),
      el('description', htmlOfText(article.excerpt)),
      article.coverUrl
        ? el(
            'enclosure',
            { text: '' },
            { url: new URL(article.coverUrl, origin).href, length: '0', type: imageType(article.coverUrl) },
          )
        : el('enclosure', null),
    ]);
  };
  const newest = articles[0]?.publishedAt ? new Date(articles[0].publishedAt) : now;
  return xmlDocument(
    el(
      'rss',
      [
        el('channel', [
          el('title', { text: words.title }),
          el('link', { text: href('/blog') }),
          el('description', htmlOfText(words.description)),
          el('language', { text: language }),
          el('copyright', { text: `© ${now.getFullYear()} ${SITE.name}` }),
          el('lastBuildDate', { text: newest.toUTCString() }),
          el('atom:link', { text: '' }, { href: href('/rss.xml'), rel: 'self', type: 'application/rss+xml' }),
          ...articles.map(item),
        ]),
      ],
      { version: '2.0', 'xmlns:atom': 'http://www.w3.org/2005/Atom', 'xmlns:dc': 'http://purl.org/dc/elements/1.1/' },
    ),
  );
}
