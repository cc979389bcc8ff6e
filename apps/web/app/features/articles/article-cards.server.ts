import { ARTICLES_ERROR_MESSAGE, type ArticleSlide } from '~/components/home/article-carousel';
import { errorMessage } from '~/lib/api-error';
import { formatDate } from '~/lib/format';
import { htmlToText } from '~/lib/html.server';
import { listArticles } from './api.server';
import type { ArticleCardData } from './components/article-card';

/** The newest published articles as cards (text excerpt), or the error message when the CMS fails (logged). */
export async function loadArticleCards(
  pageSize: number,
): Promise<{ articles: ArticleCardData[]; articlesError: string | null }> {
  try {
    const { articles } = await listArticles({ pageSize });
    return {
      articles: articles.map(({ descriptionHtml, ...article }) => ({
        documentId: article.documentId,
        slug: article.slug,
        title: article.title,
        category: article.category,
        author: article.author,
        publishedAt: article.publishedAt,
        readTime: article.readTime,
        thumbnailUrl: article.thumbnailUrl,
        excerpt: htmlToText(descriptionHtml),
      })),
      articlesError: null,
    };
  } catch (error) {
    console.error('Article list failed:', error);
    return { articles: [], articlesError: errorMessage(error, 'Failed to fetch articles') };
  }
}

/**
 * The newest published articles as slides of the home carousel. Never rejects: a CMS failure becomes the
 * carousel's error state (logged), so that a streamed page always answers 200.
 */
export function loadArticleSlides(count: number): Promise<{ articles: ArticleSlide[]; error: string | null }> {
  return listArticles({ pageSize: count }).then(
    ({ articles }) => ({
      articles: articles.map((article) => ({
        slug: article.slug,
        title: article.title,
        category: article.category,
        date: formatDate(article.publishedAt),
        dateTime: article.publishedAt,
        imageUrl: article.thumbnailUrl,
      })),
      error: null,
    }),
    (error: unknown) => {
      console.error('Home articles failed:', error);
      return { articles: [], error: errorMessage(error, ARTICLES_ERROR_MESSAGE) };
    },
  );
}
