import { SITE } from '~/content/site';
import { localizedHref, type Language } from '~/i18n/languages';
import type { Article } from './articles';

/**
 * BlogPosting structured data of an article (schema.org; Google's Article rich result: headline, image,
 * datePublished, dateModified, author). `language` is the page's: its `url` is the page in that language
 * (/ar/blog/{slug}); `inLanguage` is the language of the text shown (the article's, 'en' on an Arabic page without an
 * Arabic version; docs/026-languages.md "Arabic content on the site").
 */
export function blogPostingJsonLd(
  article: Article,
  origin: string,
  description: string,
  language: Language = 'en',
): Record<string, unknown> {
  const url = new URL(localizedHref(`/blog/${article.slug}`, language), origin).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    inLanguage: article.language,
    headline: article.title,
    description,
    datePublished: article.publishedAt ?? undefined,
    dateModified: article.updatedAt ?? article.publishedAt ?? undefined,
    author: { '@type': 'Person', name: article.author },
    ...(article.coverUrl ? { image: [new URL(article.coverUrl, origin).href] } : {}),
    publisher: {
      '@type': 'Organization',
      name: SITE.name,
      logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', origin).href },
    },
    articleSection: article.category,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}
