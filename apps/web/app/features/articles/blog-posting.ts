import { SITE } from '~/content/site';
import type { Article } from './articles';

/**
 * BlogPosting structured data of an article (schema.org; Google's Article rich result: headline, image,
 * datePublished, dateModified, author).
 */
export function blogPostingJsonLd(article: Article, origin: string, description: string): Record<string, unknown> {
  const url = new URL(`/blog/${article.slug}`, origin).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
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
