import { errorMessage } from '~/lib/api-error';
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
