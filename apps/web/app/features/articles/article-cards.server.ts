import type { ContentLocale } from '@agency/contract';
import { ARTICLES_ERROR_MESSAGE, type ArticleSlide } from '~/components/home/article-carousel-states';
import { errorMessage } from '~/lib/api-error';
import type { Pagination } from '~/lib/cms-client.server';
import { formatDate, truncate } from '~/lib/format';
import { htmlToText } from '~/lib/html.server';
import { listArticles } from './api.server';
import type { Article } from './articles';
import type { ArticleCardData } from './components/article-card';
import { log } from '~/lib/log.server';

/** The longest excerpt a card carries when the article has no summary (the card shows three lines of it). */
export const EXCERPT_MAX = 200;

/**
 * An article as a card: its summary, or else the start of its content as text (words kept apart where the HTML
 * separates them: a heading and the next paragraph are two words, not one).
 */
export function toArticleCard({ descriptionHtml, summary, ...article }: Article): ArticleCardData {
  return {
    documentId: article.documentId,
    slug: article.slug,
    title: article.title,
    category: article.category,
    author: article.author,
    publishedAt: article.publishedAt,
    readTime: article.readTime,
    featured: article.featured,
    thumbnailUrl: article.thumbnailUrl,
    excerpt: summary ?? truncate(htmlToText(descriptionHtml), EXCERPT_MAX),
    language: article.language,
  };
}

/**
 * One page of published articles, newest first, as cards with the list's pagination, or the error message when the
 * CMS fails (logged); in `language`, the page's (the Arabic text of those with an Arabic version on an Arabic page).
 */
export async function loadArticleCards(
  pageSize: number,
  page = 1,
  language: ContentLocale = 'en',
): Promise<{ articles: ArticleCardData[]; articlesPagination: Pagination | null; articlesError: string | null }> {
  try {
    const { articles, pagination } = await listArticles({ page, pageSize, language });
    return { articles: articles.map(toArticleCard), articlesPagination: pagination, articlesError: null };
  } catch (error) {
    log.error({ err: error }, 'Article list failed');
    return { articles: [], articlesPagination: null, articlesError: errorMessage(error, 'Failed to fetch articles') };
  }
}

/**
 * The newest published articles as slides of the home carousel. Never rejects: a CMS failure becomes the
 * carousel's error state (logged), so that a streamed page always answers 200. In `language`, the page's.
 */
export function loadArticleSlides(
  count: number,
  language: ContentLocale = 'en',
): Promise<{ articles: ArticleSlide[]; error: string | null }> {
  return listArticles({ pageSize: count, language }).then(
    ({ articles }) => ({
      articles: articles.map((article) => ({
        slug: article.slug,
        title: article.title,
        language: article.language,
        category: article.category,
        date: formatDate(article.publishedAt),
        dateTime: article.publishedAt,
        imageUrl: article.thumbnailUrl,
      })),
      error: null,
    }),
    (error: unknown) => {
      log.error({ err: error }, 'Home articles failed');
      return { articles: [], error: errorMessage(error, ARTICLES_ERROR_MESSAGE) };
    },
  );
}
