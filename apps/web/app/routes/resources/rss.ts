import type { Route } from './+types/rss';
import { listArticles } from '~/features/articles/api.server';
import { articlesRssXml, RSS_ARTICLES } from '~/features/articles/articles-rss';
import { requestLanguage } from '~/i18n/i18next.server';
import { htmlExcerpt } from '~/lib/html.server';
import { requestOrigin } from '~/lib/seo';
import { log } from '~/lib/log.server';

/**
 * /rss.xml — RSS 2.0 feed of the latest published articles (features/articles/articles-rss.ts); /ar/rss.xml the same
 * in Arabic (the articles' Arabic text where present, links to /ar/… pages).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(context);
  let articles: Awaited<ReturnType<typeof listArticles>>['articles'];
  try {
    ({ articles } = await listArticles({ pageSize: RSS_ARTICLES, language }));
  } catch (error) {
    log.error({ err: error }, 'RSS feed failed');
    return new Response('Feed temporarily unavailable', { status: 503, headers: { 'Retry-After': '300' } });
  }
  const xml = articlesRssXml(
    articles.map((article) => ({ ...article, excerpt: article.summary ?? htmlExcerpt(article.descriptionHtml) })),
    { origin: requestOrigin(request), language },
  );
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=900' },
  });
}
