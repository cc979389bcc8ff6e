import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/article';
import { MissingRecord } from '~/components/layout/missing-record';
import { JsonLd } from '~/components/seo/json-ld';
import { loadArticlePage } from '~/features/articles/article-page.server';
import { requestLanguage } from '~/i18n/i18next.server';
import { ArticleBody } from '~/features/articles/components/article-body';
import { siteOf, pageTitle, seoMeta } from '~/lib/seo';
import { TEXT_TARGET } from '~/components/ui/button';
import { cn } from '~/lib/cn';

/**
 * /blog/{slug} — an article (docs/000-product.md §2 "Article detail"): back link, cover (placeholder when absent or
 * broken), title, author, published date, category, description and blocks, all HTML sanitized on the server. Unknown
 * slug: 404 'Article not found.'; CMS failure: 503 with the message.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadArticlePage(params.slug, request, requestLanguage(context));
}

export const meta: Route.MetaFunction = ({ loaderData, params, matches }) => {
  const article = loaderData?.article;
  if (!article) return [{ title: pageTitle('Article not found') }, { name: 'robots', content: 'noindex' }];
  return [
    ...seoMeta(siteOf(matches), {
      title: pageTitle(article.title),
      description: article.summary,
      path: `/blog/${params.slug}`,
      image: article.coverUrl,
      type: 'article',
    }),
    ...(article.publishedAt ? [{ property: 'article:published_time', content: article.publishedAt }] : []),
    { property: 'article:section', content: article.category },
  ];
};

const backLink = (
  <Link
    to="/blog"
    className={cn(TEXT_TARGET, 'gap-1 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900')}
  >
    <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> Back to blog
  </Link>
);

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, error, jsonLd } = loaderData;
  if (!article) return <MissingRecord back={backLink} error={error} heading="Article not found." />;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
      {backLink}
      <ArticleBody article={article} />
      <footer className="mt-12 border-t border-slate-200 pt-6">{backLink}</footer>
    </article>
  );
}
