import { Feed } from 'feed';
import type { Route } from './+types/rss';
import { SITE } from '~/content/site';
import { listArticles } from '~/features/articles/api.server';
import { htmlExcerpt } from '~/lib/html.server';
import { requestOrigin } from '~/lib/seo';

/** /rss.xml — RSS 2.0 feed of the 20 latest published articles (built with the `feed` library). */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = requestOrigin(request);
  let articles: Awaited<ReturnType<typeof listArticles>>['articles'];
  try {
    ({ articles } = await listArticles({ pageSize: 20 }));
  } catch (error) {
    console.error('RSS feed failed:', error);
    return new Response('Feed temporarily unavailable', { status: 503, headers: { 'Retry-After': '300' } });
  }
  const feed = new Feed({
    title: `${SITE.name} — Insights`,
    description: 'Hiring advice, career tips and recruitment market news.',
    id: `${origin}/blog`,
    link: `${origin}/blog`,
    language: 'en',
    copyright: `© ${new Date().getFullYear()} ${SITE.name}`,
    updated: articles[0]?.publishedAt ? new Date(articles[0].publishedAt) : new Date(),
    feedLinks: { rss: `${origin}/rss.xml` },
  });
  for (const article of articles) {
    const link = `${origin}/blog/${article.slug}`;
    feed.addItem({
      title: article.title,
      id: link,
      link,
      description: article.summary ?? htmlExcerpt(article.descriptionHtml),
      date: new Date(article.publishedAt ?? Date.now()),
      author: [{ name: article.author }],
      category: [{ name: article.category }],
      ...(article.coverUrl ? { image: new URL(article.coverUrl, origin).href } : {}),
    });
  }
  return new Response(feed.rss2(), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=900' },
  });
}
