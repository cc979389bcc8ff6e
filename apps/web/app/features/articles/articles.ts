import type { ContentLocale } from '@agency/contract';
import { mediaPath } from '~/lib/media';

/**
 * Articles as the pages show them (docs/000-product.md §3 "Article"): defaults where a field is missing (category
 * 'General'), Draft when publishedAt is empty, the cover and its thumbnail, and the content blocks by kind.
 */
export const ARTICLE_DEFAULTS = {
  title: 'Untitled article',
  category: 'General',
  author: 'Unknown',
} as const;

interface CmsMedia {
  url: string;
  alternativeText?: string | null;
  formats?: Record<string, { url: string } | undefined> | null;
}

/** An article as the CMS sends it (every field may be missing). */
export interface CmsArticle {
  id: number;
  documentId: string;
  slug: string;
  title?: string | null;
  description?: string | null;
  summary?: string | null;
  readTime?: number | null;
  featured?: boolean | null;
  publishedAt?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  cover?: CmsMedia | null;
  author?: { name?: string | null } | null;
  category?: { name?: string | null } | null;
  blocks?: Array<{
    __component: string;
    body?: string | null;
    title?: string | null;
    caption?: string | null;
    file?: CmsMedia | null;
  }> | null;
  /** The language of its text (docs/026-languages.md "Content in two languages"); absent = 'en'. */
  language?: ContentLocale | null;
}

/** One content block; its HTML is not sanitized until a page makes it `SafeHtml` (lib/safe-html.ts). */
export type ArticleBlock<Html extends string = string> =
  | { kind: 'rich-text'; html: Html }
  | { kind: 'quote'; body: string; source: string | null }
  | { kind: 'media'; url: string; alt: string; caption: string | null };

export interface Article {
  id: number;
  documentId: string;
  slug: string;
  title: string;
  /** HTML, not yet sanitized; null when absent. */
  descriptionHtml: string | null;
  /** Plain text written by staff for cards and search results; null when absent. */
  summary: string | null;
  readTime: number | null;
  featured: boolean;
  publishedAt: string | null;
  updatedAt: string | null;
  category: string;
  author: string;
  coverUrl: string | null;
  coverAlt: string;
  thumbnailUrl: string | null;
  blocks: ArticleBlock[];
  /** The language of its title, summary and content: 'ar' for its Arabic version, else 'en' (docs/026-languages.md). */
  language: ContentLocale;
}

const orDefault = (value: string | null | undefined, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

/** The name of an article wherever it is shown or read out: its title, or `ARTICLE_DEFAULTS.title` without one. */
export function articleTitle(article: { title?: string | null }): string {
  return orDefault(article.title, ARTICLE_DEFAULTS.title);
}

function toBlock(block: NonNullable<CmsArticle['blocks']>[number]): ArticleBlock | null {
  switch (block.__component) {
    case 'shared.rich-text':
      return block.body?.trim() ? { kind: 'rich-text', html: block.body } : null;
    case 'shared.quote':
      return block.body?.trim()
        ? { kind: 'quote', body: block.body.trim(), source: block.title?.trim() || null }
        : null;
    case 'shared.media': {
      const url = mediaPath(block.file?.url);
      return url && block.file
        ? {
            kind: 'media',
            url,
            alt: block.file.alternativeText ?? '',
            caption: block.caption?.trim() || null,
          }
        : null;
    }
    default:
      return null; // a block type this site does not know yet is left out rather than shown broken
  }
}

export function toArticle(article: CmsArticle): Article {
  const title = articleTitle(article);
  return {
    id: article.id,
    documentId: article.documentId,
    slug: article.slug,
    title,
    descriptionHtml: article.description?.trim() ? article.description : null,
    summary: article.summary?.trim() || null,
    readTime: article.readTime ?? null,
    featured: article.featured === true,
    publishedAt: article.publishedAt || null,
    updatedAt: article.updatedAt ?? null,
    category: orDefault(article.category?.name, ARTICLE_DEFAULTS.category),
    author: orDefault(article.author?.name, ARTICLE_DEFAULTS.author),
    coverUrl: mediaPath(article.cover?.url),
    coverAlt: article.cover?.alternativeText || '',
    thumbnailUrl: mediaPath(
      article.cover?.formats?.small?.url ?? article.cover?.formats?.thumbnail?.url ?? article.cover?.url,
    ),
    blocks: (article.blocks ?? []).map(toBlock).filter((block): block is ArticleBlock => block !== null),
    language: article.language === 'ar' ? 'ar' : 'en',
  };
}

/** docs/000-product.md §3: "publishedAt (empty means Draft)". */
export function isDraft(article: Pick<Article, 'publishedAt'>): boolean {
  return !article.publishedAt;
}
